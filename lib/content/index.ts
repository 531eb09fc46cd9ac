import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { EDITABLE_PAGES, emptyPage, type EditablePageKey } from "./schema";

/** Stored content merged over the empty shape, so readers always get every key as a string. */
export async function readEditablePage(key: EditablePageKey): Promise<Record<string, string>> {
  const row = await prisma.pageContent.findUnique({ where: { key } });
  const stored = (row?.content ?? {}) as Record<string, unknown>;
  const page = emptyPage(key);
  for (const field of Object.keys(page)) {
    if (typeof stored[field] === "string") page[field] = stored[field] as string;
  }
  return page;
}

export async function writeEditablePage(key: EditablePageKey, content: Record<string, string>): Promise<void> {
  const parsed = EDITABLE_PAGES[key].parse(content) as Prisma.InputJsonObject;
  await prisma.pageContent.upsert({ where: { key }, create: { key, content: parsed }, update: { content: parsed } });
}
