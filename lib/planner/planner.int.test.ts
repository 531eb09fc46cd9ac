// "Plan this day" against PostgreSQL: POST proposes (nothing saved), PUT saves every booking or none.
// Every proposal is checked against the rules here, independently of the solver's own checker.
import { beforeEach, describe, expect, it } from "vitest";
import { createBooking, getBooking, updateBooking } from "@/lib/bookings";
import { zonedInstant } from "@/lib/time";
import { POST, PUT } from "@/app/api/events/[id]/days/[date]/plan/route";
import { GET as health } from "@/app/api/health/route";
import { callRoute, staffSession, type StaffSession } from "@/tests/support/api";
import { bookingRequest, completeSlot } from "@/tests/support/booking-requests";
import { iso } from "@/tests/support/days";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { schedulesInRange } from "@/lib/calendar/range";
import { slotEndByLength } from "@/lib/calendar/dto";
import { serviceMinutesByTitle } from "@/lib/bookings/slot-checks";

const db = () => testPrisma();
const ZONE = "America/Chicago";
const DAY = iso(12);
let eventId: string;
let pairId: string;
let anna: string;
let bella: string;
let desk: StaffSession;

type Slot = { bookingId: string; service: string; userId: string; start: string; end: string };
type Proposal = { slots: Slot[]; fixed: (Slot & { pinned: boolean })[]; unplaced: { bookingId: string; reason: string }[]; versions: Record<string, string>; chairs: number | null };

async function competition(start: string, end: string) {
  eventId = (await db().event.create({ data: { eventName: "Chicago Crystal Ball", city: "Chicago", state: "Illinois", timeZone: ZONE, eventStartDate: new Date(`${start}T00:00:00Z`), eventEndDate: new Date(`${end}T00:00:00Z`) } })).id;
}

async function dancer(firstName: string, day: string, heatTime: string | null, extra: { stylistPreference?: string; service?: string } = {}) {
  // Booked a week before her day, whatever today is: the DST test's day is a fixed date (past after 2027-03-14).
  const bookedAt = new Date(Date.parse(`${day}T12:00:00Z`) - 7 * 86_400_000);
  const id = (await createBooking(bookingRequest({ competition: eventId, service: extra.service ?? pairId, days: [day], firstName, email: `${firstName.toLowerCase()}@example.net`, stylistPreference: extra.stylistPreference ?? "" }), bookedAt))._id;
  await db().bookingDay.updateMany({ where: { bookingId: id }, data: { heatTime } });
  return id;
}

async function staffDay(day: string, chairs: number | null, shifts: { userId: string; start: string; end: string }[]) {
  await db().staffingDay.create({ data: { eventId, date: new Date(`${day}T00:00:00Z`), chairs, shifts: { create: shifts.map((s) => ({ userId: s.userId, startTime: s.start, endTime: s.end, breaks: [] })) } } });
}

