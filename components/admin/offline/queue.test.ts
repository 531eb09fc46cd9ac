import { describe, expect, it } from "vitest";
import { applyMineAgain, keepTheirs, queuedChange, replayQueue, withQueuedChanges, type LiveSlot, type QueueStore, type QueuedChange, type SendChange, type SlotStatus } from "./queue";

function memoryStore(initial: QueuedChange[] = []): QueueStore & { rows: Map<string, QueuedChange> } {
  const rows = new Map(initial.map((c) => [c.key, c]));
  return {
    rows,
    all: async () => [...rows.values()],
    put: async (c) => void rows.set(c.key, c),
    remove: async (key) => void rows.delete(key),
  };
}

const SESSION = "session-now";
const ENDED = "Made before you were signed out";

/**
 * A server that keeps each slot's version, refuses a stale `since`, replays a repeated Idempotency-Key, and
 * refuses a change made in any session but SESSION.
 */
function fakeServer(slots: Record<string, { status: SlotStatus; version: number }>) {
  const answers = new Map<string, LiveSlot>();
  const applied: { key: string; slotId: string; status: SlotStatus; since: number | null }[] = [];
  const sent: string[] = [];
  let online = true;
  const send: SendChange = async (change) => {
    if (!online) return { kind: "offline" };
    sent.push(change.key);
    if (change.madeInSession !== SESSION) return { kind: "session-ended", error: ENDED };
    const earlier = answers.get(change.key);
    if (earlier) return { kind: "sent", slot: earlier };
    const slot = slots[change.slotId];
    const current = (): LiveSlot => ({ id: change.slotId, status: slot.status, version: slot.version, changedAt: null, changedByName: "Other phone" });
    if (change.since !== null && change.since !== slot.version) return { kind: "conflict", error: "Changed on another phone", slot: current() };
    slot.status = change.status;
    slot.version += 1;
    applied.push({ key: change.key, slotId: change.slotId, status: change.status, since: change.since });
    const answer = current();
    answers.set(change.key, answer);
    return { kind: "sent", slot: answer };
  };
  return { send, applied, sent, slots, goOffline: () => void (online = false), goOnline: () => void (online = true) };
}

const change = (key: string, slotId: string, status: SlotStatus, since: number | null, now: number, queue: QueuedChange[] = [], madeInSession = SESSION) =>
  queuedChange({ key, slotId, status, since, now, madeInSession }, queue);

