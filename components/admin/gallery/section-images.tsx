"use client";
// The images of one section: move left/right (saved at once), alt text, and delete after confirmation.
import Image from "next/image";
import { useEffect, useRef, useState } from "react";
import { galleryImageAlt, SECTION_LABELS, type GalleryImageDto, type GallerySection } from "@/lib/gallery/schema";
import { ApiError, useAdminApi } from "../admin-api";
import { ConfirmDialog } from "../modal";
import { ImageAltDialog } from "./image-alt-dialog";
import { SAVE_ERROR, SAVED, StatusMessage, useTimedStatus } from "../timed-status";

type Direction = "left" | "right";

export function SectionImages({ section, images, onChange }: { section: GallerySection; images: GalleryImageDto[]; onChange(images: GalleryImageDto[]): void }) {
  const api = useAdminApi();
  const label = SECTION_LABELS[section];
  const [saveState, showSaved] = useTimedStatus(5000);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [describing, setDescribing] = useState<number | null>(null);
  const [altError, setAltError] = useState("");
  const [busy, setBusy] = useState(false);
  const saving = useRef(false);
  const [error, setError] = useState("");
  const list = useRef<HTMLUListElement>(null);
  // After a move, keep keyboard focus on the moved image's button (or its other move button at an end).
  const [refocus, setRefocus] = useState<{ thumbnailUrl: string; direction: Direction } | null>(null);

  useEffect(() => {
    if (!refocus || !list.current) return;
    const item = [...list.current.querySelectorAll<HTMLLIElement>("li[data-thumbnail]")].find((li) => li.dataset.thumbnail === refocus.thumbnailUrl);
    const same = item?.querySelector<HTMLButtonElement>(`button[data-move="${refocus.direction}"]`);
    const other = item?.querySelector<HTMLButtonElement>(`button[data-move="${refocus.direction === "left" ? "right" : "left"}"]`);
    (same && !same.disabled ? same : other)?.focus();
    setRefocus(null);
  }, [refocus, images]);

  /** Sends a change of this section's images; the server's list replaces them, a refusal shows its message. */
  async function save(send: () => Promise<{ files: GalleryImageDto[] }>, after: { undo?: () => void; finally: () => void }) {
    setBusy(true);
    try {
      const { files } = await send();
      onChange(files);
      setError("");
      showSaved(SAVED);
    } catch (e) {
      after.undo?.();
      setError(e instanceof ApiError ? e.message : "");
      showSaved(SAVE_ERROR);
    } finally {
      after.finally();
      setBusy(false);
    }
  }

  async function move(index: number, direction: Direction) {
    const target = direction === "left" ? index - 1 : index + 1;
    // While a save is in flight further moves are ignored (not disabled, so focus stays put).
    if (saving.current || target < 0 || target >= images.length) return;
    saving.current = true;
    const previous = images;
    const next = [...images];
    [next[index], next[target]] = [next[target], next[index]];
    onChange(next);
    setRefocus({ thumbnailUrl: images[index].thumbnailUrl, direction });
    await save(() => api.call("PUT /api/content/update-image-order", { body: { pageKey: "page_gallery", section, images: next } }), {
      undo: () => onChange(previous),
      finally: () => {
        saving.current = false;
      },
    });
  }

  async function confirmDelete() {
    if (deleting === null) return;
    const image = images[deleting];
    const body = { pageKey: "page_gallery", section, fullSizeUrl: image.fullSizeUrl, thumbnailUrl: image.thumbnailUrl } as const;
    await save(() => api.call("DELETE /api/content/delete-image", { body }), { finally: () => setDeleting(null) });
  }

  async function saveAlt(altText: string) {
    if (describing === null) return;
    const image = images[describing];
    setBusy(true);
    setAltError("");
    try {
      const body = { pageKey: "page_gallery", section, fullSizeUrl: image.fullSizeUrl, thumbnailUrl: image.thumbnailUrl, altText } as const;
      const { files } = await api.call("PUT /api/content/update-image-alt", { body });
      onChange(files);
      setDescribing(null);
      setError("");
      showSaved(SAVED);
    } catch (e) {
      setAltError(e instanceof ApiError ? (e.fields?.altText ?? e.message) : "Error Saving");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-sm font-semibold uppercase tracking-wider text-muted">
          {label} images ({images.length})
        </h3>
        <StatusMessage status={saveState} />
      </div>
      {error && saveState === SAVE_ERROR ? <p className="mt-2 text-sm text-danger">{error}</p> : null}
      {images.length === 0 ? <p className="mt-3 text-sm text-muted">No images in this section yet.</p> : null}
      <ul ref={list} aria-label={`${label} images`} className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {images.map((image, index) => {
          const name = `${label} image ${index + 1}`;
          return (
            <li key={image.thumbnailUrl} data-thumbnail={image.thumbnailUrl} className="overflow-hidden rounded-card border border-line bg-ivory">
              <div className="relative aspect-[4/5] bg-sand">
                <Image src={image.thumbnailUrl} alt={name} fill sizes="(min-width: 1024px) 250px, (min-width: 640px) 30vw, 45vw" className="object-cover" />
                <span className="absolute left-2 top-2 rounded-full bg-ink/80 px-2 py-0.5 text-xs font-semibold text-white">{index + 1}</span>
                {image.fullSizeUrl ? null : <span className="absolute bottom-2 left-2 right-2 rounded bg-white/90 px-2 py-1 text-center text-xs font-medium text-warning">No full-size image</span>}
              </div>
              <p className="px-2 pt-2 text-xs text-muted" data-testid="gallery-alt">
                <span className="font-medium text-ink">Alt text:</span> {image.altText || `default (“${galleryImageAlt(section, index, "")}”)`}
              </p>
              <div className="flex flex-wrap items-center justify-between gap-1 p-2">
                <div className="flex gap-1">
                  <button type="button" data-move="left" onClick={() => move(index, "left")} disabled={index === 0} aria-label={`Move ${name} left`} className="rounded border border-line bg-white px-2.5 py-1 disabled:opacity-40 sm:px-3">
                    ←
                  </button>
                  <button type="button" data-move="right" onClick={() => move(index, "right")} disabled={index === images.length - 1} aria-label={`Move ${name} right`} className="rounded border border-line bg-white px-2.5 py-1 disabled:opacity-40 sm:px-3">
                    →
                  </button>
                </div>
                <button type="button" onClick={() => {
                    setAltError("");
                    setDescribing(index);
                  }} aria-label={`Alt text of ${name}`} className="rounded border border-line bg-white px-2 py-1 text-sm sm:px-3">
                  Alt text
                </button>
                <button type="button" onClick={() => setDeleting(index)} aria-label={`Delete ${name}`} className="rounded border border-danger/40 bg-white px-2 py-1 text-sm text-danger sm:px-3">
                  Delete
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <ImageAltDialog
        section={section}
        index={describing ?? 0}
        image={describing === null ? null : (images[describing] ?? null)}
        name={`${label} image ${(describing ?? 0) + 1}`}
        busy={busy}
        error={altError}
        onSave={(altText) => void saveAlt(altText)}
        onClose={() => setDescribing(null)}
      />
      <ConfirmDialog open={deleting !== null} message="Are you sure you want to delete this image?" onConfirm={confirmDelete} onCancel={() => setDeleting(null)} busy={busy} />
    </div>
  );
}
