"use client";
// Hands a screen the reads its page loaded on the server (lib/http/prefetch.ts): the admin hooks
// (useApiData, useApiPage, useAdminData) start from them and do not ask again on mount. The screen
// gets an SWR cache of its own, so it starts from what the page loaded now, never from a copy an
// earlier visit left behind.
import type { ReactNode } from "react";
import { SWRConfig } from "swr";

const ownCache = () => new Map();

export function ApiPrefetch({ reads, children }: { reads: Record<string, unknown>; children: ReactNode }) {
  return <SWRConfig value={{ fallback: reads, provider: ownCache }}>{children}</SWRConfig>;
}
