// The copyright notice's years, one rule for the public site's footer and the back office's: the
// studio's first year to the current one ("2024–2026"), or the first year alone while it is current.
// Pure and client-safe (the admin shell is a client component).

/** The year the studio's site was first published. */
export const COPYRIGHT_SINCE = 2024;

/** "2024–2026" (an en dash), or "2024" in 2024; a clock set before the first year still shows it. */
export function copyrightYears(now: Date = new Date()): string {
  const year = now.getFullYear();
  return year > COPYRIGHT_SINCE ? `${COPYRIGHT_SINCE}–${year}` : String(COPYRIGHT_SINCE);
}
