import { describe, expect, it } from "vitest";
import { PayloadTooLargeError } from "@/lib/errors";
import { DEFAULT_MAX_BODY_BYTES, readBody } from "./api-route";

const CHUNK = 64 * 1024;
const SIXTEEN_MIB = 16 * 1024 * 1024;

/** A chunked upload with no Content-Length that would send 16 MiB; counts what the server pulled. */
function chunkedRequest(contentType: string) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= SIXTEEN_MIB) return controller.close();
      pulled += CHUNK;
      controller.enqueue(new Uint8Array(CHUNK).fill(0x61));
    },
  });
  const request = new Request("http://127.0.0.1/api/auth/login", { method: "POST", headers: { "content-type": contentType }, body, duplex: "half" } as RequestInit);
  expect(request.headers.get("content-length")).toBeNull();
  return { request, pulled: () => pulled };
}

describe("bodies are read with a byte counter and abandoned at the limit", () => {
  for (const [kind, contentType, options] of [
    ["JSON", "application/json", {}],
    ["urlencoded form", "application/x-www-form-urlencoded", { acceptForm: true }],
    ["multipart form", "multipart/form-data; boundary=x", { acceptForm: true }],
  ] as const) {
    it(`a chunked ${kind} body of 16 MiB without Content-Length → 413 after reading at most the limit plus one chunk`, async () => {
      const { request, pulled } = chunkedRequest(contentType);
      const error = await readBody(request, options).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PayloadTooLargeError);
      expect(pulled()).toBeLessThanOrEqual(DEFAULT_MAX_BODY_BYTES + 2 * CHUNK);
    });
  }

  it("a declared Content-Length over the limit is refused before reading anything", async () => {
    const { request, pulled } = chunkedRequest("application/json");
    const declared = new Request(request, { headers: { "content-type": "application/json", "content-length": String(SIXTEEN_MIB) } } as RequestInit);
    await expect(readBody(declared, {})).rejects.toBeInstanceOf(PayloadTooLargeError);
    expect(pulled()).toBeLessThanOrEqual(2 * CHUNK); // the stream's own read-ahead, nothing of ours
  });

  it("bodies under the limit still parse, JSON and forms alike", async () => {
    const json = new Request("http://127.0.0.1/x", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ a: "é" }) });
    expect(await readBody(json, {})).toEqual({ a: "é" });
    const form = new Request("http://127.0.0.1/x", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "name=Ana+Li&x=1" });
    expect(await readBody(form, { acceptForm: true })).toEqual({ name: "Ana Li", x: "1" });
  });
});
