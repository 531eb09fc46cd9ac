// Importing a heat list against PostgreSQL through the routes: each fixture (CSV, TSV with other column names,
// pasted heat-sheet text) sets every booked dancer's heat times; ambiguous and unmatched names are listed;
// nothing is saved on bad input; a hand-entered time is kept unless overridden; a newer list shows its changes.
import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { createBooking, saveHeatTimes, updateBooking } from "@/lib/bookings";
import { runSheetFor } from "@/lib/calendar/run-sheet";
import { bookingsLateForHeat } from "@/lib/bookings/heat-times";
import { POST as preview } from "@/app/api/events/[id]/heat-list/preview/route";
import { POST as apply } from "@/app/api/events/[id]/heat-list/apply/route";
import { callRoute, staffSession, type StaffSession } from "@/tests/support/api";
import { bookingRequest, completeSlot } from "@/tests/support/booking-requests";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import type { HeatListPreviewDto } from "./dto";

const db = () => testPrisma();
const SAT = "2026-12-12";
const SUN = "2026-12-13";
const fixture = (name: string) => readFileSync(`${import.meta.dirname}/fixtures/${name}`, "utf8");
const TSV_MAPPING = { heat: "Ht", date: "When", time: "Clock", session: "Part", dance: "Category", competitor: "Athlete 1", partner: "Athlete 2" };

let eventId: string;
let desk: StaffSession;
const ids: Record<string, string> = {};

async function book(key: string, firstName: string, lastName: string, days: string[], service: string) {
  const booking = await createBooking(bookingRequest({ competition: eventId, service, days, firstName, lastName, email: `${key}@example.net` }), new Date("2026-12-01T12:00:00Z"));
  ids[key] = booking._id;
}

