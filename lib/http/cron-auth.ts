// Scheduled jobs (Vercel Cron) authenticate with `Authorization: Bearer ${CRON_SECRET}`.
import { createHash, timingSafeEqual } from "node:crypto";
import { UnauthorizedError } from "@/lib/errors";
import { serverEnv } from "@/lib/env";

const digest = (value: string) => createHash("sha256").update(value).digest();

export function requireCronSecret(headers: Headers): void {
  const secret = serverEnv().CRON_SECRET;
  const presented = headers.get("authorization") ?? "";
  // Without a configured secret nobody is let in.
  if (!secret || !timingSafeEqual(digest(presented), digest(`Bearer ${secret}`))) throw new UnauthorizedError();
}