const propose = async (day = DAY, body: unknown = {}) => callRoute(POST, "POST", `/api/events/${eventId}/days/${day}/plan`, { params: { id: eventId, date: day }, body, headers: desk.headers });
const save = async (body: unknown, day = DAY) => callRoute(PUT, "PUT", `/api/events/${eventId}/days/${day}/plan`, { params: { id: eventId, date: day }, body, headers: desk.headers });
const advisoryLocks = async (granted: boolean) =>
  (await db().$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted = ${granted} AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`)[0].n;

/** The most advisory locks held in this database at once while `work` runs (polled). */
async function advisoryLocksDuring<T>(work: Promise<T>): Promise<{ result: T; most: number; polls: number }> {
  let settled = false;
  let most = 0;
  let polls = 0;
  const watching = (async () => {
    while (!settled) {
      most = Math.max(most, await advisoryLocks(true));
      polls++;
    }
  })();
  const result = await work.finally(() => (settled = true));
  await watching;
  return { result, most, polls };
}

/** A morning with more dancers than it holds on `day`: the local search then uses most of the time limit. */
async function crowdedMorning(day: string) {
  await staffDay(day, 2, [{ userId: anna, start: "05:00", end: "12:00" }, { userId: bella, start: "05:30", end: "11:30" }]);
  const heats = ["07:30", "07:45", "08:00", "08:00", "08:15", "08:30", "08:30", "08:45", "09:00", "09:00", "09:15", "09:30"];
  for (const [i, heat] of heats.entries()) await dancer(`Dancer${i}`, day, heat);
}

const ms = (s: { start: string; end: string }) => [Date.parse(s.start), Date.parse(s.end)] as const;
const overlap = (a: { start: string; end: string }, b: { start: string; end: string }) => ms(a)[0] < ms(b)[1] && ms(b)[0] < ms(a)[1];

/** The rules, checked from the answer alone. */
function expectPlanKeepsTheRules(plan: Proposal, readyBy: Record<string, string>, shifts: Record<string, [string, string]>) {
  const all = [...plan.fixed, ...plan.slots];
  let pairs = 0;
  for (let i = 0; i < all.length; i++)
    for (let j = i + 1; j < all.length; j++) {
      if (all[i].userId !== all[j].userId) continue;
      pairs++;
      expect(overlap(all[i], all[j]), `${all[i].service} of ${all[i].bookingId} and ${all[j].service} of ${all[j].bookingId}`).toBe(false);
    }
  expect(pairs).toBeGreaterThan(0);
  if (plan.chairs !== null) for (const s of all) expect(all.filter((o) => ms(o)[0] <= ms(s)[0] && ms(s)[0] < ms(o)[1]).length).toBeLessThanOrEqual(plan.chairs);
  for (const s of plan.slots) {
    expect(Date.parse(s.end)).toBeLessThanOrEqual(Date.parse(readyBy[s.bookingId]));
    const [from, to] = shifts[s.userId];
    expect(Date.parse(s.start)).toBeGreaterThanOrEqual(Date.parse(from));
    expect(Date.parse(s.end)).toBeLessThanOrEqual(Date.parse(to));
    expect(Date.parse(s.end) - Date.parse(s.start)).toBe(45 * 60_000);
  }
}

beforeEach(async () => {
  await resetDatabase();
  await competition(iso(11), iso(13));
  await db().service.createMany({ data: [{ title: "Hair", time: "45 min", price: 60 }, { title: "Makeup", time: "45 min", price: 60 }] });
  pairId = (await db().service.create({ data: { title: "Hair & Makeup", time: "90 min", price: 110 } })).id;
  anna = (await db().user.create({ data: { firstName: "Anna", lastName: "Kim", email: "anna@example.com", passwordHash: "x", permissions: ["view_bookings"] } })).id;
  bella = (await db().user.create({ data: { firstName: "Bella", lastName: "Ross", email: "bella@example.com", passwordHash: "x", permissions: ["view_bookings"] } })).id;
  desk = await staffSession("desk@example.com", ["manage_bookings"]);
});

describe("POST /api/events/:id/days/:date/plan", () => {
  it("plans every open slot: no stylist in two chairs, never more than the chairs, everyone ready before her heat, inside the shifts; fixed slots untouched", async () => {
    await staffDay(DAY, 2, [{ userId: anna, start: "05:00", end: "12:00" }, { userId: bella, start: "06:00", end: "12:00" }]);
    const heats: Record<string, string> = {};
    for (const [name, heat] of [["Mia", "08:00"], ["Ivy", "08:30"], ["Zoe", "09:00"], ["Eva", "10:00"], ["Lou", "10:15"]] as const) heats[await dancer(name, DAY, heat)] = heat;
    const fixedOne = await dancer("Ada", DAY, "11:00");
    heats[fixedOne] = "11:00";
    await updateBooking(fixedOne, { additionalNotes: "", danceStartDate: "", danceStartTime: "", dayDetails: [{ date: DAY, schedules: [completeSlot(bella, DAY, "09:00", "09:45", "Hair"), completeSlot(bella, DAY, "09:45", "10:30", "Makeup")] }] });
    const noHeat = await dancer("Kai", DAY, null);
    const before = await db().schedule.findMany({ where: { bookingId: fixedOne }, orderBy: { position: "asc" } });

    const res = await propose();
    expect(res.status).toBe(200);
    const plan = (await res.json()) as Proposal;
    expect(plan.unplaced).toContainEqual(expect.objectContaining({ bookingId: noHeat, reason: "no-heat-time" }));
    const readyBy = Object.fromEntries(Object.entries(heats).map(([id, heat]) => [id, new Date(zonedInstant(DAY, heat, ZONE).getTime() - 45 * 60_000).toISOString()]));
    const shifts = { [anna]: [zonedInstant(DAY, "05:00", ZONE).toISOString(), zonedInstant(DAY, "12:00", ZONE).toISOString()], [bella]: [zonedInstant(DAY, "06:00", ZONE).toISOString(), zonedInstant(DAY, "12:00", ZONE).toISOString()] } as Record<string, [string, string]>;
    expectPlanKeepsTheRules(plan, readyBy, shifts);
    expect(plan.slots.filter((s) => s.bookingId === fixedOne)).toEqual([]);
    expect(plan.fixed.filter((s) => s.bookingId === fixedOne)).toHaveLength(2);
    // Two chairs and Ada's fixed slots leave just room for all five (worked out by hand: Anna takes Mia, Zoe, Lou; Bella Ivy, Eva).
    expect(new Set(plan.slots.map((s) => s.bookingId)).size).toBe(5);
    expect(plan.slots).toHaveLength(10);
    // Nothing saved by a proposal.
    expect(await db().schedule.count({ where: { bookingId: { not: fixedOne } } })).toBe(0);
    expect(await db().schedule.findMany({ where: { bookingId: fixedOne }, orderBy: { position: "asc" } })).toEqual(before);
  });

  it("keeps a pinned entry where staff put it and plans the rest around it", async () => {
    await staffDay(DAY, null, [{ userId: anna, start: "05:00", end: "12:00" }]);
    const mia = await dancer("Mia", DAY, "09:00");
    const ivy = await dancer("Ivy", DAY, "09:00");
    const pinStart = zonedInstant(DAY, "07:30", ZONE).toISOString();
    const res = await propose(DAY, { pins: [{ bookingId: mia, service: "Makeup", userId: anna, start: pinStart }] });
    const plan = (await res.json()) as Proposal;
    expect(plan.fixed).toContainEqual(expect.objectContaining({ bookingId: mia, service: "Makeup", userId: anna, start: pinStart, pinned: true }));
    expect(plan.slots.find((s) => s.bookingId === mia && s.service === "Hair")).toMatchObject({ end: pinStart });
    for (const s of plan.slots.filter((x) => x.bookingId === ivy)) expect(overlap(s, { start: pinStart, end: new Date(Date.parse(pinStart) + 45 * 60_000).toISOString() })).toBe(false);
  });

  it("plans a day the clocks change on (spring forward): ready-by and lengths are real time", async () => {
    await competition("2027-03-13", "2027-03-14");
    await staffDay("2027-03-14", null, [{ userId: anna, start: "01:00", end: "10:00" }]);
    const mia = await dancer("Mia", "2027-03-14", "04:30");
    const plan = (await (await propose("2027-03-14")).json()) as Proposal;
    // 04:30 CDT is 09:30Z; ready 45 minutes before: 08:45Z. Hair then makeup back to back, 90 real minutes:
    // hair 1:15 CST – 3:00 CDT on the wall clock (the 2 am hour does not exist), makeup 3:00 – 3:45 CDT.
    expect(plan.slots.filter((s) => s.bookingId === mia)).toEqual([
      expect.objectContaining({ service: "Hair", start: "2027-03-14T07:15:00.000Z", end: "2027-03-14T08:00:00.000Z" }),
      expect.objectContaining({ service: "Makeup", start: "2027-03-14T08:00:00.000Z", end: "2027-03-14T08:45:00.000Z" }),
    ]);
  });

  it("answers within its time limit while the local search runs, and other requests are answered meanwhile", async () => {
    await staffDay(DAY, 2, [{ userId: anna, start: "05:00", end: "12:00" }, { userId: bella, start: "05:30", end: "11:30" }]);
    // More dancers than the morning holds, so some stay unplaced and the local search uses most of the time limit (yielding).
    const heats = ["07:30", "07:45", "08:00", "08:00", "08:15", "08:30", "08:30", "08:45", "09:00", "09:00", "09:15", "09:30"];
    for (const [i, heat] of heats.entries()) await dancer(`Dancer${i}`, DAY, heat);
    const started = performance.now();
    let planDone = 0;
    const planning = propose().then((res) => {
      planDone = performance.now();
      return res;
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const asked = performance.now();
    const other = await callRoute(health, "GET", "/api/health");
    const otherDone = performance.now();
    expect([200, 503]).toContain(other.status);
    const res = await planning;
    expect(res.status).toBe(200);
    const plan = (await res.json()) as Proposal & { ms: number };
    // The health check was answered while the day was still being planned, not after it.
    expect(planDone === 0 || otherDone <= planDone).toBe(true);
    expect(otherDone - asked).toBeLessThan(1_000);
    expect(plan.ms).toBeLessThanOrEqual(1_500 + 1_000);
    expect(performance.now() - started).toBeLessThan(1_500 + 3_000);
    expect(plan.slots.length).toBeGreaterThan(0);
    expect(plan.unplaced.length).toBeGreaterThan(0);
  }, 30_000);

  it("plans a day once at a time: a second plan of the same day meanwhile answers 409 (never a 500), and the day plans again after", async () => {
    await crowdedMorning(DAY);
    const answers = await Promise.all([propose(), propose()]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect((await refused.json()).error).toMatch(/already being worked out/);
    expect((await propose()).status).toBe(200);
  }, 30_000);

  it("plans at most two days at once in a process: a third day meanwhile answers 429 with Retry-After", async () => {
    for (const day of [iso(11), iso(12), iso(13)]) await crowdedMorning(day);
    const answers = await Promise.all([iso(11), iso(12), iso(13)].map((day) => propose(day)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 429]);
    expect(Number(answers.find((r) => r.status === 429)!.headers.get("retry-after"))).toBeGreaterThan(0);
  }, 30_000);

  it("answers 400 with fields for bad input, 404 for a day outside the competition or an unknown one, 403 without manage_bookings", async () => {
    const bad = await propose(DAY, { pins: [{ bookingId: "x", service: "Hair", userId: anna, start: "tomorrow" }] });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toHaveProperty(["pins.0.start"]);
    expect((await propose("2020-01-01")).status).toBe(404);
    expect((await propose("not-a-day")).status).toBe(400);
    const unknown = await callRoute(POST, "POST", `/api/events/nope/days/${DAY}/plan`, { params: { id: "nope", date: DAY }, body: {}, headers: desk.headers });
    expect(unknown.status).toBe(404);
    const viewer = await staffSession("viewer@example.com", ["view_bookings"]);
    expect((await callRoute(POST, "POST", `/api/events/${eventId}/days/${DAY}/plan`, { params: { id: eventId, date: DAY }, body: {}, headers: viewer.headers })).status).toBe(403);
  });
});

describe("PUT /api/events/:id/days/:date/plan", () => {
  it("saves the reviewed plan to every booking: the desk shows the same times", async () => {
    await staffDay(DAY, 2, [{ userId: anna, start: "05:00", end: "12:00" }, { userId: bella, start: "05:00", end: "12:00" }]);
    const ids = [await dancer("Mia", DAY, "08:00"), await dancer("Ivy", DAY, "08:00"), await dancer("Zoe", DAY, "09:00")];
    const plan = (await (await propose()).json()) as Proposal;
    const res = await save({ slots: plan.slots.map(({ bookingId, service, userId, start, end }) => ({ bookingId, service, userId, start, end })), versions: plan.versions });
    expect(res.status).toBe(200);
    for (const id of ids) {
      const rows = await db().schedule.findMany({ where: { bookingId: id } });
      const planned = plan.slots.filter((s) => s.bookingId === id);
      expect(rows).toHaveLength(planned.length);
      for (const p of planned) expect(rows.find((r) => r.serviceTitle === p.service)).toMatchObject({ assignedUserId: p.userId, startAt: new Date(p.start), endAt: new Date(p.end) });
      expect((await getBooking(id)).isAssigned).toBe(true);
    }
  });

  it("refuses with 409 naming a booking changed since the proposal and saves none of the plan", async () => {
    await staffDay(DAY, null, [{ userId: anna, start: "05:00", end: "12:00" }, { userId: bella, start: "05:00", end: "12:00" }]);
    const mia = await dancer("Mia", DAY, "08:00");
    const ivy = await dancer("Ivy", DAY, "09:00");
    const plan = (await (await propose()).json()) as Proposal;
    await updateBooking(ivy, { additionalNotes: "", danceStartDate: "", danceStartTime: "", dayDetails: [{ date: DAY, schedules: [completeSlot(anna, DAY, "10:00", "10:45", "Hair")] }] });
    const res = await save({ slots: plan.slots.map(({ bookingId, service, userId, start, end }) => ({ bookingId, service, userId, start, end })), versions: plan.versions });
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.bookings).toEqual([{ bookingId: ivy, name: "Ivy Novak" }]);
    expect(await db().schedule.count({ where: { bookingId: mia } })).toBe(0);
    expect(await db().schedule.findMany({ where: { bookingId: ivy } })).toEqual([expect.objectContaining({ startAt: zonedInstant(DAY, "10:00", ZONE) })]);
  });

  it("refuses a plan that would put a stylist in two chairs (the clash guard) and saves none of it", async () => {
    const mia = await dancer("Mia", DAY, "08:00");
    const ivy = await dancer("Ivy", DAY, "08:00");
    const plan = (await (await propose()).json()) as Proposal;
    const start = zonedInstant(DAY, "06:00", ZONE).toISOString();
    const end = zonedInstant(DAY, "06:45", ZONE).toISOString();
    const res = await save({ slots: [{ bookingId: mia, service: "Hair", userId: anna, start, end }, { bookingId: ivy, service: "Hair", userId: anna, start, end }], versions: plan.versions });
    expect(res.status).toBe(409);
    expect(await db().schedule.count()).toBe(0);
  });

  it("refuses made-up bookings and stylists before taking any lock (1,000 slots: 400; unknown bookings: 404; stylists not working the day: 400), and a valid plan saves right after", async () => {
    await staffDay(DAY, 2, [{ userId: anna, start: "05:00", end: "12:00" }, { userId: bella, start: "05:00", end: "12:00" }]);
    const mia = await dancer("Mia", DAY, "08:00");
    const plan = (await (await propose()).json()) as Proposal;
    const start = zonedInstant(DAY, "06:00", ZONE).toISOString();
    const end = zonedInstant(DAY, "06:45", ZONE).toISOString();
    const madeUp = (n: number, userId: (i: number) => string, bookingId: (i: number) => string) => ({
      slots: Array.from({ length: n }, (_, i) => ({ bookingId: bookingId(i), service: "Hair", userId: userId(i), start, end })),
      versions: Object.fromEntries(Array.from({ length: n }, (_, i) => [bookingId(i), "0123456789abcdef"])),
    });
    const cases: [string, unknown, number][] = [
      ["1,000 made-up bookings and stylists", madeUp(1_000, (i) => `user-${i}`, (i) => `booking-${i}`), 400],
      ["300 made-up bookings", madeUp(300, () => anna, (i) => `booking-${i}`), 404],
      ["300 made-up stylists for a real booking", { ...madeUp(300, (i) => `user-${i}`, () => mia), versions: plan.versions }, 400],
    ];
    for (const [name, body, status] of cases) {
      const { result, most, polls } = await advisoryLocksDuring(save(body));
      expect(result.status, name).toBe(status);
      expect(polls, name).toBeGreaterThan(0);
      expect(most, `${name}: advisory locks held while it was answered`).toBe(0);
    }
    const res = await save({ slots: plan.slots.map(({ bookingId, service, userId, start, end }) => ({ bookingId, service, userId, start, end })), versions: plan.versions });
    expect(res.status).toBe(200);
    expect(await db().schedule.count({ where: { bookingId: mia } })).toBe(2);
  });

  it("saves a day once at a time: a second save of the same day while one waits answers 409 at once", async () => {
    await staffDay(DAY, 2, [{ userId: anna, start: "05:00", end: "12:00" }, { userId: bella, start: "05:00", end: "12:00" }]);
    await dancer("Mia", DAY, "08:00");
    const plan = (await (await propose()).json()) as Proposal;
    const body = { slots: plan.slots.map(({ bookingId, service, userId, start, end }) => ({ bookingId, service, userId, start, end })), versions: plan.versions };
    // Another writer holds the first stylist's lock: the first save waits for it inside its transaction.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const writer = db().$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`staff:${[...new Set(body.slots.map((s) => s.userId))].sort()[0]}`}))`;
      holding();
      await released;
    }, { timeout: 25_000 });
    await held;
    const first = save(body);
    await expect.poll(() => advisoryLocks(false), { timeout: 10_000 }).toBe(1);
    const second = await save(body);
    release();
    await writer;
    expect(second.status).toBe(409);
    expect((await second.json()).error).toMatch(/already being saved/);
    expect((await first).status).toBe(200);
  }, 30_000);

  it("answers 400 with fields for a slot ending before it starts", async () => {
    const res = await save({ slots: [{ bookingId: "b", service: "Hair", userId: anna, start: "2026-12-01T10:00:00Z", end: "2026-12-01T09:00:00Z" }], versions: {} });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toHaveProperty(["slots.0.end"]);
  });
});