const clientOf = async (key: string) => (await db().booking.findUniqueOrThrow({ where: { id: ids[key] }, select: { clientId: true } })).clientId!;
const post = (route: Parameters<typeof callRoute>[0], path: string, body: unknown, headers = desk.headers) => callRoute(route, "POST", `/api/events/${eventId}/heat-list/${path}`, { params: { id: eventId }, body, headers });
async function previewOf(body: Record<string, unknown>): Promise<HeatListPreviewDto> {
  const res = await post(preview, "preview", body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  return (await res.json()) as HeatListPreviewDto;
}

/** Every booked dancer's heat time and later heats per day. */
async function heatTimes() {
  const days = await db().bookingDay.findMany({ where: { bookingId: { in: Object.values(ids) } }, orderBy: [{ bookingId: "asc" }, { date: "asc" }] });
  const keyOf = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
  return Object.fromEntries(days.map((d) => [`${keyOf[d.bookingId]} ${d.date.toISOString().slice(0, 10)}`, [d.heatTime, ...d.heatLater].join(" ")]));
}

beforeEach(async () => {
  await resetDatabase();
  eventId = (await db().event.create({ data: { eventName: "Snowflake Ballroom Classic", city: "Chicago", state: "Illinois", timeZone: "America/Chicago", eventStartDate: new Date(`${SAT}T00:00:00Z`), eventEndDate: new Date(`${SUN}T00:00:00Z`) } })).id;
  const service = (await db().service.create({ data: { title: "Competition Hair", time: "60 min", price: 60 } })).id;
  const stylist = (await db().user.create({ data: { firstName: "Anna", lastName: "Kim", email: "anna@example.com", passwordHash: "x", permissions: ["view_bookings"] } })).id;
  await book("maria", "María Elena", "García", [SAT, SUN], service);
  await book("katherine", "Katherine", "Smith", [SAT], service);
  await book("emmaA", "Emma", "Brown", [SAT], service);
  await book("emmaB", "Emma", "Brown", [SAT], service);
  await book("zoe", "Zoë", "O'Neil", [SUN], service);
  await book("chloe", "Chloe", "Nguyen", [SUN], service);
  await book("lily", "Lily", "Chen", [SAT], service);
  // María has a slot on Saturday (6:30–7:30) and gave 10:00 by hand: fine now, late once her 8:05 heat is in.
  await updateBooking(ids.maria, { additionalNotes: "", danceStartDate: "", danceStartTime: "", dayDetails: [{ date: SAT, schedules: [completeSlot(stylist, SAT, "06:30", "07:30")] }, { date: SUN, schedules: [] }] });
  await db().bookingDay.updateMany({ where: { bookingId: ids.maria, date: new Date(`${SAT}T00:00:00Z`) }, data: { heatTime: "10:00", heatUpdatedAt: new Date("2026-12-01T13:00:00Z") } });
  desk = await staffSession("desk@example.com", ["manage_bookings"], { firstName: "Dana" });
});

const EXPECTED_AFTER_LIST = {
  [`maria ${SAT}`]: "08:05 11:40 14:15",
  [`maria ${SUN}`]: "09:00 19:30",
  [`katherine ${SAT}`]: "08:20",
  [`emmaA ${SAT}`]: "12:10",
  [`emmaB ${SAT}`]: "",
  [`zoe ${SUN}`]: "19:45",
  [`chloe ${SUN}`]: "10:15",
  [`lily ${SAT}`]: "",
};

describe("importing the CSV fixture", () => {
  it("previews, lists the ambiguous and unmatched names and the unreadable line, then saves every dancer's heat times at once", async () => {
    const p = await previewOf({ text: fixture("heat-list.csv"), fileName: "heat-list.csv" });
    expect(p.format).toBe("csv");
    expect(p.mapping).toMatchObject({ competitor: "Competitor", partner: "Partner", time: "Time", date: "Date" });
    expect(p.ambiguous.map((a) => [a.line, a.name, a.candidates.length])).toEqual([[5, "Emma Brown", 2]]);
    expect(p.unmatched.map((u) => [u.line, u.names])).toEqual([[7, ["Olivia Martin", "Sam Reyes"]]]);
    expect(p.problems).toEqual([expect.objectContaining({ line: 12, reason: '"lunch" is not a time' })]);
    const mariaSat = p.changes.find((c) => c.bookingId === ids.maria && c.date === SAT)!;
    expect(mariaSat).toMatchObject({ now: "10:00", after: "08:05", action: "protected", effectLabel: "Now late by 10 min", laterLabel: "Also dances 11:40 AM, 2:15 PM" });
    expect(p.changes.find((c) => c.bookingId === ids.maria && c.date === SUN)).toMatchObject({ after: "09:00", evening: "19:30", laterLabel: "Also dances 7:30 PM (evening session)" });
    expect(await heatTimes()).toMatchObject({ [`maria ${SAT}`]: "10:00", [`lily ${SAT}`]: "" });

    const emmaA = await clientOf("emmaA");
    const res = await post(apply, "apply", { text: fixture("heat-list.csv"), fileName: "heat-list.csv", picks: { "5:0": emmaA }, overrides: [`${ids.maria}|${SAT}`] });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ saved: true, changed: 5, late: ["María Elena García"] });
    expect(await heatTimes()).toEqual(EXPECTED_AFTER_LIST);
    const record = await db().heatListImport.findFirstOrThrow({ where: { eventId } });
    expect(record).toMatchObject({ format: "csv", fileName: "heat-list.csv", importedByName: expect.stringContaining("Dana"), changedCount: 5 });
    expect((record.rows as unknown[]).length).toBe(10);
    // The run sheet gives her first heat and her later ones.
    const sheet = await runSheetFor(SAT, { view: "desk" }, "America/Chicago");
    expect(sheet.sections.flatMap((s) => s.rows).find((r) => r.dancer.includes("García"))?.heat).toMatchObject({ heat: "8:05 AM", late: true, later: "Also dances 11:40 AM, 2:15 PM" });
    // What needs doing (the admin home): her booking is late for heat.
    expect((await bookingsLateForHeat(new Date("2026-12-05T12:00:00Z"))).map((b) => b.name)).toEqual(["María Elena García"]);
    // Emma A picked among two of the same name: not a nickname, nothing remembered.
    expect((await db().client.findUniqueOrThrow({ where: { id: emmaA } })).heatListAliases).toEqual([]);
  });

  it("keeps a hand-entered heat time unless staff tick it", async () => {
    const res = await post(apply, "apply", { text: fixture("heat-list.csv"), picks: { "5:0": await clientOf("emmaA") } });
    expect(res.status).toBe(200);
    expect((await heatTimes())[`maria ${SAT}`]).toBe("10:00 11:40 14:15");
  });
});

