"use client";
// My Calendar: FullCalendar 7 with our own toolbar, staff and Booked Dancers toggles, and a details modal.
// Fetches only the visible range. Its clock (./calendar-clock): by default the grid follows the zone of the
// competitions in view, and every appointment prints its time in its competition's zone, named when it is not
// the studio's; staff may lay the grid out in the studio's zone instead (remembered in this browser).
// State and calls live in use-calendar-screen.ts; this file and the views it composes only render.
import Link from "@/components/admin/staff-link";
import { buttonClass } from "@/components/ui/button";
import { DANCER_COLOUR } from "@/lib/calendar/dto";
import { CalendarEntryDetails } from "./entry-details";
import { CalendarGrid } from "./calendar-grid";
import { CalendarJump } from "./calendar-jump";
import { CalendarToolbar } from "./calendar-toolbar";
import { CalendarFeedPanel } from "./feed-panel";
import { RunSheetLink } from "./run-sheet-link";
import { LateMoveQuestion, OutdatedConfirmationOffer, SlotMoveStatus } from "./slot-move";
import { gridZoneNote } from "./calendar-clock";
import { ToggleChip } from "./entry-content";
import { useCalendarScreen, useSelectedEntry, type EntrySelection, type NamedPlace } from "./use-calendar-screen";
import { FirstDayList, useWhenGridDrawn } from "./first-day-list";
import { useHydrated } from "../use-hydrated";
import { useEffect, useRef, type RefObject } from "react";
import { OfflineBanner } from "../offline/offline-banner";
import type { CalendarInitialRange, EntryInput } from "./calendar-model";

interface Props {
  timeZone: string;
  canManage: boolean;
  /** The signed-in user: "Paid at the chair" on their own slots (the desk: on any). */
  viewerId: string;
  /** Service lengths in minutes by lower-case title (Change time moves the end with the start). */
  minutesByTitle?: Readonly<Record<string, number>>;
  /** The first range's schedule, loaded with the page. */
  initialRanges?: readonly CalendarInitialRange[];
  /** The view and day the address names: the day is drawn with the page, before FullCalendar. */
  named?: NamedPlace;
}

