// Development delivery: each email becomes one JSON file in EMAIL_OUTBOX_DIR (default .data/outbox).
// The file name comes from the idempotency key, so a repeated delivery rewrites the same file.
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { EmailProvider } from "./types";
import { serverEnv } from "@/lib/env";

export function outboxDir(): string {
  // turbopackIgnore: a runtime-chosen directory, not a file the build should trace.
  return path.resolve(/*turbopackIgnore: true*/ serverEnv().EMAIL_OUTBOX_DIR || path.join(process.cwd(), ".data", "outbox"));
}

export const outboxFileName = (idempotencyKey: string) => `${idempotencyKey.replace(/[^a-zA-Z0-9_-]+/g, "_").slice(0, 180)}.json`;

/** Directories made by this process (one mkdir each, not one per email). */
const madeDirs = new Set<string>();

export const localOutboxProvider: EmailProvider = {
  name: "local-outbox",
  async send(email, { idempotencyKey }) {
    const dir = outboxDir();
    if (!madeDirs.has(dir)) {
      await mkdir(dir, { recursive: true });
      madeDirs.add(dir);
    }
    const name = outboxFileName(idempotencyKey);
    const file = path.join(dir, name);
    const { to, from, replyTo, subject, html, text, attachments, headers } = email;
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, JSON.stringify({ to, from, ...(replyTo ? { replyTo } : {}), ...(headers && Object.keys(headers).length ? { headers } : {}), subject, html, text, attachments }, null, 2));
    await rename(temporary, file);
    return { providerId: `local:${name}` };
  },
};
