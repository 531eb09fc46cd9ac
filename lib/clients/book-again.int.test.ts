// "Book again" remembers the last booking's choices, not only who the dancer is: services per day by
// position, styles, extras, level, hair at night and stylist preference — from the private page's signed
// reference and from the client card (the card's contact, the latest booking's choices).
import { describe, expect, it } from "vitest";
import { GET as againRoute } from "@/app/api/booking/again/[ref]/route";
import { callRoute } from "@/tests/support/api";
import { testPrisma } from "@/tests/support/db";
import { clientOf, clientWorld, iso } from "@/tests/support/client-world";
import { bookAgainForClient, bookAgainRef } from "./book-again";

const db = () => testPrisma();
const { world, book } = clientWorld();

async function twoDayBooking() {
  const makeup = (await db().service.create({ data: { title: "Makeup", price: 80, category: "Women" } })).id;
  const lashes = (await db().service.create({ data: { title: "Lash Upgrade", price: 20, category: "Additional" } })).id;
  const booking = await book({
    danceLevel: "pro-am",
    hairAtNight: "yes",
    stylistPreference: "Aiko, please",
    selectedEventDays: [iso(10), iso(11)],
    dayDetails: [
      { date: iso(10), services: world.serviceId, danceStyle: ["latin", "rhythm"], additionalServices: [lashes] },
      { date: iso(11), services: makeup, danceStyle: ["standard"], additionalServices: [] },
    ],
  });
  return { booking, makeup, lashes };
}

describe("book again remembers the last booking", () => {
  it("the private page's reference answers the days by position, styles, extras, level, hair at night and stylist preference", async () => {
    const { booking, makeup, lashes } = await twoDayBooking();
    const link = await db().bookingAccessLink.findFirstOrThrow({ where: { bookingId: booking._id } });
    const ref = bookAgainRef(link.id);
    const answer = await callRoute(againRoute, "GET", `/api/booking/again/${ref}`, { params: { ref } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      firstName: "Mia",
      danceLevel: "pro-am",
      hairAtNight: "yes",
      stylistPreference: "Aiko, please",
      lastDays: [
        { services: world.serviceId, danceStyle: ["latin", "rhythm"], additionalServices: [lashes] },
        { services: makeup, danceStyle: ["standard"], additionalServices: [] },
      ],
    });
  });

  it("the client card: the latest booking's choices with the card's contact; a client without bookings gets the contact only", async () => {
    await book({ hairAtNight: "no", stylistPreference: "anyone" });
    const { booking, makeup } = await twoDayBooking();
    const clientId = await clientOf(booking._id);
    await db().client.update({ where: { id: clientId }, data: { phoneNumber: "555-0199" } });
    const prefill = await bookAgainForClient(clientId);
    expect(prefill).toMatchObject({ firstName: "Mia", lastName: "Novak", email: "mia@example.net", phoneNumber: "555-0199", hairAtNight: "yes", stylistPreference: "Aiko, please", danceLevel: "pro-am" });
    expect(prefill.lastDays.map((d) => d.services)).toEqual([world.serviceId, makeup]);

    const lone = await db().client.create({ data: { firstName: "Leo", lastName: "Ray", email: "leo@example.net", phoneNumber: "555-0123" } });
    expect(await bookAgainForClient(lone.id)).toEqual({
      firstName: "Leo",
      lastName: "Ray",
      email: "leo@example.net",
      phoneNumber: "555-0123",
      parentFirstName: "",
      parentLastName: "",
      isParentOrGuardian: false,
      danceLevel: "",
      stylistPreference: "",
      hairAtNight: "",
      lastDays: [],
    });
    await expect(bookAgainForClient("no-such-client")).rejects.toMatchObject({ status: 404 });
  });
});
