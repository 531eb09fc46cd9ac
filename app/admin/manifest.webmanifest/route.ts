import { studio } from "@/lib/env";
import { staffManifest } from "@/lib/offline/manifest";

// Browsers fetch a manifest without the session cookie: proxy.ts lets this one path through. It names no one.
export const dynamic = "force-dynamic";

export function GET(): Response {
  return new Response(JSON.stringify(staffManifest(studio.name)), {
    headers: { "Content-Type": "application/manifest+json", "Cache-Control": "public, max-age=3600" },
  });
}
