import Head from "next/head";
import { studio } from "@/lib/env";
import { fullPageTitle, OG_IMAGE, type PublicPageMeta } from "@/lib/seo/metadata";

/**
 * The <head> of a public page served by the Pages Router (pages/, no client runtime): the same tags the
 * App Router writes from publicPageMetadata() and the root layout's viewport, theme colour and icon.
 */
export function PageHead({ title, description, path, absoluteTitle, children }: PublicPageMeta & { children?: React.ReactNode }) {
  const fullTitle = fullPageTitle({ title, absoluteTitle });
  const url = new URL(path, studio.siteUrl).toString();
  const image = new URL(OG_IMAGE.url, studio.siteUrl).toString();
  return (
    <Head>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="theme-color" content="#faf7f2" />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={studio.name} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(OG_IMAGE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE.height)} />
      <meta property="og:image:alt" content={OG_IMAGE.alt} />
      <meta property="og:type" content="website" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <link rel="icon" href="/icon.svg" sizes="any" type="image/svg+xml" />
      {children}
    </Head>
  );
}
