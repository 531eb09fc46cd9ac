import { existsSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { localDiskStorage, uploadDir } from "@/lib/storage";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { solidImage } from "@/tests/support/images";
import { deleteGalleryImage, deleteTempUploads, mergeTempUploads, readGallery, readGallerySection, reorderGallerySection, setGalleryImageAlt, storeTempUpload, sweepTempUploads } from "./index";
import { prepareGalleryUpload } from "./images";
import { BOTH_IMAGES_NEEDED, updateImageAltSchema } from "./schema";

const storage = localDiskStorage;
const fileFor = (url: string) => path.join(uploadDir(), storage.keyForUrl(url)!);
const prisma = testPrisma();

let userId: string;
let otherUserId: string;

beforeEach(async () => {
  await resetDatabase();
  const make = (email: string) => prisma.user.create({ data: { firstName: "Gal", lastName: "Lery", email, passwordHash: "x", permissions: ["edit_gallery"] } });
  userId = (await make("gallery@example.org")).id;
  otherUserId = (await make("other@example.org")).id;
});

let colour = 0;
async function upload(uploadId: string, type: "fullSize" | "thumbnail", owner = userId, generateThumbnail = false) {
  colour += 1;
  const prepared = await prepareGalleryUpload(await solidImage("png", 40, 50, `#${(0x102030 + colour * 0x050301).toString(16).slice(-6)}`), type, generateThumbnail);
  return storeTempUpload({ uploadId, userId: owner, prepared }, storage);
}

async function addImage(section: "bridal" | "editorial" | "ballroom", uploadId: string) {
  const [full] = await upload(uploadId, "fullSize");
  const [thumb] = await upload(uploadId, "thumbnail");
  const files = await mergeTempUploads({ uploadId, userId, section }, storage);
  return { files, fullSizeUrl: (full as { fullSizeUrl: string }).fullSizeUrl, thumbnailUrl: (thumb as { thumbnailUrl: string }).thumbnailUrl };
}

describe("temporary uploads and merge", () => {
  it("stores server-named WebP objects and merges the pair at the end of the section", async () => {
    await prisma.galleryImage.create({ data: { section: "bridal", position: 4, fullSizeUrl: "/uploads/gallery/seed-full.webp", thumbnailUrl: "/uploads/gallery/seed-thumb.webp" } });
    const [full] = await upload("upload-aaaa-1", "fullSize");
    expect(full).toEqual({ fullSizeUrl: expect.stringMatching(/^\/uploads\/gallery\/[0-9a-f-]{36}-full\.webp$/) });
    const { files, fullSizeUrl, thumbnailUrl } = await addImage("bridal", "upload-aaaa-1");
    expect(files.at(-1)).toEqual({ fullSizeUrl, thumbnailUrl, altText: "" });
    expect(files).toHaveLength(2);
    expect(await prisma.tempUpload.count()).toBe(0);
    expect(existsSync(fileFor(fullSizeUrl)) && existsSync(fileFor(thumbnailUrl))).toBe(true);
    const merged = await prisma.galleryImage.findFirstOrThrow({ where: { thumbnailUrl } });
    expect(merged.position).toBe(5);
  });

  it("generates the thumbnail from the full-size image in one upload", async () => {
    const files = await upload("upload-gen-1", "fullSize", userId, true);
    expect(files).toEqual([{ fullSizeUrl: expect.any(String) }, { thumbnailUrl: expect.any(String) }]);
    const section = await mergeTempUploads({ uploadId: "upload-gen-1", userId, section: "ballroom" }, storage);
    expect(section).toHaveLength(1);
  });

  it("refuses to merge without both images, and changes nothing", async () => {
    const [full] = await upload("upload-half-1", "fullSize");
    await expect(mergeTempUploads({ uploadId: "upload-half-1", userId, section: "editorial" }, storage)).rejects.toMatchObject({ status: 400, message: BOTH_IMAGES_NEEDED });
    expect(await prisma.galleryImage.count()).toBe(0);
    expect(await prisma.tempUpload.count()).toBe(1);
    expect(existsSync(fileFor((full as { fullSizeUrl: string }).fullSizeUrl))).toBe(true);
  });

  it("does not merge another user's uploads", async () => {
    await upload("upload-mine-1", "fullSize");
    await upload("upload-mine-1", "thumbnail");
    await expect(mergeTempUploads({ uploadId: "upload-mine-1", userId: otherUserId, section: "bridal" }, storage)).rejects.toMatchObject({ status: 400 });
    expect(await prisma.tempUpload.count()).toBe(2);
  });

  it("a second upload of the same type under one id replaces the first and deletes its object", async () => {
    const [first] = (await upload("upload-again-1", "thumbnail")) as { thumbnailUrl: string }[];
    const [second] = (await upload("upload-again-1", "thumbnail")) as { thumbnailUrl: string }[];
    expect(second.thumbnailUrl).not.toBe(first.thumbnailUrl);
    expect(existsSync(fileFor(first.thumbnailUrl))).toBe(false);
    expect((await prisma.tempUpload.findMany()).map((t) => t.url)).toEqual([second.thumbnailUrl]);
  });
});

describe("deleteTempUploads", () => {
  it("deletes the listed uploads and their objects", async () => {
    const [full] = (await upload("upload-del-1", "fullSize")) as { fullSizeUrl: string }[];
    const [thumb] = (await upload("upload-del-1", "thumbnail")) as { thumbnailUrl: string }[];
    expect(await deleteTempUploads([full.fullSizeUrl, thumb.thumbnailUrl], userId, storage)).toBe(2);
    expect(await prisma.tempUpload.count()).toBe(0);
    expect(existsSync(fileFor(full.fullSizeUrl))).toBe(false);
  });

  it.each([["/uploads/../../etc/passwd"], ["../.env"], ["/uploads/gallery/not-ours-full.webp"], ["https://example.com/x.webp"]])(
    "with %j in the list: 400 and nothing is deleted",
    async (hostile) => {
      const [full] = (await upload("upload-hostile-1", "fullSize")) as { fullSizeUrl: string }[];
      await expect(deleteTempUploads([full.fullSizeUrl, hostile], userId, storage)).rejects.toMatchObject({ status: 400 });
      expect(await prisma.tempUpload.count()).toBe(1);
      expect(existsSync(fileFor(full.fullSizeUrl))).toBe(true);
    },
  );

  it("refuses merged images and other users' uploads", async () => {
    const merged = await addImage("bridal", "upload-merged-1");
    await expect(deleteTempUploads([merged.fullSizeUrl], userId, storage)).rejects.toMatchObject({ status: 400 });
    const [theirs] = (await upload("upload-theirs-1", "fullSize", otherUserId)) as { fullSizeUrl: string }[];
    await expect(deleteTempUploads([theirs.fullSizeUrl], userId, storage)).rejects.toMatchObject({ status: 400 });
    expect(existsSync(fileFor(merged.fullSizeUrl)) && existsSync(fileFor(theirs.fullSizeUrl))).toBe(true);
  });
});

describe("gallery images", () => {
  it("reads every section in position order", async () => {
    const a = await addImage("editorial", "upload-read-1");
    const b = await addImage("editorial", "upload-read-2");
    const gallery = await readGallery();
    expect(gallery.bridal.images).toEqual([]);
    expect(gallery.editorial.images).toEqual([
      { fullSizeUrl: a.fullSizeUrl, thumbnailUrl: a.thumbnailUrl, altText: "" },
      { fullSizeUrl: b.fullSizeUrl, thumbnailUrl: b.thumbnailUrl, altText: "" },
    ]);
  });

  it("reorders to exactly the given permutation; anything else is 400 and changes nothing", async () => {
    const images = [];
    for (const n of [1, 2, 3]) images.push(await addImage("ballroom", `upload-order-${n}`));
    const refs = images.map(({ fullSizeUrl, thumbnailUrl }) => ({ fullSizeUrl, thumbnailUrl, altText: "" }));
    const reversed = [...refs].reverse();
    expect(await reorderGallerySection("ballroom", reversed)).toEqual(reversed);
    expect(await readGallerySection("ballroom")).toEqual(reversed);

    const wrong = [
      refs.slice(0, 2),
      [...refs, refs[0]],
      [refs[0], refs[0], refs[1]],
      [refs[0], refs[1], { fullSizeUrl: "/uploads/../../etc/passwd", thumbnailUrl: refs[2].thumbnailUrl }],
    ];
    for (const list of wrong) await expect(reorderGallerySection("ballroom", list)).rejects.toMatchObject({ status: 400 });
    await expect(reorderGallerySection("bridal", reversed)).rejects.toMatchObject({ status: 400 });
    expect(await readGallerySection("ballroom")).toEqual(reversed);
  });

  it("keeps each image's own alt text (through a reorder); empty goes back to the default; an image not in the section is 400", async () => {
    const first = await addImage("bridal", "upload-alt-1");
    const second = await addImage("bridal", "upload-alt-2");
    const ref = (image: { fullSizeUrl: string; thumbnailUrl: string }) => ({ fullSizeUrl: image.fullSizeUrl, thumbnailUrl: image.thumbnailUrl });
    const saved = await setGalleryImageAlt({ section: "bridal", ...ref(second), altText: "Latin updo with crystals, side view" });
    expect(saved.map((i) => i.altText)).toEqual(["", "Latin updo with crystals, side view"]);
    await reorderGallerySection("bridal", [ref(second), ref(first)]);
    expect((await readGallery()).bridal.images.map((i) => [i.thumbnailUrl, i.altText])).toEqual([
      [second.thumbnailUrl, "Latin updo with crystals, side view"],
      [first.thumbnailUrl, ""],
    ]);
    expect((await setGalleryImageAlt({ section: "bridal", ...ref(second), altText: "" }))[0].altText).toBe("");
    await expect(setGalleryImageAlt({ section: "editorial", ...ref(first), altText: "x" })).rejects.toMatchObject({ status: 400 });

    const body = { pageKey: "page_gallery", section: "bridal", ...ref(first) };
    expect(updateImageAltSchema.parse({ ...body, altText: "  Bun  " }).altText).toBe("Bun");
    expect(updateImageAltSchema.safeParse({ ...body, altText: "x".repeat(251) }).error?.issues[0].message).toBe("Alt text must be at most 250 characters.");
    expect(updateImageAltSchema.safeParse({ ...body, altText: "two\nlines" }).error?.issues[0].message).toBe("Alt text must be one line of plain text.");
  });

  it("deletes an image by its issued URLs, with its objects", async () => {
    const keep = await addImage("bridal", "upload-keep-1");
    const gone = await addImage("bridal", "upload-gone-1");
    const section = await deleteGalleryImage({ section: "bridal", fullSizeUrl: gone.fullSizeUrl, thumbnailUrl: gone.thumbnailUrl }, storage);
    expect(section).toEqual([{ fullSizeUrl: keep.fullSizeUrl, thumbnailUrl: keep.thumbnailUrl, altText: "" }]);
    expect(existsSync(fileFor(gone.fullSizeUrl)) || existsSync(fileFor(gone.thumbnailUrl))).toBe(false);
    expect(existsSync(fileFor(keep.fullSizeUrl))).toBe(true);
  });

  it("deletes an image without a full-size URL", async () => {
    await prisma.galleryImage.create({ data: { section: "editorial", position: 0, fullSizeUrl: null, thumbnailUrl: "/uploads/gallery/lonely-thumb.webp" } });
    await deleteGalleryImage({ section: "editorial", fullSizeUrl: null, thumbnailUrl: "/uploads/gallery/lonely-thumb.webp" }, storage);
    expect(await prisma.galleryImage.count()).toBe(0);
  });

  it.each([
    { fullSizeUrl: "/uploads/../../etc/passwd", thumbnailUrl: "../.env" },
    { fullSizeUrl: null, thumbnailUrl: "/uploads/gallery/../../../.env" },
  ])("refuses URLs it did not issue (%j): 400 and nothing changes", async (hostile) => {
    const kept = await addImage("bridal", "upload-safe-1");
    await expect(deleteGalleryImage({ section: "bridal", ...hostile }, storage)).rejects.toMatchObject({ status: 400 });
    // The right URLs in the wrong section are refused too.
    await expect(deleteGalleryImage({ section: "editorial", fullSizeUrl: kept.fullSizeUrl, thumbnailUrl: kept.thumbnailUrl }, storage)).rejects.toMatchObject({ status: 400 });
    expect(await prisma.galleryImage.count()).toBe(1);
    expect(existsSync(fileFor(kept.fullSizeUrl))).toBe(true);
  });
});

describe("sweepTempUploads", () => {
  it("removes temporary uploads older than 24 hours with their objects, and keeps fresh ones", async () => {
    const [old] = (await upload("upload-old-1", "fullSize")) as { fullSizeUrl: string }[];
    const [fresh] = (await upload("upload-fresh-1", "thumbnail")) as { thumbnailUrl: string }[];
    await prisma.tempUpload.updateMany({ where: { url: old.fullSizeUrl }, data: { createdAt: new Date(Date.now() - 25 * 3_600_000) } });

    expect(await sweepTempUploads(24, { storage })).toBe(1);
    expect((await prisma.tempUpload.findMany()).map((t) => t.url)).toEqual([fresh.thumbnailUrl]);
    expect(existsSync(fileFor(old.fullSizeUrl))).toBe(false);
    expect(existsSync(fileFor(fresh.thumbnailUrl))).toBe(true);

    expect(await sweepTempUploads(1, { storage, now: new Date(Date.now() + 2 * 3_600_000) })).toBe(1);
    expect(await prisma.tempUpload.count()).toBe(0);
    expect(existsSync(fileFor(fresh.thumbnailUrl))).toBe(false);
  });

  it("keeps the row when the object cannot be deleted, so a later sweep retries", async () => {
    await upload("upload-stuck-1", "fullSize");
    await prisma.tempUpload.updateMany({ data: { createdAt: new Date(Date.now() - 48 * 3_600_000) } });
    const failing = { ...storage, delete: async () => Promise.reject(new Error("provider down")) };
    expect(await sweepTempUploads(24, { storage: failing })).toBe(0);
    expect(await prisma.tempUpload.count()).toBe(1);
    expect(await sweepTempUploads(24, { storage })).toBe(1);
  });
});
