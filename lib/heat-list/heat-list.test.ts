// The heat list's pure parts: reading CSV, TSV and heat-sheet text (the fixtures beside this file),
// names, matching to booked dancers, and the preview (now/after, later heats, slot effect, hand-entered times, diff).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { zonedInstant } from "@/lib/time";
import { normaliseName, splitCompetitors } from "./names";
import { detectFormat, parseHeatList, type HeatRow } from "./parse";
import { findDay, findTime } from "./when";
import { indexDancers, matchName, matchRows, type BookedDancer } from "./match";
import { diffRows, previewImport, slotEffect, type CurrentDay } from "./preview";

const DAYS = ["2026-12-12", "2026-12-13"];
const ZONE = "America/Chicago";
const fixture = (name: string) => readFileSync(`${import.meta.dirname}/fixtures/${name}`, "utf8");
const TSV_MAPPING = { heat: "Ht", date: "When", time: "Clock", session: "Part", dance: "Category", competitor: "Athlete 1", partner: "Athlete 2" };

const dancers: BookedDancer[] = [
  { id: "maria", firstName: "María Elena", lastName: "García", aliases: [], bookingByDate: { "2026-12-12": "b-maria", "2026-12-13": "b-maria" } },
  { id: "katherine", firstName: "Katherine", lastName: "Smith", aliases: [], bookingByDate: { "2026-12-12": "b-kath" } },
  { id: "emma-1", firstName: "Emma", lastName: "Brown", aliases: [], bookingByDate: { "2026-12-12": "b-emma1" } },
  { id: "emma-2", firstName: "Emma", lastName: "Brown", aliases: [], bookingByDate: { "2026-12-12": "b-emma2" } },
  { id: "zoe", firstName: "Zoë", lastName: "O'Neil", aliases: [], bookingByDate: { "2026-12-13": "b-zoe" } },
  { id: "chloe", firstName: "Chloe", lastName: "Nguyen", aliases: [], bookingByDate: { "2026-12-13": "b-chloe" } },
  { id: "lily", firstName: "Lily", lastName: "Chen", aliases: [], bookingByDate: { "2026-12-12": "b-lily" } },
];

describe("names", () => {
  it("ignores case, accents, punctuation and turns 'Last, First' round", () => {
    expect(normaliseName("  GARCÍA-López, María  ")).toBe("garcia lopez maria");
    expect(normaliseName("Zoë O'Neil")).toBe("zoe oneil");
    expect(splitCompetitors("García, María Elena & Park, Daniel")).toEqual(["María Elena García", "Daniel Park"]);
    expect(splitCompetitors("Maria Garcia, Daniel Park")).toEqual(["Maria Garcia", "Daniel Park"]);
    expect(splitCompetitors("Zoe O'Neil and Daniel Park (Pro)")).toEqual(["Zoe O'Neil", "Daniel Park"]);
    expect(splitCompetitors("")).toEqual([]);
  });
});

describe("days and times", () => {
  it("reads the usual spellings in the competition's days", () => {
    expect(findTime("Heat 12 8:05 AM")?.time).toBe("08:05");
    expect(findTime("12:10 pm")?.time).toBe("12:10");
    expect(findTime("12:00 a.m.")?.time).toBe("00:00");
    expect(findTime("19:45")?.time).toBe("19:45");
    expect(findTime("25:10")).toBeNull();
    expect(findDay("Saturday, December 12, 2026", DAYS)).toBe("2026-12-12");
    expect(findDay("12/13", DAYS)).toBe("2026-12-13");
    expect(findDay("13 Dec", DAYS)).toBe("2026-12-13");
    expect(findDay("Sun", DAYS)).toBe("2026-12-13");
    expect(findDay("Monday", DAYS)).toBeNull();
    expect(findDay("2026-02-30", DAYS)).toBeNull();
  });
});

