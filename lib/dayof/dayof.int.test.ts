// The day-of status against the real database, through the route handlers: the transition rule, a
// cancelled booking, who may change which slot, a phone's retry (Idempotency-Key) and a stale phone
// (`since`), the day's list, and the push reaching a subscriber over PostgreSQL and over Redis.
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { POST as statusPost } from "@/app/api/calendar/slots/[id]/status/route";
import { GET as liveGet } from "@/app/api/calendar/live/route";
import { GET as streamGet } from "@/app/api/calendar/live/stream/route";
import { POST as runningLatePost } from "@/app/api/calendar/running-late/route";
import { logout } from "@/lib/auth/session";
import { createBooking } from "@/lib/bookings";
import { createLiveHub, CANCELLED_SLOT, NOT_YOUR_SLOT, type LiveHub } from "@/lib/dayof";
import type { LiveSlotDto } from "@/lib/dayof/dto";
import { fromDateOnly } from "@/lib/time";
import { startRedis, findRedisServer, type LocalRedis } from "@/scripts/lib/redis-server";
import { callRoute, staffSession, type StaffSession } from "@/tests/support/api";
import { bookingRequest } from "@/tests/support/booking-requests";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { iso } from "@/tests/support/days";

const db = () => testPrisma();
const D = iso(10);

let ana: StaffSession;
let ben: StaffSession;
let desk: StaffSession;
let eventId: string;
let hairId: string;

async function slotFor(firstName: string, stylist: StaffSession, start = "14:00") {
  const booking = await createBooking(bookingRequest({ competition: eventId, service: hairId, days: [D], firstName, lastName: "Dancer" }));
  const day = await db().bookingDay.findFirstOrThrow({ where: { bookingId: booking._id } });
  const startAt = new Date(`${D}T${start}:00Z`);
  const slot = await db().schedule.create({
    data: { bookingId: booking._id, bookingDayId: day.id, serviceTitle: "Competition Hair", assignedUserId: stylist.userId, startAt, endAt: new Date(startAt.getTime() + 45 * 60_000) },
  });
  return { bookingId: booking._id, slotId: slot.id };
}

let keys = 0;
function setStatus(session: StaffSession, slotId: string, body: Record<string, unknown>, key: string | null = `tap-${++keys}`) {
  return callRoute(statusPost, "POST", `/api/calendar/slots/${slotId}/status`, { params: { id: slotId }, body, headers: { ...session.headers, ...(key ? { "idempotency-key": key } : {}) } });
}
async function statusOf(slotId: string) {
  return (await db().schedule.findUniqueOrThrow({ where: { id: slotId } })).dayStatus;
}

beforeEach(async () => {
  await resetDatabase();
  ana = await staffSession("ana@example.com", ["view_bookings"], { firstName: "Ana" });
  ben = await staffSession("ben@example.com", ["view_bookings"], { firstName: "Ben" });
  desk = await staffSession("dana@example.com", ["manage_bookings"], { firstName: "Dana" });
  const event = await db().event.create({ data: { eventName: "Holiday Dance Classic", city: "Las Vegas", state: "Nevada", timeZone: "America/Los_Angeles", eventStartDate: fromDateOnly(D), eventEndDate: fromDateOnly(iso(11)) } });
  eventId = event.id;
  hairId = (await db().service.create({ data: { title: "Competition Hair", price: 85, category: "Women" } })).id;
});

