import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getStorage, localDiskStorage } from "./index";
import { createUploadThingStorage } from "./uploadthing";

const UNSAFE_KEYS = ["../escape.webp", "/etc/passwd", "gallery/../../outside.webp", "gallery//x.webp", "Gallery/X.webp", "gallery/x.svg", "gallery/x.webp/../y.webp", "", ".env", "gallery/x.webp\0.png"];

let root: string;
const previous = { UPLOAD_DIR: process.env.UPLOAD_DIR, UPLOADTHING_TOKEN: process.env.UPLOADTHING_TOKEN };

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "storage-test-"));
  process.env.UPLOAD_DIR = root;
});
afterEach(() => {
  process.env.UPLOADTHING_TOKEN = previous.UPLOADTHING_TOKEN;
});
afterAll(async () => {
  process.env.UPLOAD_DIR = previous.UPLOAD_DIR;
  await rm(root, { recursive: true, force: true });
});

describe("local disk adapter", () => {
  it("put writes the bytes under UPLOAD_DIR and its URL maps back to the key", async () => {
    const body = Buffer.from("webp bytes");
    const stored = await localDiskStorage.put("gallery/abc-full.webp", body, "image/webp");
    expect(stored).toEqual({ key: "gallery/abc-full.webp", url: "/uploads/gallery/abc-full.webp" });
    expect(readFileSync(path.join(root, "gallery", "abc-full.webp"))).toEqual(body);
    expect(localDiskStorage.publicUrl(stored.key)).toBe(stored.url);
    expect(localDiskStorage.keyForUrl(stored.url)).toBe(stored.key);
  });

  it("delete removes the file and is idempotent", async () => {
    await localDiskStorage.put("gallery/gone-thumb.webp", Buffer.from("x"), "image/webp");
    await localDiskStorage.delete("gallery/gone-thumb.webp");
    expect(existsSync(path.join(root, "gallery", "gone-thumb.webp"))).toBe(false);
    await expect(localDiskStorage.delete("gallery/gone-thumb.webp")).resolves.toBeUndefined();
  });

  it.each(UNSAFE_KEYS)("refuses the unsafe key %j for put, delete and publicUrl", async (key) => {
    await expect(localDiskStorage.put(key, Buffer.from("x"), "image/webp")).rejects.toThrow(/Unsafe storage key/);
    await expect(localDiskStorage.delete(key)).rejects.toThrow(/Unsafe storage key/);
    expect(() => localDiskStorage.publicUrl(key)).toThrow(/Unsafe storage key/);
  });

  it.each(["/uploads/../../etc/passwd", "../.env", "/uploads/%2e%2e/secret.webp", "https://evil.example/uploads/gallery/a.webp", "/uploads//etc/x.webp", "/other/gallery/a.webp", ""])(
    "keyForUrl(%j) is null: only URLs this adapter issues map to keys",
    (url) => {
      expect(localDiskStorage.keyForUrl(url)).toBeNull();
    },
  );
});

const token = (appId = "app123") => Buffer.from(JSON.stringify({ apiKey: "sk_test_123", appId, regions: ["sea1"] })).toString("base64");

describe("getStorage", () => {
  it("uses local disk without UPLOADTHING_TOKEN and UploadThing with it", () => {
    delete process.env.UPLOADTHING_TOKEN;
    expect(getStorage()).toBe(localDiskStorage);
    process.env.UPLOADTHING_TOKEN = token("myapp");
    const storage = getStorage();
    expect(storage).not.toBe(localDiskStorage);
    expect(storage.publicUrl("gallery/a-full.webp")).toBe("https://myapp.ufs.sh/f/gallery.a-full.webp");
  });
});

describe("UploadThing adapter (server SDK against a stand-in API)", () => {
  function fakeUploadThing() {
    const calls: { method: string; url: string; body: unknown }[] = [];
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      if (url.hostname === "sea1.ingest.uploadthing.com") {
        const form = await request.formData();
        const file = form.get("file") as File;
        calls.push({ method: request.method, url: request.url, body: { size: file.size, type: file.type } });
        const key = url.pathname.slice(1);
        return Response.json({ url: `https://app123.ufs.sh/f/${key}`, appUrl: `https://app123.ufs.sh/f/${key}`, ufsUrl: `https://app123.ufs.sh/f/${key}`, fileHash: "hash" });
      }
      if (url.hostname === "api.uploadthing.com") {
        calls.push({ method: request.method, url: request.url, body: await request.json() });
        return Response.json({ success: true, deletedCount: 1 });
      }
      return new Response("unexpected", { status: 500 });
    }) as typeof globalThis.fetch;
    return { calls, storage: createUploadThingStorage(token(), { fetch }) };
  }

  it("put uploads the bytes with the key as custom id; the URL maps back to the key", async () => {
    const { calls, storage } = fakeUploadThing();
    const stored = await storage.put("gallery/abc-full.webp", Buffer.from("webp bytes"), "image/webp");
    expect(stored).toEqual({ key: "gallery/abc-full.webp", url: "https://app123.ufs.sh/f/gallery.abc-full.webp" });
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe("PUT");
    const signed = new URL(calls[0].url);
    expect(signed.searchParams.get("x-ut-custom-id")).toBe("gallery.abc-full.webp");
    expect(signed.searchParams.get("x-ut-file-name")).toBe("abc-full.webp");
    expect(calls[0].body).toEqual({ size: 10, type: "image/webp" });
    expect(storage.keyForUrl(stored.url)).toBe("gallery/abc-full.webp");
  });

  it("delete removes by custom id", async () => {
    const { calls, storage } = fakeUploadThing();
    await storage.delete("gallery/abc-thumb.webp");
    expect(calls).toEqual([{ method: "POST", url: "https://api.uploadthing.com/v6/deleteFiles", body: { customIds: ["gallery.abc-thumb.webp"] } }]);
  });

  it.each(UNSAFE_KEYS)("refuses the unsafe key %j before anything leaves the server", async (key) => {
    const { calls, storage } = fakeUploadThing();
    await expect(storage.put(key, Buffer.from("x"), "image/webp")).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/Unsafe storage key/);
    expect(calls).toEqual([]);
  });

  it("maps only its own app's URLs to keys", () => {
    const { storage } = fakeUploadThing();
    expect(storage.keyForUrl("https://other.ufs.sh/f/gallery.a-full.webp")).toBeNull();
    expect(storage.keyForUrl("https://app123.ufs.sh/f/..%2F.env")).toBeNull();
    expect(storage.keyForUrl("/uploads/gallery/a-full.webp")).toBeNull();
  });

  it("rejects a malformed token with a clear message", () => {
    expect(() => createUploadThingStorage("not-a-token")).toThrow(/UPLOADTHING_TOKEN is not a valid UploadThing token/);
  });
});
