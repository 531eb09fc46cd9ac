import { beforeEach, describe, expect, it } from "vitest";
import { withIdempotency } from "@/lib/idempotency";
import { createBooking, deleteBooking, getBooking, listBookings, queueBookingConfirmation, updateBooking } from "@/lib/bookings";
import { bookingRequestSchema, type BookingRequestInput } from "@/lib/bookings/schema";
import { expandBookingSlots } from "@/lib/bookings/slots";
import { loadListedServices } from "@/lib/bookings/slot-recount";
import { hashPassword } from "@/lib/auth/password";
import { zonedInstant } from "@/lib/time";
import { iso } from "@/tests/support/days";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { bookingRequest, completeSlot } from "@/tests/support/booking-requests";

const db = () => testPrisma();
let eventId: string;
let hairId: string;
let comboId: string;
let lashesId: string;
let staffId: string;
let otherStaffId: string;

function request(overrides: Partial<BookingRequestInput> = {}) {
  return bookingRequest({ competition: eventId, service: comboId, days: [iso(10)], additionalServices: [lashesId], firstName: "Sofia", lastName: "Ramirez", email: "sofia@example.net", ...overrides });
}

beforeEach(async () => {
  await resetDatabase();
  const event = await db().event.create({ data: { eventName: "Winter Star Ball", city: "Chicago", state: "Illinois", eventStartDate: new Date(`${iso(10)}T00:00:00Z`), eventEndDate: new Date(`${iso(12)}T00:00:00Z`) } });
  eventId = event.id;
  hairId = (await db().service.create({ data: { title: "Competition Hair", price: 85, category: "Women" } })).id;
  comboId = (await db().service.create({ data: { title: "Hair &amp; Makeup", price: 160, category: "Women" } })).id;
  // The price list the slot rule splits "Hair & Makeup" titles against.
  await db().service.createMany({ data: [{ title: "Hair", price: 60, category: "Women" }, { title: "Makeup", price: 80, category: "Women" }] });
  lashesId = (await db().service.create({ data: { title: "Lash Upgrade", price: 20, category: "Additional" } })).id;
  const passwordHash = await hashPassword("irrelevant-password");
  staffId = (await db().user.create({ data: { firstName: "Daniel", lastName: "Brooks", email: "daniel@example.com", passwordHash, permissions: ["view_bookings"] } })).id;
  otherStaffId = (await db().user.create({ data: { firstName: "Aiko", lastName: "Tanaka", email: "aiko@example.com", passwordHash, permissions: ["view_bookings"] } })).id;
});

