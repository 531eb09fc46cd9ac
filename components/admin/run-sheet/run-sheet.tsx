// The printable run sheet of one competition day: a header with the number of slots shown (one counting
// rule: every row, a stylist's or unassigned) and each stylist's first start, last end and slots, unassigned
// slots in red, then one section per stylist (a page each in print). Columns come from RUN_SHEET_COLUMNS;
// below 640 px each row reads as a card. A dancer's allergies are printed in full, framed as on the client card.
// Its links are the staff area's (not prefetched, components/admin/staff-link.tsx): prefetching My Calendar's
// day, the planner, the takings, the waiting list and staffing right after it hydrated made the server render
// five back-office pages and the phone parse them just as the first taps came.
import Link from "@/components/admin/staff-link";
import { sheetSlotCountLabel, slotCountLabel, type RunSheetDto } from "@/lib/calendar/run-sheet-dto";
import { timeZoneLabel } from "@/lib/time/zoned";
import { DayAtAGlance } from "@/components/admin/dayof/day-at-a-glance";
import { glanceSlotsOf } from "@/components/admin/dayof/glance-slots";
import { RunningLateButton } from "@/components/admin/dayof/running-late";
import { PrintButton } from "./print-button";
import { RunSheetRows } from "./run-sheet-rows";
import "./run-sheet.css";

interface Props {
  sheet: RunSheetDto;
  /** Who is reading: a stylist takes payment at their own chair, the desk at any. */
  viewerId: string;
  staffId: string | null;
  dateLabel: string;
  timeZone: string;
}

/** "America/New York", or each competition's zone when one is not the studio's: "Central (America/Chicago)". */
function zonesOf(sheet: RunSheetDto, studioZone: string): string {
  const zones = [...new Set(sheet.competitions.map((c) => c.timeZone))];
  if (zones.every((z) => z === studioZone)) return studioZone.replace(/_/g, " ");
  return zones.map((z) => `${timeZoneLabel(z)} (${z.replace(/_/g, " ")})`).join(", ");
}