describe("the evening before and the night the clocks go back (the planner's rule breaches)", () => {
  const eve = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const slotsOf = (plan: Proposal) => plan.slots.map(({ bookingId, service, userId, start, end }) => ({ bookingId, service, userId, start, end }));

  it("books nobody who did not ask for it into the evening-before window, and the save refuses such a slot", async () => {
    await db().event.update({ where: { id: eventId }, data: { nightStartTime: "19:00", nightEndTime: "23:00" } });
    await staffDay(DAY, null, [{ userId: anna, start: "05:00", end: "09:00" }, { userId: bella, start: "05:00", end: "09:00" }]);
    const ids = [];
    for (const [i, heat] of ["06:45", "06:45", "07:00", "07:15", "07:30", "07:45"].entries()) ids.push(await dancer(`Early${i}`, DAY, heat));
    const plan = (await (await propose()).json()) as Proposal;
    const dayStart = zonedInstant(DAY, "05:00", ZONE).toISOString();
    expect(plan.slots.filter((s) => s.start < dayStart)).toEqual([]);
    expect(plan.slots.length).toBeGreaterThan(0);
    // A slot in the evening-before window for a dancer who did not ask: refused, nothing saved.
    const night = { start: zonedInstant(eve(DAY), "20:00", ZONE).toISOString(), end: zonedInstant(eve(DAY), "20:45", ZONE).toISOString() };
    const res = await save({ slots: [{ bookingId: ids[0], service: "Hair", userId: anna, ...night }], versions: plan.versions });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/evening before/);
    expect(await db().schedule.count({ where: { startAt: { not: null } } })).toBe(0);
  });

  it("gives a night-before slot only to a stylist who works that evening (time off on the evening's date)", async () => {
    await db().event.update({ where: { id: eventId }, data: { nightStartTime: "18:00", nightEndTime: "22:00" } });
    await staffDay(DAY, null, [{ userId: anna, start: "06:00", end: "12:00" }, { userId: bella, start: "06:00", end: "12:00" }]);
    const mia = await dancer("Mia", DAY, "10:00");
    await db().bookingDay.updateMany({ where: { bookingId: mia }, data: { hairEveningBefore: true } });
    await db().timeOff.create({ data: { userId: anna, date: new Date(`${eve(DAY)}T00:00:00Z`), note: "Friday evening" } });
    const plan = (await (await propose()).json()) as Proposal;
    const hair = plan.slots.find((s) => s.bookingId === mia && s.service === "Hair");
    expect(hair).toMatchObject({ userId: bella });
    expect(hair!.end <= zonedInstant(eve(DAY), "22:00", ZONE).toISOString()).toBe(true);
    expect((await save({ slots: slotsOf(plan), versions: plan.versions })).status).toBe(200);
    // Bella off that evening too: nobody works it, so Mia (hair done the evening before) cannot be planned.
    await db().schedule.deleteMany({ where: { bookingId: mia } });
    await db().timeOff.create({ data: { userId: bella, date: new Date(`${eve(DAY)}T00:00:00Z`) } });
    const none = (await (await propose()).json()) as Proposal;
    expect(none.slots.filter((s) => s.bookingId === mia)).toEqual([]);
    expect(none.unplaced).toContainEqual(expect.objectContaining({ bookingId: mia }));
  });

  it("saves its own plan on the night the clocks go back: slots are instants end to end", async () => {
    // New York, Sunday 2027-11-07: 1:00–1:59 AM happens twice (EDT, then EST). Anna works 00:00–05:00 on the wall (6 real hours).
    await competition("2027-11-06", "2027-11-07");
    await db().event.update({ where: { id: eventId }, data: { timeZone: "America/New_York" } });
    const day = "2027-11-07";
    await staffDay(day, null, [{ userId: anna, start: "00:00", end: "05:00" }]);
    const ids = [await dancer("Ann", day, "02:45"), await dancer("Bea", day, "04:30"), await dancer("Cat", day, "05:45")];
    const plan = (await (await propose(day)).json()) as Proposal;
    const placed = new Set(plan.slots.map((s) => s.bookingId));
    expect(placed.size).toBe(3);
    // Some slot lies in the repeated hour (between 05:00Z = 1:00 EDT and 07:00Z = 2:00 EST).
    expect(plan.slots.some((s) => s.start >= "2027-11-07T05:00:00.000Z" && s.start < "2027-11-07T07:00:00.000Z")).toBe(true);
    const res = await save({ slots: slotsOf(plan), versions: plan.versions }, day);
    expect(res.status).toBe(200);
    for (const id of ids)
      for (const p of plan.slots.filter((s) => s.bookingId === id))
        expect(await db().schedule.findFirst({ where: { bookingId: id, serviceTitle: p.service } })).toMatchObject({ startAt: new Date(p.start), endAt: new Date(p.end) });
  });
});

