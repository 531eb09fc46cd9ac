// UploadThing storage through its server SDK. Bytes reach this adapter only after our own server
// has validated and re-encoded them (lib/gallery/images.ts); the provider just stores and serves them.
// The SDK is imported on the first upload or delete: reading a URL needs only the app id, and the SDK's
// 0.7 s of loading (Effect included) is not paid by every process that imports the storage adapter.
import type { UTApi } from "uploadthing/server";
import type { StorageAdapter } from "./types";
import { assertSafeStorageKey, isSafeStorageKey } from "./keys";

/** `UPLOADTHING_TOKEN` is base64 JSON `{ apiKey, appId, regions }`; the public URL needs the app id. */
export function appIdFromToken(token: string): string {
  try {
    const parsed = JSON.parse(Buffer.from(token, "base64").toString("utf8")) as { appId?: unknown };
    if (typeof parsed.appId === "string" && /^[a-z0-9]+$/i.test(parsed.appId)) return parsed.appId;
  } catch {
    // fall through
  }
  throw new Error("UPLOADTHING_TOKEN is not a valid UploadThing token (base64 JSON with apiKey, appId and regions).");
}

// Safe keys use "." only before the extension, so "/" ↔ "." is a lossless mapping to a flat custom id.
export const customIdForKey = (key: string) => key.replaceAll("/", ".");
function keyForCustomId(customId: string): string | null {
  const lastDot = customId.lastIndexOf(".");
  if (lastDot <= 0) return null;
  const key = customId.slice(0, lastDot).replaceAll(".", "/") + customId.slice(lastDot);
  return isSafeStorageKey(key) ? key : null;
}

export function createUploadThingStorage(token: string, options: { fetch?: typeof globalThis.fetch } = {}): StorageAdapter {
  const appId = appIdFromToken(token);
  let sdk: Promise<{ api: UTApi; UTFile: typeof import("uploadthing/server").UTFile }> | undefined;
  const uploadThing = () =>
    (sdk ??= import("uploadthing/server").then(({ UTApi, UTFile }) => ({ api: new UTApi({ token, fetch: options.fetch, logLevel: "Error" }), UTFile })));
  const base = `https://${appId}.ufs.sh/f/`;
  const publicUrl = (key: string) => {
    assertSafeStorageKey(key);
    return base + customIdForKey(key);
  };
  return {
    async put(key, body, contentType) {
      const url = publicUrl(key);
      const { api, UTFile } = await uploadThing();
      const file = new UTFile([new Uint8Array(body)], key.slice(key.lastIndexOf("/") + 1), { type: contentType, customId: customIdForKey(key) });
      const result = await api.uploadFiles(file);
      if (result.error) throw new Error(`UploadThing upload failed: ${result.error.message}`);
      return { key, url };
    },
    async delete(key) {
      assertSafeStorageKey(key);
      const { api } = await uploadThing();
      await api.deleteFiles(customIdForKey(key), { keyType: "customId" });
    },
    publicUrl,
    keyForUrl(url) {
      return url.startsWith(base) ? keyForCustomId(url.slice(base.length)) : null;
    },
  };
}
