// The reports as CSV, one file per chart or table (the same rows), under the bookings export's rules
// (BOM, CRLF, formula injection) and the takings' amounts ("12.50", a negative in brackets).
import "server-only";
import { Readable } from "node:stream";
import { csvExportStringifier } from "@/lib/bookings/export";
import { csvAmount } from "@/lib/takings";
import {
  OCCUPANCY_CSV_COLUMNS,
  REPORT_CHANNELS,
  SEASON_CSV_COLUMNS,
  STYLIST_CSV_COLUMNS,
  UTILISATION_CSV_COLUMNS,
  type CompetitionFigures,
  type CompetitionReportDto,
  type SeasonReportDto,
} from "./dto";

const percent = (rate: number | null) => (rate === null ? "" : String(Math.round(rate * 100)));

function competitionLine(f: CompetitionFigures): string[] {
  return [
    f.competition.eventName,
    f.competition.startDate,
    ...[f.requested, f.placed, f.cancellations, f.dancers, ...REPORT_CHANNELS.map((c) => f.byChannel[c])].map(String),
    csvAmount(f.revenue.depositsCents),
    csvAmount(f.revenue.atChairCents),
    csvAmount(f.revenue.refundsCents),
    csvAmount(f.revenue.tipsCents),
    csvAmount(f.revenue.netCents),
    csvAmount(f.averagePerDancerCents),
    ...[f.noShows, f.waitlistJoins, f.waitlistConversions, f.newDancers, f.returningDancers, f.rebookedDancers].map(String),
  ];
}

export const seasonCsv = (season: SeasonReportDto) => ({ columns: SEASON_CSV_COLUMNS, rows: season.competitions.map(competitionLine) });

export function competitionCsv(report: CompetitionReportDto, table: "competition" | "stylists" | "utilisation" | "occupancy"): { columns: readonly string[]; rows: string[][] } {
  switch (table) {
    case "competition":
      return { columns: SEASON_CSV_COLUMNS, rows: [competitionLine(report.figures)] };
    case "stylists":
      return {
        columns: STYLIST_CSV_COLUMNS,
        rows: report.stylists.map((s) => [s.name, String(s.bookedMinutes), String(s.staffedMinutes), percent(s.utilisation), String(s.dancersStyled), csvAmount(s.takingsCents), csvAmount(s.tipsCents), String(s.onTimeSlots), String(s.measuredSlots), percent(s.onTimeRate)]),
      };
    case "utilisation":
      return { columns: UTILISATION_CSV_COLUMNS, rows: report.utilisation.map((u) => [u.name, u.date, String(u.bookedMinutes), u.staffedMinutes === null ? "" : String(u.staffedMinutes), percent(u.utilisation)]) };
    case "occupancy":
      return { columns: OCCUPANCY_CSV_COLUMNS, rows: report.occupancy.flatMap((d) => d.rows.map((r) => [d.date, r.time, String(r.occupied), String(r.started), r.chairs === null ? "" : String(r.chairs)])) };
  }
}

/** A report table as a CSV byte stream (BOM, header, its rows). */
export function reportCsvStream(table: { columns: readonly string[]; rows: string[][] }): Readable {
  const csv = csvExportStringifier(table.columns);
  const source = Readable.from(table.rows);
  source.on("error", (error) => csv.destroy(error));
  return source.pipe(csv);
}

export const reportFileName = (...parts: (string | number)[]) =>
  `report-${parts.map((p) => String(p).toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")).filter(Boolean).join("-") || "season"}.csv`;