describe("extras take time", () => {
  it("adds the day's extras to her last service: rhinestones 15 min and a lash upgrade 10 min make makeup 70 min", async () => {
    await db().service.createMany({ data: [{ title: "Rhinestones", time: "15 min", price: 20, category: "Additional" }, { title: "Lash upgrade", time: "10 min", price: 15, category: "Additional" }] });
    const extras = await db().service.findMany({ where: { title: { in: ["Rhinestones", "Lash upgrade"] } } });
    await staffDay(DAY, null, [{ userId: anna, start: "05:00", end: "12:00" }]);
    const bookedAt = new Date(Date.parse(`${DAY}T12:00:00Z`) - 7 * 86_400_000);
    const mia = (await createBooking(bookingRequest({ competition: eventId, service: pairId, days: [DAY], firstName: "Mia", email: "mia@example.net", additionalServices: extras.map((e) => e.id) }), bookedAt))._id;
    await db().bookingDay.updateMany({ where: { bookingId: mia }, data: { heatTime: "09:00" } });
    const plan = (await (await propose()).json()) as Proposal;
    const mine = plan.slots.filter((s) => s.bookingId === mia).map((s) => [s.service, (Date.parse(s.end) - Date.parse(s.start)) / 60_000]);
    expect(mine).toEqual([["Hair", 45], ["Makeup", 70]]);
    // Ready 45 minutes before the 9:00 heat: makeup ends at 8:15.
    expect(plan.slots.find((s) => s.bookingId === mia && s.service === "Makeup")!.end).toBe(zonedInstant(DAY, "08:15", ZONE).toISOString());
  });
});

