import { isSafeStorageKey, readLocalObject } from "@/lib/storage";

const CONTENT_TYPES: Record<string, string> = { webp: "image/webp", jpg: "image/jpeg", png: "image/png", avif: "image/avif" };

export async function GET(_request: Request, context: { params: Promise<{ key: string[] }> }) {
  const { key: parts } = await context.params;
  const key = parts.join("/");
  if (!isSafeStorageKey(key)) return Response.json({ error: "Not found" }, { status: 404 });
  const body = await readLocalObject(key);
  if (!body) return Response.json({ error: "Not found" }, { status: 404 });
  const extension = key.slice(key.lastIndexOf(".") + 1);
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": CONTENT_TYPES[extension] ?? "application/octet-stream",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Length": String(body.length),
    },
  });
}
