import ical from "ical-generator";
import { describe, expect, it, vi } from "vitest";
import { assembleFeed, buildCalendarFeed, foldIcsLines, renderEvents, versionKey, type FeedRow } from "./feed";

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
    danceStyles: ["latin"],
    additionalServiceTitles: [],
    eventName: "Winter Star Ball",
    locationName: "Hilton",
    city: "Chicago",
    state: "Illinois",
    timeZone: "America/New_York",
    date: new Date("2026-12-04T00:00:00Z"),
    heatTime: null,
    heatNote: "",
    ...overrides,
  });

  it("renders one VEVENT per row in order, with the slot's UID, SEQUENCE and the last change as DTSTAMP", () => {
    const ics = buildCalendarFeed([row(0), row(1, { sequence: 2, bookingUpdatedAt: new Date("2026-11-03T10:00:00Z") })], "Studio — Daniel", "America/New_York").ics;
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics.indexOf("Ana0 R.")).toBeLessThan(ics.indexOf("Ana1 R."));
    expect(ics).toContain("SEQUENCE:2");
    expect(ics).toContain("DTSTAMP:20261103T100000Z");
    expect(ics).toMatch(/^BEGIN:VCALENDAR[\s\S]*END:VCALENDAR\r?\n?$/);
  });

  it("puts each slot's text in the index's order, and leaves out a slot that has none", () => {
    const rows = [row(0), row(1), row(2)];
    const texts = renderEvents([rows[1]], "America/New_York");
    texts.set(rows[0].id, "BEGIN:VEVENT\r\nUID:stored-0\r\nEND:VEVENT\r\n");
    const index = rows.map((r, i) => ({ id: r.id, updatedAt: r.updatedAt.getTime() + i, bookingUpdatedAt: r.bookingUpdatedAt.getTime() }));
    const { ics, lastModified } = assembleFeed(index, texts, "Studio — Daniel");
    expect(ics.indexOf("UID:stored-0")).toBeLessThan(ics.indexOf("Ana1 R."));
    expect(ics).toContain("UID:stored-0");
    expect(ics).toContain("SUMMARY:Competition Hair — Ana1 R.");
    expect(ics).not.toContain("Ana2 R.");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(lastModified).toEqual(new Date(rows[1].updatedAt.getTime() + 1));
  });

  it("gives a slot a new version whenever its SEQUENCE or a last change moves, the same from Dates or epoch ms", () => {
    const base = versionKey(row(0));
    expect(versionKey({ id: "slot-0", sequence: 0, updatedAt: row(0).updatedAt.getTime(), bookingUpdatedAt: row(0).bookingUpdatedAt.getTime() })).toBe(base);
    expect(versionKey(row(0, { sequence: 1 }))).not.toBe(base);
    expect(versionKey(row(0, { updatedAt: new Date("2026-11-02T00:00:00Z") }))).not.toBe(base);
    expect(versionKey(row(0, { bookingUpdatedAt: new Date("2026-11-02T00:00:00Z") }))).not.toBe(base);
  });
});

describe("renderer fingerprint (the stored events' key)", () => {
  it("is derived from the rendering itself: stable in a process, and a different rendering gives a different one", async () => {
    const first = (await import("./feed")).renderer();
    expect(first).toMatch(/^[\w-]{22}$/);
    expect((await import("./feed")).renderer()).toBe(first);
    // The same module with a changed label: a fresh copy of the module renders differently, so its fingerprint differs.
    vi.resetModules();
    vi.doMock("@/lib/time", async (original) => ({ ...(await original<typeof import("@/lib/time")>()), timeZoneLabel: () => "Changed label" }));
    const changed = (await import("./feed")).renderer();
    vi.doUnmock("@/lib/time");
    vi.resetModules();
    expect(changed).not.toBe(first);
  });
});
