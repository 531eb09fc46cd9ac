import { expireTag } from "@/lib/cache/invalidate";
import type { NextRequest } from "next/server";
import { z } from "zod";
import { API_ENDPOINTS, type EndpointKey } from "@/lib/auth";
import { TAGS } from "@/lib/cache/tags";
import { readEditablePage, writeEditablePage } from "@/lib/content";
import { isEditablePageKey } from "@/lib/content/schema";
import { apiRoute } from "@/lib/http/api-route";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ pageKey: string }> };

const notFound = () => Response.json({ error: "Unknown page" }, { status: 404 });

const putBody = z.object({ content: z.union([z.string(), z.record(z.string(), z.unknown())], { message: "content must be a JSON string or object" }) }).strict();

const endpointFor = (method: "GET" | "PUT") => (params: Record<string, string>) => `${method} /api/content/${params.pageKey}` as EndpointKey;

const getPage = apiRoute(endpointFor("GET"), {}, async ({ params }) => {
  if (!isEditablePageKey(params.pageKey)) return notFound();
  return { content: JSON.stringify(await readEditablePage(params.pageKey)) };
});

const putPage = apiRoute(endpointFor("PUT"), { body: putBody }, async ({ params, body }) => {
  if (!isEditablePageKey(params.pageKey)) return notFound();
  const page = await writeEditablePage(params.pageKey, body.content);
  await expireTag(TAGS.page(params.pageKey));
  return { content: JSON.stringify(page) };
});

// A key the permission table does not list is answered 404 before apiRoute looks it up there.
function listed(method: "GET" | "PUT", pageKey: string): boolean {
  return Object.hasOwn(API_ENDPOINTS, `${method} /api/content/${pageKey}`);
}

export async function GET(request: NextRequest, context: Context) {
  const { pageKey } = await context.params;
  return listed("GET", pageKey) ? getPage(request, context) : notFound();
}

export async function PUT(request: NextRequest, context: Context) {
  const { pageKey } = await context.params;
  return listed("PUT", pageKey) ? putPage(request, context) : notFound();
}
