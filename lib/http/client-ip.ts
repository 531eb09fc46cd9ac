// The address a per-address limit counts. X-Forwarded-For is a list each proxy appends to; only the
// entries our own proxies appended can be trusted, so take the one TRUSTED_PROXY_HOPS places from
// the right (1: one reverse proxy such as nginx with $proxy_add_x_forwarded_for). The left-most
// entry is whatever the client wrote. On Vercel the platform's own header is authoritative.
// `next start` keeps a client-sent X-Forwarded-For and fills it from the socket only when absent, so
// a server exposed without a proxy cannot tell addresses apart (docs/SECURITY.md).
import { serverEnv } from "@/lib/env";

const clean = (value: string | null | undefined) => (value ?? "").trim().slice(0, 64);

export function clientIp(headers: Headers, source?: Record<string, string | undefined>): string {
  const env = serverEnv(source);
  if (env.VERCEL) {
    const vercel = clean(headers.get("x-vercel-forwarded-for")?.split(",")[0]) || clean(headers.get("x-real-ip"));
    if (vercel) return vercel;
  }
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return "unknown";
  // Fewer entries than trusted hops: the request skipped a proxy; the left-most is all there is.
  return clean(chain[Math.max(0, chain.length - env.TRUSTED_PROXY_HOPS)]) || "unknown";
}
