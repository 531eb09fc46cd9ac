// Stylists' services against PostgreSQL: a makeup artist set on Users to perform only Competition Makeup
// never gets the hair-and-makeup package from the planner, Suggest times' staff list or capacity, and a
// save giving it to her is refused (409 naming her and the service); the users API stores and checks the list.
import { beforeEach, describe, expect, it } from "vitest";
import { createBooking, updateBooking } from "@/lib/bookings";
import { ConflictError } from "@/lib/errors";
import { listAssignableStaff } from "@/lib/users";
import { daysCapacity } from "@/lib/waitlist";
import { POST, PUT } from "@/app/api/events/[id]/days/[date]/plan/route";
import { GET as listUsers } from "@/app/api/auth/users/route";
import { PUT as putUser } from "@/app/api/auth/users/[userId]/route";
import { callRoute, staffSession, type StaffSession } from "@/tests/support/api";
import { bookingRequest, completeSlot } from "@/tests/support/booking-requests";
import { iso } from "@/tests/support/days";
import { resetDatabase, testPrisma } from "@/tests/support/db";

const db = () => testPrisma();
const DAY = iso(12);
const PACKAGE = "Hair & Makeup Package";
let eventId: string;
let hairId: string;
let makeupId: string;
let packageId: string;
let anna: string;
let mara: string;
let desk: StaffSession;

type Slot = { bookingId: string; service: string; userId: string; start: string; end: string };
type Proposal = { slots: Slot[]; unplaced: { bookingId: string; reason: string }[]; versions: Record<string, string> };

async function dancer(firstName: string, heatTime: string, service = packageId) {
  const id = (await createBooking(bookingRequest({ competition: eventId, service, days: [DAY], firstName, email: `${firstName.toLowerCase()}@example.net` }), new Date(Date.parse(`${DAY}T12:00:00Z`) - 7 * 86_400_000)))._id;
  await db().bookingDay.updateMany({ where: { bookingId: id }, data: { heatTime } });
  return id;
}

async function staffDay(chairs: number | null, shifts: { userId: string; start: string; end: string }[]) {
  await db().staffingDay.create({ data: { eventId, date: new Date(`${DAY}T00:00:00Z`), chairs, shifts: { create: shifts.map((s) => ({ userId: s.userId, startTime: s.start, endTime: s.end, breaks: [] })) } } });
}

const onlyMakeup = () => db().user.update({ where: { id: mara }, data: { serviceIds: [makeupId] } });
const propose = async () => (await callRoute(POST, "POST", `/api/events/${eventId}/days/${DAY}/plan`, { params: { id: eventId, date: DAY }, body: {}, headers: desk.headers }).then((r) => r.json())) as Proposal;
const savePlan = (body: unknown) => callRoute(PUT, "PUT", `/api/events/${eventId}/days/${DAY}/plan`, { params: { id: eventId, date: DAY }, body, headers: desk.headers });
const edit = (bookingId: string, schedules: ReturnType<typeof completeSlot>[]) => updateBooking(bookingId, { additionalNotes: "", danceStartDate: "", danceStartTime: "", dayDetails: [{ date: DAY, schedules }] });
const refusal = (work: Promise<unknown>) => work.then(() => null, (e: unknown) => e);

beforeEach(async () => {
  await resetDatabase();
  eventId = (await db().event.create({ data: { eventName: "Chicago Crystal Ball", city: "Chicago", state: "Illinois", timeZone: "America/Chicago", eventStartDate: new Date(`${iso(11)}T00:00:00Z`), eventEndDate: new Date(`${iso(13)}T00:00:00Z`) } })).id;
  hairId = (await db().service.create({ data: { title: "Competition Hair", time: "45 min", price: 60, position: 1 } })).id;
  makeupId = (await db().service.create({ data: { title: "Competition Makeup", time: "45 min", price: 60, position: 2 } })).id;
  packageId = (await db().service.create({ data: { title: PACKAGE, time: "90 min", price: 110, position: 3 } })).id;
  await db().service.create({ data: { title: "Rhinestones", time: "15 min", price: 20, category: "Additional", position: 4 } });
  anna = (await db().user.create({ data: { firstName: "Anna", lastName: "Kim", email: "anna@example.com", passwordHash: "x", permissions: ["view_bookings"] } })).id;
  mara = (await db().user.create({ data: { firstName: "Mara", lastName: "Lee", email: "mara@example.com", passwordHash: "x", permissions: ["view_bookings"] } })).id;
  desk = await staffSession("desk@example.com", ["manage_bookings"]);
});

