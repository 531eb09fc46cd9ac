// The updated confirmation's changes, read from what the last confirmation stored.
import { describe, expect, it } from "vitest";
import { confirmationUpdateOf, sentSlotsOf } from "./confirmation-changes";

const at = (iso: string) => new Date(iso);
const hair = { id: "s1", assignedUserId: "u1", startAt: at("2026-12-05T12:30:00Z"), endAt: at("2026-12-05T13:15:00Z") };
const makeup = { id: "s2", assignedUserId: "u2", startAt: at("2026-12-05T13:15:00Z"), endAt: at("2026-12-05T14:00:00Z") };
// Written out as the confirmation stores it.
const SENT = "s1|u1|2026-12-05T12:30:00.000Z|2026-12-05T13:15:00.000Z,s2|u2|2026-12-05T13:15:00.000Z|2026-12-05T14:00:00.000Z";
const confirmed = { confirmedAt: at("2026-11-20T10:00:00Z"), confirmedSlots: SENT };

describe("what an updated confirmation states", () => {
  it("reads each sent slot's stylist, start and end; entries without times are skipped", () => {
    expect(sentSlotsOf(SENT).get("s2")).toEqual({ id: "s2", assignedUserId: "u2", start: makeup.startAt, end: makeup.endAt });
    expect(sentSlotsOf("s1:0,s2:0").size).toBe(0);
    expect(sentSlotsOf(null).size).toBe(0);
  });

  it("is no update for a first confirmation or unchanged slots", () => {
    expect(confirmationUpdateOf({ confirmedAt: null, confirmedSlots: null }, [hair, makeup])).toBeNull();
    expect(confirmationUpdateOf(confirmed, [makeup, hair])).toBeNull();
  });

  it("names a moved slot with its sent time, a new stylist, an added slot and a removed one", () => {
    const moved = { ...hair, startAt: at("2026-12-05T12:00:00Z"), endAt: at("2026-12-05T12:45:00Z") };
    const update = confirmationUpdateOf(confirmed, [moved, { ...makeup, id: "s3", assignedUserId: "u3" }])!;
    expect(update.changes.get("s1")).toEqual({ kind: "changed", was: { id: "s1", assignedUserId: "u1", start: hair.startAt, end: hair.endAt }, timeChanged: true, stylistChanged: false });
    expect(update.changes.get("s3")).toEqual({ kind: "added" });
    expect(update.removed.map((s) => s.id)).toEqual(["s2"]);

    const restyled = confirmationUpdateOf(confirmed, [hair, { ...makeup, assignedUserId: "u9" }])!;
    expect([...restyled.changes.entries()]).toEqual([["s2", { kind: "changed", was: expect.objectContaining({ assignedUserId: "u2" }), timeChanged: false, stylistChanged: true }]]);
  });

  it("an old-format confirmation is an update whose changes are unknown (nothing struck through)", () => {
    expect(confirmationUpdateOf({ ...confirmed, confirmedSlots: "s1:0,s2:0" }, [hair, makeup])).toEqual({ changes: new Map(), removed: [] });
  });
});
