// A booking's two emails go out right after the response without a claim statement of their own: the
// booking's insert stores them already claimed by that delivery (the booking's CPU, docs/decisions/0015).
import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as publicCreate } from "@/app/api/booking/create/route";
import { createBooking } from "@/lib/bookings";
import { callRoute } from "@/tests/support/api";
import { deliverDueEmails } from "@/lib/notify";
import { outboxDir, outboxFileName } from "@/lib/notify/providers/local-outbox";
import { iso } from "@/tests/support/days";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { bookingRequest } from "@/tests/support/booking-requests";

// Next's `after()` as a request scope has it (tasks kept to run "after the response"), or as outside one (throws).
const scope = vi.hoisted(() => ({ inRequest: true, tasks: [] as (() => Promise<void>)[] }));
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  after: (task: () => Promise<void>) => {
    if (!scope.inRequest) throw new Error("`after` was called outside a request scope");
    scope.tasks.push(task);
  },
}));

const db = () => testPrisma();
let eventId: string;
let serviceId: string;

/** Statements sent to PostgreSQL while `run` runs (every query of the app goes through a pg client). */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const spy = vi.spyOn(pg.Client.prototype, "query");
  try {
    await run();
    return spy.mock.calls.map(([config]) => String(typeof config === "string" ? config : (config as { text: string }).text).trim().split(/\s+/).slice(0, 3).join(" "));
  } finally {
    spy.mockRestore();
  }
}

const emailsOf = (bookingId: string) => db().emailMessage.findMany({ where: { bookingId }, orderBy: { kind: "asc" } });

beforeEach(async () => {
  await resetDatabase();
  scope.inRequest = true;
  scope.tasks = [];
  eventId = (await db().event.create({ data: { eventName: "Winter Star Ball", city: "Chicago", state: "Illinois", eventStartDate: new Date(`${iso(10)}T00:00:00Z`), eventEndDate: new Date(`${iso(11)}T00:00:00Z`) } })).id;
  serviceId = (await db().service.create({ data: { title: "Competition Hair", price: 85, category: "Women" } })).id;
});
afterEach(() => vi.restoreAllMocks());

const request = (email: string) => bookingRequest({ competition: eventId, service: serviceId, days: [iso(10)], firstName: "Sofia", lastName: "Ramirez", email });

