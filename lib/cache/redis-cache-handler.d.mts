// Types of lib/cache/redis-cache-handler.mjs (plain JavaScript: Next imports it outside its bundler).
export default class ResilientRedisCacheHandler {
  constructor(options?: { serverDistDir?: string } & Record<string, unknown>);
  get(key: string, ctx: unknown): Promise<unknown>;
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
  revalidateTag(tags: string | string[], durations?: unknown): Promise<void>;
  resetRequestCache(): void;
}