export function CalendarScreen({ timeZone: studioZone, canManage, viewerId, minutesByTitle = {}, initialRanges, named }: Props) {
  const { calendarRef, ...model } = useCalendarScreen(studioZone, canManage, initialRanges, named, minutesByTitle);
  const { range, data, status, slotMove, firstDay } = model;
  // FullCalendar mounts in the browser only, once the page has hydrated.
  const startView = range?.view ?? model.initialView;
  const gridShown = useHydrated() && startView !== null;
  const box = useRef<HTMLDivElement>(null);
  useWhenGridDrawn(box, gridShown && firstDay !== null, model.shownEntries.some((e) => !e.allDay), model.onGridDrawn);
  useGridBehindDialog(box, model.selection);

  return (
    <div className="mx-auto max-w-7xl">
      <OfflineBanner timeZone={studioZone} />
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="font-serif text-title font-semibold">My Calendar</h1>
        {canManage ? (
          <Link href={model.newBookingHref()} className={buttonClass()}>
            New booking
          </Link>
        ) : null}
      </div>
      {canManage ? <p className="mt-1 text-sm text-muted">Click an empty time in Day or Week to book it (with the stylist when only one is shown).</p> : null}
      <CalendarFeedPanel />
      <CalendarToolbar model={model} studioZone={studioZone} />
      <CalendarJump studioZone={studioZone} onGoTo={model.navigate.gotoDate} visible={(slot) => !model.hiddenStaff.has(slot.staff._id)} />

      <h2 aria-live="polite" className="mt-4 font-serif text-2xl font-semibold" data-testid="calendar-title">
        {range?.title ?? firstDay?.title ?? " "}
      </h2>
      {range?.view === "day" ? <RunSheetLink date={range.date} /> : !range && firstDay ? <RunSheetLink date={firstDay.date} /> : null}

      <div role="group" aria-label="Show on the calendar" className="mt-3 flex flex-wrap gap-2">
        <ToggleChip label="Booked Dancers" colour={DANCER_COLOUR} pressed={model.showDancers} onToggle={model.toggleDancers} />
        {data?.staff.map((member) => (
          <ToggleChip
            key={member._id}
            label={`${member.firstName} ${member.lastName}`}
            colour={model.colours.get(member._id) ?? DANCER_COLOUR}
            pressed={!model.hiddenStaff.has(member._id)}
            onToggle={() => model.toggleStaff(member._id)}
          />
        ))}
      </div>

      <div className="mt-3 min-h-6 text-sm" aria-live="polite">
        {status === "loading" ? <p className="text-muted">Loading the schedule…</p> : null}
        {status === "error" ? (
          <p role="alert" className="text-danger">
            Could not load the schedule: {model.error}{" "}
            <button type="button" onClick={model.retry} className="font-medium underline">
              Try again
            </button>
          </p>
        ) : null}
        {status === "ready" && data ? (
          <p className="text-muted" data-testid="calendar-zone-note">
            {gridZoneNote(model.grid, studioZone)}
          </p>
        ) : null}
      </div>

      {canManage ? <SlotMoveStatus status={slotMove.status} /> : null}
      {canManage ? <OutdatedConfirmationOffer offer={slotMove.outdated} onDismiss={slotMove.dismissOutdated} onSent={model.reload} /> : null}
      {canManage ? <LateMoveQuestion question={slotMove.question} /> : null}

      <div className={`studio-calendar mt-2 rounded-card border border-line bg-white p-2 ${status === "loading" ? "opacity-70" : ""}`} aria-busy={status === "loading"} data-view={model.view}>
        {/* The first day's list and the grid share one cell: the grid draws hidden under the list, then takes its place. */}
        <div ref={box} className="studio-calendar-box grid [&>*]:[grid-area:1/1]">
          {firstDay ? <FirstDayList title={firstDay.title} entries={model.shownEntries} studioZone={studioZone} mixed={model.grid.mixed} onSelect={model.select} /> : null}
          {gridShown ? (
            <div className={firstDay ? "invisible" : undefined}>
              <CalendarGrid
                calendarRef={calendarRef}
                initialView={startView}
                initialDate={range?.date ?? model.initialDate}
                view={model.view}
                timeZone={model.timeZone}
                phone={model.phone}
                mixed={model.grid.mixed}
                hours={model.hours}
                scrollTime={model.scrollTime}
                entries={model.shownEntries}
                studioZone={studioZone}
                canManage={canManage}
                onSlotChange={slotMove.onChange}
                onDatesSet={model.onDatesSet}
                onGoToDay={model.navigate.goToDay}
                onSelect={model.select}
                onNewBookingAt={model.newBookingAt}
              />
            </div>
          ) : firstDay ? null : (
            <p className="p-6 text-muted">Loading the calendar…</p>
          )}
        </div>
      </div>

      <SelectedEntryDetails
        selection={model.selection}
        entries={model.entries}
        timeZone={studioZone}
        canManage={canManage}
        viewerId={viewerId}
        onClose={model.closeDetails}
        moveSlot={canManage ? slotMove.move : undefined}
        minutesByTitle={minutesByTitle}
        onConfirmationSent={model.reload}
      />
    </div>
  );
}

/** The details of the open entry: the one part of the screen that draws again when a tile is tapped. */
function SelectedEntryDetails({ selection, entries, ...details }: { selection: EntrySelection; entries: readonly EntryInput[] } & Omit<React.ComponentProps<typeof CalendarEntryDetails>, "entry">) {
  return <CalendarEntryDetails entry={useSelectedEntry(selection, entries)} {...details} />;
}

/**
 * Marks the grid's box while an entry's details are open (set before the dialog renders, without drawing the
 * screen again): on a phone calendar.css stops drawing the grid behind the modal, so opening it does not
 * restyle the grid's thousand elements as the rest of the page turns inert.
 */
function useGridBehindDialog(box: RefObject<HTMLElement | null>, selection: EntrySelection) {
  useEffect(() => selection.subscribe(() => box.current?.toggleAttribute("data-behind-dialog", selection.get() !== null)), [box, selection]);
}