describe("a booking's emails, delivered after the response", () => {
  it("are stored claimed by that delivery (the worker's pass meanwhile takes neither) and sent by it without a claim statement", async () => {
    const started = Date.now();
    const booking = await createBooking(request("sofia@example.net"));
    expect(scope.tasks).toHaveLength(1);
    const stored = await emailsOf(booking._id);
    expect(stored.map((e) => [e.kind, e.status, e.attempts])).toEqual([
      ["booking-receipt", "sending", 1],
      ["booking-studio-notice", "sending", 1],
    ]);
    // Leased as a claim is: a worker's pass before the delivery runs leaves them to it.
    for (const email of stored) expect(email.nextAttemptAt.getTime()).toBeGreaterThan(started + 60_000);
    expect(await deliverDueEmails()).toEqual({ claimed: 0, sent: 0, failed: 0, deferred: 0 });

    const statements = await statementsOf(() => scope.tasks[0]());
    expect(statements).toEqual([expect.stringMatching(/^UPDATE "EmailMessage"/)]); // the "sent" record only
    const sent = await emailsOf(booking._id);
    expect(sent.map((e) => [e.kind, e.status, e.attempts])).toEqual([
      ["booking-receipt", "sent", 1],
      ["booking-studio-notice", "sent", 1],
    ]);
    for (const email of sent) expect(existsSync(path.join(outboxDir(), outboxFileName(email.idempotencyKey)))).toBe(true);
    // The receipt's stored copy keeps no private link once sent, as after any delivery.
    expect(sent[0].html).toContain("[private link removed after sending]");
  });

  it("a booking and its delivery take three statements: the catalogue, the insert, the sent record", async () => {
    const statements = await statementsOf(async () => {
      await createBooking(request("aiko@example.net"));
      for (const task of scope.tasks) await task();
    });
    expect(statements).toHaveLength(3);
    expect(statements[2]).toMatch(/^UPDATE "EmailMessage"/);
  });

  it("a public booking takes three statements: the address's count with the key's claim and the catalogue read, the insert, the sent record", async () => {
    const post = (email: string, key: string) => callRoute(publicCreate, "POST", "/api/booking/create", { body: request(email), headers: { "idempotency-key": key } });
    let response: Response | undefined;
    const statements = await statementsOf(async () => {
      response = await post("lena@example.net", "key-lena");
      for (const task of scope.tasks) await task();
    });
    expect(response!.status).toBe(201);
    // Five before: the count, the claim and the catalogue were a statement each.
    expect(statements).toEqual([
      expect.stringMatching(/^WITH counter AS/),
      expect.stringMatching(/^WITH linked_client AS/),
      expect.stringMatching(/^UPDATE "EmailMessage"/),
    ]);
    const { _id } = (await response!.json()) as { _id: string };
    expect((await emailsOf(_id)).map((e) => e.status)).toEqual(["sent", "sent"]);

    // The catalogue read with the claim still decides: an unknown service is refused with its field, nothing stored.
    scope.tasks = [];
    const refused = await callRoute(publicCreate, "POST", "/api/booking/create", {
      body: bookingRequest({ competition: eventId, service: "no-such-service", days: [iso(10)], email: "ivo@example.net" }),
      headers: { "idempotency-key": "key-ivo" },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: Record<string, string> }).fields).toHaveProperty(["dayDetails.0.services"]);
    expect(await db().booking.count()).toBe(1);
  });

  it("the floors bench:booking-cpu measures beside a booking: a malformed Idempotency-Key is refused after the address's count alone, an invalid body before any statement", async () => {
    const post = (body: unknown, key: string) => callRoute(publicCreate, "POST", "/api/booking/create", { body, headers: { "idempotency-key": key } });
    let floor: Response | undefined;
    // The same body read, parsed and validated, then one statement: the count (a space is not allowed in a key).
    expect(await statementsOf(async () => (floor = await post(request("floor@example.net"), "floor 1")))).toEqual([expect.stringMatching(/^INSERT INTO "RateLimiterFlexible"/)]);
    expect(floor!.status).toBe(400);
    expect(((await floor!.json()) as { fields: Record<string, string> }).fields).toHaveProperty(["Idempotency-Key"]);
    let refused: Response | undefined;
    expect(await statementsOf(async () => (refused = await post({ ...request("refused@example.net"), email: "not-an-email" }, "key-refused")))).toEqual([]);
    expect(refused!.status).toBe(400);
    expect(((await refused!.json()) as { fields: Record<string, string> }).fields).toHaveProperty(["email"]);
    expect(scope.tasks).toEqual([]); // neither schedules a delivery
    expect(await db().booking.count()).toBe(0);
    expect(await db().idempotencyRecord.count()).toBe(0);
  });

  it("a booking that is not stored ends its delivery with nothing sent", async () => {
    await db().$executeRawUnsafe(`CREATE OR REPLACE FUNCTION refuse_studio_notice() RETURNS trigger AS $$
      BEGIN IF NEW.kind = 'booking-studio-notice' THEN RAISE EXCEPTION 'notice refused for the test'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await db().$executeRawUnsafe(`CREATE TRIGGER refuse_studio_notice BEFORE INSERT ON "EmailMessage" FOR EACH ROW EXECUTE FUNCTION refuse_studio_notice()`);
    try {
      await expect(createBooking(request("lost@example.net"))).rejects.toThrow(/notice refused for the test/);
    } finally {
      await db().$executeRawUnsafe(`DROP TRIGGER refuse_studio_notice ON "EmailMessage"`);
      await db().$executeRawUnsafe(`DROP FUNCTION refuse_studio_notice()`);
    }
    expect(scope.tasks).toHaveLength(1);
    expect(await statementsOf(() => scope.tasks[0]())).toEqual([]); // it ends (no rows), sending nothing
    expect(await db().emailMessage.count()).toBe(0);
  });

  it("outside a request scope (scripts, tests) they wait pending for the worker, which sends them", async () => {
    scope.inRequest = false;
    const booking = await createBooking(request("desk@example.net"));
    expect((await emailsOf(booking._id)).map((e) => [e.status, e.attempts])).toEqual([
      ["pending", 0],
      ["pending", 0],
    ]);
    expect(await deliverDueEmails()).toEqual({ claimed: 2, sent: 2, failed: 0, deferred: 0 });
  });
});
