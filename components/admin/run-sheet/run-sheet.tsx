// The printable run sheet of one competition day: a header with the number of slots shown (one counting
// rule: every row, a stylist's or unassigned) and each stylist's first start, last end and slots, unassigned
// slots in red, then one section per stylist (a page each in print). Columns come from RUN_SHEET_COLUMNS;
// below 640 px each row reads as a card. A dancer's allergies are printed in full, framed as on the client card.
import Link from "next/link";
import { Suspense } from "react";
import { isEmptyCell, runSheetColumnsFor, sheetSlotCountLabel, slotCountLabel, type RunSheetColumn, type RunSheetDto, type RunSheetRow } from "@/lib/calendar/dto";
import { timeZoneLabel } from "@/lib/time/zoned";
import { ChairPaymentButton } from "@/components/admin/chair/chair-payment";
import { DayAtAGlance } from "@/components/admin/dayof/day-at-a-glance";
import { glanceSlotsOf } from "@/components/admin/dayof/glance-slots";
import { RunningLateButton } from "@/components/admin/dayof/running-late";
import { SlotStatus } from "@/components/admin/dayof/slot-status";
import { PrintButton } from "./print-button";
import { RowDayOfTexts } from "@/components/admin/texts/texting-states";
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

function Rows({ rows, columns, caption, unassigned = false, payable = false, studioZone }: { rows: (RunSheetRow & { staffName?: string | null })[]; columns: readonly RunSheetColumn[]; caption: string; unassigned?: boolean; payable?: boolean; studioZone?: string }) {
  return (
    <table className={`run-sheet-table${unassigned ? " run-sheet-unassigned" : ""}`}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={`col-${column.key}`}>
              {column.label}
            </th>
          ))}
          {studioZone ? (
            <th scope="col" className="col-status print:hidden">
              Status
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          // One Suspense boundary per row: React hydrates the rows' buttons one by one, letting a tap in
          // between (and hydrating the tapped row first) instead of one long task for 200 rows.
          <Suspense key={`${row.scheduleId ?? row.bookingId}-${index}`}>
            <tr data-testid="run-sheet-row" className={row.heat?.late ? "run-sheet-late" : undefined}>
              {columns.map((column, columnIndex) => {
                const lines = column.cell(row);
                const [first, ...rest] = lines;
                const href = column.href?.(row);
                const alert = column.alert?.(row);
                const empty = isEmptyCell(lines) && !(unassigned && column.key === "time");
                return (
                  <td key={column.key} data-label={column.label} className={`col-${column.key}${empty ? " run-sheet-empty" : ""}`}>
                    {href ? (
                      <a href={href} className="run-sheet-link font-medium text-accent-dark underline">
                        {first}
                      </a>
                    ) : (
                      <span className={columnIndex < 2 ? "font-semibold" : undefined}>{first}</span>
                    )}
                    {rest.map((line) => (
                      <span key={line} className="block text-muted-print">
                        {line}
                      </span>
                    ))}
                    {alert ? (
                      <p className="run-sheet-allergies mt-1 whitespace-pre-line break-words rounded border border-danger bg-red-50 px-2 py-1 text-danger" data-testid="run-sheet-allergies">
                        <strong>{alert.label}:</strong> {alert.text}
                      </p>
                    ) : null}
                    {column.key === "dancer" ? <RowDayOfTexts bookingId={row.bookingId} dancer={row.dancer} className="mt-1" /> : null}
                    {payable && column.key === "balance" && row.scheduleId ? <ChairPaymentButton scheduleId={row.scheduleId} dancer={row.dancer} owes={row.owesCents > 0} className="run-sheet-pay mt-1 print:hidden" /> : null}
                    {unassigned && column.key === "time" ? <span className="block">{row.staffName ? `Stylist: ${row.staffName}` : "No stylist yet"}</span> : null}
                  </td>
                );
              })}
              {studioZone ? <td data-label="Status" className="col-status print:hidden">{row.scheduleId ? <SlotStatus scheduleId={row.scheduleId} dancer={row.dancer} canChange={payable} timeZone={row.timeZone} studioZone={studioZone} /> : null}</td> : null}
            </tr>
          </Suspense>
        ))}
      </tbody>
    </table>
  );
}

export function RunSheet({ sheet, viewerId, staffId, dateLabel, timeZone, canPlan = false }: Props & { canPlan?: boolean }) {
  const competitions = sheet.competitions.map((c) => `${c.eventName}${c.city || c.state ? ` (${[c.city, c.state].filter(Boolean).join(", ")})` : ""}`).join(" · ");
  const columns = runSheetColumnsFor(sheet.view);
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
        <DayAtAGlance slots={glanceSlotsOf(sheet)} studioZone={timeZone} />
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
          <Rows rows={sheet.unassigned} columns={columns} caption="Unassigned slots" unassigned />
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
          {sheet.view === "desk" || section.staff.id === viewerId ? <RunningLateButton date={sheet.date} staffId={section.staff.id} stylist={`${section.staff.firstName} ${section.staff.lastName}`} /> : null}
          <Rows rows={section.rows} columns={columns} caption={`Slots of ${section.staff.firstName} ${section.staff.lastName}`} payable={sheet.view === "desk" || section.staff.id === viewerId} studioZone={timeZone} />
        </section>
      ))}
    </div>
  );
}