describe("importing the TSV fixture (other column names)", () => {
  it("asks for the columns, remembers the mapping, and remembers a nickname staff confirmed", async () => {
    const unmapped = await previewOf({ text: fixture("heat-list.tsv") });
    expect(unmapped.missing).toEqual(["competitor", "time"]);
    expect(unmapped.columns).toEqual(["Ht", "When", "Clock", "Part", "Category", "Athlete 1", "Athlete 2"]);
    const p = await previewOf({ text: fixture("heat-list.tsv"), mapping: TSV_MAPPING });
    expect(p.missing).toEqual([]);
    expect(p.ambiguous.map((a) => [a.line, a.name, a.reason])).toEqual([
      [3, "Katie Smith", "Same last name, first name alike"],
      [5, "Emma Brown", "Two booked dancers have this name"],
      [6, "GARCIA MARIA", "Names the other way round"],
    ]);
    expect(p.problems).toEqual([expect.objectContaining({ line: 11, reason: '"25:10" is not a time' })]);
    const katherine = await clientOf("katherine");
    const maria = await clientOf("maria");
    const res = await post(apply, "apply", { text: fixture("heat-list.tsv"), mapping: TSV_MAPPING, picks: { "3:0": katherine, "5:0": await clientOf("emmaA"), "6:0": maria }, overrides: [`${ids.maria}|${SAT}`] });
    expect(res.status).toBe(200);
    expect(await heatTimes()).toEqual(EXPECTED_AFTER_LIST);
    expect((await db().client.findUniqueOrThrow({ where: { id: katherine } })).heatListAliases).toEqual(["katie smith"]);
    // The next list of this competition: the mapping is remembered and Katie Smith is Katherine.
    const again = await previewOf({ text: fixture("heat-list.tsv") });
    expect(again.missing).toEqual([]);
    expect(again.ambiguous.map((a) => a.name)).toEqual(["Emma Brown"]);
    expect(again.changes.find((c) => c.bookingId === ids.katherine)).toMatchObject({ action: "same" });
  });
});

describe("a nickname staff link once", () => {
  it("links an unmatched name to a booked dancer, remembers it on her card, and matches it next time", async () => {
    const text = "Saturday, December 12, 2026\nHeat 5  9:10 AM  Waltz  Chen, Peggy & Ward, Tom";
    const p = await previewOf({ text });
    expect(p.unmatched.map((u) => [u.key, u.names])).toEqual([["2:0", ["Peggy Chen", "Tom Ward"]]]);
    const lily = await clientOf("lily");
    expect((await post(apply, "apply", { text, picks: { "2:0": lily } })).status).toBe(200);
    expect((await heatTimes())[`lily ${SAT}`]).toBe("09:10");
    expect((await db().client.findUniqueOrThrow({ where: { id: lily } })).heatListAliases).toEqual(["peggy chen"]);
    const again = await previewOf({ text: text.replace("9:10 AM", "9:40 AM") });
    expect(again.unmatched).toEqual([]);
    expect(again.changes).toEqual([expect.objectContaining({ name: "Lily Chen", after: "09:40", action: "set" })]);
  });
});

describe("importing pasted heat-sheet text", () => {
  const text = fixture("heat-sheet.txt");

  it("reads 'Last, First' names, accents, a couple, three heats over two days and an evening session", async () => {
    const p = await previewOf({ text });
    expect(p.format).toBe("text");
    expect(p.ambiguous.map((a) => [a.line, a.name])).toEqual([
      [6, "Katie Smith"],
      [8, "Emma Brown"],
    ]);
    expect(p.unmatched.map((u) => u.line)).toEqual([11]);
    expect(p.problems).toEqual([{ line: 12, text: "Heat 61   TBA       Rhythm Bolero   Martin, Olivia & Reyes, Sam", reason: "No heat time on this line" }]);
    const res = await post(apply, "apply", { text, picks: { "6:0": await clientOf("katherine"), "8:0": await clientOf("emmaA") }, overrides: [`${ids.maria}|${SAT}`] });
    expect(res.status).toBe(200);
    expect(await heatTimes()).toEqual(EXPECTED_AFTER_LIST);
  });

  it("a newer version of the list: shows what the organiser changed, applies it, and keeps a parent's later time unless overridden", async () => {
    const picks = { "6:0": await clientOf("katherine"), "8:0": await clientOf("emmaA") };
    expect((await post(apply, "apply", { text, picks, overrides: [`${ids.maria}|${SAT}`] })).status).toBe(200);
    // A parent gives Chloe's time on the private page after the import.
    await saveHeatTimes(ids.chloe, { days: [{ date: SUN, heatTime: "10:00", heatNote: "" }] }, new Date(Date.now() + 1000));
    const newer = text
      .replace("Heat 7    9:00 AM", "Heat 7    9:30 AM")
      .replace("#90       10:15 AM", "#90       10:45 AM")
      .replace("Heat 82   7:45 PM   Showcase Solo   O'Neil, Zoë & Park, Daniel\n", "")
      .replace("Heat 60   2:30 PM", "Heat 59   9:10 AM   Rhythm Merengue   Chen, Lily & Ward, Tom\nHeat 60   2:30 PM");
    const p = await previewOf({ text: newer, picks });
    expect(p.diff).toMatchObject({ by: expect.stringContaining("Dana") });
    expect(p.diff!.moved.map((m) => [m.heat, m.from, m.to])).toEqual([
      ["7", "09:00", "09:30"],
      ["90", "10:15", "10:45"],
    ]);
    expect(p.diff!.added.map((a) => a.heat)).toEqual(["59"]);
    expect(p.diff!.removed.map((r) => r.heat)).toEqual(["82"]);
    expect(p.dropped.map((d) => d.name)).toEqual(["Zoë O'Neil"]);
    expect(p.changes.filter((c) => c.action === "set").map((c) => [c.name, c.after])).toEqual([
      ["Lily Chen", "09:10"],
      ["María Elena García", "09:30"],
    ]);
    expect(p.changes.find((c) => c.bookingId === ids.chloe)).toMatchObject({ now: "10:00", after: "10:45", action: "protected" });
    expect((await post(apply, "apply", { text: newer, picks })).status).toBe(200);
    expect(await heatTimes()).toMatchObject({ [`maria ${SUN}`]: "09:30 19:30", [`lily ${SAT}`]: "09:10", [`chloe ${SUN}`]: "10:00", [`zoe ${SUN}`]: "19:45" });
    expect((await post(apply, "apply", { text: newer, picks, overrides: [`${ids.chloe}|${SUN}`] })).status).toBe(200);
    expect((await heatTimes())[`chloe ${SUN}`]).toBe("10:45");
    expect(await db().heatListImport.count({ where: { eventId } })).toBe(3);
  });
});

