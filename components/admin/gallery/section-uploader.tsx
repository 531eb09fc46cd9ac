"use client";
// One upload id per image: the full-size and thumbnail files go up under it (with progress) and,
// as soon as both are there, are merged into the section; then the inputs reset with a new id.
import { useRef, useState } from "react";
import { ACCEPTED_IMAGE_TYPES } from "@/lib/gallery/constants";
import { BOTH_IMAGES_NEEDED, SECTION_LABELS, type GalleryImageDto, type GallerySection, type UploadType } from "@/lib/gallery/schema";
import { ApiError, useAdminApi } from "../admin-api";
import type { TempUploads } from "./temp-uploads";
import { uploadGalleryFile } from "./upload-request";
import { Button } from "@/components/ui/button";

interface Slot {
  state: "idle" | "uploading" | "done" | "error";
  progress: number;
  url?: string;
  error?: string;
}
const IDLE: Slot = { state: "idle", progress: 0 };

export function SectionUploader({ section, temp, onMerged }: { section: GallerySection; temp: TempUploads; onMerged(images: GalleryImageDto[]): void }) {
  const api = useAdminApi();
  const label = SECTION_LABELS[section];
  const [uploadId, setUploadId] = useState(() => crypto.randomUUID());
  const [slots, setSlots] = useState<Record<UploadType, Slot>>({ fullSize: IDLE, thumbnail: IDLE });
  const [generate, setGenerate] = useState(false);
  const [inputsKey, setInputsKey] = useState(0);
  const [message, setMessage] = useState("");
  const [mergeError, setMergeError] = useState("");
  // The latest URLs, read synchronously when an upload finishes (state may not have re-rendered yet).
  const urls = useRef<Partial<Record<UploadType, string>>>({});
  const merging = useRef(false);

  const setSlot = (type: UploadType, slot: Partial<Slot>) => setSlots((s) => ({ ...s, [type]: { ...s[type], ...slot } }));

  function reset() {
    urls.current = {};
    setUploadId(crypto.randomUUID());
    setSlots({ fullSize: IDLE, thumbnail: IDLE });
    setInputsKey((k) => k + 1);
  }

  async function merge(id: string) {
    if (merging.current) return;
    merging.current = true;
    setMergeError("");
    try {
      const { files } = await api.call("POST /api/content/merge-gallery", { body: { pageKey: "page_gallery", uploadId: id, section } });
      temp.remove(Object.values(urls.current));
      onMerged(files);
      reset();
      setMessage(`Image added to ${label}.`);
    } catch (error) {
      setMergeError(error instanceof ApiError ? error.message : "The image could not be added. Please try again.");
    } finally {
      merging.current = false;
    }
  }

  async function upload(type: UploadType, file: File | undefined) {
    if (!file) return;
    const id = uploadId;
    setMessage("");
    setMergeError("");
    setSlot(type, { state: "uploading", progress: 0, error: undefined });
    if (type === "fullSize" && generate) setSlot("thumbnail", { state: "uploading", progress: 0, error: undefined });
    const form = new FormData();
    form.append("images", file);
    form.append("uploadId", id);
    form.append("type", type);
    if (type === "fullSize" && generate) form.append("generateThumbnail", "true");
    try {
      const files = await uploadGalleryFile(form, api.csrfToken, (progress) => setSlot(type, { progress }));
      for (const item of files) {
        const [uploadedType, url] = item.fullSizeUrl ? (["fullSize", item.fullSizeUrl] as const) : (["thumbnail", item.thumbnailUrl!] as const);
        // The server replaced (and deleted) an earlier upload of this type under the same id.
        const replaced = urls.current[uploadedType];
        if (replaced) temp.remove([replaced]);
        urls.current[uploadedType] = url;
        temp.add([url]);
        setSlot(uploadedType, { state: "done", progress: 1, url });
      }
      if (urls.current.fullSize && urls.current.thumbnail) await merge(id);
    } catch (error) {
      const text = error instanceof ApiError ? error.message : "The upload failed. Please try again.";
      setSlot(type, { state: "error", progress: 0, error: text });
      if (type === "fullSize" && generate) setSlot("thumbnail", { state: urls.current.thumbnail ? "done" : "idle", progress: 0 });
    }
  }

  const busy = slots.fullSize.state === "uploading" || slots.thumbnail.state === "uploading";
  const bothDone = slots.fullSize.state === "done" && slots.thumbnail.state === "done";

  return (
    <div className="mt-4 rounded-card bg-sand/60 p-4">
      <h3 className="text-sm font-semibold uppercase tracking-wider text-muted">Add an image to {label}</h3>
      <p id={`${section}-upload-hint`} className="mt-1 text-sm text-muted">
        {BOTH_IMAGES_NEEDED} JPEG, PNG, WebP or AVIF, up to 10 MB.
      </p>
      <div key={inputsKey} className="mt-4 grid gap-4 md:grid-cols-2">
        <FileField id={`${section}-fullSize`} label={`${label} full-size image`} slot={slots.fullSize} onFile={(f) => upload("fullSize", f)} disabled={busy} hint={`${section}-upload-hint`} />
        <FileField
          id={`${section}-thumbnail`}
          label={`${label} thumbnail image`}
          slot={slots.thumbnail}
          onFile={(f) => upload("thumbnail", f)}
          disabled={busy || generate}
          hint={`${section}-upload-hint`}
          note={generate ? "Will be generated from the full-size image." : undefined}
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={generate} onChange={(e) => setGenerate(e.target.checked)} disabled={busy} className="h-4 w-4 accent-accent" />
          Generate the thumbnail from the full-size image
        </label>
        {bothDone && mergeError ? (
          <Button size="sm" onClick={() => merge(uploadId)}>
            Add to {label}
          </Button>
        ) : null}
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-success">
        {message}
      </p>
      {mergeError ? (
        <p role="alert" className="text-sm text-danger">
          {mergeError}
        </p>
      ) : null}
    </div>
  );
}

function FileField({ id, label, slot, onFile, disabled, hint, note }: { id: string; label: string; slot: Slot; onFile(file: File | undefined): void; disabled: boolean; hint: string; note?: string }) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        disabled={disabled}
        onChange={(e) => onFile(e.target.files?.[0])}
        aria-describedby={slot.error ? `${hint} ${errorId}` : hint}
        aria-invalid={slot.error ? true : undefined}
        className="mt-1 block w-full rounded border border-line bg-white p-2 text-sm file:mr-3 file:rounded file:border-0 file:bg-ink file:px-3 file:py-1 file:text-white disabled:opacity-60"
      />
      {note ? <p className="mt-1 text-sm text-muted">{note}</p> : null}
      {slot.state === "uploading" ? (
        <div className="mt-2 flex items-center gap-2 text-sm">
          <progress value={slot.progress} max={1} aria-label={`${label} upload progress`} className="h-2 flex-1 accent-accent" />
          <span>{Math.round(slot.progress * 100)}%</span>
        </div>
      ) : null}
      {slot.state === "done" ? <p className="mt-2 text-sm text-success">Uploaded ✓</p> : null}
      {slot.error ? (
        <p id={errorId} className="mt-2 text-sm text-danger">
          {slot.error}
        </p>
      ) : null}
    </div>
  );
}
