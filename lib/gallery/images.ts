// Upload safety (ASVS V5.2): the type is decided from the bytes, sizes are capped before decoding,
// and every image is decoded and re-encoded, so what we store is our own WebP without EXIF/GPS.
import sharp, { type Metadata, type Sharp } from "sharp";
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from "@/lib/errors";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS } from "./constants";

export { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS };

const FULL_SIZE_MAX_EDGE = 2560;
const THUMBNAIL_MAX_EDGE = 900;
// The public grid shows thumbnails in 4:5 tiles; a generated thumbnail is cropped to that shape.
const GENERATED_THUMBNAIL = { width: 720, height: 900 };

type Format = "jpeg" | "png" | "webp" | "avif";

export interface InspectedImage {
  format: Format;
  width: number;
  height: number;
}

export const UNSUPPORTED_IMAGE = "Only JPEG, PNG, WebP and AVIF images can be uploaded.";
export const IMAGE_TOO_LARGE = `Images may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;
export const TOO_MANY_PIXELS = `Images may be at most ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels.`;
export const DAMAGED_IMAGE = "The image could not be read; the file may be damaged or incomplete.";

/** Reads only the header: the format sharp detects from the bytes, never the name or Content-Type. */
export async function inspectImage(bytes: Buffer): Promise<InspectedImage> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new PayloadTooLargeError(IMAGE_TOO_LARGE);
  if (bytes.length === 0) throw new ValidationError("The uploaded file is empty.");
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedMediaTypeError(UNSUPPORTED_IMAGE);
  }
  const format = detectedFormat(metadata);
  if (!format) throw new UnsupportedMediaTypeError(UNSUPPORTED_IMAGE);
  const { width, height } = metadata;
  if (!width || !height) throw new ValidationError(DAMAGED_IMAGE);
  if (width * height > MAX_UPLOAD_PIXELS) throw new PayloadTooLargeError(TOO_MANY_PIXELS);
  return { format, width, height };
}

function detectedFormat(metadata: Metadata): Format | null {
  switch (metadata.format) {
    case "jpeg":
    case "png":
    case "webp":
      return metadata.format;
    case "heif":
      // HEIF is a container; only its AV1 flavour (AVIF) is accepted, not HEIC.
      return metadata.compression === "av1" ? "avif" : null;
    default:
      return null;
  }
}

function decoder(bytes: Buffer): Sharp {
  // failOn "warning" (the default) rejects truncated JPEGs and PNGs instead of storing half an image.
  return sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: "warning", pages: 1 }).rotate();
}

async function encode(pipeline: Sharp): Promise<Buffer> {
  try {
    // No withMetadata(): EXIF, GPS, XMP and ICC comments are dropped; rotate() above applied the orientation.
    return await pipeline.webp({ quality: 82, effort: 4 }).toBuffer();
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw new PayloadTooLargeError(TOO_MANY_PIXELS);
    throw new ValidationError(DAMAGED_IMAGE);
  }
}

export interface PreparedUpload {
  fullSize?: Buffer;
  thumbnail?: Buffer;
}

/** Validates one uploaded file and produces the WebP image(s) to store for it. */
export async function prepareGalleryUpload(bytes: Buffer, type: "fullSize" | "thumbnail", generateThumbnail = false): Promise<PreparedUpload> {
  await inspectImage(bytes);
  if (type === "thumbnail") {
    return { thumbnail: await encode(decoder(bytes).resize({ width: THUMBNAIL_MAX_EDGE, height: THUMBNAIL_MAX_EDGE, fit: "inside", withoutEnlargement: true })) };
  }
  const fullSize = await encode(decoder(bytes).resize({ width: FULL_SIZE_MAX_EDGE, height: FULL_SIZE_MAX_EDGE, fit: "inside", withoutEnlargement: true }));
  if (!generateThumbnail) return { fullSize };
  // From the already re-encoded, upright full-size image: the original bytes are not decoded twice.
  const thumbnail = await encode(sharp(fullSize).resize({ ...GENERATED_THUMBNAIL, fit: "cover", position: sharp.strategy.attention }));
  return { fullSize, thumbnail };
}
