import ical from "ical-generator";
import { describe, expect, it } from "vitest";
import { buildCalendarFeed, foldIcsLines, forgetRenderedEvents, type FeedRow } from "./feed";

const octets = (line: string) => Buffer.byteLength(line, "utf8");

describe("foldIcsLines", () => {
  it("folds long lines at 75 octets, never inside a multi-byte character, and unfolds to the same text", () => {
    const description = `DESCRIPTION:${"Ballroom — Latin — Hair & Makeup, ".repeat(6)}ü€😀${"x".repeat(80)}`;
    const folded = foldIcsLines(`BEGIN:VEVENT\r\n${description}\r\nEND:VEVENT\r\n`);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines.filter((l) => !l.startsWith(" ") && l.length).map((l) => l.split(":")[0])).toEqual(["BEGIN", "DESCRIPTION", "END"]);
    expect(folded.replace(/\r\n /g, "")).toBe(`BEGIN:VEVENT\r\n${description}\r\nEND:VEVENT\r\n`);
    expect(folded).not.toContain("\uFFFD");
  });

  it("gives the same bytes as ical-generator's own folding of a calendar", () => {
    const calendar = ical({ name: "Test" });
    calendar.createEvent({ id: "a@b", start: new Date("2026-05-01T12:00:00Z"), end: new Date("2026-05-01T13:00:00Z"), stamp: new Date("2026-04-01T00:00:00Z"), summary: "Ünïcödé ".repeat(20), description: "😀 line\nnext ".repeat(15) });
    const own = calendar.toString();
    expect(foldIcsLines(own.replace(/\r\n /g, ""))).toBe(own);
  });
});

describe("buildCalendarFeed", () => {
  const row = (i: number, overrides: Partial<FeedRow> = {}): FeedRow => ({
    id: `slot-${i}`,
    serviceTitle: "Competition Hair",
    startAt: new Date(Date.UTC(2026, 11, 4, 12 + i)),
    endAt: new Date(Date.UTC(2026, 11, 4, 12 + i, 45)),
    sequence: 0,
    updatedAt: new Date("2026-11-01T00:00:00Z"),
    bookingUpdatedAt: new Date("2026-11-01T00:00:00Z"),
    firstName: `Ana${i}`,
    lastName: "Ruiz",
    danceLevel: "amateur",
    hairAtNight: false,
    additionalNotes: "",
    message: "",
    danceStyles: ["latin"],
    additionalServiceTitles: [],
    eventName: "Winter Star Ball",
    locationName: "Hilton",
    city: "Chicago",
    state: "Illinois",
    ...overrides,
  });

  it("reuses rendered events only while their row is unchanged: a changed slot shows its new data", () => {
    forgetRenderedEvents();
    const rows = [row(0), row(1), row(2)];
    const first = buildCalendarFeed(rows, "Studio — Daniel").ics;
    expect(first.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(buildCalendarFeed(rows, "Studio — Daniel").ics).toBe(first);

    const changed = [row(0), row(1, { serviceTitle: "Competition Makeup", sequence: 1, updatedAt: new Date("2026-11-02T00:00:00Z") }), row(2)];
    const withReuse = buildCalendarFeed(changed, "Studio — Daniel").ics;
    forgetRenderedEvents();
    expect(withReuse).toBe(buildCalendarFeed(changed, "Studio — Daniel").ics);
    expect(withReuse).toContain("SUMMARY:Competition Makeup — Ana1 R.");
    expect(withReuse).not.toContain("SUMMARY:Competition Hair — Ana1 R.");
    expect(withReuse.match(/BEGIN:VEVENT/g)).toHaveLength(3);
  });
});
