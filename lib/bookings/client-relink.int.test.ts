// The client link rule after Edit Booking changes a booking's email: the booking follows the dancer's new
// name-and-email key — the corrected address stays on the same card (notes kept) when the card holds
// nothing else; joins the client that already has the key; or starts a new client. Moves are audited.
import { describe, expect, it } from "vitest";
import { updateBooking } from "@/lib/bookings";
import { testPrisma } from "@/tests/support/db";
import { clientActor, clientOf, clientWorld, iso } from "@/tests/support/client-world";
import { addClientNote, getClientCard } from "@/lib/clients";

const db = () => testPrisma();
const actor = clientActor;
const { book } = clientWorld();
/** Edit Booking's save with only the email changed. */
const changeEmail = (bookingId: string, email: string) =>
  updateBooking(bookingId, { email, additionalNotes: "", danceStartDate: "", danceStartTime: "", dayDetails: [{ date: iso(10), schedules: [] }] }, new Date(), actor);

describe("a booking's email changed at the desk", () => {
  it("a card with only this booking takes the corrected address, keeps its notes, and the next booking from that address joins it", async () => {
    const first = await book({ firstName: "Mia", lastName: "Novak", email: "mia@exmaple.net" });
    const client = await clientOf(first._id);
    await addClientNote(client, { kind: "allergies", body: "Latex lash glue" }, actor);
    await changeEmail(first._id, "mia@example.net");
    expect(await clientOf(first._id)).toBe(client);
    const card = await getClientCard(client);
    expect([card.email, card.notes.map((n) => n.body)]).toEqual(["mia@example.net", ["Latex lash glue"]]);
    const next = await book({ firstName: "Mia", lastName: "Novak", email: "MIA@example.net" });
    expect(await clientOf(next._id)).toBe(client);
    expect(await db().client.count()).toBe(1);
  });

  it("joins the client that already has the new address and name, audited with the previous client", async () => {
    const earlier = await book({ firstName: "Mia", lastName: "Novak", email: "mia@example.net" });
    const typo = await book({ firstName: "Mia", lastName: "Novak", email: "mia@example.org" });
    const [right, wrong] = [await clientOf(earlier._id), await clientOf(typo._id)];
    expect(right).not.toBe(wrong);
    await changeEmail(typo._id, "mia@example.net");
    expect(await clientOf(typo._id)).toBe(right);
    expect((await getClientCard(right)).bookings).toHaveLength(2);
    expect(await db().clientAudit.findMany({ where: { bookingId: typo._id }, select: { action: true, clientId: true, otherClientId: true, actorName: true } })).toEqual([
      { action: "move-booking", clientId: right, otherClientId: wrong, actorName: "Desk Staff" },
    ]);
  });

  it("starts a new client when the old card holds other bookings (a sibling's booking sent to another parent), never joining siblings", async () => {
    const family = { isParentOrGuardian: true, parentFirstName: "Ana", parentLastName: "Novak", email: "family@example.net" };
    const mia = await book({ ...family, firstName: "Mia", lastName: "Novak" });
    const miaAgain = await book({ ...family, firstName: "Mia", lastName: "Novak" });
    const leo = await book({ ...family, firstName: "Leo", lastName: "Novak" });
    const miaClient = await clientOf(mia._id);
    await changeEmail(miaAgain._id, "dad@example.net");
    const moved = await clientOf(miaAgain._id);
    expect(moved).not.toBe(miaClient);
    expect(moved).not.toBe(await clientOf(leo._id));
    expect((await getClientCard(moved)).email).toBe("dad@example.net");
    expect((await getClientCard(miaClient)).bookings.map((b) => b._id)).toEqual([mia._id]);
    expect(await db().clientAudit.count({ where: { action: "move-booking", bookingId: miaAgain._id, clientId: moved, otherClientId: miaClient } })).toBe(1);
  });

  it("leaves the client alone when only the case of the address changes", async () => {
    const booking = await book({ firstName: "Mia", lastName: "Novak", email: "mia@example.net" });
    const client = await clientOf(booking._id);
    await changeEmail(booking._id, "MIA@EXAMPLE.NET");
    expect(await clientOf(booking._id)).toBe(client);
    expect(await db().clientAudit.count()).toBe(0);
  });
});
