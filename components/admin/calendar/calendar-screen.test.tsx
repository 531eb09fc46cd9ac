import { act, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { SWRConfig } from "swr";
import { StudioZoneProvider } from "@/components/admin/studio-zone";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { CalendarRangeDto, CalendarSlotDto } from "@/lib/calendar/dto";
import { fakeApi } from "@/tests/support/fake-api";
import { renderAdmin } from "@/tests/support/render-admin";
import { CalendarScreen } from "./calendar-screen";

// FullCalendar stands in as a component that counts its renders: each one refines every option again
// and, when a handler among them is new, draws every tile again (200 on a busy day).
// Its tiles appear when the test calls `draw()` (FullCalendar lays them out after it has mounted).
const grid = vi.hoisted(() => ({ renders: 0, mounted: false, draw: () => {} }));
vi.mock("@fullcalendar/react", async () => {
  const { useEffect, useState } = await import("react");
  type Props = { events: { id: string; title: string; allDay: boolean; extendedProps: unknown }[]; eventClick(info: unknown): void; datesSet(info: unknown): void; initialDate: string };
  function FullCalendar(props: Props) {
    grid.renders += 1;
    const { datesSet, initialDate } = props;
    const [drawn, setDrawn] = useState(false);
    useEffect(() => {
      grid.mounted = true;
      grid.draw = () => setDrawn(true);
      return () => void (grid.mounted = false);
    }, []);
    useEffect(() => {
      const start = new Date(`${initialDate}T04:00:00Z`);
      const end = new Date(start.getTime() + 86_400_000);
      datesSet({ view: { type: "timeGridDay", currentStart: start, currentEnd: end }, startStr: start.toISOString(), endStr: end.toISOString() });
    }, [datesSet, initialDate]);
    return (
      <div data-testid="fullcalendar">
        {drawn
          ? props.events
              .filter((e) => !e.allDay)
              .map((e) => (
                <div key={e.id} role="button" tabIndex={0} aria-label={e.title} onClick={() => props.eventClick({ jsEvent: { preventDefault() {} }, event: { id: e.id, extendedProps: e.extendedProps } })}>
                  <span data-testid="entry-time">{e.title}</span>
                </div>
              ))
          : null}
      </div>
    );
  }
  return { default: FullCalendar };
});
vi.mock("@fullcalendar/react/daygrid", () => ({ default: {} }));
vi.mock("@fullcalendar/react/timegrid", () => ({ default: {} }));
vi.mock("@fullcalendar/react/interaction", () => ({ default: {} }));
vi.mock("@fullcalendar/react/themes/classic", () => ({ default: {} }));
// One router for the page's life, as Next's useRouter gives.
const router = vi.hoisted(() => ({ push() {}, refresh() {} }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const NY = "America/New_York";
const DAY = "2027-06-19";
const staff = { _id: "s1", firstName: "Marisol", lastName: "Vega" };
const competition = { _id: "e1", eventName: "Summer Ball", eventStartDate: DAY, eventEndDate: DAY, timeZone: NY };
const slot = (i: number): CalendarSlotDto => ({
  id: `x${i}`,
  title: `Dancer ${i} – Competition Hair`,
  start: new Date(Date.UTC(2027, 5, 19, 11 + Math.floor(i / 4), (i % 4) * 15)).toISOString(),
  end: new Date(Date.UTC(2027, 5, 19, 12 + Math.floor(i / 4), (i % 4) * 15)).toISOString(),
  staff,
  bookingId: `b${i}`,
  competitor: { firstName: "Dancer", lastName: String(i) },
  competition,
  service: "Competition Hair",
  lengthExtras: [],
  details: { danceLevel: "amateur", danceStyles: ["latin"], additionalServices: [], hairAtNight: false, additionalNotes: "" },
  heat: null,
  confirmationOutdated: false,
});
const range: CalendarRangeDto = { staff: [staff], competitions: [competition], events: Array.from({ length: 12 }, (_, i) => slot(i)) };

describe("My Calendar's day", () => {
  it("opens and closes a tile's details without drawing the grid again", async () => {
    window.history.replaceState(null, "", `/admin/calendar_show?view=day&date=${DAY}`);
    fakeApi({});
    renderAdmin(<CalendarScreen timeZone={NY} canManage viewerId="u1" initialRanges={[{ view: "day", date: DAY, zone: NY, data: range }]} />, NY);
    await waitFor(() => expect(grid.mounted).toBe(true));
    act(() => grid.draw());
    await screen.findByRole("button", { name: "Dancer 3 – Competition Hair" });
    await waitFor(() => expect(screen.getByTestId("calendar-zone-note").textContent).toContain("studio’s time zone"));
    const drawn = grid.renders;

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Dancer 3 – Competition Hair" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Dancer 3");
    // The grid's box is marked while the details are open (calendar.css stops drawing it behind the modal on a phone).
    const box = screen.getByTestId("fullcalendar").closest(".studio-calendar-box");
    expect(box?.hasAttribute("data-behind-dialog")).toBe(true);
    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(box?.hasAttribute("data-behind-dialog")).toBe(false);
    expect(grid.renders).toBe(drawn);
  });
});

describe("My Calendar's first day (the address names it)", () => {
  const named = { view: "day", date: DAY } as const;
  const initialRanges = [{ view: "day", date: DAY, zone: NY, data: range }] as const;

  it("is in the served HTML as a readable list of the day's appointments, with no Loading text", () => {
    window.history.replaceState(null, "", `/admin/calendar_show?view=day&date=${DAY}`);
    const html = renderToString(
      <SWRConfig value={{ provider: () => new Map() }}>
        <StudioZoneProvider zone={NY}>
          <CalendarScreen timeZone={NY} canManage viewerId="u1" initialRanges={initialRanges} named={named} />
        </StudioZoneProvider>
      </SWRConfig>,
    );
    const page = document.createElement("div");
    page.innerHTML = html;
    const list = page.querySelector('[data-testid="first-day-list"]');
    expect(list?.querySelector("ol")?.getAttribute("aria-label")).toBe("Appointments on June 19, 2027");
    // Every appointment, in order, as its tile says it: the time in its competition's zone, then the dancer and service.
    // Read, not buttons, until React answers a tap.
    const items = [...(list?.querySelectorAll("li") ?? [])];
    expect(list?.querySelector("button")).toBeNull();
    expect(items).toHaveLength(12);
    expect(items[0].querySelector('[data-testid="entry-time"]')?.textContent).toBe("7:00 AM");
    expect(items[0].textContent).toContain("Dancer 0 – Competition Hair");
    expect(items[0].textContent).toContain("with Marisol Vega");
    expect(items[11].querySelector('[data-testid="entry-time"]')?.textContent).toBe("9:45 AM");
    expect(page.querySelector('[data-testid="calendar-title"]')?.textContent).toBe("June 19, 2027");
    expect(page.textContent).not.toMatch(/Loading[^…]*…/);
  });

  it("keeps the list until FullCalendar's tiles are drawn, then gives the box to the grid; a tap on the list opens the details", async () => {
    window.history.replaceState(null, "", `/admin/calendar_show?view=day&date=${DAY}`);
    fakeApi({});
    // jsdom lays nothing out: a drawn tile has a height.
    const box = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(() => ({ x: 0, y: 0, top: 0, left: 0, right: 80, bottom: 20, width: 80, height: 20, toJSON() {} }));
    try {
      renderAdmin(<CalendarScreen timeZone={NY} canManage viewerId="u1" initialRanges={initialRanges} named={named} />, NY);
      await waitFor(() => expect(grid.mounted).toBe(true));
      // FullCalendar has mounted but drawn no tile yet: the list stays, the grid draws hidden under it.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const list = screen.getByTestId("first-day-list");
      expect(screen.getByTestId("fullcalendar").closest(".invisible")).not.toBeNull();
      const user = userEvent.setup({ delay: null });
      await user.click(within(list).getByRole("button", { name: /Dancer 3 – Competition Hair/ }));
      expect((await screen.findByRole("dialog")).textContent).toContain("Dancer 3");
      await user.click(screen.getByRole("button", { name: "Close" }));

      act(() => grid.draw());
      await waitFor(() => expect(screen.queryByTestId("first-day-list")).toBeNull());
      expect(screen.getByTestId("fullcalendar").closest(".invisible")).toBeNull();
      expect(screen.getByRole("button", { name: "Dancer 3 – Competition Hair" })).toBeTruthy();
    } finally {
      box.mockRestore();
    }
  });
});
