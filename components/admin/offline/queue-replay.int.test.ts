// The phone's queue against the real status endpoint and database: changes tapped offline are sent in order
// once the network returns, a lost answer retried with the same Idempotency-Key applies once, and a change
// another phone overtook comes back as a conflict with their slot, then goes through on their version.
import { beforeEach, describe, expect, it } from "vitest";
import { POST as statusPost } from "@/app/api/calendar/slots/[id]/status/route";
import { createBooking } from "@/lib/bookings";
import { fromDateOnly } from "@/lib/time";
import { logout } from "@/lib/auth/session";
import { callRoute, signInAgain, staffSession, type StaffSession } from "@/tests/support/api";
import { bookingRequest } from "@/tests/support/booking-requests";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { iso } from "@/tests/support/days";
import { SESSION_ENDED_MESSAGE } from "@/lib/dayof/dto";
import { applyMineAgain, keepTheirs, queuedChange, replayQueue, type QueueStore, type QueuedChange, type SendChange, type SlotStatus } from "./queue";
import { sendResultOf, slotStatusRequest } from "./slot-status-transport";

const db = () => testPrisma();
const D = iso(10);
let stylist: StaffSession;
let otherPhone: StaffSession;
let slotId: string;

function memoryStore(): QueueStore & { rows: Map<string, QueuedChange> } {
  const rows = new Map<string, QueuedChange>();
  return { rows, all: async () => [...rows.values()], put: async (c) => void rows.set(c.key, c), remove: async (k) => void rows.delete(k) };
}

/** The phone's transport over the real handler: the request it builds, the handler's answer read as the phone reads it. */
function phone(session: StaffSession, network: { up: boolean; loseAnswers?: number }): SendChange {
  return async (change) => {
    if (!network.up) return { kind: "offline" };
    const { url, init } = slotStatusRequest(change, session.headers["x-csrf-token"]);
    // callRoute sets the JSON content type itself.
    const headers = Object.fromEntries(Object.entries({ ...init.headers, authorization: session.headers.authorization }).filter(([name]) => name !== "Content-Type"));
    const response = await callRoute(statusPost, "POST", url, { params: { id: change.slotId }, body: JSON.parse(init.body), headers });
    if (network.loseAnswers) {
      network.loseAnswers -= 1;
      return { kind: "offline" }; // applied on the server, the answer lost on the way back
    }
    return sendResultOf(response, change);
  };
}

let taps = 0;
const tap = (store: ReturnType<typeof memoryStore>, status: SlotStatus, since: number | null, session = stylist) => {
  taps += 1;
  const change = queuedChange({ key: `tap-${taps}-${Math.random()}`, slotId, status, since, now: taps, madeInSession: session.queueSessionTag }, [...store.rows.values()]);
  store.rows.set(change.key, { ...change, waited: true });
  return change;
};
const slot = () => db().schedule.findUniqueOrThrow({ where: { id: slotId } });
const history = () => db().slotStatusEvent.findMany({ where: { scheduleId: slotId }, orderBy: { version: "asc" }, select: { toStatus: true, version: true, source: true } });

beforeEach(async () => {
  await resetDatabase();
  stylist = await staffSession("ana@example.com", ["view_bookings"], { firstName: "Ana" });
  otherPhone = await staffSession("dana@example.com", ["manage_bookings"], { firstName: "Dana" });
  const event = await db().event.create({ data: { eventName: "Basement Classic", city: "Columbus", state: "Ohio", eventStartDate: fromDateOnly(D), eventEndDate: fromDateOnly(D) } });
  const hair = await db().service.create({ data: { title: "Competition Hair", price: 85, category: "Women" } });
  const booking = await createBooking(bookingRequest({ competition: event.id, service: hair.id, days: [D], firstName: "Cellar", lastName: "Dancer" }));
  const day = await db().bookingDay.findFirstOrThrow({ where: { bookingId: booking._id } });
  const startAt = new Date(`${D}T14:00:00Z`);
  slotId = (await db().schedule.create({ data: { bookingId: booking._id, bookingDayId: day.id, serviceTitle: "Competition Hair", assignedUserId: stylist.userId, startAt, endAt: new Date(startAt.getTime() + 45 * 60_000) } })).id;
});

