// A static segment, so it takes precedence over app/api/content/[pageKey] for this one page.
import { readGallery } from "@/lib/gallery";
import { apiRoute } from "@/lib/http/api-route";

export const dynamic = "force-dynamic";

export const GET = apiRoute("GET /api/content/page_gallery", { access: "public" }, async () => ({ content: JSON.stringify(await readGallery()) }));
