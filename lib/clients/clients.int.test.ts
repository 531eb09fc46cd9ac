// The linking rule (siblings apart, the same dancer with other case or spacing joins), merges
// (self-merge, two at once), moves, erasure (no trace of the name or email in any text column of any
// table, stored emails included) and retention.
import { describe, expect, inject, it } from "vitest";
import { testPrisma } from "@/tests/support/db";
import { clientActor, clientOf, clientWorld } from "@/tests/support/client-world";
import { linkUnlinkedBookings } from "@/lib/bookings/client-link";
import { addClientNote, chairNotesFor, getClientCard, listClients, mergeClients, moveBookingToClient, returningDancer } from "./index";
import { eraseClient, runClientRetention, updateClientSettings } from "./erase";
import { bookAgainPrefill, bookAgainRef } from "./book-again";
import { revokeBookingLinks } from "@/lib/auth";
import { GET as againRoute } from "@/app/api/booking/again/[ref]/route";
import { callRoute } from "@/tests/support/api";
import { addClientPhoto, MAX_CLIENT_PHOTOS, readClientPhoto } from "./photos";
import sharp from "sharp";

const db = () => testPrisma();
const actor = clientActor;
const { world, book } = clientWorld();

describe("linking a booking to its client", () => {
  it("joins the same dancer whatever the case and spacing of the name and email", async () => {
    const a = await book({ firstName: "Mia", lastName: "Novak", email: "mia@example.net" });
    const b = await book({ firstName: "  mia", lastName: "NOVAK ", email: " MIA@Example.net" });
    const c = await book({ firstName: "Mia  Rose", lastName: "Novak", email: "mia@example.net" });
    const d = await book({ firstName: "mia   rose", lastName: "novak", email: "mia@example.net" });
    expect(await clientOf(b._id)).toBe(await clientOf(a._id));
    expect(await clientOf(d._id)).toBe(await clientOf(c._id));
    expect(await clientOf(c._id)).not.toBe(await clientOf(a._id));
    const card = await getClientCard(await clientOf(a._id));
    expect(card.bookings).toHaveLength(2);
    expect(card.email).toBe("mia@example.net");
    expect((await getClientCard(await clientOf(d._id))).firstName).toBe("Mia Rose");
  });

  it("keeps siblings who share a parent's email apart", async () => {
    const parent = { isParentOrGuardian: true, parentFirstName: "Ana", parentLastName: "Novak", email: "family@example.net" };
    const mia = await book({ ...parent, firstName: "Mia", lastName: "Novak" });
    const leo = await book({ ...parent, firstName: "Leo", lastName: "Novak" });
    expect(await clientOf(mia._id)).not.toBe(await clientOf(leo._id));
    const card = await getClientCard(await clientOf(leo._id));
    expect(card.guardian).toEqual({ firstName: "Ana", lastName: "Novak" });
    const list = await listClients({ q: "novak", page: 1, pageSize: 20 });
    expect(list.clients.map((c) => c.firstName).sort()).toEqual(["Leo", "Mia"]);
    expect(list.clients[0].bookingCount).toBe(1);
    expect(list.clients[0].lastCompetition?.eventName).toBe("Winter Star Ball");
  });

  it("links bookings written outside createBooking (the seed) by the same rule, once", async () => {
    const linked = await book({ firstName: "Ada", lastName: "Lovel", email: "ada@example.net" });
    const a = await db().booking.create({ data: { eventId: world.eventId, danceLevel: "amateur", firstName: "ADA ", lastName: "lovel", email: "Ada@example.net", phoneNumber: "1", hairAtNight: false } });
    const b = await db().booking.create({ data: { eventId: world.eventId, danceLevel: "amateur", firstName: "Bo", lastName: "Lovel", email: "ada@example.net", phoneNumber: "1", hairAtNight: false } });
    expect(await linkUnlinkedBookings(db())).toBe(2);
    expect(await clientOf(a.id)).toBe(await clientOf(linked._id));
    expect(await clientOf(b.id)).not.toBe(await clientOf(linked._id));
    expect(await linkUnlinkedBookings(db())).toBe(0);
  });

  it("the migration's rule and the insert's rule are the same SQL function", async () => {
    const [row] = await db().$queryRaw<{ key: string }[]>`SELECT client_match_key(' A@B.com ', ' Anna  Maria', 'SMITH ') AS key`;
    expect(row.key).toBe("a@b.com\nanna maria smith");
  });

  it("finds clients by part of a name, the email or the phone digits", async () => {
    await book({ firstName: "Valentina", lastName: "Orsini", email: "vo@example.net", phoneNumber: "(555) 010-7788" });
    expect((await listClients({ q: "lenti", page: 1, pageSize: 20 })).total).toBe(1);
    expect((await listClients({ q: "010-7788", page: 1, pageSize: 20 })).total).toBe(1);
    expect((await listClients({ q: "vo@ex", page: 1, pageSize: 20 })).total).toBe(1);
    expect((await listClients({ q: "100%", page: 1, pageSize: 20 })).total).toBe(0);
  });

  it("ignores accents both ways: 'sofía' finds Sofia and 'sofia' finds Sofía, still by part of a word", async () => {
    const plain = await clientOf((await book({ firstName: "Sofia", lastName: "Lopez", email: "sofia@example.net" }))._id);
    const accented = await clientOf((await book({ firstName: "Sofía", lastName: "Núñez", email: "snunez@example.net" }))._id);
    await book({ firstName: "Sonia", lastName: "Ruiz", email: "sonia@example.net" });
    const ids = async (q: string) => (await listClients({ q, page: 1, pageSize: 20 })).clients.map((c) => c._id).sort();
    const both = [plain, accented].sort();
    expect(await ids("sofía")).toEqual(both);
    expect(await ids("sofia")).toEqual(both);
    expect(await ids("SOFÍA")).toEqual(both);
    expect(await ids("nunez")).toEqual([accented]);
    expect(await ids("Núñ")).toEqual([accented]);
    expect(await ids("sofia núñez")).toEqual([accented]);
    expect((await listClients({ q: "sofia", page: 1, pageSize: 20 })).total).toBe(2);
  });
});

