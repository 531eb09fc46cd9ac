// What a storage key may look like: lower-case, no "..", no leading "/", a known image extension.
const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.(webp|jpg|png|avif)$/;

export function isSafeStorageKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes("..") && !key.includes("//");
}

export function assertSafeStorageKey(key: string): void {
  if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}