describe("the offline status queue", () => {
  it("sends the changes in tap order once the network is back, and empties the queue", async () => {
    const server = fakeServer({ a: { status: "expected", version: 3 }, b: { status: "checked_in", version: 7 } });
    const first = change("k1", "b", "in_chair", 7, 1000);
    const second = change("k2", "a", "checked_in", 3, 2000);
    const store = memoryStore([second, first]);
    server.goOffline();
    expect(await replayQueue(store, server.send)).toMatchObject({ sent: [], stopped: "offline" });
    expect(store.rows.size).toBe(2);
    server.goOnline();
    const outcome = await replayQueue(store, server.send);
    expect(server.applied.map((a) => a.key)).toEqual(["k1", "k2"]);
    expect(outcome.sent.map((s) => [s.id, s.status, s.version])).toEqual([
      ["b", "in_chair", 8],
      ["a", "checked_in", 4],
    ]);
    expect(store.rows.size).toBe(0);
  });

  it("a change replayed twice (the answer lost on the way back) is applied once: same Idempotency-Key", async () => {
    const server = fakeServer({ a: { status: "in_chair", version: 5 } });
    const store = memoryStore([change("k1", "a", "done", 5, 1000)]);
    let lostAnswers = 1;
    const flaky: SendChange = async (c) => {
      const result = await server.send(c);
      if (lostAnswers-- > 0) return { kind: "offline" };
      return result;
    };
    expect((await replayQueue(store, flaky)).stopped).toBe("offline");
    const outcome = await replayQueue(store, flaky);
    expect(server.applied).toHaveLength(1);
    expect(outcome.sent).toEqual([expect.objectContaining({ id: "a", status: "done", version: 6 })]);
    expect(store.rows.size).toBe(0);
  });

  it("chains two changes on one slot tapped offline: the second is sent on the version the first produced", async () => {
    const server = fakeServer({ a: { status: "checked_in", version: 2 } });
    const first = change("k1", "a", "in_chair", 2, 1000);
    const second = change("k2", "a", "done", 2, 2000, [first]);
    expect(second.since).toBe(3);
    const store = memoryStore([first, second]);
    const outcome = await replayQueue(store, server.send);
    expect(server.applied.map((a) => [a.status, a.since])).toEqual([
      ["in_chair", 2],
      ["done", 3],
    ]);
    expect(outcome.conflicts).toEqual([]);
    expect(server.slots.a).toEqual({ status: "done", version: 4 });
  });

  it("keeps a change another phone overtook as a conflict with both values, holds the slot's later changes, and sends other slots", async () => {
    const server = fakeServer({ a: { status: "no_show", version: 9 }, b: { status: "expected", version: 1 } });
    const mine = change("k1", "a", "checked_in", 8, 1000);
    const mineLater = change("k2", "a", "in_chair", 8, 2000, [mine]);
    const other = change("k3", "b", "checked_in", 1, 3000);
    const store = memoryStore([mine, mineLater, other]);
    const outcome = await replayQueue(store, server.send);
    expect(outcome.conflicts).toHaveLength(1);
    const conflict = store.rows.get("k1")!;
    expect(conflict).toMatchObject({ state: "conflict", status: "checked_in", theirs: { status: "no_show", version: 9 }, error: "Changed on another phone" });
    expect(store.rows.get("k2")!.state).toBe("pending");
    expect(server.applied.map((a) => a.key)).toEqual(["k3"]);
    // A second replay does not resend the conflict nor the change held behind it.
    await replayQueue(store, server.send);
    expect(server.applied.map((a) => a.key)).toEqual(["k3"]);
    expect(withQueuedChanges([{ id: "a", status: "no_show" as SlotStatus }], [...store.rows.values()])[0]).toMatchObject({ status: "in_chair", queued: { key: "k2" } });
  });

  it("another phone that made the same change first is no conflict: the change counts as sent and the slot's next change goes on their version", async () => {
    const server = fakeServer({ a: { status: "in_chair", version: 5 } });
    const mine = change("k1", "a", "in_chair", 4, 1000);
    const next = change("k2", "a", "done", 4, 2000, [mine]);
    const store = memoryStore([mine, next]);
    const outcome = await replayQueue(store, server.send);
    expect(outcome.conflicts).toEqual([]);
    expect(outcome.sentKeys).toEqual(["k1", "k2"]);
    expect(server.applied).toEqual([{ key: "k2", slotId: "a", status: "done", since: 5 }]);
    expect(server.slots.a).toEqual({ status: "done", version: 6 });
    expect(store.rows.size).toBe(0);
  });

  it("keep theirs drops my change; apply mine again sends it on their version with a new key", async () => {
    const server = fakeServer({ a: { status: "checked_in", version: 4 } });
    const store = memoryStore([change("k1", "a", "in_chair", 3, 1000)]);
    await replayQueue(store, server.send);
    const conflict = store.rows.get("k1")!;
    const again = await applyMineAgain(store, conflict, "k1-again", SESSION);
    expect(again).toMatchObject({ key: "k1-again", since: 4, state: "pending" });
    const outcome = await replayQueue(store, server.send);
    expect(outcome.sent).toEqual([expect.objectContaining({ status: "in_chair", version: 5 })]);
    expect(server.applied).toEqual([{ key: "k1-again", slotId: "a", status: "in_chair", since: 4 }]);

    const second = memoryStore([change("k9", "a", "done", 1, 1000)]);
    await replayQueue(second, server.send);
    expect(second.rows.get("k9")!.state).toBe("conflict");
    await keepTheirs(second, "k9");
    expect(second.rows.size).toBe(0);
    expect(server.slots.a).toEqual({ status: "in_chair", version: 5 });
  });

  it("a refusal (a transition the server does not allow) stays on the phone with its reason; a signed-out answer stops the replay", async () => {
    const store = memoryStore([change("k1", "a", "done", 1, 1000), change("k2", "b", "done", 1, 2000)]);
    const calls: string[] = [];
    const outcome = await replayQueue(store, async (c) => {
      calls.push(c.key);
      return c.key === "k1" ? { kind: "refused", status: 409, error: "Not in the chair yet" } : { kind: "signed-out" };
    });
    expect(calls).toEqual(["k1", "k2"]);
    expect(outcome).toMatchObject({ stopped: "signed-out", refused: [{ key: "k1", state: "refused", error: "Not in the chair yet" }] });
    expect(store.rows.get("k2")!.state).toBe("pending");
  });

  it("shows each slot with the latest queued status over the server's", () => {
    const queue = [change("k1", "a", "checked_in", 1, 1000), change("k2", "a", "in_chair", 1, 2000)];
    const shown = withQueuedChanges(
      [
        { id: "a", status: "expected" as SlotStatus },
        { id: "b", status: "done" as SlotStatus },
      ],
      queue,
    );
    expect(shown.map((s) => [s.id, s.status, s.queued?.key ?? null])).toEqual([
      ["a", "in_chair", "k2"],
      ["b", "done", null],
    ]);
  });

  it("a change held behind a conflict goes on the version the re-applied change produced", async () => {
    const server = fakeServer({ a: { status: "checked_in", version: 6 } });
    const first = change("k1", "a", "in_chair", 5, 1000);
    const second = change("k2", "a", "done", 5, 2000, [first]);
    const store = memoryStore([first, second]);
    await replayQueue(store, server.send);
    expect(store.rows.get("k1")!.state).toBe("conflict");
    await applyMineAgain(store, store.rows.get("k1")!, "k1-again", SESSION);
    const outcome = await replayQueue(store, server.send);
    expect(server.applied.map((a) => [a.key, a.status, a.since])).toEqual([
      ["k1-again", "in_chair", 6],
      ["k2", "done", 7],
    ]);
    expect(outcome.conflicts).toEqual([]);
    expect(store.rows.size).toBe(0);
  });

  it("a change the server says was made in an ended session is refused with the reason, and so is every other of that session, unsent; the current session's go on", async () => {
    const server = fakeServer({ a: { status: "no_show", version: 2 }, b: { status: "expected", version: 0 }, c: { status: "expected", version: 0 } });
    // k1 (ended session) waits behind an earlier conflict on its slot; k2 is the first of that session sent.
    const overtaken = change("k0", "a", "checked_in", 1, 500);
    const held = change("k1", "a", "in_chair", 1, 1000, [overtaken], "session-before");
    const first = change("k2", "b", "checked_in", 0, 2000, [], "session-before");
    const later = change("k3", "b", "in_chair", 0, 3000, [first], "session-before");
    const mine = change("k4", "c", "checked_in", 0, 4000);
    const legacy: QueuedChange = { key: "k5", slotId: "c", status: "in_chair", since: 1, queuedAt: 5000, state: "pending" };
    const store = memoryStore([overtaken, held, first, later, mine, legacy]);

    const outcome = await replayQueue(store, server.send);
    expect(server.sent).toEqual(["k0", "k2", "k4", "k5"]);
    expect(outcome.sentKeys).toEqual(["k4"]);
    expect(outcome.conflicts.map((c) => c.key)).toEqual(["k0"]);
    expect(outcome.refused.map((c) => [c.key, c.state, c.error])).toEqual([
      ["k2", "refused", ENDED],
      ["k3", "refused", ENDED],
      ["k5", "refused", ENDED],
      ["k1", "refused", ENDED],
    ]);
    expect([...store.rows.values()].filter((c) => c.state === "pending")).toEqual([]);
    expect(server.applied.map((a) => a.key)).toEqual(["k4"]);
  });

  it("apply mine again is a change of the session it is chosen in", async () => {
    const server = fakeServer({ a: { status: "checked_in", version: 4 } });
    const store = memoryStore([change("k1", "a", "in_chair", 3, 1000, [], "session-before")]);
    store.rows.set("k1", { ...store.rows.get("k1")!, state: "conflict", theirs: { id: "a", status: "checked_in", version: 4, changedAt: null, changedByName: "Other phone" } });
    await applyMineAgain(store, store.rows.get("k1")!, "k1-again", SESSION);
    expect((await replayQueue(store, server.send)).sentKeys).toEqual(["k1-again"]);
  });
});
