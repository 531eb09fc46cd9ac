// Matching a heat list's names to the competition's booked dancers. A name is matched (one dancer has
// it, middle names aside, or a nickname the studio confirmed once), ambiguous (two dancers share it, or
// only the last name and initial fit, or only the turned-round order does — staff pick) or unmatched
// (another studio's dancer: shown, ignorable). A couple's line is the booked partner's. Pure.
import { nameKey, nameWords, normaliseName } from "./names";
import type { HeatRow } from "./parse";

/** A booked dancer of the competition: one person (her client card, else her booking) and her bookings by day. */
export interface BookedDancer {
  /** client id, or "booking:<id>" for a booking without a card. */
  id: string;
  firstName: string;
  lastName: string;
  /** Names the studio confirmed for her on earlier heat lists (normalised). */
  aliases: readonly string[];
  /** The booking that holds each of her days ("YYYY-MM-DD" → booking id). */
  bookingByDate: Record<string, string>;
}

export type MatchReason = "name" | "nickname" | "same-name" | "initial" | "order";

export interface NameMatch {
  /** `${line}:${index}`: what a staff pick refers to. */
  key: string;
  line: number;
  name: string;
  status: "matched" | "ambiguous" | "unmatched";
  reason?: MatchReason;
  dancerId?: string;
  candidates?: string[];
}

export const MATCH_REASON_TEXT: Record<MatchReason, string> = {
  name: "Name",
  nickname: "Name the studio confirmed",
  "same-name": "Two booked dancers have this name",
  initial: "Same last name, first name alike",
  order: "Names the other way round",
};

export interface DancerIndex {
  byFull: Map<string, Set<string>>;
  byKey: Map<string, Set<string>>;
  byLast: Map<string, { id: string; first: string }[]>;
  dancers: Map<string, BookedDancer>;
}

const add = (map: Map<string, Set<string>>, key: string | null, id: string) => {
  if (!key) return;
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(id);
};

export function indexDancers(dancers: readonly BookedDancer[]): DancerIndex {
  const index: DancerIndex = { byFull: new Map(), byKey: new Map(), byLast: new Map(), dancers: new Map() };
  for (const d of dancers) {
    index.dancers.set(d.id, d);
    const first = nameWords(d.firstName);
    const last = nameWords(d.lastName);
    const words = [...first, ...last];
    add(index.byFull, words.join(" "), d.id);
    // First word of the first name and the whole last name ("maria garcia", "ruth park park"): middle names do not count.
    if (first.length && last.length) add(index.byKey, `${first[0]} ${last.join(" ")}`, d.id);
    else add(index.byKey, nameKey(words), d.id);
    const lastWord = last.at(-1) ?? first.at(-1);
    if (lastWord) {
      const list = index.byLast.get(lastWord) ?? [];
      list.push({ id: d.id, first: first[0] ?? "" });
      index.byLast.set(lastWord, list);
    }
  }
  // Confirmed nicknames: their own entries, apart so a nickname never widens another dancer's name.
  const aliasFull = new Map<string, Set<string>>();
  for (const d of dancers) for (const a of d.aliases) add(aliasFull, normaliseName(a), d.id);
  for (const [k, ids] of aliasFull) for (const id of ids) add(index.byFull, `~${k}`, id);
  return index;
}

/**
 * Dancers whose first word and whole last name the printed name has, middle names between them ignored; the
 * longest last name that fits wins ("Ruth Park-Park" is Ruth Park-Park, not Ruth Park).
 */
function keyMatches(index: DancerIndex, words: string[]): Set<string> {
  for (let k = Math.min(4, words.length - 1); k >= 1; k--) {
    const found = index.byKey.get(`${words[0]} ${words.slice(-k).join(" ")}`);
    if (found?.size) return found;
  }
  return new Set();
}

/** A short form of the same first name ("Katie" / "Katherine", "Sam" / "Samantha"): the first three letters agree. */
function sharesStart(a: string, b: string): boolean {
  const n = Math.min(3, a.length, b.length);
  return n > 0 && a.slice(0, n) === b.slice(0, n);
}

/** One printed name against the booked dancers. */
export function matchName(index: DancerIndex, name: string): Omit<NameMatch, "key" | "line" | "name"> {
  const words = nameWords(name);
  if (!words.length) return { status: "unmatched" };
  const full = words.join(" ");
  const exact = index.byFull.get(full)?.size === 1 ? index.byFull.get(full)! : keyMatches(index, words);
  if (exact.size === 1) return { status: "matched", reason: "name", dancerId: [...exact][0] };
  if (exact.size > 1) return { status: "ambiguous", reason: "same-name", candidates: [...exact].sort() };
  const alias = index.byFull.get(`~${full}`);
  if (alias?.size === 1) return { status: "matched", reason: "nickname", dancerId: [...alias][0] };
  if (alias && alias.size > 1) return { status: "ambiguous", reason: "same-name", candidates: [...alias].sort() };
  if (words.length >= 2) {
    const reversed = keyMatches(index, [words.at(-1)!, ...words.slice(0, -1)]);
    if (reversed?.size) return { status: "ambiguous", reason: "order", candidates: [...reversed].sort() };
    const sameLast = (index.byLast.get(words.at(-1)!) ?? []).filter((c) => c.first && sharesStart(c.first, words[0]));
    if (sameLast.length) return { status: "ambiguous", reason: "initial", candidates: [...new Set(sameLast.map((c) => c.id))].sort() };
  }
  return { status: "unmatched" };
}

/** Every name of every row, matched; a staff pick (dancer id, or "" for none of them) settles an entry. */
export function matchRows(index: DancerIndex, rows: readonly HeatRow[], picks: Readonly<Record<string, string>> = {}): NameMatch[] {
  const out: NameMatch[] = [];
  const cache = new Map<string, Omit<NameMatch, "key" | "line" | "name">>();
  for (const row of rows) {
    row.names.forEach((name, i) => {
      const key = `${row.line}:${i}`;
      let found = cache.get(name);
      if (!found) cache.set(name, (found = matchName(index, name)));
      const pick = picks[key];
      if (pick !== undefined && found.status !== "matched") {
        if (pick === "") out.push({ key, line: row.line, name, status: "unmatched", reason: found.reason });
        else if (index.dancers.has(pick)) out.push({ key, line: row.line, name, status: "matched", reason: found.reason, dancerId: pick, candidates: found.candidates });
        else out.push({ key, line: row.line, name, ...found });
      } else out.push({ key, line: row.line, name, ...found });
    });
  }
  return out;
}
