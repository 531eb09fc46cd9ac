// Outside production only: a NEXTAUTH_SECRET generated once into .data/ so sessions survive
// restarts. Never a constant in the source: a known secret would let anyone sign tokens.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { serverEnv } from "@/lib/env";

export function devSecretFile(dir = process.cwd()): string {
  // turbopackIgnore: a runtime-chosen file, not one the build should trace.
  return path.join(/*turbopackIgnore: true*/ dir, ".data", "nextauth-secret");
}

export function ensureDevSecret(file = devSecretFile()): string {
  const configured = serverEnv().NEXTAUTH_SECRET;
  if (configured) return configured;
  try {
    if (!existsSync(/*turbopackIgnore: true*/ file)) {
      mkdirSync(path.dirname(/*turbopackIgnore: true*/ file), { recursive: true });
      writeFileSync(/*turbopackIgnore: true*/ file, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
    }
    const secret = readFileSync(/*turbopackIgnore: true*/ file, "utf8").trim();
    if (secret.length >= 32) return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readFileSync(/*turbopackIgnore: true*/ file, "utf8").trim();
    console.warn(`[auth] could not keep a development secret in ${file} (${(error as Error).message}); sessions last until restart.`);
  }
  return randomBytes(32).toString("base64url");
}
