import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from "@/lib/errors";
import { blankPng, solidImage, SVG_IMAGE, TEXT_FILE, truncatedJpeg } from "@/tests/support/images";
import { MAX_UPLOAD_BYTES, prepareGalleryUpload } from "./images";

describe("prepareGalleryUpload", () => {
  it.each(["jpeg", "png", "webp", "avif"] as const)("accepts %s and stores WebP", async (format) => {
    const { fullSize, thumbnail } = await prepareGalleryUpload(await solidImage(format), "fullSize");
    expect(thumbnail).toBeUndefined();
    expect((await sharp(fullSize!).metadata()).format).toBe("webp");
  });

  it("decides by bytes: a text file is refused whatever its name (415)", async () => {
    await expect(prepareGalleryUpload(TEXT_FILE, "fullSize")).rejects.toBeInstanceOf(UnsupportedMediaTypeError);
  });

  it.each([
    ["SVG", async () => SVG_IMAGE],
    ["GIF", () => solidImage("gif")],
  ])("refuses %s (415)", async (_name, make) => {
    await expect(prepareGalleryUpload(await make(), "thumbnail")).rejects.toMatchObject({ status: 415 });
  });

  it("refuses a truncated JPEG instead of storing half an image", async () => {
    const error = await prepareGalleryUpload(await truncatedJpeg(), "fullSize").catch((e) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.status).toBe(400);
  });

  it("refuses more than 40 megapixels from the header alone (413)", async () => {
    await expect(prepareGalleryUpload(blankPng(9000, 9000), "fullSize")).rejects.toBeInstanceOf(PayloadTooLargeError);
    await expect(prepareGalleryUpload(blankPng(8000, 5000), "thumbnail")).resolves.toHaveProperty("thumbnail");
  });

  it("refuses more than 10 MB (413)", async () => {
    await expect(prepareGalleryUpload(Buffer.alloc(MAX_UPLOAD_BYTES + 1), "fullSize")).rejects.toMatchObject({ status: 413 });
  });

  it("applies the EXIF orientation and strips EXIF/GPS", async () => {
    const rotated = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#355070" } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "someone" }, IFD3: { GPSLatitudeRef: "N" } } })
      .toBuffer();
    expect((await sharp(rotated).metadata()).exif).toBeDefined();
    const { fullSize } = await prepareGalleryUpload(rotated, "fullSize");
    const out = await sharp(fullSize!).metadata();
    expect([out.width, out.height]).toEqual([40, 60]);
    expect(out.exif).toBeUndefined();
    expect(out.orientation).toBeUndefined();
  });

  it("generates a 4:5 thumbnail from the full-size image on request, and caps the full-size edge", async () => {
    const { fullSize, thumbnail } = await prepareGalleryUpload(await solidImage("jpeg", 4000, 3000), "fullSize", true);
    expect(await sharp(fullSize!).metadata()).toMatchObject({ width: 2560, height: 1920, format: "webp" });
    expect(await sharp(thumbnail!).metadata()).toMatchObject({ width: 720, height: 900, format: "webp" });
  });
});
