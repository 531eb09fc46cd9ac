import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { CalendarRangeDto, CalendarSlotDto } from "@/lib/calendar/dto";
import { fakeApi } from "@/tests/support/fake-api";
import { renderAdmin } from "@/tests/support/render-admin";
import { CalendarScreen } from "./calendar-screen";

// FullCalendar stands in as a component that counts its renders: each one refines every option again
// and, when a handler among them is new, draws every tile again (200 on a busy day).
const grid = vi.hoisted(() => ({ renders: 0 }));
vi.mock("@fullcalendar/react", async () => {
  const { useEffect } = await import("react");
  type Props = { events: { id: string; title: string; allDay: boolean; extendedProps: unknown }[]; eventClick(info: unknown): void; datesSet(info: unknown): void; initialDate: string };
  function FullCalendar(props: Props) {
    grid.renders += 1;
    const { datesSet, initialDate } = props;
    useEffect(() => {
      const start = new Date(`${initialDate}T04:00:00Z`);
      const end = new Date(start.getTime() + 86_400_000);
      datesSet({ view: { type: "timeGridDay", currentStart: start, currentEnd: end }, startStr: start.toISOString(), endStr: end.toISOString() });
    }, [datesSet, initialDate]);
    return (
      <div>
        {props.events
          .filter((e) => !e.allDay)
          .map((e) => (
            <button key={e.id} type="button" onClick={() => props.eventClick({ jsEvent: { preventDefault() {} }, event: { id: e.id, extendedProps: e.extendedProps } })}>
              {e.title}
            </button>
          ))}
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
    await screen.findByRole("button", { name: "Dancer 3 – Competition Hair" });
    await waitFor(() => expect(screen.getByTestId("calendar-zone-note").textContent).toContain("studio’s time zone"));
    const drawn = grid.renders;

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Dancer 3 – Competition Hair" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Dancer 3");
    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(grid.renders).toBe(drawn);
  });
});
