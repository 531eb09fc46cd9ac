// A signed-in reader's event stream against the real session rows: it stays open while the session is
// accepted, and ends (its place freed) within the re-check period once the session is signed out, the
// account suspended or the endpoint's permission taken away, or at the next message, which is not sent.
import { beforeEach, describe, expect, it } from "vitest";
import { logout, principalFromClaims, type Principal } from "@/lib/auth/session";
import { verifySessionToken } from "@/lib/auth/tokens";
import { staffSession, type StaffSession } from "@/tests/support/api";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { openStreams, sessionEventStream } from "./session-stream";

const db = () => testPrisma();
const ENDPOINT = "GET /api/calendar/live/stream";

async function principalOf(session: StaffSession): Promise<Principal> {
  return (await principalFromClaims(await verifySessionToken(session.headers.authorization.replace(/^Bearer /, ""))))!;
}

/** A stream over a subscription the test publishes to by hand, re-checked every 20 ms (or `recheckMs`), a heartbeat every 10 ms. */
function openStream(principal: Principal, recheckMs = 20) {
  let publish: (message: unknown) => void = () => undefined;
  const controller = new AbortController();
  const response = sessionEventStream(ENDPOINT, principal, async (send) => ((publish = send), () => undefined), controller.signal, { recheckMs, heartbeatMs: 10 });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let ended = false;
  return {
    publish: (message: unknown) => publish(message),
    text: () => text,
    ended: () => ended,
    /** Reads until `done(text)` holds or the server closes the stream (bounded by the test's timeout). */
    async until(done: (text: string) => boolean) {
      while (!done(text) && !ended) {
        const read = await reader.read();
        if (read.done) ended = true;
        else text += decoder.decode(read.value);
      }
    },
    close: () => controller.abort(),
  };
}

const heartbeats = (text: string) => text.split(": heartbeat").length - 1;
let stylist: StaffSession;
let principal: Principal;

beforeEach(async () => {
  await resetDatabase();
  stylist = await staffSession("ana@example.com", ["view_bookings"], { firstName: "Ana" });
  principal = await principalOf(stylist);
});

describe("a signed-in reader's event stream", () => {
  it("stays open across re-checks while the session is accepted, and ends within the period once it is signed out, freeing its place", async () => {
    const stream = openStream(principal);
    // Five heartbeats (50 ms) span at least two re-checks of the live session.
    await stream.until((text) => heartbeats(text) >= 5);
    expect(stream.ended()).toBe(false);
    expect(openStreams().openCount(principal.sessionId)).toBe(1);

    await logout(principal.sessionId);
    const signedOut = Date.now();
    await stream.until(() => false);
    expect(stream.ended()).toBe(true);
    // Well within the production period (30 s): this stream's own 20 ms re-check ended it.
    expect(Date.now() - signedOut).toBeLessThan(5_000);
    expect(openStreams().openCount(principal.sessionId)).toBe(0);
  });

  it("ends once the account is suspended, and once the endpoint's permission is taken away", async () => {
    const desk = await staffSession("dana@example.com", ["manage_bookings"], { firstName: "Dana" });
    const suspended = openStream(principal);
    const demoted = openStream(await principalOf(desk));
    await Promise.all([suspended.until((text) => text.includes(": connected")), demoted.until((text) => text.includes(": connected"))]);

    await db().user.update({ where: { id: stylist.userId }, data: { accountStatus: "suspended" } });
    await db().user.update({ where: { id: desk.userId }, data: { permissions: ["edit_content"] } });
    await Promise.all([suspended.until(() => false), demoted.until(() => false)]);
    expect([suspended.ended(), demoted.ended()]).toEqual([true, true]);
  });

  it("a message published after the session ended is not sent: the stream ends instead, before any timed re-check", async () => {
    const stream = openStream(principal, 60_000);
    await stream.until((text) => text.includes(": connected"));
    stream.publish({ before: true });
    await stream.until((text) => text.includes("data: "));
    await logout(principal.sessionId);
    stream.publish({ after: true });
    await stream.until(() => false);
    expect(stream.text().split("\n").filter((line) => line.startsWith("data: "))).toEqual(['data: {"before":true}']);
    expect(stream.ended()).toBe(true);
  });
});