export function RunSheet({ sheet, viewerId, staffId, dateLabel, timeZone, canPlan = false }: Props & { canPlan?: boolean }) {
  const competitions = sheet.competitions.map((c) => `${c.eventName}${c.city || c.state ? ` (${[c.city, c.state].filter(Boolean).join(", ")})` : ""}`).join(" · ");
  return (
    <div className="run-sheet mx-auto max-w-6xl">
      <div className="run-sheet-controls mb-4 flex flex-wrap items-end justify-between gap-3">
        <form method="get" className="flex flex-wrap items-end gap-3">
          <label className="text-sm font-medium">
            Date
            <input type="date" name="date" defaultValue={sheet.date} className="mt-1 block rounded border border-line bg-white px-3 py-2" />
          </label>
          <label className="text-sm font-medium">
            Stylist
            <select name="staff" defaultValue={staffId ?? ""} className="mt-1 block rounded border border-line bg-white px-3 py-2">
              <option value="">Everyone</option>
              {sheet.staffOptions.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="rounded border border-line bg-white px-4 py-2 font-medium hover:bg-sand">
            Show
          </button>
        </form>
        <div className="flex flex-wrap items-center gap-3">
          {sheet.view === "desk"
            ? sheet.competitions.map((c) => (
                <Link key={c.id} href={`/admin/takings?event=${c.id}&date=${sheet.date}`} className="text-sm font-medium text-accent-dark underline">
                  Close the day{sheet.competitions.length > 1 ? `: ${c.eventName}` : ""}
                </Link>
              ))
            : null}
          <Link href={`/admin/calendar_show?view=day&date=${sheet.date}`} className="text-sm font-medium text-accent-dark underline">
            Back to My Calendar
          </Link>
          {canPlan
            ? sheet.competitions.map((c) => (
                <Link key={c.id} href={`/admin/calendar_show/plan?event=${c.id}&date=${sheet.date}`} className="text-sm font-medium text-accent-dark underline">
                  Plan this day{sheet.competitions.length > 1 ? ` (${c.eventName})` : ""}
                </Link>
              ))
            : null}
          {canPlan
            ? sheet.competitions.map((c) => (
                <Link key={`heats-${c.id}`} href={`/admin/calendar_show/heat-list?event=${c.id}`} className="text-sm font-medium text-accent-dark underline">
                  Import heat list{sheet.competitions.length > 1 ? ` (${c.eventName})` : ""}
                </Link>
              ))
            : null}
          {sheet.view === "desk"
            ? sheet.competitions.map((c) => (
                <Link key={c.id} href={`/admin/waitlist?event=${c.id}&date=${sheet.date}`} className="text-sm font-medium text-accent-dark underline" aria-label={`Waiting list of ${c.eventName} on this day`}>
                  Waiting list
                </Link>
              ))
            : null}
          <PrintButton />
        </div>
      </div>

      <header className="run-sheet-header">
        <h1 className="font-serif text-title font-semibold">Run sheet</h1>
        <p className="text-lg font-semibold" data-testid="run-sheet-competition">
          {competitions || "No competition on this day"}
        </p>
        {sheet.competitions.length ? (
          <p className="run-sheet-controls flex flex-wrap gap-3 text-sm">
            {sheet.competitions.map((c) => (
              <Link key={c.id} href={`/admin/staffing/${c.id}#day-${sheet.date}`} className="inline-flex min-h-11 items-center font-medium text-accent-dark underline">
                Staffing{sheet.competitions.length > 1 ? ` of ${c.eventName}` : ""} for this day
              </Link>
            ))}
          </p>
        ) : null}
        <p className="text-muted-print">
          {dateLabel} · times in {zonesOf(sheet, timeZone)} · <span data-testid="run-sheet-count">{sheetSlotCountLabel(sheet)}</span>
        </p>
        <DayAtAGlance slots={glanceSlotsOf(sheet, timeZone)} />
        {sheet.sections.length ? (
          <ul className="run-sheet-summary mt-3" aria-label="Stylists">
            {sheet.sections.map((s) => (
              <li key={s.staff.id}>
                <span className="font-semibold">
                  {s.staff.firstName} {s.staff.lastName}
                </span>
                : {s.firstStart} – {s.lastEnd}, {slotCountLabel(s.rows.length)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3">No assigned slots on this day{staffId ? " for this stylist" : ""}.</p>
        )}
      </header>

      {sheet.unassigned.length ? (
        <section className="run-sheet-section run-sheet-alert" aria-labelledby="run-sheet-unassigned">
          <h2 id="run-sheet-unassigned" className="font-serif text-xl font-semibold">
            Unassigned: {slotCountLabel(sheet.unassigned.length)}
          </h2>
          <RunSheetRows rows={sheet.unassigned} view={sheet.view} caption="Unassigned slots" unassigned />
        </section>
      ) : null}

      {sheet.sections.map((section) => (
        <section key={section.staff.id} className="run-sheet-section run-sheet-staff" aria-labelledby={`staff-${section.staff.id}`} data-testid="run-sheet-staff">
          <h2 id={`staff-${section.staff.id}`} className="font-serif text-xl font-semibold">
            {section.staff.firstName} {section.staff.lastName}{" "}
            <span className="text-base font-normal text-muted-print">
              {section.firstStart} – {section.lastEnd} · {slotCountLabel(section.rows.length)}
            </span>
          </h2>
          {sheet.view === "desk" || section.staff.id === viewerId ? <RunningLateButton date={sheet.date} staffId={section.staff.id} stylist={`${section.staff.firstName} ${section.staff.lastName}`} canExtendHours={canPlan} /> : null}
          <RunSheetRows rows={section.rows} view={sheet.view} caption={`Slots of ${section.staff.firstName} ${section.staff.lastName}`} payable={sheet.view === "desk" || section.staff.id === viewerId} studioZone={timeZone} />
        </section>
      ))}
    </div>
  );
}
