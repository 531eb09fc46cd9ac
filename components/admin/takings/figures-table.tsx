// The takings tables of the close of a day and the season: the same columns in both, one money format.
import type { ReactNode } from "react";
import { formatMoney } from "@/lib/payments/dto";
import { TAKING_METHODS, TAKING_METHOD_LABELS, type MoneyFigures } from "@/lib/takings/dto";

export const money = (cents: number, currency: string) => formatMoney(cents, currency);

/** A table that scrolls sideways on a phone, reachable by keyboard. */
export function Scroll({ label, children, className = "" }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div tabIndex={0} role="region" aria-label={`${label}, scrollable`} className={`takings-scroll mt-3 overflow-x-auto rounded-card border border-line bg-white focus:outline-2 focus:outline-accent ${className}`.trim()}>
      {children}
    </div>
  );
}

/** A takings table in its scroller, captioned for screen readers (its head and rows are the children). */
function TakingsTable({ caption, minWidth, testId, children }: { caption: string; minWidth: string; testId?: string; children: ReactNode }) {
  return (
    <Scroll label={caption}>
      <table className={`takings-table w-full ${minWidth} text-sm`} data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </Scroll>
  );
}

export interface FiguresRow {
  key: string;
  name: string;
  figures: MoneyFigures;
  /** More cells after Tips (the season's columns). */
  extra?: ReactNode[];
  total?: boolean;
}

/** Name, each method, Taken, Tips (and any further columns). */
export function FiguresTable({ caption, first, rows, currency, extraHeads = [], testId }: { caption: string; first: string; rows: FiguresRow[]; currency: string; extraHeads?: string[]; testId?: string }) {
  return (
    <TakingsTable caption={caption} minWidth="min-w-[44rem]" testId={testId}>
      <thead className="bg-sand text-left">
        <tr>
          <th scope="col" className="px-3 py-2">{first}</th>
          {TAKING_METHODS.map((m) => (
            <th key={m} scope="col" className="px-3 py-2 text-right">{TAKING_METHOD_LABELS[m]}</th>
          ))}
          <th scope="col" className="px-3 py-2 text-right">Taken</th>
          <th scope="col" className="px-3 py-2 text-right">Tips</th>
          {extraHeads.map((h) => (
            <th key={h} scope="col" className="px-3 py-2 text-right">{h}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={`border-t border-line${row.total ? " font-semibold" : ""}`} data-testid={row.total ? "takings-total" : "takings-row"}>
            <th scope="row" className="px-3 py-2 text-left font-medium">{row.name}</th>
            {TAKING_METHODS.map((m) => (
              <td key={m} className="px-3 py-2 text-right tabular-nums">{money(row.figures.byMethod[m], currency)}</td>
            ))}
            <td className="px-3 py-2 text-right tabular-nums">{money(row.figures.takenCents, currency)}</td>
            <td className="px-3 py-2 text-right tabular-nums">{money(row.figures.tipsCents, currency)}</td>
            {(row.extra ?? []).map((cell, i) => (
              <td key={i} className="px-3 py-2 text-right tabular-nums">{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </TakingsTable>
  );
}

/** A small list table (owed, refunds, deposits applied). */
export function ListTable({ caption, heads, rows, empty, testId }: { caption: string; heads: string[]; rows: { key: string; cells: ReactNode[] }[]; empty: string; testId?: string }) {
  if (rows.length === 0) return <p className="mt-2 text-muted">{empty}</p>;
  return (
    <TakingsTable caption={caption} minWidth="min-w-[30rem]" testId={testId}>
      <thead className="bg-sand text-left">
        <tr>
          {heads.map((h, i) => (
            <th key={h} scope="col" className={`px-3 py-2${i > 0 ? " text-right" : ""}`}>{h}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-line">
            {row.cells.map((cell, i) => (i === 0 ? <th key={i} scope="row" className="px-3 py-2 text-left font-medium">{cell}</th> : <td key={i} className="px-3 py-2 text-right">{cell}</td>))}
          </tr>
        ))}
      </tbody>
    </TakingsTable>
  );
}
