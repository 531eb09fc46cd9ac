"use client";
// My Calendar's state and calls: the visible range and its schedule, the grid's zone, the staff and
// Booked Dancers toggles, the open entry, slot moves, and the scroll to the first appointment.
import type { CalendarRef, DatesSetInfo } from "@fullcalendar/react";
import { formatInTimeZone } from "date-fns-tz";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { staffColours } from "@/lib/calendar/dto";
import { useApiData } from "../admin-api";
import { useSlotMove } from "./slot-move";
import { CALENDAR_ZONE_STORAGE_KEY, calendarGridZone, type CalendarZoneChoice } from "./calendar-clock";
import { FULLCALENDAR_VIEW, calendarEntries, type CalendarInitialRange, calendarTitle, firstAppointmentScrollTime, initialPlace, visibleHours, viewNameOf, type CalendarEntry, type CalendarViewName, type EntryInput } from "./calendar-model";

const PHONE_WIDTH = 640;
const PHONE_QUERY = `(max-width: ${PHONE_WIDTH - 1}px)`;

function subscribeToPhoneWidth(onChange: () => void) {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
const phoneWidthNow = () => window.matchMedia(PHONE_QUERY).matches;
const noPhoneOnServer = () => false;

/** Whether the screen is phone-wide now (below 640 px), following rotation and resizing. */
function usePhoneWidth(): boolean {
  return useSyncExternalStore(subscribeToPhoneWidth, phoneWidthNow, noPhoneOnServer);
}

export interface VisibleRange {
  view: CalendarViewName;
  /** The first studio day shown, "YYYY-MM-DD". */
  date: string;
  start: string;
  end: string;
  title: string;
  /** The zone the grid laid this range out in. */
  zone: string;
}

/**
 * `initial`: ranges the page loaded with the screen; the one FullCalendar first shows is not asked for again.
 * `named`: the view and day the address names (the page read them), so the first render, on the server too, knows them.
 */
export function useCalendarScreen(studioZone: string, canManage: boolean, initial: readonly CalendarInitialRange[] = [], named?: NamedPlace, minutesByTitle: Readonly<Record<string, number>> = {}) {
  const calendarRef = useRef<CalendarRef>(null);
  const [zoneChoice, setZoneChoice] = useState<CalendarZoneChoice>("competition");
  const [initialView, setInitialView] = useState<CalendarViewName | null>(named?.view ?? null);
  const [initialDate, setInitialDate] = useState<string | undefined>(named?.date);
  const [range, setRange] = useState<VisibleRange | null>(null);
  // Until FullCalendar has drawn its first tiles: the day the address names, as the page loaded it.
  const [gridDrawn, setGridDrawn] = useState(false);
  const first = useMemo(() => (gridDrawn ? undefined : firstDayOf(initial, named, zoneChoice, studioZone)), [gridDrawn, initial, named, zoneChoice, studioZone]);
  // The visible range's schedule; the previous range stays on screen while the next one loads.
  const loaded = range ? initial.find((i) => i.view === range.view && i.date === range.date && i.zone === range.zone)?.data : undefined;
  const rangeQuery = useApiData(range ? "GET /api/calendar" : null, { query: { start: range?.start, end: range?.end } }, { keepPreviousData: true, fallbackData: loaded });
  const data = rangeQuery.data ?? null;
  // What the grid (and the first day's list) lays out: before FullCalendar's first range, the day the page loaded, so
  // its first draw holds the day's tiles in the right zone. The toggles and zone note wait for the range (and hydration).
  const gridData = data ?? (range ? null : (first?.data ?? null));
  const status: "loading" | "ready" | "error" = rangeQuery.isValidating || !(range || first) ? "loading" : rangeQuery.error ? "error" : "ready";
  const error = rangeQuery.error?.message ?? "";
  const [hiddenStaff, setHiddenStaff] = useState<ReadonlySet<string>>(new Set());
  const [showDancers, setShowDancers] = useState(true);
  // The entry whose details are open (useSelectedEntry reads it), kept outside the screen's state.
  const [selection] = useState(createEntrySelection);

  // Without a view in the address the first view depends on the screen, known only in the browser.
  useEffect(() => {
    if (!named) {
      const start = initialPlace(new URLSearchParams(window.location.search), phoneWidthNow());
      setInitialView(start.view);
      setInitialDate(start.date);
    }
    if (window.localStorage.getItem(CALENDAR_ZONE_STORAGE_KEY) === "studio") setZoneChoice("studio");
  }, [named]);

  function chooseZone(choice: CalendarZoneChoice) {
    setZoneChoice(choice);
    if (choice === "studio") window.localStorage.setItem(CALENDAR_ZONE_STORAGE_KEY, choice);
    else window.localStorage.removeItem(CALENDAR_ZONE_STORAGE_KEY);
  }
  // The zone the grid lays appointments out in; tiles, details and Next appointment always print the competition's.
  const grid = useMemo(() => calendarGridZone(zoneChoice, gridData, studioZone), [zoneChoice, gridData, studioZone]);
  const timeZone = grid.zone;

  const onDatesSet = useCallback(
    (info: DatesSetInfo) => {
      const view = viewNameOf(info.view.type);
      const firstDay = formatInTimeZone(info.view.currentStart, timeZone, "yyyy-MM-dd");
      const lastDay = formatInTimeZone(new Date(info.view.currentEnd.getTime() - 1), timeZone, "yyyy-MM-dd");
      setRange({ view, date: firstDay, start: info.startStr, end: info.endStr, title: calendarTitle(firstDay, lastDay), zone: timeZone });
      // Keep the place across reloads and make it linkable.
      window.history.replaceState(window.history.state, "", `?view=${view}&date=${firstDay}`);
    },
    [timeZone],
  );

  const view = range?.view ?? initialView ?? "week";
  const phone = usePhoneWidth();
  const entries = useMemo(() => (gridData ? calendarEntries(gridData, { view, hiddenStaff, showDancers }, timeZone) : []), [gridData, view, hiddenStaff, showDancers, timeZone]);
  const hours = useMemo(() => visibleHours(entries, timeZone), [entries, timeZone]);
  // Day and week open at their first appointment (FullCalendar's default 6 AM would clip a 5:45 slot).
  const scrollTime = useMemo(() => firstAppointmentScrollTime(entries, timeZone), [entries, timeZone]);
  const colours = useMemo(() => staffColours(data?.staff.map((s) => s._id) ?? []), [data]);

  const reload = rangeQuery.mutate;
  const slotMove = useSlotMove(studioZone, useCallback(() => void reload(), [reload]), minutesByTitle);
  // Only appointments move, and only for staff who manage bookings.
  const shownEntries = useMemo(() => (canManage ? entries.map((e) => (e.allDay ? { ...e, editable: false } : e)) : entries), [entries, canManage]);

  // Once per visible range, when its appointments have arrived: a refetch (after a move) never scrolls away from where staff are.
  const scrolledFor = useRef("");
  const rangeKey = range && data && !rangeQuery.isValidating ? `${range.view}:${range.start}` : "";
  useEffect(() => {
    if (!rangeKey || !scrollTime || scrolledFor.current === rangeKey || range?.view === "month") return;
    scrolledFor.current = rangeKey;
    calendarRef.current?.getApi().scrollToTime(scrollTime);
  }, [rangeKey, scrollTime, range?.view]);

  /** FullCalendar's navigation, for the toolbar and the jump box (called from event handlers only). */
  const navigate = useMemo(
    () => ({
      prev: () => calendarRef.current?.getApi().prev(),
      today: () => calendarRef.current?.getApi().today(),
      next: () => calendarRef.current?.getApi().next(),
      changeView: (name: CalendarViewName) => calendarRef.current?.getApi().changeView(FULLCALENDAR_VIEW[name]),
      gotoDate: (date: Date | string) => calendarRef.current?.getApi().gotoDate(date),
      goToDay: (date: Date | string) => calendarRef.current?.getApi().changeView(FULLCALENDAR_VIEW.day, date),
    }),
    [],
  );

  // "New booking" at a time: the grid's wall time and zone, and the stylist when only one is shown.
  const router = useRouter();
  const newBookingHref = useCallback(
    (at?: Date): string => {
      const shown = (data?.staff ?? []).filter((s) => !hiddenStaff.has(s._id));
      const params = new URLSearchParams();
      if (at) {
        params.set("start", formatInTimeZone(at, timeZone, "yyyy-MM-dd'T'HH:mm"));
        params.set("tz", timeZone);
      }
      if (shown.length === 1) params.set("userId", shown[0]._id);
      return `/admin/calendar_bookings/new${params.size ? `?${params}` : ""}`;
    },
    [data, hiddenStaff, timeZone],
  );
  const newBookingAt = useCallback((at: Date) => router.push(newBookingHref(at)), [router, newBookingHref]);

  // Stable, so the grid's tiles need not be drawn again when an entry opens.
  const select = useCallback((id: string, entry: CalendarEntry) => selection.set({ id, entry }), [selection]);
  const closeDetails = useCallback(() => selection.set(null), [selection]);

  const onGridDrawn = useCallback(() => setGridDrawn(true), []);

  function toggleStaff(id: string) {
    setHiddenStaff((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return {
    calendarRef,
    range,
    /** The day the page loaded, while FullCalendar has not yet shown a range (first-day-list.tsx draws it). */
    firstDay: first ? { date: first.date, title: calendarTitle(first.date, first.date) } : null,
    /** FullCalendar's tiles are on screen: the first day's list gives way. */
    onGridDrawn,
    view,
    initialView,
    initialDate,
    data,
    status,
    error,
    retry: () => void rangeQuery.mutate(),
    reload: () => void reload(),
    zoneChoice,
    chooseZone,
    grid,
    timeZone,
    phone,
    hours,
    scrollTime,
    colours,
    shownEntries,
    hiddenStaff,
    toggleStaff,
    showDancers,
    toggleDancers: () => setShowDancers((v) => !v),
    entries,
    selection,
    select,
    closeDetails,
    slotMove,
    newBookingHref,
    newBookingAt,
    onDatesSet,
    navigate,
  };
}

/** The view and day the address names, as the page read them (`view=day&date=`). */
export interface NamedPlace {
  view: CalendarViewName;
  date: string;
}

/**
 * The day the address names, among the ranges the page loaded, in the zone the grid will follow: the
 * studio's when staff chose it, else the zone of its competitions (as `calendarGridZone` decides it).
 */
function firstDayOf(initial: readonly CalendarInitialRange[], named: NamedPlace | undefined, choice: CalendarZoneChoice, studioZone: string): CalendarInitialRange | undefined {
  if (named?.view !== "day") return undefined;
  const inZone = (zone: string) => initial.find((i) => i.view === "day" && i.date === named.date && i.zone === zone);
  const inStudioZone = inZone(studioZone);
  if (!inStudioZone || choice === "studio") return inStudioZone;
  return inZone(calendarGridZone("competition", inStudioZone.data, studioZone).zone) ?? inStudioZone;
}

export type CalendarScreenModel = Omit<ReturnType<typeof useCalendarScreen>, "calendarRef">;

interface Selected {
  id: string;
  entry: CalendarEntry;
}

/**
 * The entry whose details are open, as a small store rather than the screen's state: opening or closing it
 * draws the dialog again, not the toolbar, toggles and jump box around the grid (a tap on a phone).
 */
function createEntrySelection() {
  let current: Selected | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next: Selected | null) {
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type EntrySelection = ReturnType<typeof createEntrySelection>;

/**
 * The open entry, by its calendar id: after a move or a sent confirmation the dialog reads it again from
 * the reloaded range, so its times agree with the "Saved:" line.
 */
export function useSelectedEntry(selection: EntrySelection, entries: readonly EntryInput[]): CalendarEntry | null {
  const selected = useSyncExternalStore(selection.subscribe, selection.get, selection.get);
  return useMemo(() => (selected ? (entries.find((e) => e.id === selected.id)?.extendedProps.entry ?? selected.entry) : null), [selected, entries]);
}