describe("the planner gives a stylist only the services she performs", () => {
  it("never assigns the hair-and-makeup package to the makeup-only artist; her makeup clients still go to her; the plan saves", async () => {
    await onlyMakeup();
    await staffDay(2, [{ userId: anna, start: "05:00", end: "10:00" }, { userId: mara, start: "05:00", end: "10:00" }]);
    const packages = [await dancer("Mia", "08:00"), await dancer("Ivy", "08:00"), await dancer("Zoe", "09:30"), await dancer("Eva", "09:30")];
    const makeup = await dancer("Lou", "08:00", makeupId);
    const plan = await propose();
    const packageSlots = plan.slots.filter((s) => packages.includes(s.bookingId));
    expect(packageSlots.length).toBeGreaterThan(0);
    expect(packageSlots.map((s) => s.userId)).toEqual(packageSlots.map(() => anna));
    // Anna alone (from 05:00) fits one 90-minute package before 07:15 and one more before 08:45: the other two wait, not Mara.
    expect(packageSlots).toHaveLength(2);
    expect(plan.unplaced.filter((u) => packages.includes(u.bookingId))).toHaveLength(2);
    expect(plan.slots.find((s) => s.bookingId === makeup)?.userId).toBe(mara);

    const res = await savePlan({ slots: plan.slots.map(({ bookingId, service, userId, start, end }) => ({ bookingId, service, userId, start, end })), versions: plan.versions });
    expect(res.status).toBe(200);
    expect(await db().schedule.count({ where: { assignedUserId: mara, serviceTitle: PACKAGE } })).toBe(0);
  });

  it("plans her for everything while nothing is chosen for her (every service, a new one too)", async () => {
    await staffDay(2, [{ userId: anna, start: "05:00", end: "10:00" }, { userId: mara, start: "05:00", end: "10:00" }]);
    for (const name of ["Mia", "Ivy", "Zoe", "Eva"]) await dancer(name, name < "M" ? "08:30" : "08:00");
    const plan = await propose();
    expect(plan.slots.some((s) => s.userId === mara)).toBe(true);
  });
});

describe("a save refuses a slot to a stylist who does not perform its service", () => {
  it("Edit Booking and the planner's save answer 409 naming her and the service; Anna may take it", async () => {
    await onlyMakeup();
    await staffDay(null, [{ userId: anna, start: "05:00", end: "12:00" }, { userId: mara, start: "05:00", end: "12:00" }]);
    const mia = await dancer("Mia", "09:00");
    const error = await refusal(edit(mia, [completeSlot(mara, DAY, "06:00", "07:30", PACKAGE)]));
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).status).toBe(409);
    expect((error as Error).message).toBe(`Mara Lee does not perform ${PACKAGE}.`);
    expect(await db().schedule.count({ where: { bookingId: mia } })).toBe(0);

    const plan = await propose();
    const res = await savePlan({ slots: plan.slots.map(({ bookingId, service, start, end }) => ({ bookingId, service, userId: mara, start, end })), versions: plan.versions });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe(`Mara Lee does not perform ${PACKAGE}.`);

    await edit(mia, [completeSlot(anna, DAY, "06:00", "07:30", PACKAGE)]);
    expect(await db().schedule.count({ where: { bookingId: mia, assignedUserId: anna } })).toBe(1);
  });

  it("a slot she already held keeps moving in time (a drag, running late) after the restriction is set", async () => {
    await staffDay(null, [{ userId: mara, start: "05:00", end: "12:00" }]);
    const mia = await dancer("Mia", "09:00");
    await edit(mia, [completeSlot(mara, DAY, "06:00", "07:30", PACKAGE)]);
    await onlyMakeup();
    await edit(mia, [completeSlot(mara, DAY, "06:15", "07:45", PACKAGE)]);
    expect(await db().schedule.count({ where: { bookingId: mia, assignedUserId: mara } })).toBe(1);
  });
});

