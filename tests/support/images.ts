// Test images made on the fly: real encoders for the good ones, hand-built bytes for the hostile ones.
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

export function solidImage(format: "jpeg" | "png" | "webp" | "avif" | "gif", width = 64, height = 48, colour = "#b86b5a"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

/** A valid 1-bit greyscale PNG of any size: 9000×9000 costs ~10 KB and a few milliseconds. */
export function blankPng(width: number, height: number): Buffer {
  const raw = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed) >>> 0);
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth; colour type 0 (greyscale), no interlace
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk("IHDR", header), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
}

export async function truncatedJpeg(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#7b2d26" } })
    .jpeg()
    .toBuffer();
  return jpeg.subarray(0, Math.floor(jpeg.length / 2));
}

export const SVG_IMAGE = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>alert(1)</script><rect width="40" height="40"/></svg>');
export const TEXT_FILE = Buffer.from("This is a plain text file pretending to be a PNG.\n");
