// The client-record integration tests' shared world: a fresh database before each test with one
// competition (Chicago, from ten days ahead) and one service, a staff member, and a one-day booking.
import { beforeEach } from "vitest";
import { createBooking } from "@/lib/bookings";
import { iso } from "@/tests/support/days";
import { bookingRequest } from "@/tests/support/booking-requests";
import { resetDatabase, testPrisma } from "@/tests/support/db";

export { iso };

export const clientActor = { id: "staff-1", firstName: "Desk", lastName: "Staff" };

/** The client a booking is linked to. */
export const clientOf = async (bookingId: string) => (await testPrisma().booking.findUniqueOrThrow({ where: { id: bookingId } })).clientId!;

/** Registers the hook that builds the world before each test; `world`'s ids are filled by then. */
export function clientWorld() {
  const world = { eventId: "", serviceId: "" };
  beforeEach(async () => {
    await resetDatabase();
    const db = testPrisma();
    world.eventId = (await db.event.create({ data: { eventName: "Winter Star Ball", city: "Chicago", state: "Illinois", eventStartDate: new Date(`${iso(10)}T00:00:00Z`), eventEndDate: new Date(`${iso(12)}T00:00:00Z`) } })).id;
    world.serviceId = (await db.service.create({ data: { title: "Competition Hair", price: 85, category: "Women" } })).id;
  });
  /** A request for the first day of the competition, with `overrides` (names, email, guardian…). */
  const book = (overrides: Record<string, unknown> = {}) => createBooking(bookingRequest({ competition: world.eventId, service: world.serviceId, days: [iso(10)], ...overrides }));
  return { world, book };
}
