import type { Metadata } from "next";
import { studio } from "@/lib/env";

export const OG_IMAGE = { url: "/images/og-card.jpg", width: 1200, height: 630, alt: "Illustration of a dancer's profile with a rhinestone competition bun" };

/** What a public page says about itself: title (with " | studio" unless absolute), description, path. */
export interface PublicPageMeta {
  title: string;
  description: string;
  path: string;
  absoluteTitle?: boolean;
}

/** The title a page shows: its own, then " | <studio>" unless it is absolute. */
export const fullPageTitle = ({ title, absoluteTitle }: Pick<PublicPageMeta, "title" | "absoluteTitle">) => (absoluteTitle ? title : `${title} | ${studio.name}`);

/** Per-page title, description, canonical URL and Open Graph / Twitter cards. */
export function publicPageMetadata({ title, description, path, absoluteTitle }: PublicPageMeta): Metadata {
  const fullTitle = fullPageTitle({ title, absoluteTitle });
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: { type: "website", locale: "en_US", siteName: studio.name, title: fullTitle, description, url: path, images: [OG_IMAGE] },
    twitter: { card: "summary_large_image", title: fullTitle, description, images: [OG_IMAGE.url] },
  };
}
