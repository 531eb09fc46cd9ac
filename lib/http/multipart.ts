// Multipart bodies for upload handlers (apiRoute with rawBody): the size is capped from the
// declared Content-Length and again while streaming, so a missing or false header buys nothing.
import { UnsupportedMediaTypeError, ValidationError } from "@/lib/errors";
import { formDataFrom, readBodyBytes } from "./body";

export async function readMultipartForm(request: Request, maxBytes: number, tooLargeMessage: string): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (contentType.split(";")[0].trim().toLowerCase() !== "multipart/form-data") {
    throw new UnsupportedMediaTypeError("Send the upload as multipart/form-data.");
  }
  const bytes = await readBodyBytes(request, maxBytes, tooLargeMessage);
  try {
    return await formDataFrom(bytes, contentType);
  } catch {
    throw new ValidationError("The multipart form could not be read.");
  }
}
