// The development email provider's copies (EMAIL_OUTBOX_DIR). Each is written under a temporary name and then
// renamed, so specs list only the finished `.json` files: a `.tmp` seen in a listing may be gone when read.
import { readdir } from "node:fs/promises";

/** The names of the finished copies in the outbox (none while it does not exist yet). */
export async function outboxFiles(): Promise<string[]> {
  return (await readdir(process.env.EMAIL_OUTBOX_DIR!).catch(() => [] as string[])).filter((name) => name.endsWith(".json"));
}
