// Multipart bodies for upload handlers (apiRoute with rawBody): the size is capped from the
// declared Content-Length and again while streaming, so a missing or false header buys nothing.
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from "@/lib/errors";

export async function readMultipartForm(request: Request, maxBytes: number, tooLargeMessage: string): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (contentType.split(";")[0].trim().toLowerCase() !== "multipart/form-data") {
    throw new UnsupportedMediaTypeError("Send the upload as multipart/form-data.");
  }
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
  try {
    return await new Response(Buffer.concat(chunks), { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new ValidationError("The multipart form could not be read.");
  }
}
