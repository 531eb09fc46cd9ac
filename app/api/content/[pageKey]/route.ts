import { revalidateTag } from "next/cache";
import type { NextRequest } from "next/server";
import { z } from "zod";
import { TAGS } from "@/lib/cache/tags";
import { readEditablePage, writeEditablePage } from "@/lib/content";
import { isEditablePageKey } from "@/lib/content/schema";
import { apiRoute } from "@/lib/http/api-route";
import type { EndpointKey } from "@/lib/auth/permissions";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ pageKey: string }> };

const notFound = () => Response.json({ error: "Unknown page" }, { status: 404 });

const putBody = z.object({ content: z.union([z.string(), z.record(z.string(), z.unknown())], { message: "content must be a JSON string or object" }) }).strict();

const getPage = apiRoute((p) => `GET /api/content/${p.pageKey}` as EndpointKey, {}, async ({ params }) => {
  if (!isEditablePageKey(params.pageKey)) return notFound();
  return { content: JSON.stringify(await readEditablePage(params.pageKey)) };
});

const putPage = apiRoute((p) => `PUT /api/content/${p.pageKey}` as EndpointKey, { body: putBody }, async ({ params, body }) => {
  if (!isEditablePageKey(params.pageKey)) return notFound();
  const page = await writeEditablePage(params.pageKey, body.content);
  revalidateTag(TAGS.page(params.pageKey), { expire: 0 });
  return { content: JSON.stringify(page) };
});

// Unknown keys are answered before apiRoute looks them up in the permission table.
export async function GET(request: NextRequest, context: Context) {
  const { pageKey } = await context.params;
  return isEditablePageKey(pageKey) ? getPage(request, context) : notFound();
}

export async function PUT(request: NextRequest, context: Context) {
  const { pageKey } = await context.params;
  return isEditablePageKey(pageKey) ? putPage(request, context) : notFound();
}
