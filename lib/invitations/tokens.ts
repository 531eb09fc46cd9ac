// An invitation's unsubscribe token (random, 256 bits) is stored as its SHA-256 only; addresses on the
// opt-out list are SHA-256 too (a lower-cased email, or a number in E.164), so an erasure leaves nothing readable.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { studio } from "@/lib/env";

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
export const addressHash = (address: string) => sha256(address.trim().toLowerCase());
export const newUnsubscribeToken = () => randomBytes(32).toString("base64url");
export const unsubscribeUrl = (token: string) => `${studio.siteUrl}/api/unsubscribe/${token}`;
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
