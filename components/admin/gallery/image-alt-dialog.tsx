"use client";
// Edit Gallery → Alt text: one image's description for people who cannot see it, shown on the public
// gallery and in its lightbox. Empty keeps the default ("Bridal look 3").
import { useState } from "react";
import { galleryImageAlt, MAX_ALT_TEXT, type GalleryImageDto, type GallerySection } from "@/lib/gallery/dto";
import { Field } from "@/components/ui/field";
import { Modal } from "../modal";
import { Button } from "@/components/ui/button";

export function ImageAltDialog({
  section,
  index,
  image,
  name,
  busy,
  error,
  onSave,
  onClose,
}: {
  section: GallerySection;
  index: number;
  image: GalleryImageDto | null;
  name: string;
  busy: boolean;
  error: string;
  onSave(altText: string): void;
  onClose(): void;
}) {
  return (
    <Modal open={image !== null} title={`Alt text of ${name}`} onClose={onClose}>
      {image ? <AltForm key={image.thumbnailUrl} defaultAlt={galleryImageAlt(section, index, "")} initial={image.altText} busy={busy} error={error} onSave={onSave} onClose={onClose} /> : null}
    </Modal>
  );
}

function AltForm({ defaultAlt, initial, busy, error, onSave, onClose }: { defaultAlt: string; initial: string; busy: boolean; error: string; onSave(altText: string): void; onClose(): void }) {
  const [altText, setAltText] = useState(initial);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSave(altText.trim());
      }}
      noValidate
    >
      <Field
        id="gallery-alt-text"
        label="Alt text"
        hint={`What the picture shows, for people who cannot see it. Empty: “${defaultAlt}”.`}
        value={altText}
        maxLength={MAX_ALT_TEXT}
        placeholder={defaultAlt}
        error={error || undefined}
        onChange={(e) => setAltText(e.target.value)}
      />
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          Save alt text
        </Button>
      </div>
    </form>
  );
}