describe("parseHeatList", () => {
  it("reads the CSV fixture with its header guessed, a quoted 'Last, First' kept whole, and lists the unreadable line by number", () => {
    const list = parseHeatList(fixture("heat-list.csv"), { days: DAYS });
    expect(list.format).toBe("csv");
    expect(list.missing).toEqual([]);
    expect(list.rows).toHaveLength(10);
    expect(list.rows[0]).toEqual({ line: 2, heat: "12", session: "Session 1", date: "2026-12-12", time: "08:05", dance: "Am. Smooth Waltz", names: ["María Elena García", "Daniel Park"] });
    expect(list.rows.find((r) => r.heat === "90")?.dance).toBe("Intl. Standard Waltz, Tango");
    expect(list.problems).toEqual([expect.objectContaining({ line: 12, reason: '"lunch" is not a time' })]);
  });

  it("asks for the TSV's columns when its headers are not known, then reads it with the mapping", () => {
    const unmapped = parseHeatList(fixture("heat-list.tsv"), { days: DAYS });
    expect(unmapped.format).toBe("tsv");
    expect(unmapped.missing).toEqual(["competitor", "time"]);
    expect(unmapped.columns).toContain("Athlete 1");
    const list = parseHeatList(fixture("heat-list.tsv"), { days: DAYS, mapping: TSV_MAPPING });
    expect(list.rows.map((r) => `${r.heat} ${r.date} ${r.time}`)).toEqual(["12 2026-12-12 08:05", "14 2026-12-12 08:20", "31 2026-12-12 11:40", "40 2026-12-12 12:10", "55 2026-12-12 14:15", "7 2026-12-13 09:00", "81 2026-12-13 19:30", "82 2026-12-13 19:45", "90 2026-12-13 10:15"]);
    expect(list.problems).toEqual([expect.objectContaining({ line: 11, reason: '"25:10" is not a time' })]);
  });

  it("reads pasted heat-sheet text under its day and session headings", () => {
    const text = fixture("heat-sheet.txt");
    expect(detectFormat(text)).toBe("text");
    const list = parseHeatList(text, { days: DAYS });
    expect(list.rows).toHaveLength(10);
    expect(list.rows.find((r) => r.heat === "81")).toMatchObject({ line: 19, date: "2026-12-13", time: "19:30", session: "Session 4 - Evening", names: ["María Elena García"] });
    expect(list.rows.find((r) => r.heat === "90")).toMatchObject({ date: "2026-12-13", time: "10:15", names: ["Chloé Nguyen", "Marcus Lee"] });
    expect(list.rows.find((r) => r.heat === "14")?.dance).toBe("Am. Smooth Tango");
    expect(list.problems).toEqual([{ line: 12, text: "Heat 61   TBA       Rhythm Bolero   Martin, Olivia & Reyes, Sam", reason: "No heat time on this line" }]);
  });

  it("passes over titles and headings, and lists a heat number without a time", () => {
    const list = parseHeatList("2026 Snowflake Classic — Heat List\nHeat 61  TBA  Rumba  Ann Lee\n#72  Rumba  Ann Lee\n63 Rumba Ann Lee\nHeat 64  9:00  Rumba  Ann Lee", { days: ["2026-12-12"] });
    expect(list.problems.map((p) => p.line)).toEqual([2, 3, 4]);
    expect(list.rows.map((r) => r.heat)).toEqual(["64"]);
  });

  it("needs a day for a heat of a competition of several days", () => {
    const list = parseHeatList("Heat 1  9:00 AM  Waltz  Ann Lee", { days: DAYS });
    expect(list.rows).toEqual([]);
    expect(list.problems[0]).toMatchObject({ line: 1, reason: "No date for this heat (add a day heading above it)" });
    expect(parseHeatList("Heat 1  9:00 AM  Waltz  Ann Lee", { days: ["2026-12-12"] }).rows[0]).toMatchObject({ date: "2026-12-12", names: ["Ann Lee"] });
  });
});

describe("matching", () => {
  const index = indexDancers(dancers);
  it("matches across middle names, accents, case and order; two of a name or a near name is for staff", () => {
    expect(matchName(index, "maria garcia")).toMatchObject({ status: "matched", dancerId: "maria" });
    expect(matchName(index, "María Elena García")).toMatchObject({ status: "matched", dancerId: "maria" });
    expect(matchName(index, "Zoe ONeil")).toMatchObject({ status: "matched", dancerId: "zoe" });
    expect(matchName(index, "Emma Brown")).toMatchObject({ status: "ambiguous", reason: "same-name", candidates: ["emma-1", "emma-2"] });
    expect(matchName(index, "Katie Smith")).toMatchObject({ status: "ambiguous", reason: "initial", candidates: ["katherine"] });
    expect(matchName(index, "GARCIA MARIA")).toMatchObject({ status: "ambiguous", reason: "order", candidates: ["maria"] });
    expect(matchName(index, "Olivia Martin")).toEqual({ status: "unmatched" });
  });

  it("matches a nickname the studio confirmed, and follows staff picks", () => {
    const withAlias = indexDancers(dancers.map((d) => (d.id === "katherine" ? { ...d, aliases: ["katie smith"] } : d)));
    expect(matchName(withAlias, "Katie Smith")).toMatchObject({ status: "matched", reason: "nickname", dancerId: "katherine" });
    const rows: HeatRow[] = [{ line: 3, heat: "40", session: "", date: "2026-12-12", time: "12:10", dance: "", names: ["Emma Brown", "Tom Ward"] }];
    expect(matchRows(index, rows, { "3:0": "emma-2" })[0]).toMatchObject({ status: "matched", dancerId: "emma-2" });
    expect(matchRows(index, rows, { "3:0": "" })[0]).toMatchObject({ status: "unmatched" });
    expect(matchRows(index, rows, { "3:1": "lily" })[1]).toMatchObject({ status: "matched", dancerId: "lily" });
  });
});

