// Request bodies read with a byte counter: the declared Content-Length is checked first, then the
// stream is counted as it arrives and abandoned at the limit, so a chunked body without a length
// (or with a false one) is never buffered beyond the limit.
import { PayloadTooLargeError } from "@/lib/errors";

export async function readBodyBytes(request: Request, maxBytes: number, tooLargeMessage: string): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw new PayloadTooLargeError(tooLargeMessage);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new PayloadTooLargeError(tooLargeMessage);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Parses form bytes (urlencoded or multipart) already read under the limit. */
export function formDataFrom(bytes: Buffer, contentType: string): Promise<FormData> {
  return new Response(new Uint8Array(bytes), { headers: { "content-type": contentType } }).formData();
}
