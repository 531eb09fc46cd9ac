import "server-only";
import { prisma } from "@/lib/db/client";
import { ValidationError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { sanitizeRichText } from "./sanitize";
import type { PageContentDto } from "./dto";
import { EDITABLE_PAGES, RICH_TEXT_FIELDS, emptyPage, type EditablePageKey } from "./schema";
import { fieldErrorsFromIssues, type FieldIssue } from "@/lib/validation/field-errors";

/** Stored content merged over the empty shape, so readers always get every key as a string. */
export async function readEditablePage(key: EditablePageKey): Promise<PageContentDto> {
  const row = await prisma.pageContent.findUnique({ where: { key } });
  const stored = (row?.content ?? {}) as Record<string, unknown>;
  const page = emptyPage(key);
  for (const field of Object.keys(page)) {
    if (typeof stored[field] === "string") page[field] = stored[field] as string;
  }
  return page;
}

/**
 * The page object an API client sent: the API sends `content` as a JSON string, but a plain
 * object is accepted too. Anything else is a 400.
 */
export function parsePageContent(content: unknown): Record<string, unknown> {
  let value = content;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      throw new ValidationError("content is not valid JSON.", { content: "Must be a JSON object" });
    }
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new ValidationError("content must be a JSON object.", { content: "Must be a JSON object" });
  }
  return value as Record<string, unknown>;
}

/** Strict validation against the page's schema: unknown keys and wrong types are refused by name. */
export function validatePageContent(key: EditablePageKey, content: unknown): PageContentDto {
  const result = EDITABLE_PAGES[key].safeParse(parsePageContent(content));
  if (result.success) return result.data as PageContentDto;
  const fields = fieldErrorsFromIssues(
    result.error.issues.flatMap((issue): FieldIssue[] => (issue.code === "unrecognized_keys" ? issue.keys.map((unknown) => ({ path: [unknown], message: "Unknown field" })) : [issue])),
    (issue) => issue.path.map(String).join(".") || "content",
  );
  const unknownKeys = Object.entries(fields).filter(([, m]) => m === "Unknown field").map(([k]) => k);
  const message = unknownKeys.length ? `Unknown field(s) for ${key}: ${unknownKeys.join(", ")}.` : "Please check the highlighted fields.";
  throw new ValidationError(message, fields);
}

/** Validates, sanitises every rich-text field and stores the page. Returns what was stored. */
export async function writeEditablePage(key: EditablePageKey, content: unknown): Promise<PageContentDto> {
  const page = validatePageContent(key, content);
  for (const field of RICH_TEXT_FIELDS[key]) {
    if (typeof page[field] === "string") page[field] = sanitizeRichText(page[field]);
  }
  const json = page as Prisma.InputJsonObject;
  await prisma.pageContent.upsert({ where: { key }, create: { key, content: json }, update: { content: json } });
  return page;
}
export { sanitizeRichText } from "./sanitize";
