// Gallery request shapes, shared by the admin editor and the route handlers.
import { z } from "zod";

import { GALLERY_SECTIONS, MAX_ALT_TEXT, UPLOAD_TYPES } from "./dto";

export { GALLERY_SECTIONS, galleryImageAlt, MAX_ALT_TEXT, SECTION_LABELS, UPLOAD_TYPES, type GalleryContent, type GalleryImageDto, type GallerySection, type UploadedFile, type UploadType } from "./dto";

export const BOTH_IMAGES_NEEDED = "Both a full-size and a thumbnail image are needed before an image is added.";

const pageKey = z.literal("page_gallery", { error: "pageKey must be page_gallery." });
const section = z.enum(GALLERY_SECTIONS, { error: "Choose a section: bridal, editorial or ballroom." });
// crypto.randomUUID() in the editor; any short opaque token from an API client.
export const uploadIdSchema = z.string({ error: "uploadId is required." }).regex(/^[A-Za-z0-9_-]{8,64}$/, "uploadId must be 8 to 64 letters, digits, '-' or '_'.");
const url = z.string().trim().min(1).max(2048);

export const uploadFieldsSchema = z.object({
  uploadId: uploadIdSchema,
  type: z.enum(UPLOAD_TYPES, { error: "type must be fullSize or thumbnail." }),
  generateThumbnail: z
    .enum(["true", "false", "on"])
    .optional()
    .transform((value) => value === "true" || value === "on"),
});

export const mergeGallerySchema = z.object({ pageKey, uploadId: uploadIdSchema, section });

const imageRef = z.object({
  fullSizeUrl: url.nullish().or(z.literal("")).transform((value) => value || null),
  thumbnailUrl: url,
});
export type ImageRef = z.infer<typeof imageRef>;

export const deleteImageSchema = imageRef.extend({ pageKey, section });

/** PUT /api/content/update-image-alt: one image (by the URLs the server issued) and its alt text; empty → the default. */
export const updateImageAltSchema = imageRef.extend({
  pageKey,
  section,
  altText: z
    .string({ error: "Alt text must be text." })
    .trim()
    .max(MAX_ALT_TEXT, `Alt text must be at most ${MAX_ALT_TEXT} characters.`)
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), "Alt text must be one line of plain text."),
});

export const updateImageOrderSchema = z.object({ pageKey, section, images: z.array(imageRef).max(1000) });

/** Accepts what upload-gallery returned (`{ fullSizeUrl }` / `{ thumbnailUrl }`) or plain URL strings. */
export const deleteTempImagesSchema = z.object({
  files: z
    .array(z.union([url, z.object({ fullSizeUrl: url.optional(), thumbnailUrl: url.optional() })]))
    .min(1, "files must list at least one temporary image.")
    .max(20)
    .transform((files) => files.flatMap((file) => (typeof file === "string" ? [file] : [file.fullSizeUrl, file.thumbnailUrl].filter((u): u is string => !!u)))),
});
