import path from "node:path";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { nextConfigSecurityHeaders } from "./lib/http/security-headers";
import { ensureSubsetFonts } from "./scripts/fonts/subset-fonts";
import { buildStaffWorker } from "./scripts/offline/build-worker";
import { compileHintsAfterBuild } from "./scripts/build/compile-hints";

// REDIS_URL (read when `next start` loads this file) → every instance shares one cache in Redis;
// unset → Next's built-in per-process cache.
const sharedCache: Partial<NextConfig> = process.env.REDIS_URL
  ? { cacheHandler: path.join(process.cwd(), "lib", "cache", "redis-cache-handler.mjs"), cacheMaxMemorySize: 0 }
  : {};

// `npm test` type-checks the whole tree once, route types included (`next typegen`, then `tsc --noEmit`), and
// builds with STUDIO_TYPES_CHECKED=1 so the build does not check the same files again (docs/SCRIPTS.md).
// STUDIO_BUILD_CACHE=off (CI on a fresh clone) skips writing Turbopack's build cache, which no later build reads.
const typesChecked = process.env.STUDIO_TYPES_CHECKED === "1";
const buildCache = process.env.STUDIO_BUILD_CACHE !== "off";

const nextConfig: NextConfig = {
  ...sharedCache,
  typescript: { ignoreBuildErrors: typesChecked },
  poweredByHeader: false,
  // No ETag on prerendered pages: Next hashes the whole HTML on every request to make one (22% of the server's
  // CPU serving /); without it / serves 1,410 → 2,100 req/s. A browser's repeat view downloads the page
  // (~12 KB gzip) instead of a 304; the calendar feed keeps its own ETag (decision 0014).
  generateEtags: false,
  reactStrictMode: true,
  // The stylesheets stay files (no experimental.inlineCss): inlined, each page carried its stylesheet twice
  // (a <style> and again in the RSC payload), so / grew to 124 KB of HTML, past the 64 KiB above which Node
  // writes a string response ~6× slower (/ served at 0.17 of a static file against 0.38), and the public
  // pages scored 89–91 against 94–96 as files, their blocking time 300–410 ms against 200–213 (decision 0014).
  // globalNotFound: an address without a page is answered by app/global-not-found.tsx, rendered on its own, so
  // the root layout carries no not-found page (and no third copy of the public stylesheet) in every payload.
  experimental: { globalNotFound: true, turbopackFileSystemCacheForBuild: buildCache },
  // After Turbopack has written the client chunks (and before any prerender), the chunks a page starts with get
  // V8's compile hint, so Chrome compiles their modules off the main thread (scripts/build/compile-hints.ts,
  // decision 0022).
  compiler: { runAfterProductionCompile: compileHintsAfterBuild },
  serverExternalPackages: ["@node-rs/argon2", "sharp", "twilio", "@electric-sql/pglite", "@electric-sql/pglite-socket"],
  images: {
    formats: ["image/avif", "image/webp"],
    localPatterns: [{ pathname: "/**" }],
    // Gallery images when UPLOADTHING_TOKEN selects the UploadThing storage adapter.
    remotePatterns: [{ protocol: "https", hostname: "*.ufs.sh", pathname: "/f/**" }],
  },
  async headers() {
    return [
      ...nextConfigSecurityHeaders(process.env.NODE_ENV === "production"),
    ];
  },
};

// The subset web fonts (app/fonts.ts) are generated from the npm font packages before anything else;
// a production build also bundles the staff area's service worker into public/sw.js.
export default async function config(phase: string): Promise<NextConfig> {
  await ensureSubsetFonts();
  if (phase === PHASE_PRODUCTION_BUILD) await buildStaffWorker();
  return nextConfig;
}
