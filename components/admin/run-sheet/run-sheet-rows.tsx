"use client";
// One table of the run sheet: a row per slot, the columns of RUN_SHEET_COLUMNS for the sheet's view, each
// row with its day-of texts, "Paid at the chair" and live status. A client component so the page carries
// the rows' data (about half a kilobyte each) rather than each row's rendered element tree, which on a
// 200-row day made the page 1.5 MB; each row is memoised, so nothing outside it draws it again.
// Each row is its own <Activity> boundary: it stays in the server HTML (no fallback, no streaming apart), but
// React hydrates it after the rest of the page, at low priority, so the header and the stylist picker answer a
// tap at once instead of waiting for 200 rows; a tap inside a row hydrates that row first.
import { Activity, memo } from "react";
import { isEmptyCell, runSheetColumnsFor, type RunSheetColumn, type RunSheetDto, type RunSheetRow } from "@/lib/calendar/run-sheet-dto";
import { ChairPaymentButton } from "@/components/admin/chair/chair-payment";
import { SlotStatus } from "@/components/admin/dayof/slot-status";
import { RowDayOfTexts } from "@/components/admin/texts/texting-states";

type Row = RunSheetRow & { staffName?: string | null };

interface Props {
  rows: readonly Row[];
  view: RunSheetDto["view"];
  caption: string;
  /** The unassigned slots (in red, each with its stylist or "No stylist yet"). */
  unassigned?: boolean;
  /** "Paid at the chair" and the status buttons (the desk, or the stylist's own section). */
  payable?: boolean;
  /** The studio's zone: a stylist's section shows each slot's live status. */
  studioZone?: string;
}

export function RunSheetRows({ rows, view, caption, unassigned = false, payable = false, studioZone }: Props) {
  const columns = runSheetColumnsFor(view);
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
          <Activity key={`${row.scheduleId ?? row.bookingId}-${index}`} mode="visible">
            <SheetRow row={row} columns={columns} unassigned={unassigned} payable={payable} studioZone={studioZone} />
          </Activity>
        ))}
      </tbody>
    </table>
  );
}

const SheetRow = memo(function SheetRow({ row, columns, unassigned, payable, studioZone }: { row: Row; columns: readonly RunSheetColumn[]; unassigned: boolean; payable: boolean; studioZone?: string }) {
  return (
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
  );
});
