// Development delivery of texts: each text becomes one JSON file in <EMAIL_OUTBOX_DIR>/texts, beside the
// email files, named from the outbox key (a repeated delivery rewrites the same file).
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { outboxDir, outboxFileName } from "./local-outbox";
import type { TextProvider } from "./text-types";

export const textOutboxDir = () => path.join(outboxDir(), "texts");

export const localTextsProvider: TextProvider = {
  name: "local-texts",
  async send(text, { idempotencyKey }) {
    const dir = textOutboxDir();
    await mkdir(dir, { recursive: true });
    const name = outboxFileName(idempotencyKey);
    const file = path.join(dir, name);
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, JSON.stringify({ to: text.to, body: text.body, sentAt: new Date().toISOString() }, null, 2));
    await rename(temporary, file);
    return { providerId: `local:${name}` };
  },
};
