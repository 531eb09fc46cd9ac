// The client address every per-address limit uses: the X-Forwarded-For entry TRUSTED_PROXY_HOPS
// places from the right (default 1: the address the nearest proxy saw, which nginx's
// $proxy_add_x_forwarded_for appends). Entries further left are client-supplied and never trusted.
export function clientIp(headers: Headers, trustedHops = trustedProxyHops()): string {
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const entry = trustedHops > 0 ? forwarded[Math.max(0, forwarded.length - trustedHops)] : undefined;
  return (entry || headers.get("x-real-ip") || "unknown").slice(0, 64);
}

function trustedProxyHops(): number {
  const hops = Number(process.env.TRUSTED_PROXY_HOPS ?? 1);
  return Number.isInteger(hops) && hops >= 0 ? hops : 1;
}
