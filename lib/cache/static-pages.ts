// Every public page but the private booking link is served by the Pages Router with
// `unstable_runtimeJS: false`: plain HTML and CSS, no framework runtime. The content pages (/, /about,
// /services, /gallery, /schedule) need no JavaScript (plain links, a <details> menu, small inline
// scripts: the gallery's tabs and lightbox are one). The two form pages (/bookanappointment,
// /contact) bring their form to life with one small module each, loaded after the page
// (components/site/islands, scripts/islands.ts). The App Router always ships its client runtime
// (~140 KB) and hydrates — on a phone that alone cost these pages Lighthouse 98+, LCP ≤ 1.5 s and
// TBT ≤ 100 ms (issue 18; docs/BENCHMARKS.md has the before/after).
//
// Freshness: getStaticProps gives each page `revalidate` seconds like the App Router pages, and every
// admin write that changes one regenerates it before answering (expireTag → regenerateStaticPages), the
// way Next's own res.revalidate() does: a request to the page with the build's preview id in
// x-prerender-revalidate. With a shared cache (Redis) revalidatePath also drops the page for every
// instance (the Redis handler tags Pages Router entries with their path).
import { readFileSync } from "node:fs";
import path from "node:path";
import { serverEnv } from "@/lib/env";
import type { ShellProps } from "@/components/site/static-page";
import { PUBLIC_REVALIDATE_SECONDS, uncachedPublicReads, type PublicRead } from "./public-reads";
import { TAGS } from "./tags";

export const STATIC_PAGES = ["/", "/about", "/services", "/gallery", "/schedule", "/bookanappointment", "/contact"] as const;

/**
 * Which static pages show what each tag covers. The home page's content includes the footer's links;
 * the booking form lists the upcoming competitions, the services and the stylists the About page names.
 */
const PAGES_BY_TAG: Record<string, readonly string[]> = {
  [TAGS.page("page_home")]: STATIC_PAGES,
  [TAGS.page("page_about")]: ["/about", "/bookanappointment"],
  [TAGS.page("page_services")]: ["/services"],
  [TAGS.services]: ["/", "/services", "/bookanappointment"],
  [TAGS.events]: ["/schedule", "/bookanappointment"],
  [TAGS.gallery]: ["/gallery"],
};

export function staticPagesShowing(tag: string): readonly string[] {
  return PAGES_BY_TAG[tag] ?? [];
}

/**
 * How soon a page built while the database failed is built again. Its sections are empty (SPEC §8:
 * public read failures leave pages empty and are only logged); the usual 5 minutes would keep them so.
 */
export const REBUILD_AFTER_FAILURE_SECONDS = 10;

/**
 * getStaticProps of a page in pages/: its reads (by prop name) plus the footer's links, as JSON, every
 * `revalidate` seconds — or {@link REBUILD_AFTER_FAILURE_SECONDS} when a read failed.
 */
export async function staticPageProps<T extends Record<string, unknown>>(reads: { [K in keyof T]: PublicRead<T[K]> }): Promise<{ props: T & { shell: ShellProps }; revalidate: number }> {
  let failed = false;
  const settle = async <V>({ what, read, empty }: PublicRead<V>): Promise<V> => {
    try {
      return await read();
    } catch (error) {
      failed = true;
      console.error(`Public read failed (${what}): ${(error as Error).message}`);
      return empty;
    }
  };
  const keys = Object.keys(reads) as (keyof T & string)[];
  const [home, ...values] = await Promise.all([settle(uncachedPublicReads.page("page_home")), ...keys.map((key) => settle(reads[key]))]);
  const data = Object.fromEntries(keys.map((key, i) => [key, values[i]]));
  const shell: ShellProps = { instagram: home.instagram ?? "", facebook: home.facebook ?? "" };
  // Props must be JSON (no undefined, no Date): what a page renders is what a JSON API would give it.
  return { props: JSON.parse(JSON.stringify({ ...data, shell })), revalidate: failed ? REBUILD_AFTER_FAILURE_SECONDS : PUBLIC_REVALIDATE_SECONDS };
}

let previewId: string | null | undefined;

/** The build's preview-mode id, which Next accepts in x-prerender-revalidate (.next/prerender-manifest.json). */
function previewModeId(): string | null {
  if (previewId !== undefined) return previewId;
  try {
    const manifest = JSON.parse(readFileSync(path.join(process.cwd(), ".next", "prerender-manifest.json"), "utf8")) as { preview?: { previewModeId?: string } };
    previewId = manifest.preview?.previewModeId ?? null;
  } catch {
    previewId = null;
  }
  return previewId;
}

/**
 * Regenerates the static pages that show `tag`'s content on this instance, reading the database (a
 * request to each with x-prerender-revalidate, answered once the new page is stored). Failures are
 * logged: the page is then at most `revalidate` seconds old, as before. `next dev` renders every request.
 */
export async function regenerateStaticPages(tag: string): Promise<void> {
  const paths = staticPagesShowing(tag);
  if (!paths.length || process.env.NODE_ENV !== "production") return;
  const id = previewModeId();
  if (!id) return;
  // The port this server listens on: `next start -p` sets PORT when it starts listening, whatever the
  // environment said (read here, not from the parsed configuration, which may predate it).
  const origin = `http://127.0.0.1:${process.env.PORT ?? serverEnv().PORT}`;
  await Promise.all(
    paths.map(async (page) => {
      try {
        const response = await fetch(`${origin}${page}`, { method: "HEAD", headers: { "x-prerender-revalidate": id }, signal: AbortSignal.timeout(10_000) });
        if (!response.ok) console.error(`[cache] regenerating ${page} answered ${response.status}`);
      } catch (error) {
        console.error(`[cache] regenerating ${page} failed: ${(error as Error).message}`);
      }
    }),
  );
}
