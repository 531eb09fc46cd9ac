// Pieces both report pages use: a row of key figures, a table in a box that scrolls on a phone, the CSV link.
import type { ReactNode } from "react";
import { Scroll } from "@/components/admin/takings/figures-table";

export function KeyFigures({ label, items }: { label: string; items: { term: string; value: string; note?: string }[] }) {
  return (
    <dl aria-label={label} className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {items.map((item) => (
        <div key={item.term} className="rounded-card border border-line bg-white p-3">
          <dt className="text-sm text-muted">{item.term}</dt>
          <dd className="mt-1 text-xl font-semibold tabular-nums">{item.value}</dd>
          {item.note ? <dd className="text-xs text-muted">{item.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

export interface Column<R> {
  head: string;
  cell: (row: R) => ReactNode;
  /** Numbers are right-aligned. */
  numeric?: boolean;
}

/** A table of figures: the first column heads each row; wider than a phone, it scrolls inside its box. */
export function FigureTable<R>({ caption, columns, rows, rowKey, minWidth = "36rem", testId, tall = false }: { caption: string; columns: Column<R>[]; rows: readonly R[]; rowKey: (row: R) => string; minWidth?: string; testId?: string; tall?: boolean }) {
  const [first, ...rest] = columns;
  return (
    <Scroll label={caption} className={tall ? "max-h-80 overflow-y-auto" : ""}>
        <table className="w-full text-sm" style={{ minWidth }} data-testid={testId}>
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-sand text-left">
            <tr>
              {columns.map((c) => (
                <th key={c.head} scope="col" className={`px-3 py-2${c.numeric ? " text-right" : ""}`}>
                  {c.head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-t border-line">
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {first.cell(row)}
                </th>
                {rest.map((c) => (
                  <td key={c.head} className={`px-3 py-2${c.numeric ? " text-right tabular-nums" : ""}`}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
    </Scroll>
  );
}

export function CsvLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} download className="mt-2 inline-block text-sm font-medium text-accent-dark underline">
      {children}
    </a>
  );
}

/** A chart with its table beside it (side by side on a wide screen, one under the other on a phone) and its CSV. */
export function ChartWithTable({ chart, table, csv }: { chart: ReactNode; table: ReactNode; csv: ReactNode }) {
  return (
    <div className="mt-3 grid grid-cols-1 gap-4 lg:grid-cols-2">
      <div className="min-w-0">{chart}</div>
      <div className="min-w-0">
        {table}
        {csv}
      </div>
    </div>
  );
}