describe("merging clients and moving bookings", () => {
  it("refuses a merge into itself (400) and merges bookings and notes, audited", async () => {
    const a = await clientOf((await book({ firstName: "Mia", lastName: "Novak" }))._id);
    const b = await clientOf((await book({ firstName: "Mia", lastName: "Novak-Kral" }))._id);
    await expect(mergeClients(a, a, actor)).rejects.toMatchObject({ status: 400 });
    await addClientNote(a, { kind: "allergies", body: "Latex lash glue" }, actor);
    await mergeClients(a, b, actor);
    const card = await getClientCard(b);
    expect(card.bookings).toHaveLength(2);
    expect(card.current.allergies?.body).toBe("Latex lash glue");
    await expect(getClientCard(a)).rejects.toMatchObject({ status: 404 });
    // A later booking under the merged client's key lands on the survivor.
    const later = await book({ firstName: "Mia", lastName: "Novak" });
    expect(await clientOf(later._id)).toBe(b);
    expect(await db().clientAudit.count({ where: { action: "merge", clientId: b, otherClientId: a } })).toBe(1);
  });

  it("two merges at once: one wins, the other is 409, nothing half-done", async () => {
    const a = await clientOf((await book({ firstName: "Ann", lastName: "One" }))._id);
    const b = await clientOf((await book({ firstName: "Ann", lastName: "Two" }))._id);
    const results = await Promise.allSettled([mergeClients(a, b, actor), mergeClients(b, a, actor)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const failed = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(failed.reason).toMatchObject({ status: 409 });
    const live = await db().client.findMany({ where: { mergedIntoId: null } });
    expect(live).toHaveLength(1);
    expect(await db().booking.count({ where: { clientId: live[0].id } })).toBe(2);
  });

  it("moves one booking to another client, audited", async () => {
    const first = await book({ firstName: "Mia", lastName: "Novak" });
    const other = await clientOf((await book({ firstName: "Leo", lastName: "Novak" }))._id);
    await moveBookingToClient(other, first._id, actor);
    expect(await clientOf(first._id)).toBe(other);
    await expect(moveBookingToClient(other, first._id, actor)).rejects.toMatchObject({ status: 400 });
    expect(await db().clientAudit.count({ where: { action: "move-booking", bookingId: first._id } })).toBe(1);
  });

  it("Edit Booking's panel and the chair notes", async () => {
    await book({ firstName: "Mia", lastName: "Novak" });
    const second = await book({ firstName: "Mia", lastName: "Novak" });
    const client = await clientOf(second._id);
    await addClientNote(client, { kind: "hair", body: "Low bun, 2 nets\nextra pins" }, actor);
    await addClientNote(client, { kind: "allergies", body: "Latex" }, actor);
    const panel = await returningDancer(second._id);
    expect(panel?.earlierBookings).toBe(1);
    expect(panel?.current.hair?.authorName).toBe("Desk Staff");
    expect((await chairNotesFor([second._id])).get(second._id)).toEqual({ allergies: "Latex", styling: "Hair: Low bun, 2 nets" });
  });
});

/** Every text, varchar, text[] and json column of every table that contains `needle` (case-insensitive). */
async function tracesOf(needle: string): Promise<string[]> {
  const columns = await db().$queryRaw<{ table_name: string; column_name: string }[]>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND udt_name IN ('text', 'varchar', '_text', 'json', 'jsonb')`;
  const hits: string[] = [];
  for (const { table_name, column_name } of columns) {
    const [row] = await db().$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM "${table_name}" WHERE "${column_name}"::text ILIKE $1`,
      `%${needle}%`,
    );
    if (row.n > 0) hits.push(`${table_name}.${column_name}`);
  }
  return hits;
}

