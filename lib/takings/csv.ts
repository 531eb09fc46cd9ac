// The close of a day and the season as CSV, under the bookings export's rules (BOM, CRLF, formula injection).
import "server-only";
import { Readable } from "node:stream";
import { csvAmount, csvExportStringifier } from "@/lib/bookings/export";
import { TAKINGS_CSV_COLUMNS, type CloseDayDto, type DayFigures, type MoneyFigures, type SeasonDto } from "./dto";

/** Money in every CSV: the bookings export's one rule. */
export { csvAmount };

function line(row: string, figures: Partial<MoneyFigures & DayFigures>, cash?: { counted?: number; difference?: number | null }): string[] {
  const m = figures.byMethod;
  return [
    row,
    csvAmount(m?.cash),
    csvAmount(m?.card_at_chair),
    csvAmount(m?.stripe),
    csvAmount(m?.other),
    csvAmount(figures.takenCents),
    csvAmount(figures.tipsCents),
    csvAmount(figures.refundsCents),
    csvAmount(figures.depositsAppliedCents),
    csvAmount(figures.owedCents),
    csvAmount(figures.cashExpectedCents),
    csvAmount(cash?.counted),
    csvAmount(cash?.difference),
  ];
}

export function closeDayCsvRows(day: CloseDayDto): string[][] {
  const count = day.cashCounts[0];
  return [
    ...day.stylists.map((s) => line(s.name, { byMethod: s.byMethod, takenCents: s.takenCents, tipsCents: s.tipsCents })),
    line("Whole day", day.totals, { counted: count?.countedCents, difference: count?.differenceCents }),
    ...day.depositsApplied.map((d) => line(`Deposit applied: ${d.dancer}`, { depositsAppliedCents: d.amountCents })),
    ...day.refunds.map((r) => line(`Refund: ${r.dancer}`, { refundsCents: r.amountCents })),
    ...day.owed.map((o) => line(`Owed: ${o.dancer}`, { owedCents: o.owedCents })),
  ];
}

export function seasonCsvRows(season: SeasonDto): string[][] {
  return [...season.days.map((d) => line(d.label, d, { difference: d.cashDifferenceCents })), line("Season", season.totals), ...season.stylists.map((s) => line(`Stylist: ${s.name}`, { byMethod: s.byMethod, takenCents: s.takenCents, tipsCents: s.tipsCents }))];
}

export function takingsCsvStream(rows: string[][]): Readable {
  const csv = csvExportStringifier(TAKINGS_CSV_COLUMNS);
  const source = Readable.from(rows);
  source.on("error", (error) => csv.destroy(error));
  return source.pipe(csv);
}

export const takingsFileName = (eventName: string, date?: string) => `takings-${eventName.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "competition"}${date ? `-${date}` : ""}.csv`;