describe("creating a booking", () => {
  it("refuses a deleted or unknown competition, a day outside it, and services that are deleted or not extras — storing nothing", async () => {
    await db().event.update({ where: { id: eventId }, data: { deletedAt: new Date() } });
    await expect(createBooking(request())).rejects.toMatchObject({ status: 400, fields: { competition: "Please select an upcoming competition." } });
    await expect(createBooking(request({ competition: "no-such-event" }))).rejects.toMatchObject({ fields: { competition: "Please select an upcoming competition." } });
    await db().event.update({ where: { id: eventId }, data: { deletedAt: null } });
    await db().service.update({ where: { id: comboId }, data: { deletedAt: new Date() } });
    const error = await createBooking(
      request({ selectedEventDays: [iso(9)], dayDetails: [{ date: iso(9), services: comboId, danceStyle: ["latin"], additionalServices: [hairId] }] }),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({
      fields: {
        "selectedEventDays.0": `${iso(9)} is not a day of Winter Star Ball.`,
        "dayDetails.0.services": "Please select a service for day 1.",
        "dayDetails.0.additionalServices.0": "Please choose additional services from the list.",
      },
    });
    expect(await db().booking.count()).toBe(0);
    expect(await db().emailMessage.count()).toBe(0);
  });

  it("the stored booking reads back exactly as the answer described it, with its private link and the competition's dates", async () => {
    const created = await createBooking(request({ isParentOrGuardian: true, parentFirstName: "Ana", parentLastName: "Ramirez", stylistPreference: "Aiko", message: "Early heats" }));
    expect(await getBooking(created._id)).toEqual(created);
    expect(created.competition).toMatchObject({ _id: eventId, eventStartDate: iso(10), eventEndDate: iso(12), city: "Chicago" });
    expect(await db().bookingAccessLink.count({ where: { bookingId: created._id } })).toBe(1);
  });

  it("stores every dance level and style, including those whose database labels have a hyphen (pro-am, night-club, show-dance)", async () => {
    const created = await createBooking(
      request({ danceLevel: "pro-am", dayDetails: [{ date: iso(10), services: comboId, danceStyle: ["night-club", "show-dance", "latin"], additionalServices: [] }] }),
    );
    const stored = await getBooking(created._id);
    expect(stored.danceLevel).toBe("pro-am");
    expect(stored.dayDetails[0].danceStyle).toEqual(["night-club", "show-dance", "latin"]);
  });

  it("stores the booking, its days with snapshot titles, and queues receipt + studio notice in the same transaction", async () => {
    const booking = await createBooking(request());
    expect(booking.dayDetails).toEqual([
      { date: iso(10), services: { _id: comboId, title: "Hair & Makeup" }, additionalServices: [{ _id: lashesId, title: "Lash Upgrade" }], danceStyle: ["latin"], schedules: [], heatTime: "", heatNote: "", readyBy: null, hairEveningBefore: false, eveningHeatTime: "" },
    ]);
    expect(booking.competition.eventName).toBe("Winter Star Ball");
    expect(booking.progress).toEqual({ slots: 2, scheduled: 0 });
    const emails = await db().emailMessage.findMany({ orderBy: { kind: "asc" } });
    expect(emails.map((e) => e.kind)).toEqual(["booking-receipt", "booking-studio-notice"]);
    expect(emails[0].to).toBe("sofia@example.net");
    expect(emails[0].text).toContain("24 to 48 hours");
  });

  it("stores nothing at all when the last write of that transaction (an email row) fails", async () => {
    // A real failure inside PostgreSQL, not a mock: a trigger refuses the studio notice's row.
    await db().$executeRawUnsafe(`CREATE OR REPLACE FUNCTION refuse_studio_notice() RETURNS trigger AS $$
      BEGIN IF NEW.kind = 'booking-studio-notice' THEN RAISE EXCEPTION 'notice refused for the test'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await db().$executeRawUnsafe(`CREATE TRIGGER refuse_studio_notice BEFORE INSERT ON "EmailMessage" FOR EACH ROW EXECUTE FUNCTION refuse_studio_notice()`);
    try {
      await expect(createBooking(request())).rejects.toThrow(/notice refused for the test/);
      expect(await db().booking.count()).toBe(0);
      expect(await db().bookingDay.count()).toBe(0);
      expect(await db().emailMessage.count()).toBe(0);
    } finally {
      await db().$executeRawUnsafe(`DROP TRIGGER refuse_studio_notice ON "EmailMessage"`);
      await db().$executeRawUnsafe(`DROP FUNCTION refuse_studio_notice()`);
    }
    expect((await createBooking(request()))._id).toBeTruthy();
  });

  it.each([
    ["an unknown competition", () => request({ competition: "nope" })],
    ["a day outside the event", () => request({ selectedEventDays: [iso(20)], dayDetails: [{ date: iso(20), services: hairId, danceStyle: ["latin"], additionalServices: [] }] })],
    ["a non-Additional additional service", () => request({ dayDetails: [{ date: iso(10), services: hairId, danceStyle: ["latin"], additionalServices: [hairId] }] })],
  ])("refuses %s and stores nothing", async (_label, build) => {
    await expect(createBooking(build())).rejects.toMatchObject({ status: 400 });
    expect(await db().booking.count()).toBe(0);
    expect(await db().emailMessage.count()).toBe(0);
  });

  it("refuses a past or deleted competition and a deleted service", async () => {
    await db().event.update({ where: { id: eventId }, data: { eventStartDate: new Date(`${iso(-3)}T00:00:00Z`), eventEndDate: new Date(`${iso(-1)}T00:00:00Z`) } });
    await expect(createBooking(request({ selectedEventDays: [iso(-2)], dayDetails: [{ date: iso(-2), services: hairId, danceStyle: ["latin"], additionalServices: [] }] }))).rejects.toMatchObject({ status: 400 });
    await db().event.update({ where: { id: eventId }, data: { eventStartDate: new Date(`${iso(10)}T00:00:00Z`), eventEndDate: new Date(`${iso(12)}T00:00:00Z`), deletedAt: new Date() } });
    await expect(createBooking(request())).rejects.toMatchObject({ status: 400 });
    await db().event.update({ where: { id: eventId }, data: { deletedAt: null } });
    await db().service.update({ where: { id: comboId }, data: { deletedAt: new Date() } });
    await expect(createBooking(request())).rejects.toMatchObject({ status: 400 });
    expect(await db().booking.count()).toBe(0);
  });

  it("accepts an event in progress (ending today is still upcoming)", async () => {
    await db().event.update({ where: { id: eventId }, data: { eventStartDate: new Date(`${iso(-1)}T00:00:00Z`), eventEndDate: new Date(`${iso(1)}T00:00:00Z`) } });
    const booking = await createBooking(request({ selectedEventDays: [iso(0)], dayDetails: [{ date: iso(0), services: hairId, danceStyle: ["standard"], additionalServices: [] }] }));
    // Stored, with today as its day, and in the staff's Unassigned list.
    const stored = await db().booking.findUniqueOrThrow({ where: { id: booking._id }, include: { days: true } });
    expect(stored.days.map((d) => d.date.toISOString().slice(0, 10))).toEqual([iso(0)]);
    expect((await listBookings({ list: "unassigned", page: 1, pageSize: 20 })).bookings.map((b) => b._id)).toContain(booking._id);
  });

  it("writes the Idempotency-Key answer in the booking's own statement, through the seam's claim", async () => {
    const scope = "POST /api/booking/create";
    let bookingId = "";
    // The run fails after the booking is stored: the answer was committed with it, so a retry gets it (not a second booking).
    const failed = await withIdempotency({ scope, key: "k-1", request: { n: 1 } }, async (claim) => {
      const booking = await createBooking(request(), new Date(), { commitWith: (b) => claim.answerSql({ status: 201, body: { success: true, _id: b._id } }) });
      bookingId = booking._id;
      throw new Error("the answer was lost on the way back");
    }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    const record = await db().idempotencyRecord.findUniqueOrThrow({ where: { scope_key: { scope, key: "k-1" } } });
    expect(record.status).toBe(201);
    expect(record.body).toEqual({ success: true, _id: bookingId });
    const retried = await withIdempotency({ scope, key: "k-1", request: { n: 1 } }, async () => ({ status: 500, body: {} }));
    expect(retried).toEqual({ status: 201, body: { success: true, _id: bookingId } });
    expect(await db().booking.count()).toBe(1);
  });

  it("50 concurrent distinct submissions → 50 bookings", async () => {
    await Promise.all(Array.from({ length: 50 }, (_, i) => createBooking(request({ firstName: `Dancer${i}` }))));
    expect(await db().booking.count()).toBe(50);
    expect(await db().emailMessage.count()).toBe(100);
  });
});

describe("schema messages", () => {
  it("uses the verbatim messages", () => {
    const result = bookingRequestSchema.safeParse({
      ...request(),
      isParentOrGuardian: true,
      parentFirstName: "  ",
      captchaToken: "",
      selectedEventDays: [iso(10), iso(11)],
      dayDetails: [
        { date: iso(10), services: "", danceStyle: ["latin"], additionalServices: [] },
        { date: iso(11), services: hairId, danceStyle: [], additionalServices: [] },
      ],
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining(["Please enter both Parent First Name and Parent Last Name.", "Please select a service for day 1.", "Please select at least one dance style for day 2.", "Please complete the CAPTCHA."]),
    );
  });
});

describe("administration", () => {
  const complete = (service: string, userId: string, date: string, start: string, end: string) => completeSlot(userId, date, start, end, service);

  it("a two-day booking planned one day at a time: its confirmation waits for the other day and names it", async () => {
    const both = await createBooking(bookingRequest({ competition: eventId, service: comboId, days: [iso(10), iso(11)], firstName: "Elena", lastName: "Marsh", email: "elena@example.net" }));
    const hairAndMakeup = (day: string) => [complete("Hair", staffId, day, "09:00", "09:45"), complete("Makeup", otherStaffId, day, "09:00", "09:50")];
    const plan = (secondDay: ReturnType<typeof hairAndMakeup>) =>
      updateBooking(both._id, {
        additionalNotes: "",
        danceStartDate: "",
        danceStartTime: "",
        dayDetails: [
          { date: iso(10), schedules: hairAndMakeup(iso(10)) },
          { date: iso(11), schedules: secondDay },
        ],
      });
    await plan([]);
    await expect(queueBookingConfirmation(both._id)).rejects.toMatchObject({ status: 400, details: { missingDays: [{ date: iso(11) }] } });
    await plan(hairAndMakeup(iso(11)));
    expect((await queueBookingConfirmation(both._id)).created).toBe(true);
  });

  it("partial scheduling stays unassigned; complete moves to assigned; lists are newest first and paged", async () => {
    const first = await createBooking(request({ firstName: "First" }));
    const second = await createBooking(request({ firstName: "Second" }));
    let unassigned = await listBookings({ list: "unassigned", page: 1, pageSize: 1 });
    expect(unassigned.total).toBe(2);
    expect(unassigned.bookings.map((b) => b.firstName)).toEqual(["Second"]);

    await updateBooking(first._id, { additionalNotes: "", danceStartDate: "", danceStartTime: "", dayDetails: [{ date: iso(10), schedules: [complete("Hair", staffId, iso(10), "09:00", "09:45"), { service: "Makeup", assignedUser: null, startDate: iso(10), startTime: "", endDate: iso(10), endTime: "" }] }] });
    expect((await getBooking(first._id)).isAssigned).toBe(false);
    expect((await getBooking(first._id)).progress).toEqual({ slots: 2, scheduled: 1 });
    await expect(queueBookingConfirmation(first._id)).rejects.toMatchObject({ status: 400, message: "Email Not Sent. Please assign a user and/or date(s) and time(s)" });
    // The refusal names the day still without a time (the planner links to it; Edit Booking says it).
    await expect(queueBookingConfirmation(first._id)).rejects.toMatchObject({ details: { missingDays: [{ date: iso(10), label: expect.stringMatching(/^\w+day, \w+ \d{1,2}$/) }] } });

    await updateBooking(first._id, { additionalNotes: "Bring pins", danceStartDate: iso(10), danceStartTime: "11:00", dayDetails: [{ date: iso(10), schedules: [complete("Hair", staffId, iso(10), "09:00", "09:45"), complete("Makeup", otherStaffId, iso(10), "09:00", "09:50")] }] });
    const assigned = await getBooking(first._id);
    expect(assigned.isAssigned).toBe(true);
    expect(assigned.additionalNotes).toBe("Bring pins");
    expect(assigned.dayDetails[0].schedules[0]).toMatchObject({ service: "Hair", assignedUser: { _id: staffId, firstName: "Daniel", lastName: "Brooks" }, startDate: iso(10), startTime: "09:00", endTime: "09:45" });
    expect((await listBookings({ list: "assigned", page: 1, pageSize: 20 })).bookings.map((b) => b._id)).toEqual([first._id]);
    unassigned = await listBookings({ list: "unassigned", page: 1, pageSize: 20 });
    expect(unassigned.bookings.map((b) => b._id)).toEqual([second._id]);
  });

  it('"Hair & hair & Makeup": create, the Edit Booking screen and update count the same 2 slots, so completing them assigns the booking', async () => {
    const repeatedId = (await db().service.create({ data: { title: "Hair &amp; hair &amp; Makeup", price: 170, category: "Women" } })).id;
    const created = await createBooking(request({ dayDetails: [{ date: iso(10), services: repeatedId, danceStyle: ["latin"], additionalServices: [] }] }));
    expect(created.progress).toEqual({ slots: 2, scheduled: 0 });

    const onScreen = expandBookingSlots((await getBooking(created._id)).dayDetails, await loadListedServices(db()));
    expect(onScreen.map((slot) => slot.service)).toEqual(["Hair", "Makeup"]);

    await updateBooking(created._id, { additionalNotes: "", danceStartDate: "", danceStartTime: "", dayDetails: [{ date: iso(10), schedules: [complete("Hair", staffId, iso(10), "09:00", "09:45"), complete("Makeup", otherStaffId, iso(10), "09:00", "09:50")] }] });
    const saved = await getBooking(created._id);
    expect(saved.progress).toEqual({ slots: 2, scheduled: 2 });
    expect(saved.isAssigned).toBe(true);
  });

  it("refuses a clash with the same staff member on another booking (409 naming who and which booking)", async () => {
    const a = await createBooking(request({ firstName: "Anna" }));
    const b = await createBooking(request({ firstName: "Bella" }));
    await updateBooking(a._id, { additionalNotes: "", danceStartDate: "", danceStartTime: "", dayDetails: [{ date: iso(10), schedules: [complete("Hair", staffId, iso(10), "09:00", "10:00")] }] });
    const clash = updateBooking(b._id, { additionalNotes: "", danceStartDate: "", danceStartTime: "", dayDetails: [{ date: iso(10), schedules: [complete("Hair", staffId, iso(10), "09:30", "10:30")] }] });
    await expect(clash).rejects.toMatchObject({ status: 409 });
    await expect(clash).rejects.toThrow(/Daniel Brooks is already booked.*Anna Ramirez/);
    // Back to back is fine.
    await updateBooking(b._id, { additionalNotes: "", danceStartDate: "", danceStartTime: "", dayDetails: [{ date: iso(10), schedules: [complete("Hair", staffId, iso(10), "10:00", "10:30")] }] });
  });

  it("two concurrent clashing saves → exactly one wins", async () => {
    const a = await createBooking(request({ firstName: "Anna" }));
    const b = await createBooking(request({ firstName: "Bella" }));
    const save = (id: string) => updateBooking(id, { additionalNotes: "", danceStartDate: "", danceStartTime: "", dayDetails: [{ date: iso(10), schedules: [complete("Hair", staffId, iso(10), "09:00", "10:00")] }] });
    const results = await Promise.allSettled([save(a._id), save(b._id)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(rejected.reason.status).toBe(409);
  });

  it("refuses an end before the start", async () => {
    const a = await createBooking(request());
    await expect(updateBooking(a._id, { additionalNotes: "", danceStartDate: "", danceStartTime: "", dayDetails: [{ date: iso(10), schedules: [complete("Hair", staffId, iso(10), "10:00", "09:00")] }] })).rejects.toMatchObject({ status: 400 });
  });

  it("unknown and deleted ids → 404", async () => {
    await expect(getBooking("missing")).rejects.toMatchObject({ status: 404 });
    const a = await createBooking(request());
    await deleteBooking(a._id);
    await expect(getBooking(a._id)).rejects.toMatchObject({ status: 404 });
    await expect(deleteBooking(a._id)).rejects.toMatchObject({ status: 404 });
    expect(await db().booking.count()).toBe(1); // soft delete: nothing lost
  });

  it.each([
    ["March 8 (DST starts)", "2026-03-08", "13"],
    ["November 1 (DST ends)", "2026-11-01", "14"],
  ])("a 9:00 AM slot on %s is stored at the right UTC instant, read back, emailed and put in the .ics at 9:00 New York", async (_label, date, utcHour) => {
    await db().event.update({ where: { id: eventId }, data: { eventStartDate: new Date(`${date}T00:00:00Z`), eventEndDate: new Date(`${iso(12)}T00:00:00Z`) } });
    const bookingRow = await db().booking.create({
      data: { eventId, danceLevel: "amateur", firstName: "Dst", lastName: "Case", email: "dst@example.net", phoneNumber: "555-0199", hairAtNight: false, slotCount: 1, days: { create: [{ position: 0, date: new Date(`${date}T00:00:00Z`), serviceTitle: "Competition Hair", serviceId: hairId, danceStyles: ["latin"], additionalServiceIds: [], additionalServiceTitles: [] }] } },
    });
    await updateBooking(bookingRow.id, { additionalNotes: "", danceStartDate: "", danceStartTime: "", dayDetails: [{ date, schedules: [complete("Competition Hair", staffId, date, "09:00", "09:45")] }] });
    const stored = await db().schedule.findFirstOrThrow({ where: { bookingId: bookingRow.id } });
    expect(stored.startAt!.toISOString()).toBe(`${date}T${utcHour}:00:00.000Z`);
    expect(stored.startAt!.getTime()).toBe(zonedInstant(date, "09:00", "America/New_York").getTime());
    const read = await getBooking(bookingRow.id);
    expect(read.dayDetails[0].schedules[0]).toMatchObject({ startDate: date, startTime: "09:00", endTime: "09:45" });

    await queueBookingConfirmation(bookingRow.id);
    const email = await db().emailMessage.findFirstOrThrow({ where: { kind: "booking-confirmation" } });
    expect(email.text).toContain("9:00 AM");
    const attachment = (email.attachments as { filename: string; content: string }[])[0];
    expect(attachment.filename).toBe("appointments.ics");
    const ics = Buffer.from(attachment.content, "base64").toString();
    expect(ics).toContain(`DTSTART:${date.replaceAll("-", "")}T${utcHour}0000Z`);
    expect(ics).toContain(`UID:${stored.id}@`);
  });

  it("a re-send of the same schedule is one email; a changed schedule bumps SEQUENCE and is a new email", async () => {
    const a = await createBooking(request({ dayDetails: [{ date: iso(10), services: hairId, danceStyle: ["latin"], additionalServices: [] }] }));
    const plan = (start: string, end: string) => ({ additionalNotes: "", danceStartDate: "", danceStartTime: "", dayDetails: [{ date: iso(10), schedules: [complete("Competition Hair", staffId, iso(10), start, end)] }] });
    await updateBooking(a._id, plan("09:00", "09:45"));
    const first = await queueBookingConfirmation(a._id);
    const again = await queueBookingConfirmation(a._id);
    expect(again.emailId).toBe(first.emailId);
    expect(again.created).toBe(false);
    await updateBooking(a._id, plan("10:00", "10:45"));
    const changed = await queueBookingConfirmation(a._id);
    expect(changed.emailId).not.toBe(first.emailId);
    const ics = Buffer.from(((await db().emailMessage.findUniqueOrThrow({ where: { id: changed.emailId } })).attachments as { content: string }[])[0].content, "base64").toString();
    expect(ics).toContain("SEQUENCE:1");
  });
});
