import { expireTag } from "@/lib/cache/invalidate";
import { z } from "zod";
import type { Access } from "@/lib/auth/dto";
import { TAGS } from "@/lib/cache/tags";
import { readEditablePage, writeEditablePage } from "@/lib/content";
import { isEditablePageKey } from "@/lib/content/schema";
import { apiRoute } from "@/lib/http/api-route";
import type { RouteContext } from "@/lib/http/api-types";

export const dynamic = "force-dynamic";

const notFound = () => Response.json({ error: "Unknown page" }, { status: 404 });

const putBody = z.object({ content: z.union([z.string(), z.record(z.string(), z.unknown())], { message: "content must be a JSON string or object" }) }).strict();

const endpointFor = (method: "GET" | "PUT") => (params: Record<string, string>) => `${method} /api/content/${params.pageKey}` as const;

/** The editable pages' endpoints, each declared with who may call it (page_gallery has its own route). */
const READ_PAGES = {
  "GET /api/content/page_home": "public",
  "GET /api/content/page_about": "public",
  "GET /api/content/page_services": "public",
} as const satisfies Record<string, Access>;
const WRITE_PAGES = {
  "PUT /api/content/page_home": ["edit_content"],
  "PUT /api/content/page_about": ["edit_content"],
  "PUT /api/content/page_services": ["edit_services"],
} as const satisfies Record<string, Access>;

const getPage = apiRoute(endpointFor("GET"), { endpoints: READ_PAGES }, async ({ params }) => {
  if (!isEditablePageKey(params.pageKey)) return notFound();
  return { content: JSON.stringify(await readEditablePage(params.pageKey)) };
});

const putPage = apiRoute(endpointFor("PUT"), { endpoints: WRITE_PAGES, body: putBody }, async ({ params, body }) => {
  if (!isEditablePageKey(params.pageKey)) return notFound();
  const page = await writeEditablePage(params.pageKey, body.content);
  await expireTag(TAGS.page(params.pageKey));
  return { content: JSON.stringify(page) };
});

// A key this route does not declare is answered 404 before apiRoute looks for its access.
function listed(method: "GET" | "PUT", pageKey: string): boolean {
  return Object.hasOwn(method === "GET" ? READ_PAGES : WRITE_PAGES, `${method} /api/content/${pageKey}`);
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