describe("the offline queue against the status endpoint", () => {
  it("sends three taps made offline in order when the network returns, each once, marked as queued", async () => {
    const store = memoryStore();
    const network = { up: false };
    tap(store, "checked_in", 0);
    tap(store, "in_chair", 0);
    tap(store, "done", 0);
    expect((await replayQueue(store, phone(stylist, network))).stopped).toBe("offline");
    expect((await slot()).dayStatusVersion).toBe(0);

    network.up = true;
    const outcome = await replayQueue(store, phone(stylist, network));
    expect(outcome.sent.map((s) => [s.status, s.version])).toEqual([
      ["checked_in", 1],
      ["in_chair", 2],
      ["done", 3],
    ]);
    expect(store.rows.size).toBe(0);
    expect(await history()).toEqual([
      { toStatus: "checked_in", version: 1, source: "queued" },
      { toStatus: "in_chair", version: 2, source: "queued" },
      { toStatus: "done", version: 3, source: "queued" },
    ]);
  });

  it("a change whose answer was lost is sent again with its key and applied once", async () => {
    const store = memoryStore();
    const network = { up: true, loseAnswers: 1 };
    tap(store, "checked_in", 0);
    expect((await replayQueue(store, phone(stylist, network))).stopped).toBe("offline");
    expect(store.rows.size).toBe(1);
    const outcome = await replayQueue(store, phone(stylist, network));
    expect(outcome.sent).toEqual([expect.objectContaining({ status: "checked_in", version: 1 })]);
    expect(await history()).toHaveLength(1);
    expect((await slot()).dayStatusVersion).toBe(1);
  });

  it("another phone's newer change comes back as a conflict with both values; applied again on their version, a step the rule refuses stays with its reason", async () => {
    const store = memoryStore();
    const change = tap(store, "checked_in", 0);
    const theirs = await callRoute(statusPost, "POST", `/api/calendar/slots/${slotId}/status`, { params: { id: slotId }, body: { status: "no_show", since: 0 }, headers: { ...otherPhone.headers, "idempotency-key": "desk-1" } });
    expect(theirs.status).toBe(200);

    const outcome = await replayQueue(store, phone(stylist, { up: true }));
    expect(outcome.conflicts).toEqual([expect.objectContaining({ key: change.key, state: "conflict", status: "checked_in", theirs: expect.objectContaining({ status: "no_show", version: 1, changedByName: expect.stringContaining("Dana") }) })]);
    expect((await slot()).dayStatus).toBe("no_show");

    // no_show → checked_in is not a step the rule allows: applied again it is refused with the reason, not dropped.
    await applyMineAgain(store, store.rows.get(change.key)!, "again-1", stylist.queueSessionTag);
    const again = await replayQueue(store, phone(stylist, { up: true }));
    expect(again.refused).toEqual([expect.objectContaining({ key: "again-1", state: "refused", error: expect.any(String) })]);
    expect(store.rows.get("again-1")?.state).toBe("refused");
    expect((await slot()).dayStatusVersion).toBe(1);
  });

  it("a change queued in a session that has ended is refused at replay in the next one, with the others of that session, and nothing of them is applied", async () => {
    const store = memoryStore();
    const offline = { up: false };
    tap(store, "checked_in", 0);
    tap(store, "in_chair", 0);
    expect((await replayQueue(store, phone(stylist, offline))).stopped).toBe("offline");
    // Her session is revoked while the phone is offline; she signs in again on the same phone.
    await logout((await db().session.findFirstOrThrow({ where: { userId: stylist.userId } })).id);
    const again = await signInAgain(stylist);

    const outcome = await replayQueue(store, phone(again, { up: true }));
    expect(outcome.sent).toEqual([]);
    expect(outcome.refused.map((c) => [c.status, c.state, c.error])).toEqual([
      ["checked_in", "refused", SESSION_ENDED_MESSAGE],
      ["in_chair", "refused", SESSION_ENDED_MESSAGE],
    ]);
    expect(await history()).toEqual([]);
    expect((await slot()).dayStatusVersion).toBe(0);

    // Dismissed, and tapped again in her new session: it goes through.
    for (const key of [...store.rows.keys()]) await keepTheirs(store, key);
    tap(store, "checked_in", 0, again);
    expect((await replayQueue(store, phone(again, { up: true }))).sent).toEqual([expect.objectContaining({ status: "checked_in", version: 1 })]);
  });
});
