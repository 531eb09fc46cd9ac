"use client";
// My Calendar: FullCalendar 7 with our own toolbar, staff and Booked Dancers toggles, and a details modal.
// Fetches only the visible range. Its clock (./calendar-clock): by default the grid follows the zone of the
// competitions in view, and every appointment prints its time in its competition's zone, named when it is not
// the studio's; staff may lay the grid out in the studio's zone instead (remembered in this browser).
import FullCalendar, { type CalendarRef, type DatesSetInfo, type EventClickInfo, type EventDisplayInfo } from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/react/daygrid";
import timeGridPlugin from "@fullcalendar/react/timegrid";
import interactionPlugin from "@fullcalendar/react/interaction";
import classicThemePlugin from "@fullcalendar/react/themes/classic";
import "@fullcalendar/react/skeleton.css";
import "@fullcalendar/react/themes/classic/theme.css";
import "@fullcalendar/react/themes/classic/palette.css";
import "./calendar.css";
import { formatInTimeZone } from "date-fns-tz";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { CalendarRangeDto } from "@/lib/calendar/dto";
import { DANCER_COLOUR, staffColours } from "@/lib/calendar/palette";
import { useAdminData } from "../admin-api";
import { CalendarEntryDetails } from "./entry-details";
import { CalendarJump } from "./calendar-jump";
import { CalendarFeedPanel } from "./feed-panel";
import { RunSheetLink } from "./run-sheet-link";
import { LateMoveQuestion, OutdatedConfirmationOffer, SlotMoveStatus, useSlotMove } from "./slot-move";
import { timeZoneLabel } from "@/lib/time/zoned";
import { CALENDAR_ZONE_STORAGE_KEY, calendarGridZone, gridZoneNote, type CalendarZoneChoice } from "./calendar-clock";
import { EntryContent, ToggleChip } from "./entry-content";
import {
  FULLCALENDAR_VIEW,
  VIEW_HEIGHT,
  calendarEntries,
  calendarTitle,
  firstAppointmentScrollTime,
  initialPlace,
  visibleHours,
  viewNameOf,
  type CalendarEntry,
  type CalendarViewName,
} from "./calendar-model";

const PHONE_WIDTH = 640;
const VIEW_LABEL: Record<CalendarViewName, string> = { day: "Day", week: "Week", month: "Month" };

interface Props {
  timeZone: string;
  canManage: boolean;
  /** Service lengths in minutes by lower-case title (Change time moves the end with the start). */
  minutesByTitle?: Readonly<Record<string, number>>;
}

interface VisibleRange {
  view: CalendarViewName;
  /** The first studio day shown, "YYYY-MM-DD". */
  date: string;
  start: string;
  end: string;
  title: string;
}

