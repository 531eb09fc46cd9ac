import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Profiler } from "react";
import { describe, expect, it, vi } from "vitest";
import type { LiveSlotDto } from "@/lib/dayof/dto";
import { fakeApi } from "@/tests/support/fake-api";
import { renderAdmin } from "@/tests/support/render-admin";
import { LiveDayProvider, useLiveDayState } from "./live-day";
import { SlotStatus } from "./slot-status";
import { queueReads } from "@/tests/support/empty-queue-store";

// The phone's queue of status changes (IndexedDB in the browser): empty, read as a new array each time.
vi.mock("@/components/admin/offline/queue-store", () => import("@/tests/support/empty-queue-store"));

// One router for the page's life, as Next's useRouter gives (the provider refreshes the page when times move).
const router = vi.hoisted(() => ({ push() {}, refresh() {} }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const DAY = "2027-06-19";
const ZONE = "America/New_York";
const slot = (id: string, status: LiveSlotDto["status"], version: number): LiveSlotDto => ({ id, status, version, changedAt: null, changedByName: "" });

function ApplyButton({ change }: { change: LiveSlotDto }) {
  const live = useLiveDayState();
  return (
    <button type="button" onClick={() => live?.apply([change])}>
      Another phone
    </button>
  );
}

describe("the live day's status controls (a run sheet holds 200 of them)", () => {
  it("re-render only for their own slot: not when the day's stream or queue settle after load, and one row for one change", async () => {
    // jsdom has no EventSource: the day is polled, and the poll answers one slot changed on another phone.
    fakeApi({ [`GET /api/calendar/live?date=${DAY}`]: { body: { slots: [slot("s1", "checked_in", 1)] } } });
    const ids = ["s1", "s2", "s3", "s4"];
    const commits = new Map<string, number>(ids.map((id) => [id, 0]));
    const counted = (id: string) => commits.set(id, commits.get(id)! + 1);
    renderAdmin(
      <LiveDayProvider date={DAY} initial={[]}>
        {ids.map((id) => (
          <Profiler key={id} id={id} onRender={() => counted(id)}>
            <SlotStatus scheduleId={id} dancer={`Dancer ${id}`} canChange timeZone={ZONE} studioZone={ZONE} />
          </Profiler>
        ))}
        <ApplyButton change={slot("s3", "in_chair", 2)} />
      </LiveDayProvider>,
    );

    // After load: polling mode, the poll's answer shown on its row, the phone's queue read.
    await waitFor(() => expect(screen.getByTestId("live-announcement").getAttribute("data-mode")).toBe("polling"));
    await waitFor(() => expect(screen.getAllByTestId("slot-status").map((el) => el.getAttribute("data-status"))).toEqual(["checked_in", "expected", "expected", "expected"]));
    await waitFor(() => expect(queueReads.count).toBeGreaterThan(0));
    await act(async () => undefined);
    expect(Object.fromEntries(commits)).toEqual({ s1: 2, s2: 1, s3: 1, s4: 1 });

    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "Another phone" }));
    expect(screen.getAllByTestId("slot-status").map((el) => el.getAttribute("data-status"))).toEqual(["checked_in", "expected", "in_chair", "expected"]);
    expect(Object.fromEntries(commits)).toEqual({ s1: 2, s2: 1, s3: 2, s4: 1 });
  });
});
