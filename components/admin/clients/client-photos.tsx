"use client";
// Private reference photos on the client card: thumbnails served by the staff-only photo route,
// uploads through the gallery's checks (JPEG, PNG, WebP or AVIF up to 10 MB), at most 6 per client.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useAdminApi } from "../admin-api";
import { apiUrl } from "@/lib/http/contract";
import { ACCEPTED_IMAGE_TYPES } from "@/lib/gallery/constants";
import { useRequestError } from "./use-request-error";

export interface PhotoItem {
  _id: string;
  caption: string;
  authorName: string;
}

export function ClientPhotos({ clientId, photos, max }: { clientId: string; photos: PhotoItem[]; max: number }) {
  const api = useAdminApi();
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState("");
  const { error, attempt } = useRequestError();
  const [busy, setBusy] = useState(false);

  async function upload(event: React.FormEvent) {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    await attempt(async () => {
      const body = new FormData();
      body.set("image", file);
      body.set("caption", caption);
      await api.call("POST /api/clients/:id/photos", { params: { id: clientId }, body });
      setFile(null);
      setCaption("");
      (event.target as HTMLFormElement).reset();
      router.refresh();
    }, "The photo could not be uploaded.");
    setBusy(false);
  }

  const remove = (photoId: string) =>
    attempt(async () => {
      await api.call("DELETE /api/clients/:id/photos/:photoId", { params: { id: clientId, photoId } });
      router.refresh();
    }, "The photo could not be deleted.");

  return (
    <section aria-labelledby="photos-heading" className="space-y-4">
      <h2 id="photos-heading" className="font-serif text-2xl font-semibold">
        Reference photos
      </h2>
      <p className="text-sm text-muted">Private: shown only to staff who manage bookings, never on the public site.</p>
      {photos.length ? (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {photos.map((p) => (
            <li key={p._id} className="space-y-2 rounded border border-line bg-white p-2">
              <a href={apiUrl("GET /api/clients/:id/photos/:photoId", { params: { id: clientId, photoId: p._id }, query: { size: "full" } })} target="_blank" rel="noopener noreferrer">
                {/* A private, per-request image: next/image would route it through the image optimiser's cache. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img src={apiUrl("GET /api/clients/:id/photos/:photoId", { params: { id: clientId, photoId: p._id }, query: { size: "thumb" } })} alt={p.caption || "Reference photo"} width={480} height={600} className="h-auto w-full rounded" />
              </a>
              {p.caption ? <p className="text-sm">{p.caption}</p> : null}
              <p className="text-xs text-muted">{p.authorName}</p>
              <button type="button" onClick={() => void remove(p._id)} className="min-h-11 rounded border border-line px-3 py-1 text-sm" aria-label={`Delete photo ${p.caption || ""}`.trim()}>
                Delete
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">No photos yet.</p>
      )}
      {photos.length < max ? (
        <form onSubmit={(e) => void upload(e)} className="flex flex-wrap items-end gap-3 rounded border border-line bg-white p-4">
          <div>
            <label htmlFor="photo-file" className="block text-sm font-medium">
              Photo (JPEG, PNG, WebP or AVIF, up to 10 MB)
            </label>
            <input id="photo-file" type="file" accept={ACCEPTED_IMAGE_TYPES} onChange={(e) => setFile(e.target.files?.[0] ?? null)} className="mt-1 block text-sm" />
          </div>
          <div className="min-w-48 flex-1">
            <label htmlFor="photo-caption" className="block text-sm font-medium">
              Caption
            </label>
            <input id="photo-caption" value={caption} maxLength={200} onChange={(e) => setCaption(e.target.value)} className="mt-1 w-full rounded border border-line px-3 py-2" />
          </div>
          <button type="submit" disabled={busy || !file} className="min-h-11 rounded bg-ink px-4 py-2 text-sm font-semibold text-white disabled:opacity-60">
            {busy ? "Uploading…" : "Upload photo"}
          </button>
        </form>
      ) : null}
      {error ? <p role="alert" className="text-sm text-danger">{error}</p> : null}
    </section>
  );
}
