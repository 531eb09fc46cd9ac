// Server-side captcha check for the public forms: hCaptcha's siteverify in
// production, the reusable `dev-captcha-token` stand-in in development. Fails closed.
import "server-only";
import { createHash } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { serverEnv, studio } from "@/lib/env";
import { ServiceUnavailableError, ValidationError } from "@/lib/errors";

import { CAPTCHA_FAILED_MESSAGE, CAPTCHA_REQUIRED_MESSAGE, DEV_CAPTCHA_TOKEN } from "./constants";

export { CAPTCHA_FAILED_MESSAGE, CAPTCHA_REQUIRED_MESSAGE, DEV_CAPTCHA_TOKEN };
export const CAPTCHA_MISCONFIGURED_MESSAGE =
  "Online forms are temporarily unavailable because the CAPTCHA is not configured. Please call or text the studio instead.";

const MAX_TOKEN_LENGTH = 8192;

export type CaptchaMode = "hcaptcha" | "development" | "misconfigured";

function hasProviderKeys(): boolean {
  const env = serverEnv();
  return Boolean(env.HCAPTCHA_SECRET_KEY && env.NEXT_PUBLIC_HCAPTCHA_SITE_KEY);
}

export function captchaMode(): CaptchaMode {
  const env = serverEnv();
  if (env.ALLOW_DEV_CAPTCHA) return "development";
  if (hasProviderKeys()) return "hcaptcha";
  if (env.NODE_ENV !== "production") return "development";
  return "misconfigured";
}

/** Called once at server start (instrumentation.ts): a production server without keys says so loudly. */
export function logCaptchaConfiguration(): void {
  const mode = captchaMode();
  if (mode === "misconfigured") {
    const env = serverEnv();
    const missing = (["NEXT_PUBLIC_HCAPTCHA_SITE_KEY", "HCAPTCHA_SECRET_KEY"] as const).filter((name) => !env[name]);
    console.error(
      `[captcha] MISCONFIGURED: ${missing.join(" and ")} ${missing.length > 1 ? "are" : "is"} not set in production. ` +
        "The contact and booking forms refuse every submission until both hCaptcha keys are configured.",
    );
  } else if (mode === "development" && serverEnv().ALLOW_DEV_CAPTCHA) {
    console.warn(`[captcha] ALLOW_DEV_CAPTCHA=true: the development token "${DEV_CAPTCHA_TOKEN}" is accepted. Never use this on a public site.`);
  }
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

function refuse(reason: string): never {
  console.warn(`[captcha] refused: ${reason}`);
  throw new ValidationError(CAPTCHA_FAILED_MESSAGE, { captchaToken: CAPTCHA_FAILED_MESSAGE });
}

const normaliseHost = (host: string) => host.trim().toLowerCase().replace(/^www\./, "");

function allowedHostnames(): string[] {
  const configured = serverEnv().HCAPTCHA_ALLOWED_HOSTNAMES;
  let site: string[] = [];
  try {
    site = [new URL(studio.siteUrl).hostname];
  } catch {
    // an unparsable NEXTAUTH_URL leaves only the configured list
  }
  return [...configured, ...site].map(normaliseHost);
}

interface SiteverifyAnswer {
  success?: boolean;
  hostname?: string;
  "error-codes"?: string[];
}

async function askProvider(token: string, remoteIp: string | undefined): Promise<SiteverifyAnswer> {
  const env = serverEnv();
  const form = new URLSearchParams({ secret: env.HCAPTCHA_SECRET_KEY ?? "", response: token, sitekey: env.NEXT_PUBLIC_HCAPTCHA_SITE_KEY ?? "" });
  if (remoteIp && remoteIp !== "unknown") form.set("remoteip", remoteIp);
  const timeoutMs = env.HCAPTCHA_TIMEOUT_MS;
  let response: Response;
  try {
    response = await fetch(env.HCAPTCHA_VERIFY_URL, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: form,
      signal: AbortSignal.timeout(timeoutMs),
      cache: "no-store",
    });
  } catch (error) {
    const name = (error as Error).name;
    refuse(name === "TimeoutError" || name === "AbortError" ? `siteverify did not answer within ${timeoutMs} ms` : `siteverify unreachable (${(error as Error).message})`);
  }
  if (!response.ok) refuse(`siteverify answered HTTP ${response.status}`);
  try {
    return (await response.json()) as SiteverifyAnswer;
  } catch {
    refuse("siteverify answered something that is not JSON");
  }
}

async function verifyWithProvider(token: string, remoteIp: string | undefined): Promise<void> {
  const tokenHash = hashToken(token);
  // A replay is refused before hCaptcha is even asked.
  const seen = await prisma.usedCaptchaToken.findUnique({ where: { tokenHash }, select: { tokenHash: true } });
  if (seen) refuse("token already used");

  const answer = await askProvider(token, remoteIp);
  if (answer.success !== true) refuse(`hCaptcha said no (${(answer["error-codes"] ?? []).join(", ") || "no error code"})`);
  if (answer.hostname) {
    const allowed = allowedHostnames();
    if (allowed.length > 0 && !allowed.includes(normaliseHost(answer.hostname))) refuse(`solved on ${answer.hostname}, expected ${allowed.join(" or ")}`);
  }
  // Insert-if-absent is atomic: of two concurrent requests with one token, only one inserts.
  const { count } = await prisma.usedCaptchaToken.createMany({ data: [{ tokenHash }], skipDuplicates: true });
  if (count !== 1) refuse("token used concurrently by another request");
}

/** Throws ValidationError (400) unless `token` is a valid, unused captcha answer. */
export async function verifyCaptcha(token: string | undefined, remoteIp?: string): Promise<void> {
  const mode = captchaMode();
  if (mode === "misconfigured") {
    console.error("[captcha] a form submission was refused: hCaptcha keys are not configured in production.");
    throw new ServiceUnavailableError(CAPTCHA_MISCONFIGURED_MESSAGE);
  }
  const value = typeof token === "string" ? token.trim() : "";
  if (!value) throw new ValidationError(CAPTCHA_REQUIRED_MESSAGE, { captchaToken: CAPTCHA_REQUIRED_MESSAGE });
  if (value.length > MAX_TOKEN_LENGTH) refuse("token too long");

  if (mode === "development") {
    // The stand-in token is reusable: it represents a freshly solved captcha. With ALLOW_DEV_CAPTCHA
    // and real keys both configured, real widget tokens are still verified with hCaptcha.
    if (value === DEV_CAPTCHA_TOKEN) return;
    if (hasProviderKeys()) return verifyWithProvider(value, remoteIp);
    refuse("development mode accepts only the development token");
  }
  return verifyWithProvider(value, remoteIp);
}

/** hCaptcha tokens expire within minutes; their hashes are kept a day, then pruned. */
export async function pruneUsedCaptchaTokens(now = new Date(), olderThanMs = 24 * 60 * 60 * 1000): Promise<number> {
  const { count } = await prisma.usedCaptchaToken.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - olderThanMs) } } });
  return count;
}
