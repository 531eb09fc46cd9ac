// Reports → the season: each competition's dancers, money, channels, clients; two charts (revenue and
// dancers per competition), each with its table beside it and the season's CSV.
import { FigureSection } from "@/components/admin/figure-section";
import Link from "@/components/admin/staff-link";
import { apiUrl } from "@/lib/http/contract";
import { formatMoney } from "@/lib/payments/dto";
import { REPORT_CHANNELS, REPORT_CHANNEL_LABELS, formatRate, type CompetitionFigures, type SeasonReportDto } from "@/lib/reports/dto";
import { formatEventDateRange } from "@/lib/time/days";
import { BarChart, SERIES } from "./charts";
import { ChartWithTable, CsvLink, FigureTable, KeyFigures, type Column } from "./report-parts";

const nameCell = (f: CompetitionFigures) => (
  <Link href={`/admin/reports/${f.competition.id}`} className="text-accent-dark underline">
    {f.competition.eventName}
  </Link>
);

export function SeasonReport({ season }: { season: SeasonReportDto }) {
  const c = season.currency;
  const money = (cents: number | null) => (cents === null ? "—" : formatMoney(cents, c));
  const csv = apiUrl("GET /api/reports/csv", { query: { year: String(season.year) } });
  const rows = season.competitions;
  const t = season.totals;
  const revenueColumns: Column<CompetitionFigures>[] = [
    { head: "Competition", cell: nameCell },
    { head: "Deposits", cell: (f) => money(f.revenue.depositsCents), numeric: true },
    { head: "At the chair", cell: (f) => money(f.revenue.atChairCents), numeric: true },
    { head: "Refunds", cell: (f) => money(f.revenue.refundsCents), numeric: true },
    { head: "Net", cell: (f) => money(f.revenue.netCents), numeric: true },
    { head: "Tips", cell: (f) => money(f.revenue.tipsCents), numeric: true },
  ];
  const dancerColumns: Column<CompetitionFigures>[] = [
    { head: "Competition", cell: nameCell },
    { head: "Dancers", cell: (f) => f.dancers, numeric: true },
    { head: "New", cell: (f) => f.newDancers, numeric: true },
    { head: "Returning", cell: (f) => f.returningDancers, numeric: true },
    { head: "Booked again", cell: (f) => `${f.rebookedDancers} (${formatRate(f.rebookingRate)})`, numeric: true },
  ];
  const allColumns: Column<CompetitionFigures>[] = [
    { head: "Competition", cell: nameCell },
    { head: "Dates", cell: (f) => formatEventDateRange(f.competition.startDate, f.competition.endDate) },
    { head: "Placed / requested", cell: (f) => `${f.placed} / ${f.requested}`, numeric: true },
    { head: "Cancelled", cell: (f) => f.cancellations, numeric: true },
    { head: "No-shows", cell: (f) => f.noShows, numeric: true },
    ...REPORT_CHANNELS.map((ch): Column<CompetitionFigures> => ({ head: REPORT_CHANNEL_LABELS[ch], cell: (f) => f.byChannel[ch], numeric: true })),
    { head: "Average per dancer", cell: (f) => money(f.averagePerDancerCents), numeric: true },
    { head: "Waiting list: joined / booked", cell: (f) => `${f.waitlistJoins} / ${f.waitlistConversions}`, numeric: true },
  ];
  return (
    <div className="mx-auto max-w-6xl">
      <header>
        <h1 className="font-serif text-title font-semibold">Reports: {season.year} season</h1>
        <p className="text-muted">Every competition starting in {season.year}: its dancers, money, channels and clients. Each figure is counted from the bookings, slots and payments behind it.</p>
        <nav aria-label="Seasons" className="mt-2 flex flex-wrap gap-3 text-sm">
          {season.years.map((year) => (
            <Link key={year} href={`/admin/reports?year=${year}`} aria-current={year === season.year ? "page" : undefined} className={year === season.year ? "font-semibold text-ink" : "text-accent-dark underline"}>
              {year}
            </Link>
          ))}
        </nav>
      </header>
      <KeyFigures
        label={`The ${season.year} season`}
        items={[
          { term: "Competitions", value: String(rows.length) },
          { term: "Dancers", value: String(t.dancers), note: `${t.newDancers} new, ${t.returningDancers} returning` },
          { term: "Net revenue", value: money(t.revenue.netCents), note: `plus ${money(t.revenue.tipsCents)} tips` },
          { term: "Average per dancer", value: money(t.averagePerDancerCents) },
          { term: "Booked again", value: formatRate(t.rebookingRate) },
          { term: "No-shows", value: String(t.noShows), note: `${t.cancellations} cancelled` },
        ]}
      />
      {rows.length === 0 ? <p className="mt-6">No competitions start in {season.year}.</p> : null}
      <FigureSection id="revenue-heading" title="Revenue per competition">
        <ChartWithTable
          chart={
            <BarChart
              id="revenue-chart"
              testId="revenue-chart"
              title="Net revenue per competition"
              summary={`deposits and money at the chair less refunds, ${rows.length} competitions, the most ${money(Math.max(0, ...rows.map((f) => f.revenue.netCents)))}.`}
              series={[{ key: "net", label: "Net revenue", ...SERIES.accent }]}
              rows={rows.map((f) => ({ key: f.competition.id, label: f.competition.eventName, values: [f.revenue.netCents], valueLabel: money(f.revenue.netCents) }))}
            />
          }
          table={<FigureTable caption="Revenue per competition" columns={revenueColumns} rows={rows} rowKey={(f) => f.competition.id} minWidth="30rem" testId="revenue-table" />}
          csv={<CsvLink href={csv}>Download the season as CSV</CsvLink>}
        />
      </FigureSection>
      <FigureSection id="dancers-heading" title="Dancers per competition">
        <ChartWithTable
          chart={
            <BarChart
              id="dancers-chart"
              testId="dancers-chart"
              title="Dancers per competition, new and returning"
              summary={`${t.dancers} dancers over ${rows.length} competitions, ${t.returningDancers} of them returning.`}
              series={[
                { key: "new", label: "New", ...SERIES.accent },
                { key: "returning", label: "Returning", ...SERIES.gold },
              ]}
              rows={rows.map((f) => ({ key: f.competition.id, label: f.competition.eventName, values: [f.newDancers, f.returningDancers], valueLabel: String(f.dancers) }))}
            />
          }
          table={<FigureTable caption="Dancers per competition" columns={dancerColumns} rows={rows} rowKey={(f) => f.competition.id} minWidth="30rem" testId="dancers-table" />}
          csv={<CsvLink href={csv}>Download the season as CSV</CsvLink>}
        />
      </FigureSection>
      <FigureSection id="all-heading" title="Every competition">
        <FigureTable caption="Every competition's bookings" columns={allColumns} rows={rows} rowKey={(f) => f.competition.id} minWidth="62rem" testId="season-table" />
      </FigureSection>
      <FigureSection id="returning-heading" title="Top competitions by returning dancers">
        {season.topByReturning.length === 0 ? (
          <p className="mt-2 text-muted">No returning dancers this season yet.</p>
        ) : (
          <ol className="mt-2 list-decimal space-y-1 pl-6">
            {season.topByReturning.map((r) => (
              <li key={r.competitionId}>
                <Link href={`/admin/reports/${r.competitionId}`} className="text-accent-dark underline">
                  {r.eventName}
                </Link>
                : {r.returningDancers} returning
              </li>
            ))}
          </ol>
        )}
      </FigureSection>
    </div>
  );
}
