"use client";
// A modal <dialog> (showModal: the page behind is inert, Esc closes) showing one full-size image.
import { useEffect, useId, useRef } from "react";

/** next/image's optimised URLs of a full-size image (getImageProps on the server), or null when there is none. */
export interface FullSizeImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  /** Staff's alt text, or "Bridal look 3, full size". */
  alt: string;
}

export function Lightbox({ images, index, label, onMove, onClose }: { images: (FullSizeImage | null)[]; index: number; label: string; onMove(index: number): void; onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const image = images[index];
  const count = images.length;
  const previous = () => onMove((index - 1 + count) % count);
  const next = () => onMove((index + 1) % count);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "ArrowLeft") previous();
    else if (event.key === "ArrowRight") next();
    else return;
    event.preventDefault();
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-ink p-0 text-white backdrop:bg-black/70"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <h2 id={titleId} className="font-serif text-xl">
            {label} look {index + 1} <span className="text-white/80">of {count}</span>
          </h2>
          <button type="button" onClick={onClose} aria-label="Close" className="rounded-full px-3 py-1 text-2xl leading-none hover:bg-white/10">
            ✕
          </button>
        </div>
        <div className="relative flex min-h-0 flex-1 items-center justify-center px-14 pb-6 sm:px-20">
          {image ? (
            <div className="relative h-full w-full">
              {/* eslint-disable-next-line @next/next/no-img-element -- next/image's optimised URLs (getImageProps on the server) without its client component */}
              <img key={image.src} src={image.src} srcSet={image.srcSet} sizes={image.sizes} alt={image.alt} decoding="async" className="absolute inset-0 h-full w-full object-contain" />
            </div>
          ) : (
            <p className="rounded-card border border-white/30 px-8 py-6 text-lg">Image not available</p>
          )}
          {count > 1 ? (
            <>
              <button type="button" onClick={previous} aria-label="Previous image" className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-white/10 px-3 py-2 text-3xl leading-none hover:bg-white/20 sm:left-4">
                ‹
              </button>
              <button type="button" onClick={next} aria-label="Next image" className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-white/10 px-3 py-2 text-3xl leading-none hover:bg-white/20 sm:right-4">
                ›
              </button>
            </>
          ) : null}
        </div>
      </div>
    </dialog>
  );
}