describe("erasure", () => {
  it("leaves no trace of the name or email in any table or stored email; bookings stay as anonymous rows", async () => {
    const first = await book({ firstName: "Zephyrine", lastName: "Quillfeather", email: "zephy.q@example.org", message: "Call Zephyrine" });
    await book({ firstName: "Zephyrine", lastName: "Quillfeather", email: "zephy.q@example.org" });
    const keep = await book({ firstName: "Other", lastName: "Dancer", email: "other@example.org" });
    const client = await clientOf(first._id);
    await addClientNote(client, { kind: "notes", body: "Zephyrine likes it tight" }, actor);
    await db().client.update({ where: { id: client }, data: { heatListAliases: ["zephy quillfeather"] } });
    await db().contactMessage.create({ data: { fullName: "Zephyrine Quillfeather", emailAddress: "zephy.q@example.org", phone: "555", message: "hi" } });
    expect((await tracesOf("Zephyrine")).length).toBeGreaterThan(0);
    await eraseClient(client, actor);
    expect(await tracesOf("Zephyrine")).toEqual([]);
    expect(await tracesOf("Quillfeather")).toEqual([]);
    expect(await tracesOf("zephy.q@example.org")).toEqual([]);
    expect((await db().client.findUniqueOrThrow({ where: { id: client } })).heatListAliases).toEqual([]);
    expect(await db().booking.count({ where: { clientId: client } })).toBe(2);
    expect((await tracesOf("other@example.org")).length).toBeGreaterThan(0);
    expect(await clientOf(keep._id)).not.toBe(client);
    const audit = await db().clientAudit.findFirstOrThrow({ where: { action: "erase", clientId: client } });
    expect(JSON.stringify(audit)).not.toMatch(/zephy/i);
    await expect(eraseClient(client, actor)).rejects.toMatchObject({ status: 409 });
    // The same person booking again later is a new client.
    const again = await book({ firstName: "Zephyrine", lastName: "Quillfeather", email: "zephy.q@example.org" });
    expect(await clientOf(again._id)).not.toBe(client);
  });
});