describe("who is offered for a service (Suggest times, Edit Booking's list) and capacity", () => {
  it("the staff list carries the services she does not perform; none for a stylist who does everything", async () => {
    await onlyMakeup();
    const staff = await listAssignableStaff();
    expect(staff.find((s) => s._id === mara)?.notPerformed).toEqual(["Competition Hair", PACKAGE]);
    expect(staff.find((s) => s._id === anna)).not.toHaveProperty("notPerformed");
  });

  it("counts only the stylists who perform the day's main service: the makeup artist adds no chair time to a day of packages", async () => {
    await staffDay(2, [{ userId: anna, start: "06:00", end: "08:00" }, { userId: mara, start: "06:00", end: "08:00" }]);
    await dancer("Mia", "08:30");
    // Ready by 07:45: two stylists give 210 chair minutes, 90 asked → not full.
    expect((await daysCapacity(eventId, [DAY]))[0].state).not.toBe("full");
    await onlyMakeup();
    // Anna alone: 105 minutes, 90 asked, less than a typical appointment left.
    expect((await daysCapacity(eventId, [DAY]))[0].state).toBe("full");
  });
});

describe("PUT /api/auth/users/:userId: the services she performs", () => {
  let admin: StaffSession;
  beforeEach(async () => {
    admin = await staffSession("owner@example.com", [], { isAdministrator: true });
  });
  const body = (serviceIds?: unknown) => ({ firstName: "Mara", lastName: "Lee", email: "mara@example.com", permissions: ["view_bookings"], accountStatus: "active", bookable: true, ...(serviceIds === undefined ? {} : { serviceIds }) });
  const put = (serviceIds?: unknown) => callRoute(putUser, "PUT", `/api/auth/users/${mara}`, { params: { userId: mara }, body: body(serviceIds), headers: admin.headers });
  const stored = async () => (await db().user.findUniqueOrThrow({ where: { id: mara } })).serviceIds;

  it("stores the services ticked, answers them in the list, keeps them when left out, and stores every one as every service", async () => {
    const res = await put([makeupId]);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { serviceIds: string[] } }).user.serviceIds).toEqual([makeupId]);
    const list = (await (await callRoute(listUsers, "GET", "/api/auth/users", { headers: admin.headers })).json()) as { users: { _id: string; serviceIds: string[] }[] };
    expect(list.users.find((u) => u._id === mara)?.serviceIds).toEqual([makeupId]);
    expect((await put()).status).toBe(200);
    expect(await stored()).toEqual([makeupId]);
    expect((await put([hairId, makeupId, packageId])).status).toBe(200);
    expect(await stored()).toEqual([]);
  });

  it("refuses a service that is not one of the studio's (unknown, deleted or an extra) with 400 on the field", async () => {
    const extra = (await db().service.findFirstOrThrow({ where: { category: "Additional" } })).id;
    const gone = (await db().service.create({ data: { title: "Old Updo", deletedAt: new Date() } })).id;
    for (const ids of [["no-such-service"], [gone], [extra], [makeupId, 42]]) {
      const res = await put(ids);
      expect(res.status, JSON.stringify(ids)).toBe(400);
      if (typeof ids[1] !== "number") expect(((await res.json()) as { fields: Record<string, string> }).fields.serviceIds).toBe("Unknown service");
    }
    expect(await stored()).toEqual([]);
  });
});