describe("a slot's status on the day", () => {
  it("walks expected → checked in → in the chair → done with who and when, one history row per change", async () => {
    const { slotId } = await slotFor("Alice", ana);
    const answers: LiveSlotDto[] = [];
    for (const status of ["checked_in", "in_chair", "done"]) {
      const response = await setStatus(ana, slotId, { status });
      expect(response.status).toBe(200);
      answers.push((await response.json()).slot);
    }
    expect(answers.map((a) => [a.status, a.version, a.changedByName])).toEqual([
      ["checked_in", 1, "Ana Member"],
      ["in_chair", 2, "Ana Member"],
      ["done", 3, "Ana Member"],
    ]);
    expect(Date.now() - new Date(answers[2].changedAt!).getTime()).toBeLessThan(60_000);
    const history = await db().slotStatusEvent.findMany({ where: { scheduleId: slotId }, orderBy: { version: "asc" } });
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.byId, h.source])).toEqual([
      ["expected", "checked_in", ana.userId, "online"],
      ["checked_in", "in_chair", ana.userId, "online"],
      ["in_chair", "done", ana.userId, "online"],
    ]);
  });

  it("refuses every move outside the rule with 409 (no done before the chair) and allows each undo step", async () => {
    const { slotId } = await slotFor("Alice", ana);
    const refusedFromExpected = await setStatus(ana, slotId, { status: "done" });
    expect(refusedFromExpected.status).toBe(409);
    expect((await refusedFromExpected.json()).error).toContain("in the chair first");
    await setStatus(ana, slotId, { status: "checked_in" });
    expect((await setStatus(ana, slotId, { status: "done" })).status).toBe(409);
    expect((await setStatus(ana, slotId, { status: "expected" })).status).toBe(200);
    expect((await setStatus(ana, slotId, { status: "no_show" })).status).toBe(200);
    expect((await setStatus(ana, slotId, { status: "in_chair" })).status).toBe(409);
    expect((await setStatus(ana, slotId, { status: "expected" })).status).toBe(200);
    expect((await setStatus(ana, slotId, { status: "in_chair" })).status).toBe(200);
    expect((await setStatus(ana, slotId, { status: "done" })).status).toBe(200);
    expect((await setStatus(ana, slotId, { status: "expected" })).status).toBe(409);
    expect((await setStatus(ana, slotId, { status: "in_chair" })).status).toBe(200);
    expect(await statusOf(slotId)).toBe("in_chair");
    const bad = await setStatus(ana, slotId, { status: "finished" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toHaveProperty("status");
  });

  it("a cancelled booking's slot never changes (409)", async () => {
    const { bookingId, slotId } = await slotFor("Alice", ana);
    await db().booking.update({ where: { id: bookingId }, data: { cancelledAt: new Date() } });
    const refused = await setStatus(desk, slotId, { status: "checked_in" });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBe(CANCELLED_SLOT);
    expect(await statusOf(slotId)).toBe("expected");
  });

  it("a view_bookings stylist changes only her own slots (403 on another's); the desk any; other staff none", async () => {
    const { slotId } = await slotFor("Alice", ana);
    const refused = await setStatus(ben, slotId, { status: "checked_in" });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBe(NOT_YOUR_SLOT);
    const editor = await staffSession("ed@example.com", ["edit_content"]);
    expect((await setStatus(editor, slotId, { status: "checked_in" })).status).toBe(403);
    expect(await statusOf(slotId)).toBe("expected");
    const byDesk = await setStatus(desk, slotId, { status: "checked_in" });
    expect(byDesk.status).toBe(200);
    expect((await byDesk.json()).slot.changedByName).toBe("Dana Member");
    expect((await setStatus(ana, slotId, { status: "in_chair" })).status).toBe(200);
  });

  it("the same Idempotency-Key twice applies once and answers the same; a queued change is recorded as queued; no key is a 400", async () => {
    const { slotId } = await slotFor("Alice", ana);
    const [first, second] = await Promise.all([setStatus(ana, slotId, { status: "checked_in", since: 0, source: "queued" }, "phone-1"), setStatus(ana, slotId, { status: "checked_in", since: 0, source: "queued" }, "phone-1")]);
    const third = await setStatus(ana, slotId, { status: "checked_in", since: 0, source: "queued" }, "phone-1");
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    const answers = await Promise.all([first.json(), second.json(), third.json()]);
    expect(answers.map((a) => a.slot.version)).toEqual([1, 1, 1]);
    expect(await db().slotStatusEvent.findMany({ where: { scheduleId: slotId }, select: { source: true } })).toEqual([{ source: "queued" }]);
    const noKey = await setStatus(ana, slotId, { status: "in_chair" }, null);
    expect(noKey.status).toBe(400);
    expect((await noKey.json()).fields).toHaveProperty("Idempotency-Key");
    expect(await statusOf(slotId)).toBe("checked_in");
  });

  it("a phone that saw an older version gets 409 with the current slot, and nothing changes", async () => {
    const { slotId } = await slotFor("Alice", ana);
    expect((await setStatus(desk, slotId, { status: "checked_in", since: 0 })).status).toBe(200);
    const stale = await setStatus(ana, slotId, { status: "no_show", since: 0 });
    expect(stale.status).toBe(409);
    const body = await stale.json();
    expect(body.error).toBe("Changed on another phone: now checked in by Dana Member.");
    expect(body.slot).toMatchObject({ id: slotId, status: "checked_in", version: 1, changedByName: "Dana Member" });
    expect(await statusOf(slotId)).toBe("checked_in");
    expect((await setStatus(ana, slotId, { status: "in_chair", since: 1 })).status).toBe(200);
  });

  it("GET /api/calendar/live lists the day's slots with their statuses (any staff), not other days' or cancelled ones", async () => {
    const alice = await slotFor("Alice", ana, "15:00");
    const bella = await slotFor("Bella", ben, "16:00");
    const cancelled = await slotFor("Cara", ben, "17:00");
    await db().booking.update({ where: { id: cancelled.bookingId }, data: { cancelledAt: new Date() } });
    await setStatus(ana, alice.slotId, { status: "checked_in" });
    const response = await callRoute(liveGet, "GET", `/api/calendar/live?date=${D}`, { headers: ben.headers });
    expect(response.status).toBe(200);
    const { slots } = await response.json();
    expect(slots.map((s: LiveSlotDto) => [s.id, s.status, s.version])).toEqual([
      [alice.slotId, "checked_in", 1],
      [bella.slotId, "expected", 0],
    ]);
    expect((await (await callRoute(liveGet, "GET", `/api/calendar/live?date=${iso(11)}`, { headers: ben.headers })).json()).slots).toEqual([]);
    expect((await callRoute(liveGet, "GET", `/api/calendar/live?date=tomorrow`, { headers: ben.headers })).status).toBe(400);
  });
});

