import { act, waitFor } from "@testing-library/react";
import { useLayoutEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { RunSheetRow } from "@/lib/calendar/dto";
import { RunSheetRows } from "./run-sheet-rows";

// The phone's queue of status changes (IndexedDB in the browser): empty.
vi.mock("@/components/admin/offline/queue-store", () => import("@/tests/support/empty-queue-store"));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push() {}, refresh() {} }) }));

const ZONE = "America/New_York";
const row = (i: number): RunSheetRow => ({
  scheduleId: `s${i}`,
  bookingId: `b${i}`,
  start: null,
  end: null,
  time: "7:30 AM – 8:15 AM",
  timeZone: ZONE,
  dancer: `Dancer ${i}`,
  parent: null,
  service: "Competition Hair",
  additionalServices: [],
  styles: ["Latin"],
  level: "Amateur",
  hairAtNight: false,
  phone: "555-0100",
  notes: "",
  allergies: "",
  heat: null,
  balanceDue: "$45",
  balanceNote: null,
  owesCents: 4500,
});

const hydrated = (el: Element) => Object.keys(el).some((key) => key.startsWith("__reactProps$"));

describe("the run sheet's rows", () => {
  it("hydrate after the page around them (its stylist picker answers first), then every one of them does", async () => {
    const rows = Array.from({ length: 30 }, (_, i) => row(i));
    // What the row buttons were when the page around the rows had hydrated (its layout effects ran).
    const atFirstCommit: boolean[] = [];
    function Picker() {
      useLayoutEffect(() => {
        if (!atFirstCommit.length) atFirstCommit.push(...[...document.querySelectorAll('[data-testid="run-sheet-row"] button')].map(hydrated));
      });
      return (
        <select name="staff" aria-label="Stylist">
          <option value="">Everyone</option>
        </select>
      );
    }
    const page = (
      <div>
        <Picker />
        <RunSheetRows rows={rows} view="desk" caption="Slots of Bea Lane" payable studioZone={ZONE} />
      </div>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // The rows are in the served HTML, readable before any script runs.
    expect(container.querySelectorAll('[data-testid="run-sheet-row"]')).toHaveLength(30);

    await act(async () => void hydrateRoot(container, page));
    const buttons = () => [...container.querySelectorAll('[data-testid="run-sheet-row"] button')];
    expect(atFirstCommit.length).toBeGreaterThanOrEqual(30);
    expect(atFirstCommit.filter(Boolean)).toEqual([]);
    await waitFor(() => expect(buttons().filter((b) => !hydrated(b))).toEqual([]));
    expect(buttons().length).toBe(atFirstCommit.length);
    container.remove();
  });
});