export function CalendarScreen({ timeZone: studioZone, canManage, minutesByTitle = {} }: Props) {
  const calendarRef = useRef<CalendarRef>(null);
  const [zoneChoice, setZoneChoice] = useState<CalendarZoneChoice>("competition");
  const [initialView, setInitialView] = useState<CalendarViewName | null>(null);
  const [initialDate, setInitialDate] = useState<string | undefined>(undefined);
  const [range, setRange] = useState<VisibleRange | null>(null);
  // The visible range's schedule; the previous range stays on screen while the next one loads.
  const rangeQuery = useAdminData<CalendarRangeDto>(range ? `/api/calendar?start=${encodeURIComponent(range.start)}&end=${encodeURIComponent(range.end)}` : null, { keepPreviousData: true });
  const data = rangeQuery.data ?? null;
  const status: "loading" | "ready" | "error" = rangeQuery.isValidating || !range ? "loading" : rangeQuery.error ? "error" : "ready";
  const error = rangeQuery.error?.message ?? "";
  const [hiddenStaff, setHiddenStaff] = useState<ReadonlySet<string>>(new Set());
  const [showDancers, setShowDancers] = useState(true);
  // The entry whose details are open, by its calendar id: after a move or a sent confirmation the
  // dialog reads it again from the reloaded range, so its times agree with the "Saved:" line.
  const [selected, setSelected] = useState<{ id: string; entry: CalendarEntry } | null>(null);

  // The first view depends on the screen (and the address), so the calendar mounts only in the browser.
  useEffect(() => {
    const start = initialPlace(new URLSearchParams(window.location.search), window.matchMedia(`(max-width: ${PHONE_WIDTH - 1}px)`).matches);
    setInitialView(start.view);
    setInitialDate(start.date);
    if (window.localStorage.getItem(CALENDAR_ZONE_STORAGE_KEY) === "studio") setZoneChoice("studio");
  }, []);

  function chooseZone(choice: CalendarZoneChoice) {
    setZoneChoice(choice);
    if (choice === "studio") window.localStorage.setItem(CALENDAR_ZONE_STORAGE_KEY, choice);
    else window.localStorage.removeItem(CALENDAR_ZONE_STORAGE_KEY);
  }
  // The zone the grid lays appointments out in; tiles, details and Next appointment always print the competition's.
  const grid = useMemo(() => calendarGridZone(zoneChoice, data, studioZone), [zoneChoice, data, studioZone]);
  const timeZone = grid.zone;

  const onDatesSet = useCallback(
    (info: DatesSetInfo) => {
      const view = viewNameOf(info.view.type);
      const firstDay = formatInTimeZone(info.view.currentStart, timeZone, "yyyy-MM-dd");
      const lastDay = formatInTimeZone(new Date(info.view.currentEnd.getTime() - 1), timeZone, "yyyy-MM-dd");
      setRange({ view, date: firstDay, start: info.startStr, end: info.endStr, title: calendarTitle(firstDay, lastDay) });
      // Keep the place across reloads and make it linkable.
      window.history.replaceState(window.history.state, "", `?view=${view}&date=${firstDay}`);
    },
    [timeZone],
  );

  const view = range?.view ?? initialView ?? "week";
  const entries = useMemo(() => (data ? calendarEntries(data, { view, hiddenStaff, showDancers }, timeZone) : []), [data, view, hiddenStaff, showDancers, timeZone]);
  const hours = useMemo(() => visibleHours(entries, timeZone), [entries, timeZone]);
  const selectedEntry = useMemo(() => (selected ? (entries.find((e) => e.id === selected.id)?.extendedProps.entry ?? selected.entry) : null), [selected, entries]);
  // Day and week open at their first appointment (FullCalendar's default 6 AM would clip a 5:45 slot).
  const scrollTime = useMemo(() => firstAppointmentScrollTime(entries, timeZone), [entries, timeZone]);
  const colours = useMemo(() => staffColours(data?.staff.map((s) => s._id) ?? []), [data]);

  const reload = rangeQuery.mutate;
  const slotMove = useSlotMove(studioZone, useCallback(() => void reload(), [reload]));
  // Only appointments move, and only for staff who manage bookings.
  const shownEntries = useMemo(() => (canManage ? entries.map((e) => (e.allDay ? { ...e, editable: false } : e)) : entries), [entries, canManage]);

  const calendar = () => calendarRef.current?.getApi();

  // Once per visible range, when its appointments have arrived: a refetch (after a move) never scrolls away from where staff are.
  const scrolledFor = useRef("");
  const rangeKey = range && data && !rangeQuery.isValidating ? `${range.view}:${range.start}` : "";
  useEffect(() => {
    if (!rangeKey || !scrollTime || scrolledFor.current === rangeKey || range?.view === "month") return;
    scrolledFor.current = rangeKey;
    calendarRef.current?.getApi().scrollToTime(scrollTime);
  }, [rangeKey, scrollTime, range?.view]);
  const goToDay = useCallback((date: Date | string) => calendarRef.current?.getApi().changeView(FULLCALENDAR_VIEW.day, date), []);

  function toggleStaff(id: string) {
    setHiddenStaff((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  const unit = view === "day" ? "day" : view === "week" ? "week" : "month";

  return (
    <div className="mx-auto max-w-7xl">
      <h1 className="font-serif text-title font-semibold">My Calendar</h1>
      <CalendarFeedPanel />

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <button type="button" onClick={() => calendar()?.prev()} aria-label={`Previous ${unit}`} className="rounded border border-line bg-white px-3 py-2 text-sm font-medium hover:bg-sand">
            ‹ Previous
          </button>
          <button type="button" onClick={() => calendar()?.today()} className="rounded border border-line bg-white px-3 py-2 text-sm font-medium hover:bg-sand">
            Today
          </button>
          <button type="button" onClick={() => calendar()?.next()} aria-label={`Next ${unit}`} className="rounded border border-line bg-white px-3 py-2 text-sm font-medium hover:bg-sand">
            Next ›
          </button>
        </div>
        <div role="group" aria-label="View" className="inline-flex overflow-hidden rounded border border-line bg-white">
          {(Object.keys(VIEW_LABEL) as CalendarViewName[]).map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={view === name}
              onClick={() => calendar()?.changeView(FULLCALENDAR_VIEW[name])}
              className={`px-4 py-2 text-sm font-medium ${view === name ? "bg-accent text-white" : "hover:bg-sand"}`}
            >
              {VIEW_LABEL[name]}
            </button>
          ))}
        </div>
      </div>

      <div role="group" aria-label="Show times in" className="mt-3 inline-flex overflow-hidden rounded border border-line bg-white">
        {(["competition", "studio"] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={zoneChoice === choice}
            onClick={() => chooseZone(choice)}
            className={`px-4 py-2 text-sm font-medium ${zoneChoice === choice ? "bg-accent text-white" : "hover:bg-sand"}`}
          >
            {choice === "studio" ? `Studio time (${timeZoneLabel(studioZone)})` : "Competition time"}
          </button>
        ))}
      </div>

      <CalendarJump studioZone={studioZone} onGoTo={(date) => calendar()?.gotoDate(date)} visible={(slot) => !hiddenStaff.has(slot.staff._id)} />

      <h2 aria-live="polite" className="mt-4 font-serif text-2xl font-semibold" data-testid="calendar-title">
        {range?.title ?? " "}
      </h2>
      {range?.view === "day" ? <RunSheetLink date={range.date} /> : null}

      <div role="group" aria-label="Show on the calendar" className="mt-3 flex flex-wrap gap-2">
        <ToggleChip label="Booked Dancers" colour={DANCER_COLOUR} pressed={showDancers} onToggle={() => setShowDancers((v) => !v)} />
        {data?.staff.map((member) => (
          <ToggleChip
            key={member._id}
            label={`${member.firstName} ${member.lastName}`}
            colour={colours.get(member._id) ?? DANCER_COLOUR}
            pressed={!hiddenStaff.has(member._id)}
            onToggle={() => toggleStaff(member._id)}
          />
        ))}
      </div>

      <div className="mt-3 min-h-6 text-sm" aria-live="polite">
        {status === "loading" ? <p className="text-muted">Loading the schedule…</p> : null}
        {status === "error" ? (
          <p role="alert" className="text-danger">
            Could not load the schedule: {error}{" "}
            <button type="button" onClick={() => void rangeQuery.mutate()} className="font-medium underline">
              Try again
            </button>
          </p>
        ) : null}
        {status === "ready" && data ? (
          <p className="text-muted" data-testid="calendar-zone-note">
            {gridZoneNote(grid, studioZone)}
          </p>
        ) : null}
      </div>

      {canManage ? <SlotMoveStatus status={slotMove.status} /> : null}
      {canManage ? <OutdatedConfirmationOffer offer={slotMove.outdated} onDismiss={slotMove.dismissOutdated} onSent={() => void reload()} /> : null}
      {canManage ? <LateMoveQuestion question={slotMove.question} /> : null}

      <div className={`studio-calendar mt-2 rounded-card border border-line bg-white p-2 ${status === "loading" ? "opacity-70" : ""}`} aria-busy={status === "loading"} data-view={view}>
        {initialView ? (
          <FullCalendar
            // A new zone lays the grid out again from the day shown.
            key={timeZone}
            ref={calendarRef}
            plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin, classicThemePlugin]}
            editable={canManage}
            eventDrop={slotMove.onChange}
            eventResize={slotMove.onChange}
            initialView={FULLCALENDAR_VIEW[range?.view ?? initialView]}
            initialDate={range?.date ?? initialDate}
            timeZone={timeZone}
            firstDay={1}
            headerToolbar={false}
            height={VIEW_HEIGHT[view]}
            views={{
              // No entry is drawn in a month cell (visible count 0): only "N appointments", which opens that day.
              dayGridMonth: {
                height: VIEW_HEIGHT.month,
                dayMaxEvents: 0,
                moreLinkClick: FULLCALENDAR_VIEW.day,
                moreLinkClass: "studio-more-link",
                moreLinkContent: (info: { num: number }) => `${info.num} ${info.num === 1 ? "appointment" : "appointments"}`,
                moreLinkHint: (num: number) => `Show the ${num} ${num === 1 ? "appointment" : "appointments"} of this day`,
              },
              // Side by side, never on top of each other; past two at once a "+N" link opens the day.
              timeGridWeek: { height: VIEW_HEIGHT.week, dayMaxEventRows: 3, slotEventOverlap: false, eventMaxStack: 2, moreLinkClick: FULLCALENDAR_VIEW.day },
              timeGridDay: { height: VIEW_HEIGHT.day, dayMaxEventRows: 4, slotEventOverlap: false, dayHeaderFormat: { weekday: "long", month: "long", day: "numeric" } },
            }}
            {...hours}
            {...(scrollTime ? { scrollTime } : {})}
            expandRows
            navLinks
            navLinkDayClick={(date) => goToDay(date)}
            eventInteractive
            events={shownEntries}
            eventOrder="layer,start,title"
            datesSet={onDatesSet}
            eventClick={(info: EventClickInfo) => {
              info.jsEvent.preventDefault();
              setSelected({ id: info.event.id, entry: info.event.extendedProps.entry as CalendarEntry });
            }}
            eventContent={(info: EventDisplayInfo) => <EntryContent info={info} studioZone={studioZone} mixed={grid.mixed} />}
          />
        ) : (
          <p className="p-6 text-muted">Loading the calendar…</p>
        )}
      </div>

      <CalendarEntryDetails
        entry={selectedEntry}
        timeZone={studioZone}
        canManage={canManage}
        onClose={() => setSelected(null)}
        moveSlot={canManage ? slotMove.move : undefined}
        minutesByTitle={minutesByTitle}
        onConfirmationSent={() => void reload()}
      />
    </div>
  );
}
