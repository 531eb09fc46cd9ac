import { revalidateTag } from "next/cache";
import { after } from "next/server";

/**
 * How long after a write a render that read the database before it can still be storing what it
 * read. Next stamps a cache entry (unstable_cache data and ISR pages) with the time it is written,
 * not the time its data was read, so a render of /schedule that read the events just before a
 * write and finished just after that write's revalidateTag would count as fresh for `revalidate`
 * seconds (seen in the e2e suite: a request for /schedule from another test racing
 * PATCH /api/events/:id/show).
 */
const IN_FLIGHT_RENDER_MS = [1_000, 3_000] as const;

/**
 * Expires a public-content tag now: the cached reads that carry it and every public page built from
 * them (Next keeps a page's read tags on its ISR entry), on every instance sharing the cache. The next
 * request renders from the database. Done again 1 s and 3 s later ({@link IN_FLIGHT_RENDER_MS}),
 * which drops anything a render in flight during the write stored. For route handlers only
 * (revalidateTag's and after()'s rules).
 */
export async function expireTag(tag: string): Promise<void> {
  revalidateTag(tag, { expire: 0 });
  after(async () => {
    let waited = 0;
    for (const at of IN_FLIGHT_RENDER_MS) {
      await new Promise((resolve) => setTimeout(resolve, at - waited));
      waited = at;
      revalidateTag(tag, { expire: 0 });
    }
  });
}