describe("preview", () => {
  const at = (date: string, time: string) => zonedInstant(date, time, ZONE);
  const day = (bookingId: string, date: string, heatTime: string | null, slotEnd?: string, heatUpdatedAt: Date | null = null): CurrentDay => ({ bookingId, date, heatTime, heatNote: "", heatUpdatedAt, slotEnds: slotEnd ? [at(date, slotEnd)] : [] });

  it("says what the heat does to her slots", () => {
    expect(slotEffect("2026-12-12", "08:05", [at("2026-12-12", "07:30")], ZONE, 60)).toEqual({ kind: "late", minutes: 25 });
    expect(slotEffect("2026-12-12", "08:05", [at("2026-12-12", "06:50")], ZONE, 60)).toEqual({ kind: "fine" });
    expect(slotEffect("2026-12-12", "14:15", [at("2026-12-12", "07:00")], ZONE, 60)).toEqual({ kind: "early", minutes: 375 });
    expect(slotEffect("2026-12-12", "14:15", [], ZONE, 60)).toEqual({ kind: "none" });
  });

  it("gives each dancer her first heat per day, her later heats and evening session, and keeps hand-entered times", () => {
    const index = indexDancers(dancers);
    const list = parseHeatList(fixture("heat-sheet.txt"), { days: DAYS });
    const matches = matchRows(index, list.rows, { "8:0": "emma-1", "6:0": "katherine" });
    const current = [day("b-maria", "2026-12-12", "10:00", "07:30"), day("b-maria", "2026-12-13", null), day("b-kath", "2026-12-12", "09:00", undefined, new Date("2026-12-01T00:00:00Z")), day("b-emma1", "2026-12-12", null), day("b-emma2", "2026-12-12", null), day("b-zoe", "2026-12-13", null), day("b-chloe", "2026-12-13", "10:15"), day("b-lily", "2026-12-12", null)];
    const p = previewImport({ rows: list.rows, matches, dancers: index.dancers, current, last: null, timeZone: ZONE, readyBeforeMinutes: 60 });
    const of = (bookingId: string, date: string) => p.days.find((d) => d.bookingId === bookingId && d.date === date)!;
    expect(of("b-maria", "2026-12-12")).toMatchObject({ now: "10:00", after: "08:05", effect: { kind: "late", minutes: 25 }, action: "protected" });
    expect(of("b-maria", "2026-12-12").later.map((l) => l.time)).toEqual(["11:40", "14:15"]);
    expect(of("b-maria", "2026-12-13")).toMatchObject({ now: null, after: "09:00", evening: "19:30", action: "set" });
    expect(of("b-maria", "2026-12-13").later).toEqual([expect.objectContaining({ time: "19:30", evening: true })]);
    expect(of("b-kath", "2026-12-12")).toMatchObject({ after: "08:20", action: "protected" });
    expect(of("b-emma1", "2026-12-12")).toMatchObject({ after: "12:10", action: "set" });
    expect(p.days.some((d) => d.bookingId === "b-emma2")).toBe(false);
    expect(of("b-zoe", "2026-12-13")).toMatchObject({ after: "19:45", evening: "19:45" });
    expect(of("b-chloe", "2026-12-13")).toMatchObject({ action: "same" });
    expect(p.changing).toBe(3);
    const overridden = previewImport({ rows: list.rows, matches, dancers: index.dancers, current, last: null, timeZone: ZONE, readyBeforeMinutes: 60, overrides: new Set(["b-maria|2026-12-12"]) });
    expect(overridden.days.find((d) => d.bookingId === "b-maria" && d.date === "2026-12-12")?.action).toBe("set");
  });

  it("against the last import: keeps what the organiser did not move, lists moves, additions and removals", () => {
    const row = (heat: string, time: string, names: string[]): HeatRow => ({ line: Number(heat), heat, session: "", date: "2026-12-12", time, dance: "", names });
    const before = [row("1", "08:00", ["Maria Garcia"]), row("2", "09:00", ["Lily Chen"]), row("3", "10:00", ["Olivia Martin"])];
    const after = [row("1", "08:30", ["García, María"].flatMap(splitCompetitors)), row("2", "09:00", ["Lily Chen"]), row("4", "11:00", ["Sam Reyes"])];
    expect(diffRows(before, after)).toEqual({
      moved: [{ heat: "1", date: "2026-12-12", names: ["María García"], from: "08:00", to: "08:30" }],
      added: [{ heat: "4", date: "2026-12-12", names: ["Sam Reyes"], time: "11:00" }],
      removed: [{ heat: "3", date: "2026-12-12", names: ["Olivia Martin"], time: "10:00" }],
    });
    const index = indexDancers(dancers);
    const lastAt = new Date("2026-12-05T00:00:00Z");
    const current = [day("b-maria", "2026-12-12", "08:00", undefined, lastAt), day("b-lily", "2026-12-12", "09:15", undefined, new Date("2026-12-06T00:00:00Z"))];
    const p = previewImport({ rows: after, matches: matchRows(index, after), dancers: index.dancers, current, last: { at: lastAt, byName: "Desk", set: { "b-maria|2026-12-12": "08:00", "b-lily|2026-12-12": "09:00" }, rows: before }, timeZone: ZONE, readyBeforeMinutes: 60 });
    expect(p.days.map((d) => [d.bookingId, d.action])).toEqual([["b-lily", "kept"], ["b-maria", "set"]]);
    expect(p.diff?.moved).toHaveLength(1);
  });
});
