// The branded frame every email shares (studio name, phone, site), plus the helper that turns a
// template into the { html, text } pair the outbox stores. Templates must stay within what
// static-markup.ts renders: intrinsic elements, hook-free function components, fragments, text.
import type { ReactElement, ReactNode } from "react";
import { studio } from "@/lib/env";
import { renderStaticMarkup } from "./static-markup";
import { telHref } from "@/lib/text/phone";

export const emailColors = {
  page: "#faf7f2",
  card: "#ffffff",
  ink: "#1c1917",
  muted: "#57534e",
  line: "#d6cfc7",
  accent: "#8a4a3c",
  sand: "#f1e9df",
} as const;

const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";

function siteHost(): string {
  try {
    return new URL(studio.siteUrl).host;
  } catch {
    return studio.siteUrl;
  }
}

/** The frame around an email's content: the same for every email of this studio, rendered once (./static-markup.ts). */
function Frame({ preview, content }: { preview: ReactNode; content: ReactNode }) {
  return (
    <>
      {preview}
      <table role="presentation" width="100%" cellPadding="0" cellSpacing="0" style={{ backgroundColor: emailColors.page }}>
        <tbody>
          <tr>
            <td align="center" style={{ padding: "32px 12px" }}>
              <table
                role="presentation"
                width="600"
                cellPadding="0"
                cellSpacing="0"
                style={{ width: "100%", maxWidth: 600, backgroundColor: emailColors.card, border: `1px solid ${emailColors.line}`, borderRadius: 12 }}
              >
                <tbody>
                  <tr>
                    <td style={{ padding: "28px 32px 20px", borderBottom: `1px solid ${emailColors.line}`, textAlign: "center" }}>
                      <p style={{ margin: 0, fontFamily: SERIF, fontSize: 26, fontWeight: 600, color: emailColors.ink }}>{studio.name}</p>
                      <p style={{ margin: "6px 0 0", fontSize: 12, letterSpacing: "0.2em", textTransform: "uppercase", color: emailColors.muted }}>
                        Hair &amp; makeup for dance competitors
                      </p>
                    </td>
                  </tr>
                  <tr>
                    <td style={{ padding: "28px 32px", fontSize: 16, lineHeight: 1.6 }}>{content}</td>
                  </tr>
                  <tr>
                    <td style={{ padding: "20px 32px", borderTop: `1px solid ${emailColors.line}`, backgroundColor: emailColors.sand, fontSize: 13, color: emailColors.muted, textAlign: "center" }}>
                      {studio.name} · Call or text{" "}
                      <a href={telHref(studio.phone)} style={{ color: emailColors.accent }}>
                        {studio.phone}
                      </a>{" "}
                      ·{" "}
                      <a href={studio.siteUrl} style={{ color: emailColors.accent }}>
                        {siteHost()}
                      </a>
                    </td>
                  </tr>
                </tbody>
              </table>
            </td>
          </tr>
        </tbody>
      </table>
    </>
  );
}

const BODY_STYLE = { margin: 0, padding: 0, backgroundColor: emailColors.page, color: emailColors.ink, fontFamily: SANS };
const PREVIEW_MARK = "\u0000preview\u0000";
const CONTENT_MARK = "\u0000content\u0000";
let frame: { studio: string; parts: string[] } | null = null;

/** The frame's markup in three pieces around the preview and the content, made again only if the studio's details change. */
function frameParts(): string[] {
  const key = `${studio.name}\n${studio.phone}\n${studio.siteUrl}`;
  if (frame?.studio !== key) frame = { studio: key, parts: renderStaticMarkup(<Frame preview={PREVIEW_MARK} content={CONTENT_MARK} />).split(/\u0000(?:preview|content)\u0000/) };
  return frame.parts;
}

export function EmailLayout({ preview, heading, children }: { preview?: string; heading?: string; children?: ReactNode }) {
  const previewNode = preview ? <div style={{ display: "none", maxHeight: 0, overflow: "hidden" }}>{preview}</div> : null;
  const content = (
    <>
      {heading ? <h1 style={{ margin: "0 0 16px", fontFamily: SERIF, fontSize: 24, fontWeight: 600, color: emailColors.ink }}>{heading}</h1> : null}
      {children}
    </>
  );
  const [beforePreview, beforeContent, after] = frameParts();
  return (
    <html lang="en">
      {/* eslint-disable-next-line @next/next/no-head-element -- an email document, not a Next.js page */}
      <head>
        <meta httpEquiv="Content-Type" content="text/html; charset=UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </head>
      <body style={BODY_STYLE} dangerouslySetInnerHTML={{ __html: beforePreview + renderStaticMarkup(previewNode) + beforeContent + renderStaticMarkup(content) + after }} />
    </html>
  );
}

export function EmailParagraph({ children }: { children: ReactNode }) {
  return <p style={{ margin: "0 0 16px", color: emailColors.ink }}>{children}</p>;
}

/** A two-column label/value table; values may be links or text. */
export function EmailDetails({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <table role="presentation" width="100%" cellPadding="0" cellSpacing="0" style={{ margin: "0 0 20px", borderCollapse: "collapse" }}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <td style={{ padding: "8px 12px 8px 0", width: 140, verticalAlign: "top", fontSize: 13, textTransform: "uppercase", letterSpacing: "0.08em", color: emailColors.muted, borderBottom: `1px solid ${emailColors.line}` }}>
              {label}
            </td>
            <td style={{ padding: "8px 0", verticalAlign: "top", color: emailColors.ink, borderBottom: `1px solid ${emailColors.line}` }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Text the visitor typed, shown as-is (escaped, line breaks kept). */
export function EmailQuote({ children }: { children: ReactNode }) {
  return (
    <div style={{ margin: "0 0 20px", padding: "16px 20px", backgroundColor: emailColors.page, borderLeft: `3px solid ${emailColors.accent}`, whiteSpace: "pre-wrap", color: emailColors.ink }}>
      {children}
    </div>
  );
}

export function textFooter(): string {
  return `\n\n--\n${studio.name}\nCall or text ${studio.phone}\n${studio.siteUrl}\n`;
}

export interface RenderedEmail {
  html: string;
  text: string;
}

/** HTML from a template element, and its plain-text version with the same branded footer. */
export function renderEmail(element: ReactElement, text: string): RenderedEmail {
  return { html: `<!DOCTYPE html>${renderStaticMarkup(element)}`, text: `${text.trim()}${textFooter()}` };
}
