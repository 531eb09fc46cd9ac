import { describe, expect, it } from "vitest";
import { SESSION_ENDED_MESSAGE, SESSION_ENDED_REASON } from "@/lib/dayof/dto";
import type { QueuedChange } from "./queue";
import { sendResultOf, slotStatusRequest } from "./slot-status-transport";

const change: QueuedChange = { key: "k1", slotId: "s1", status: "checked_in", since: 2, queuedAt: 1, state: "pending", madeInSession: "tag-1" };
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("a queued change on the wire", () => {
  it("carries the tag of the session it was tapped in; one stored before the tag carries an empty one (refused as from an ended session)", () => {
    expect(JSON.parse(slotStatusRequest(change, "csrf").init.body)).toEqual({ status: "checked_in", since: 2, source: "online", madeInSession: "tag-1" });
    const { madeInSession: _dropped, ...legacy } = change;
    void _dropped;
    expect(JSON.parse(slotStatusRequest(legacy, "csrf").init.body).madeInSession).toBe("");
  });

  it("reads 409 with the reason session-ended as a change of an ended session, and 409 without it as a refusal", async () => {
    expect(await sendResultOf(answer(409, { error: SESSION_ENDED_MESSAGE, reason: SESSION_ENDED_REASON }), change)).toEqual({ kind: "session-ended", error: SESSION_ENDED_MESSAGE });
    expect(await sendResultOf(answer(409, { error: "A slot that is done cannot become checked in." }), change)).toEqual({ kind: "refused", status: 409, error: "A slot that is done cannot become checked in." });
  });
});