describe("bad input changes nothing", () => {
  const unchanged = async () => {
    expect(await heatTimes()).toMatchObject({ [`maria ${SAT}`]: "10:00", [`maria ${SUN}`]: "", [`chloe ${SUN}`]: "" });
    expect(await db().heatListImport.count()).toBe(0);
  };

  it("refuses an empty list (400), a binary file (415), one over the size limit (413) and another competition's dates (400)", async () => {
    const empty = await post(apply, "apply", { text: "  \n\n " });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toBe("The heat list is empty. Paste it or choose the file again.");
    const binary = await post(preview, "preview", { text: "PK\u0003\u0004\u0000\u0000\u0014\u0000binary" });
    expect(binary.status).toBe(415);
    expect((await binary.json()).error).toMatch(/^This file is not text/);
    const big = await post(apply, "apply", { text: "Heat 1  9:00 AM  Waltz  Ann Lee\n".repeat(40_000) });
    expect(big.status).toBe(413);
    const elsewhere = await post(apply, "apply", { text: fixture("heat-list.csv").replaceAll("/2026", "/2025") });
    expect(elsewhere.status).toBe(400);
    expect((await elsewhere.json()).error).toBe("This heat list is for Fri, Dec 12, Sat, Dec 13, not for Snowflake Ballroom Classic (December 12th – 13th, 2026). Check the competition.");
    const notJson = await callRoute(preview, "POST", `/api/events/${eventId}/heat-list/preview`, { params: { id: eventId }, headers: { ...desk.headers } });
    expect([400, 415]).toContain(notJson.status);
    await unchanged();
  });

  it("lists a heat on a day outside the competition and an unreadable line by line number, and imports the rest", async () => {
    const text = `Saturday, December 12, 2026\nHeat 1  8:00 AM  Waltz  Chen, Lily\nHeat 2  8:15 AM  Tango  ???\nDecember 14, 2026\nHeat 3  9:00 AM  Waltz  Chen, Lily\nHeat x7 nine o'clock 1 Lily\n`;
    const p = await previewOf({ text });
    expect(p.problems.map((x) => [x.line, x.reason])).toEqual([
      [3, "No competitor name on this line"],
      [5, "Mon, Dec 14 is not a day of Snowflake Ballroom Classic"],
      [6, "No heat time on this line"],
    ]);
    expect((await post(apply, "apply", { text })).status).toBe(200);
    expect((await heatTimes())[`lily ${SAT}`]).toBe("08:00");
  });

  it("is for staff who manage bookings", async () => {
    const viewer = await staffSession("viewer@example.com", ["view_bookings"]);
    expect((await post(preview, "preview", { text: fixture("heat-list.csv") }, viewer.headers)).status).toBe(403);
    expect((await callRoute(apply, "POST", `/api/events/${eventId}/heat-list/apply`, { params: { id: eventId }, body: { text: "x" } })).status).toBe(401);
    expect((await post(preview, "preview", { text: fixture("heat-list.csv") }).then(async (r) => r.status))).toBe(200);
    const missing = await callRoute(preview, "POST", `/api/events/nope/heat-list/preview`, { params: { id: "nope" }, body: { text: fixture("heat-list.csv") }, headers: desk.headers });
    expect(missing.status).toBe(404);
  });
});
