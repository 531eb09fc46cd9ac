// Competitor names as heat lists print them, reduced to what matching compares: case, accents (NFD, marks
// dropped), punctuation and hyphens do not count; "Last, First" is turned round; a couple's cell is split
// into its dancers ("A & B", "A and B", "A / B"). Pure and client-safe.

/** Lower-case words without accents or punctuation: "García-López, María  Elena" → "garcia lopez maria elena". */
export function normaliseName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The words of a normalised name. */
export const nameWords = (name: string): string[] => normaliseName(name).split(" ").filter(Boolean);

/**
 * The key two spellings of one dancer share: first word and last word ("maria elena garcia" and
 * "maria garcia" → "maria garcia"), so middle names on either side do not count. Null for a single word.
 */
export function nameKey(words: string[]): string | null {
  return words.length >= 2 ? `${words[0]} ${words[words.length - 1]}` : null;
}

const COUPLE_SPLIT = /\s*(?:&|\+|\/|;|\band\b|\bwith\b)\s*/i;
const NOISE = /\((?:[^)]*)\)|#\s*\d+|\b(?:pro|am|amateur|teacher|student)\b\.?$/gi;

/** One name as printed → "First … Last" ("Garcia, María Elena" → "María Elena Garcia"). */
export function unflipName(part: string): string[] {
  const text = part.replace(NOISE, " ").replace(/\s+/g, " ").trim();
  if (!text) return [];
  const comma = text.indexOf(",");
  if (comma < 0) return [text];
  const before = text.slice(0, comma).trim();
  const after = text.slice(comma + 1).trim();
  if (!after) return [before];
  if (!before) return [after];
  // "Maria Garcia, John Smith" is two dancers; "Garcia, Maria" is one, turned round.
  if (before.split(" ").length >= 2 && after.split(" ").length >= 2 && !after.includes(",")) return [before, after];
  return [`${after.replace(/,/g, " ")} ${before}`.replace(/\s+/g, " ").trim()];
}

/** A competitor (or partner) cell → the dancers it names, each "First … Last". */
export function splitCompetitors(cell: string): string[] {
  return cell
    .split(COUPLE_SPLIT)
    .flatMap(unflipName)
    .filter((n) => /\p{L}/u.test(n));
}
