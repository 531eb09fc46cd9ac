// Whether the shared cache (REDIS_URL) answers, for /api/health. Its own short-lived connection:
// the cache handler runs outside the app bundle, so its connection state is not reachable here.
import { createClient } from "redis";
import { serverEnv } from "@/lib/env";

export type SharedCacheStatus = "ok" | "down";

export function sharedCacheConfigured(): boolean {
  return Boolean(serverEnv().REDIS_URL);
}

export async function sharedCacheStatus(timeoutMs = 1_000): Promise<SharedCacheStatus> {
  const url = serverEnv().REDIS_URL;
  if (!url) throw new Error("REDIS_URL is not set");
  const client = createClient({ url, socket: { connectTimeout: timeoutMs, reconnectStrategy: false } });
  client.on("error", () => undefined);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<SharedCacheStatus>((resolve) => {
    timer = setTimeout(() => resolve("down"), timeoutMs);
  });
  const probe = (async (): Promise<SharedCacheStatus> => {
    await client.connect();
    return (await client.ping()) === "PONG" ? "ok" : "down";
  })().catch((): SharedCacheStatus => "down");
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
    void client.disconnect().catch(() => undefined);
  }
}
