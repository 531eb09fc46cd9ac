import { expireTag } from "@/lib/cache/invalidate";
import { z } from "zod";
import { API_ENDPOINTS, type EndpointKey } from "@/lib/auth";
import { TAGS } from "@/lib/cache/tags";
import { readEditablePage, writeEditablePage } from "@/lib/content";
import { isEditablePageKey } from "@/lib/content/schema";
import { apiRoute } from "@/lib/http/api-route";
import type { RouteContext } from "@/lib/http/api-types";

export const dynamic = "force-dynamic";

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

/** The route keeps the inner handler's type (its answer, for the contract) while guarding the key. */
function onlyListed<H extends typeof getPage | typeof putPage>(method: "GET" | "PUT", handler: H): H {
  const guarded = async (request: Parameters<H>[0], context: RouteContext) => {
    const pageKey = (await context.params).pageKey;
    return typeof pageKey === "string" && listed(method, pageKey) ? handler(request, context) : notFound();
  };
  return guarded as H;
}

export const GET = onlyListed("GET", getPage);
export const PUT = onlyListed("PUT", putPage);
