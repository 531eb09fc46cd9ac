import { act, waitFor } from "@testing-library/react";
import { Profiler } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { SlotStatus } from "./slot-status";
import { queueReads } from "@/tests/support/empty-queue-store";

// The phone's queue of status changes (IndexedDB in the browser): empty, read as a new array each time.
vi.mock("@/components/admin/offline/queue-store", () => import("@/tests/support/empty-queue-store"));

const ZONE = "America/New_York";

describe("a slot's status control hydrating (a run sheet holds 200)", () => {
  it("commits once: the phone's empty queue read in the browser is not a change from the served page", async () => {
    const ids = ["s1", "s2", "s3"];
    const renders = new Map<string, string[]>(ids.map((id) => [id, []]));
    const page = (
      <div>
        {ids.map((id) => (
          <Profiler key={id} id={id} onRender={(_, phase) => renders.get(id)!.push(phase)}>
            <SlotStatus scheduleId={id} dancer={`Dancer ${id}`} canChange timeZone={ZONE} studioZone={ZONE} />
          </Profiler>
        ))}
      </div>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    for (const id of ids) renders.set(id, []);

    await act(async () => void hydrateRoot(container, page));
    // The queue has been read (and found empty) once the controls subscribed.
    await waitFor(() => expect(queueReads.count).toBeGreaterThan(0));
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));
    expect(Object.fromEntries(renders)).toEqual(Object.fromEntries(ids.map((id) => [id, ["mount"]])));
    container.remove();
  });
});