describe("hair at night is an evening session; hair the evening before is its own choice per day", () => {
  const eve = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  type EveningProposal = Proposal & { evening: { waiting: { bookingId: string; message: string }[]; unplaced: unknown[] } };
  let mia: string;

  beforeEach(async () => {
    await db().event.update({ where: { id: eventId }, data: { nightStartTime: "18:00", nightEndTime: "22:00" } });
    // Anna does the mornings, Bella the evening session of the heat day.
    await staffDay(DAY, null, [{ userId: anna, start: "06:00", end: "12:00" }, { userId: bella, start: "15:00", end: "20:00" }]);
    const hairId = (await db().service.findFirstOrThrow({ where: { title: "Hair" } })).id;
    mia = await dancer("Mia", DAY, "07:45", { service: hairId });
    await db().booking.update({ where: { id: mia }, data: { hairAtNight: true } });
  });

  it("a 7:45 AM heat with hair at night and no evening-before choice: her hair on the morning of the day, nothing the evening before, waiting for her evening heat", async () => {
    const plan = (await (await propose()).json()) as EveningProposal;
    const mine = plan.slots.filter((s) => s.bookingId === mia);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ service: "Hair", userId: anna });
    expect(mine[0].start >= zonedInstant(DAY, "06:00", ZONE).toISOString()).toBe(true);
    expect(mine[0].end <= zonedInstant(DAY, "07:00", ZONE).toISOString()).toBe(true);
    // Nobody asked for the evening before: no slot in it.
    expect(plan.slots.filter((s) => s.start < zonedInstant(DAY, "00:00", ZONE).toISOString())).toEqual([]);
    // No evening heat time yet: no second appointment invented, the planner says what it waits for.
    expect(plan.evening.waiting).toEqual([{ bookingId: mia, message: "waiting for her evening heat time" }]);
  });

  it("with hair done the evening before chosen for the day: her hair in that evening's window", async () => {
    await db().bookingDay.updateMany({ where: { bookingId: mia }, data: { hairEveningBefore: true } });
    await db().booking.update({ where: { id: mia }, data: { hairAtNight: false } });
    const plan = (await (await propose()).json()) as EveningProposal;
    const hair = plan.slots.find((s) => s.bookingId === mia && s.service === "Hair")!;
    expect(hair.start >= zonedInstant(eve(DAY), "18:00", ZONE).toISOString()).toBe(true);
    expect(hair.end <= zonedInstant(eve(DAY), "22:00", ZONE).toISOString()).toBe(true);
    expect(plan.evening.waiting).toEqual([]);
  });

  it("with her evening heat time: a second hair appointment that evening, ready before it, saved as a slot of its own and not late", async () => {
    await db().bookingDay.updateMany({ where: { bookingId: mia }, data: { eveningHeatTime: "19:30" } });
    const plan = (await (await propose()).json()) as EveningProposal;
    const mine = plan.slots.filter((s) => s.bookingId === mia).sort((a, b) => a.start.localeCompare(b.start));
    expect(mine.map((s) => [s.service, s.userId])).toEqual([["Hair", anna], ["Hair (evening session)", bella]]);
    expect(mine[0].end <= zonedInstant(DAY, "07:00", ZONE).toISOString()).toBe(true);
    // Ready-by of the evening heat: 7:30 PM minus the studio's 45 minutes, inside Bella's 3–8 PM.
    expect(mine[1].end <= zonedInstant(DAY, "18:45", ZONE).toISOString()).toBe(true);
    expect(mine[1].start >= zonedInstant(DAY, "15:00", ZONE).toISOString()).toBe(true);
    expect(plan.evening.waiting).toEqual([]);
    const res = await save({ slots: plan.slots.map(({ bookingId, service, userId, start, end }) => ({ bookingId, service, userId, start, end })), versions: plan.versions });
    expect(res.status).toBe(200);
    const stored = await getBooking(mia);
    expect(stored.dayDetails[0].schedules.map((s) => s.service)).toEqual(["Hair", "Hair (evening session)"]);
    expect(stored.lateForHeat).toBe(false);
    expect(stored.progress).toEqual({ slots: 2, scheduled: 2 });
    // Planned again: both stay where they are.
    const again = (await (await propose()).json()) as EveningProposal;
    expect(again.fixed.filter((s) => s.bookingId === mia)).toHaveLength(2);
    expect(again.slots.filter((s) => s.bookingId === mia)).toEqual([]);
  });

  it("one length rule: a package with rhinestones takes 90 + 15 min in the morning, its evening session the hair redo's 45 (not the package's 90), and My Calendar's drag and Change time give each slot that same length", async () => {
    await db().service.createMany({ data: [{ title: "Hair &amp; Makeup Package", time: "1 h 30 min", price: 160 }, { title: "Rhinestones", time: "15 min", price: 20, category: "Additional" }] });
    const [pkg, stones] = await Promise.all(["Hair &amp; Makeup Package", "Rhinestones"].map((title) => db().service.findFirstOrThrow({ where: { title } })));
    const bookedAt = new Date(Date.parse(`${DAY}T12:00:00Z`) - 7 * 86_400_000);
    const lea = (await createBooking(bookingRequest({ competition: eventId, service: pkg.id, days: [DAY], firstName: "Lea", email: "lea@example.net", additionalServices: [stones.id] }), bookedAt))._id;
    await db().booking.update({ where: { id: lea }, data: { hairAtNight: true } });
    await db().bookingDay.updateMany({ where: { bookingId: lea }, data: { heatTime: "09:30", eveningHeatTime: "19:30" } });
    await db().booking.delete({ where: { id: mia } });
    const plan = (await (await propose()).json()) as EveningProposal;
    const minutesOf = (s: { start: string; end: string }) => (Date.parse(s.end) - Date.parse(s.start)) / 60_000;
    const mine = plan.slots.filter((s) => s.bookingId === lea).sort((a, b) => a.start.localeCompare(b.start));
    expect(mine.map((s) => [s.service, minutesOf(s)])).toEqual([
      ["Hair & Makeup Package", 105],
      ["Hair & Makeup Package (evening session)", 45],
    ]);
    expect((await save({ slots: mine.map(({ bookingId, service, userId, start, end }) => ({ bookingId, service, userId, start, end })), versions: plan.versions })).status).toBe(200);

    // My Calendar: each slot says which extras its length counts, and a move keeps the planner's length.
    const minutes = serviceMinutesByTitle(await db().service.findMany({ select: { title: true, time: true } }));
    const onCalendar = (await schedulesInRange({ start: zonedInstant(DAY, "00:00", ZONE), end: zonedInstant(DAY, "23:59", ZONE) }, "desk")).filter((s) => s.bookingId === lea);
    expect(onCalendar.map((s) => [s.service, s.lengthExtras])).toEqual([
      ["Hair & Makeup Package", ["Rhinestones"]],
      ["Hair & Makeup Package (evening session)", []],
    ]);
    const movedTo = zonedInstant(DAY, "06:00", ZONE);
    expect(onCalendar.map((s) => (slotEndByLength(s, movedTo, minutes)!.getTime() - movedTo.getTime()) / 60_000)).toEqual([105, 45]);
  });
});