/** Reads a server-sent event stream until `until(text)` holds or the stream ends (bounded by the test's timeout). */
function eventReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let ended = false;
  const data = () => text.split("\n").filter((line) => line.startsWith("data: ")).map((line) => JSON.parse(line.slice(6)) as LiveSlotDto);
  return {
    data,
    /** Whether the server closed the stream. */
    ended: () => ended,
    async until(done: (text: string) => boolean): Promise<string> {
      while (!done(text) && !ended) {
        const read = await reader.read();
        if (read.done) ended = true;
        else text += decoder.decode(read.value);
      }
      return text;
    },
    cancel: () => reader.cancel(),
  };
}

// PGlite (the fallback without a PostgreSQL server) serves every connection from one backend, so its
// NOTIFY never reaches another connection: the PostgreSQL channel is checked on a real server only.
const realPostgres = inject("databaseKind") === "postgresql";

describe.each([
  { name: "PostgreSQL LISTEN/NOTIFY", redis: false },
  { name: "Redis pub/sub", redis: true },
])("the push channel over $name", ({ redis }) => {
  let local: LocalRedis | null = null;
  let publisher: LiveHub;
  let subscriber: LiveHub;
  beforeAll(async () => {
    if (redis) {
      expect(findRedisServer(), "redis-server is installed").toBeTruthy();
      local = await startRedis();
    }
    // Two hubs stand for two instances: one publishes, the other's stream receives.
    const config = { redisUrl: local?.url ?? null, databaseUrl: process.env.DATABASE_URL! };
    publisher = createLiveHub(config);
    subscriber = createLiveHub(config);
  });
  afterAll(async () => {
    await Promise.all([publisher?.close(), subscriber?.close()]);
    await local?.close();
  });

  it.skipIf(!redis && !realPostgres)("a status change on one instance reaches another's subscriber of that day, and not a subscriber of another day", async () => {
    const { slotId } = await slotFor("Alice", ana);
    const received: LiveSlotDto[] = [];
    const otherDay: LiveSlotDto[] = [];
    const stopOther = await subscriber.subscribe(iso(11), (event) => "slot" in event && otherDay.push(event.slot));
    let arrive: (slot: LiveSlotDto) => void = () => {};
    const arrived = new Promise<LiveSlotDto>((resolve) => (arrive = resolve));
    const stop = await subscriber.subscribe(D, (event) => {
      if (!("slot" in event)) return;
      received.push(event.slot);
      arrive(event.slot);
    });
    const { setSlotStatus } = await import("@/lib/dayof");
    const actor = { id: ana.userId, firstName: "Ana", lastName: "Member", role: "user", isAdministrator: false, permissions: ["view_bookings"] };
    const started = Date.now();
    await setSlotStatus(slotId, { status: "checked_in" }, actor, publisher);
    const slot = await arrived;
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(slot).toMatchObject({ id: slotId, status: "checked_in", version: 1, changedByName: "Ana Member" });
    expect(received).toHaveLength(1);
    expect(otherDay).toEqual([]);
    stopOther();
    stop();
  });
});

