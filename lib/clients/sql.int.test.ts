// Every raw statement of lib/clients/sql.ts against the migrated schema, each result checked against an
// independent reading of the same rows through Prisma.
import { beforeEach, describe, expect, it } from "vitest";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { clientListPage, countClients, latestChairNotes, type LatestChairNote } from "./sql";

const db = () => testPrisma();
const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
let earlyId: string;
let lateId: string;

const client = (id: string, firstName: string, lastName: string, searchText: string, extra: { mergedIntoId?: string; erasedAt?: Date } = {}) =>
  db().client.create({ data: { id, firstName, lastName, email: `${id}@example.org`, phoneNumber: "5550100", searchText, ...extra } });
const booking = (id: string, clientId: string | null, eventId: string, extra: { deletedAt?: Date; createdAt?: Date } = {}) =>
  db().booking.create({ data: { id, clientId, eventId, danceLevel: "amateur", firstName: "F", lastName: "L", email: "f@example.org", phoneNumber: "5550100", hairAtNight: false, ...extra } });

beforeEach(async () => {
  await resetDatabase();
  const event = (name: string, start: string) =>
    db().event.create({ data: { eventName: name, city: "Phoenix", state: "Arizona", eventStartDate: day(start), eventEndDate: day(start) } });
  earlyId = (await event("Early Open", "2027-03-05")).id;
  lateId = (await event("Late Classic", "2027-06-01")).id;
  await client("c-ana", "Ana", "Ruiz", "ana ruiz ana@example.org 5550100");
  await client("c-bo", "Bo", "Adams", "bo adams bo@example.org a_b");
  await client("c-cy", "Cy", "Adams", "cy adams cy@example.org axb");
  await client("c-old", "Ana", "Ruiz", "ana ruiz old@example.org", { mergedIntoId: "c-ana" });
  await client("c-gone", "", "", "", { erasedAt: new Date("2027-01-01T00:00:00Z") });
  await booking("b-early", "c-ana", earlyId);
  await booking("b-late", "c-ana", lateId);
  await booking("b-deleted", "c-ana", lateId, { deletedAt: new Date("2027-01-02T00:00:00Z") });
  await booking("b-bo", "c-bo", earlyId);
  await booking("b-unlinked", null, earlyId);
});

/** The same list computed from Prisma's reading of the clients, their live bookings and competitions. */
async function listedByPrisma() {
  const clients = await db().client.findMany({
    where: { mergedIntoId: null, erasedAt: null },
    orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
    include: { bookings: { where: { deletedAt: null }, include: { event: true } } },
  });
  return clients.map((c) => {
    const last = [...c.bookings].sort((a, b) => b.event.eventStartDate.getTime() - a.event.eventStartDate.getTime() || b.createdAt.getTime() - a.createdAt.getTime())[0];
    return {
      _id: c.id,
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      phoneNumber: c.phoneNumber,
      bookingCount: c.bookings.length,
      lastCompetition: last ? { _id: last.event.id, eventName: last.event.eventName, eventStartDate: last.event.eventStartDate.toISOString().slice(0, 10) } : null,
    };
  });
}

describe("clientListPage and countClients (the Clients list)", () => {
  it("lists live clients by last name with their live bookings' count and last competition, a page at a time", async () => {
    const expected = await listedByPrisma();
    expect(expected.map((c) => c._id)).toEqual(["c-bo", "c-cy", "c-ana"]);
    expect(await clientListPage([], 10, 0)).toEqual(expected);
    expect((await clientListPage([], 10, 0)).find((c) => c._id === "c-ana")).toMatchObject({ bookingCount: 2, lastCompetition: { _id: lateId, eventName: "Late Classic", eventStartDate: "2027-06-01" } });
    expect(await clientListPage([], 1, 1)).toEqual([expected[1]]);
    expect(await countClients([])).toBe(await db().client.count({ where: { mergedIntoId: null, erasedAt: null } }));
    expect(await countClients([])).toBe(3);
  });

  it("keeps the clients whose search text holds every word, LIKE's wildcards taken literally", async () => {
    expect((await clientListPage(["ADAMS"], 10, 0)).map((c) => c._id)).toEqual(["c-bo", "c-cy"]);
    expect((await clientListPage(["adams", "a_b"], 10, 0)).map((c) => c._id)).toEqual(["c-bo"]);
    expect(await countClients(["a_b"])).toBe(1);
    expect(await countClients(["%"])).toBe(0);
    expect(await countClients(["ruiz"])).toBe(1);
  });
});

describe("latestChairNotes (the run sheet's and My Calendar's notes)", () => {
  it("gives each booking its client's newest hair, makeup and allergies note, and nothing for other kinds or unlinked bookings", async () => {
    const note = (kind: "hair" | "makeup" | "allergies" | "notes", body: string, at: string) =>
      db().clientNote.create({ data: { clientId: "c-ana", kind, body, authorName: "Desk", createdAt: new Date(at) } });
    await note("hair", "Low bun", "2027-01-01T10:00:00Z");
    await note("hair", "Sleek high pony", "2027-01-05T10:00:00Z");
    await note("makeup", "Bronze eyes", "2027-01-03T10:00:00Z");
    await note("allergies", "Latex", "2027-01-02T10:00:00Z");
    await note("notes", "Likes coffee", "2027-01-06T10:00:00Z");

    const newest = new Map<string, string>();
    for (const n of await db().clientNote.findMany({ where: { clientId: "c-ana", kind: { in: ["hair", "makeup", "allergies"] } }, orderBy: { createdAt: "asc" } })) newest.set(n.kind, n.body);
    const expected: LatestChairNote[] = ["b-early", "b-late"].flatMap((bookingId) => [...newest].map(([kind, body]) => ({ bookingId, kind: kind as LatestChairNote["kind"], body })));
    const byKey = (a: LatestChairNote, b: LatestChairNote) => `${a.bookingId}/${a.kind}`.localeCompare(`${b.bookingId}/${b.kind}`);

    const rows = await latestChairNotes(["b-early", "b-late", "b-bo", "b-unlinked", "no-such-booking"]);
    expect([...rows].sort(byKey)).toEqual(expected.sort(byKey));
    expect(rows.filter((r) => r.bookingId === "b-early").map((r) => r.body).sort()).toEqual(["Bronze eyes", "Latex", "Sleek high pony"]);
    expect(await latestChairNotes([])).toEqual([]);
  });
});
