import { sanitizeRichText } from "@/lib/content";

/** Stored rich text is sanitised on save and again here, on render. */
export function RichText({ html, className = "" }: { html: string; className?: string }) {
  if (!html) return null;
  return <div className={`prose-studio ${className}`} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
}
