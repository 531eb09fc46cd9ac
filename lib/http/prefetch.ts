// The admin reads a page loads on the server for its client screen, so the screen shows its content
// with the page instead of asking for it after hydration. Each read goes through the permission table
// (the user must hold the endpoint's permission, as apiRoute() checks) and the same lib function as the
// endpoint; its answer is JSON as the endpoint sends it, keyed by the URL the screen's hook reads
// (ApiPrefetch in components/admin/api-prefetch.tsx hands them to SWR). A read that fails is left out:
// the screen then asks the endpoint itself, and shows that answer's error as before.
import "server-only";
import { API_ENDPOINTS, hasAnyPermission, type EndpointKey, type PermissionHolder } from "@/lib/auth";
import { apiUrl } from "./contract";

/** Endpoint answers by the URL the screen reads them at. */
export type PrefetchedReads = Record<string, unknown>;

export interface PrefetchRead {
  /** The endpoint whose answer this is (its permission row decides whether the user may have it). */
  key: EndpointKey;
  /** The URL the screen reads (default: the endpoint's URL for `request`). */
  url?: string;
  request?: Parameters<typeof apiUrl>[1];
  load(): Promise<unknown>;
}

/** Whether the user may call this endpoint (a permission-gated read; never a public or cron one). */
export function mayRead(user: PermissionHolder, key: EndpointKey): boolean {
  const access = API_ENDPOINTS[key];
  return Array.isArray(access) && hasAnyPermission(user, access);
}

export async function prefetchReads(user: PermissionHolder, reads: readonly PrefetchRead[]): Promise<PrefetchedReads> {
  const entries = await Promise.all(
    reads.map(async (read): Promise<[string, unknown] | null> => {
      if (!mayRead(user, read.key)) return null;
      try {
        return [read.url ?? apiUrl(read.key, read.request), JSON.parse(JSON.stringify(await read.load())) as unknown];
      } catch (error) {
        console.error(`Prefetch of ${read.key} failed; the screen asks for it itself`, error);
        return null;
      }
    }),
  );
  return Object.fromEntries(entries.filter((e): e is [string, unknown] => e !== null));
}