describe("erasing while a booking is being saved", () => {
  // Needs two connections at once: PGlite's one-connection pool would queue the erasure behind the lock.
  it.skipIf(inject("databaseKind") === "pglite")("answers 409 and changes nothing", async () => {
    const first = await book({ firstName: "Busy", lastName: "Dancer", email: "busy@example.org" });
    const client = await clientOf(first._id);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const editor = db().$transaction(async (tx) => {
      await tx.$queryRaw`SELECT "id" FROM "Booking" WHERE "id" = ${first._id} FOR UPDATE`;
      locked();
      await held;
    });
    await isLocked;
    await expect(eraseClient(client, actor)).rejects.toMatchObject({ status: 409 });
    release();
    await editor;
    expect((await db().client.findUniqueOrThrow({ where: { id: client } })).erasedAt).toBeNull();
    expect((await db().booking.findUniqueOrThrow({ where: { id: first._id } })).email).toBe("busy@example.org");
  });
});

describe("reference photos", () => {
  it("re-encodes an image, refuses a non-image (415) and a seventh photo (409); erasure deletes them", async () => {
    const client = await clientOf((await book({ firstName: "Photo", lastName: "Dancer" }))._id);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c08080" } }).png().toBuffer();
    await expect(addClientPhoto(client, Buffer.from("not an image at all"), "", actor)).rejects.toMatchObject({ status: 415 });
    const photo = await addClientPhoto(client, png, "Quickstep bun", actor);
    expect((await sharp(Buffer.from(await readClientPhoto(client, photo._id, "full"))).metadata()).format).toBe("webp");
    for (let i = 1; i < MAX_CLIENT_PHOTOS; i++) await addClientPhoto(client, png, "", actor);
    await expect(addClientPhoto(client, png, "", actor)).rejects.toMatchObject({ status: 409 });
    await eraseClient(client, actor);
    expect(await db().clientPhoto.count({ where: { clientId: client } })).toBe(0);
  });

  it("a merge that would put more than six photos on one card is refused (6 + 2), naming how many to delete; nothing moves", async () => {
    const full = await clientOf((await book({ firstName: "Full", lastName: "Card" }))._id);
    const other = await clientOf((await book({ firstName: "Other", lastName: "Card" }))._id);
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#80c080" } }).png().toBuffer();
    for (let i = 0; i < MAX_CLIENT_PHOTOS; i++) await addClientPhoto(full, png, "", actor);
    for (let i = 0; i < 2; i++) await addClientPhoto(other, png, "", actor);
    await expect(mergeClients(other, full, actor)).rejects.toMatchObject({ status: 409, message: expect.stringContaining("Delete 2 photos") });
    await expect(mergeClients(full, other, actor)).rejects.toMatchObject({ status: 409 });
    expect(await db().clientPhoto.count({ where: { clientId: full } })).toBe(MAX_CLIENT_PHOTOS);
    expect(await db().clientPhoto.count({ where: { clientId: other } })).toBe(2);
    expect((await db().client.findUniqueOrThrow({ where: { id: other } })).mergedIntoId).toBeNull();
    // Within the cap (4 + 2) the merge goes through and the survivor holds all six.
    await db().clientPhoto.deleteMany({ where: { id: { in: (await db().clientPhoto.findMany({ where: { clientId: full }, take: 2, select: { id: true } })).map((p) => p.id) } } });
    await mergeClients(other, full, actor);
    expect(await db().clientPhoto.count({ where: { clientId: full } })).toBe(MAX_CLIENT_PHOTOS);
  });
});

