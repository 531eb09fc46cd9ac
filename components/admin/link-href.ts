const SAFE_LINK = /^(https?:\/\/|mailto:|tel:)/i;

export function isSafeLinkHref(href: string): boolean {
  return SAFE_LINK.test(href);
}

/** What staff type in the link field → a safe href: bare domains get https://, other schemes are refused. */
export function normalizeLinkHref(raw: string): string | null {
  const href = raw.trim();
  if (!href) return null;
  if (SAFE_LINK.test(href)) return href;
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return null; // javascript:, data:, …
  return `https://${href.replace(/^\/+/, "")}`;
}