describe.skipIf(!realPostgres)("the stream endpoint", () => {
  // The instance's own hub holds a LISTEN connection: closed so the test database can be dropped.
  afterAll(() => globalThis.__studioLiveHub?.close());

  it("answers text/event-stream unbuffered: each status change of the day as one data line, running late as a `times` event", async () => {
    const { slotId } = await slotFor("Alice", ana);
    const controller = new AbortController();
    const response = await callRoute(
      (request, context) => streamGet(new (request.constructor as typeof Request)(request, { signal: controller.signal }) as typeof request, context),
      "GET",
      `/api/calendar/live/stream?date=${D}`,
      { headers: ben.headers },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    const events = eventReader(response);
    // The stream says it is connected once it listens: then the change is made.
    expect(await events.until((text) => text.includes(": connected"))).toContain("retry: 3000");
    expect((await setStatus(ana, slotId, { status: "checked_in" })).status).toBe(200);
    await events.until((text) => text.includes("data: "));
    expect(events.data()).toEqual([expect.objectContaining({ id: slotId, status: "checked_in", version: 1 })]);
    // The desk saves "running late" for Ana: every phone on the day is told to read the times again.
    const late = await callRoute(runningLatePost, "POST", "/api/calendar/running-late", { body: { date: D, staffId: ana.userId, minutes: 15, preview: false }, headers: desk.headers });
    expect(late.status, await late.clone().text()).toBe(200);
    const text = await events.until((t) => t.includes("event: times"));
    const times = text.split("event: times\n")[1].split("\n")[0];
    expect(JSON.parse(times.slice("data: ".length))).toEqual({ staffId: ana.userId, minutes: 15, slotIds: [slotId], byName: "Dana Member" });
    controller.abort();
    await events.cancel();
    expect((await callRoute(streamGet, "GET", `/api/calendar/live/stream?date=${D}`)).status).toBe(401);
  });

  /** A stream of the day opened through the route as `session`, and its abort (as the browser's going away). */
  async function openStream(session: StaffSession) {
    const controller = new AbortController();
    const response = await callRoute(
      (request, context) => streamGet(new (request.constructor as typeof Request)(request, { signal: controller.signal }) as typeof request, context),
      "GET",
      `/api/calendar/live/stream?date=${D}`,
      { headers: session.headers },
    );
    return { response, close: () => controller.abort() };
  }

  it("one session holds at most 4 streams: the fifth answers 429 with Retry-After; a closed one frees its place; another session is not counted with it", async () => {
    const open = [];
    for (let i = 0; i < 4; i += 1) {
      const stream = await openStream(ben);
      expect(stream.response.status).toBe(200);
      expect(await eventReader(stream.response).until((text) => text.includes(": connected"))).toContain(": connected");
      open.push(stream);
    }
    const fifth = await openStream(ben);
    expect(fifth.response.status).toBe(429);
    expect(Number(fifth.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await fifth.response.json()).error).toMatch(/4 live/);

    const others = await openStream(ana);
    expect(others.response.status).toBe(200);
    open.push(others);

    open[0].close();
    const again = await openStream(ben);
    expect(again.response.status).toBe(200);
    open.push(again);
    for (const stream of open) stream.close();
  });

  it("a stream whose session was signed out gets no further change: the next event ends it instead", async () => {
    const { slotId } = await slotFor("Alice", ana);
    const stream = await openStream(ben);
    const events = eventReader(stream.response);
    await events.until((text) => text.includes(": connected"));
    const { id } = await db().session.findFirstOrThrow({ where: { userId: ben.userId } });
    await logout(id);

    expect((await setStatus(ana, slotId, { status: "checked_in" })).status).toBe(200);
    await events.until((text) => text.includes("data: "));
    expect(events.data()).toEqual([]);
    expect(events.ended()).toBe(true);
    stream.close();
  });
});