describe("book again", () => {
  it("fills the dancer and guardian from a signed reference; nothing once erased", async () => {
    const first = await book({ firstName: "Mia", lastName: "Novak", isParentOrGuardian: true, parentFirstName: "Ana", parentLastName: "Novak", danceLevel: "pro-am" });
    const link = await db().bookingAccessLink.findFirstOrThrow({ where: { bookingId: first._id } });
    const ref = bookAgainRef(link.id);
    expect(await bookAgainPrefill(ref)).toMatchObject({ firstName: "Mia", lastName: "Novak", parentFirstName: "Ana", isParentOrGuardian: true, danceLevel: "pro-am", email: "mia@example.net" });
    await expect(bookAgainPrefill(`${ref.slice(0, -2)}xx`)).rejects.toMatchObject({ status: 404 });
    await expect(bookAgainPrefill(bookAgainRef(link.id, new Date(Date.now() - 3 * 3_600_000)))).rejects.toMatchObject({ status: 404 });
    await eraseClient(await clientOf(first._id), actor);
    await expect(bookAgainPrefill(ref)).rejects.toMatchObject({ status: 404 });
  });

  it("a reference dies with the private link it came from: after revoke-links it answers 404 like an unknown one", async () => {
    const first = await book({ firstName: "Mia", lastName: "Novak", phoneNumber: "+1 312 555 0100" });
    const link = await db().bookingAccessLink.findFirstOrThrow({ where: { bookingId: first._id } });
    const ref = bookAgainRef(link.id);
    const again = (r: string) => callRoute(againRoute, "GET", `/api/booking/again/${r}`, { params: { ref: r } });
    expect((await again(ref)).status).toBe(200);
    // Staff revoke the customer's links (a forwarded email) and correct the phone.
    expect(await revokeBookingLinks(first._id)).toBe(1);
    await db().booking.update({ where: { id: first._id }, data: { phoneNumber: "+1 312 555 0199" } });
    const revoked = await bookAgainPrefill(ref).then(() => null, (error: unknown) => error);
    const unknown = await bookAgainPrefill(bookAgainRef("cunknownlink000000000000")).then(() => null, (error: unknown) => error);
    expect(revoked).toMatchObject({ status: 404 });
    expect(revoked).toEqual(unknown);
    // Through the endpoint: the same 404 and body as an unknown reference, no contact details.
    const [revokedAnswer, unknownAnswer] = [await again(ref), await again(bookAgainRef("cunknownlink000000000000"))];
    expect(revokedAnswer.status).toBe(404);
    expect(unknownAnswer.status).toBe(404);
    const revokedBody = await revokedAnswer.text();
    expect(revokedBody).toBe(await unknownAnswer.text());
    expect(revokedBody).not.toContain("0199");
    // An expired link's references go too.
    const second = await book({ firstName: "Leo", lastName: "Novak" });
    const secondLink = await db().bookingAccessLink.findFirstOrThrow({ where: { bookingId: second._id } });
    await db().bookingAccessLink.update({ where: { id: secondLink.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await expect(bookAgainPrefill(bookAgainRef(secondLink.id))).rejects.toMatchObject({ status: 404 });
  });
});

describe("retention", () => {
  it("is off by default, then erases only clients inactive for N years", async () => {
    const old = await book({ firstName: "Old", lastName: "Timer", email: "old@example.org" });
    const recent = await book({ firstName: "New", lastName: "Comer", email: "new@example.org" });
    const oldClient = await clientOf(old._id);
    const longAgo = new Date(Date.now() - 4 * 365 * 86_400_000);
    await db().booking.update({ where: { id: old._id }, data: { createdAt: longAgo } });
    await db().bookingDay.updateMany({ where: { bookingId: old._id }, data: { date: longAgo } });
    await db().client.update({ where: { id: oldClient }, data: { createdAt: longAgo } });
    await db().client.updateMany({ where: { id: { not: oldClient } }, data: { createdAt: longAgo } });
    expect(await runClientRetention()).toBe(0);
    await updateClientSettings({ retentionYears: 3 });
    expect(await runClientRetention()).toBe(1);
    expect((await db().client.findUniqueOrThrow({ where: { id: oldClient } })).erasedAt).not.toBeNull();
    expect((await db().client.findUniqueOrThrow({ where: { id: await clientOf(recent._id) } })).erasedAt).toBeNull();
    expect(await tracesOf("old@example.org")).toEqual([]);
    expect(await db().clientAudit.count({ where: { action: "retention-erase", clientId: oldClient } })).toBe(1);
  });
});
