// Reports → one competition: its figures, each stylist's (utilisation, dancers, takings, on time), a chart
// of utilisation per stylist per day and of each day's chairs through the morning, each with its table and CSV.
import { FigureSection } from "@/components/admin/figure-section";
import type { ReactNode } from "react";
import { BackLink } from "@/components/admin/back-link";
import { apiUrl } from "@/lib/http/contract";
import { formatMoney } from "@/lib/payments/dto";
import { REPORT_CHANNELS, REPORT_CHANNEL_LABELS, formatRate, type CompetitionReportDto, type OccupancyRow, type StylistFigures, type UtilisationRow } from "@/lib/reports/dto";
import { formatDay, formatEventDateRange, localDay } from "@/lib/time/days";
import { formatWallTime } from "@/lib/time/zoned";
import { BarChart, ColumnChart, SERIES } from "./charts";
import { ChartWithTable, CsvLink, FigureTable, KeyFigures, type Column } from "./report-parts";

const dayLabel = (date: string) => formatDay(localDay(date), "EEE, MMM d");
const minutes = (m: number | null) => (m === null ? "—" : `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, "0")} min`);

/** `children`: sections of other domains shown after the report's own (the invitations sent for the competition). */
export function CompetitionReport({ report, children }: { report: CompetitionReportDto; children?: ReactNode }) {
  const f = report.figures;
  const c = report.currency;
  const money = (cents: number | null) => (cents === null ? "—" : formatMoney(cents, c));
  const csv = (table: string) => apiUrl("GET /api/reports/:eventId/csv", { params: { eventId: f.competition.id }, query: { table } });
  const stylistColumns: Column<StylistFigures>[] = [
    { head: "Stylist", cell: (s) => s.name },
    { head: "Booked", cell: (s) => minutes(s.bookedMinutes), numeric: true },
    { head: "Staffed", cell: (s) => (s.staffedMinutes ? minutes(s.staffedMinutes) : "—"), numeric: true },
    { head: "Utilisation", cell: (s) => formatRate(s.utilisation), numeric: true },
    { head: "Dancers styled", cell: (s) => s.dancersStyled, numeric: true },
    { head: "Takings", cell: (s) => money(s.takingsCents), numeric: true },
    { head: "Tips", cell: (s) => money(s.tipsCents), numeric: true },
    { head: "On time", cell: (s) => (s.measuredSlots ? `${s.onTimeSlots} of ${s.measuredSlots} (${formatRate(s.onTimeRate)})` : "—"), numeric: true },
  ];
  const utilisationColumns: Column<UtilisationRow>[] = [
    { head: "Stylist", cell: (u) => u.name },
    { head: "Day", cell: (u) => dayLabel(u.date) },
    { head: "Booked", cell: (u) => minutes(u.bookedMinutes), numeric: true },
    { head: "Staffed", cell: (u) => minutes(u.staffedMinutes), numeric: true },
    { head: "Utilisation", cell: (u) => formatRate(u.utilisation), numeric: true },
  ];
  const occupancyColumns: Column<OccupancyRow>[] = [
    { head: "Time", cell: (r) => formatWallTime(r.time) },
    { head: "In the chair", cell: (r) => r.occupied, numeric: true },
    { head: "Started or done", cell: (r) => r.started, numeric: true },
    { head: "Chairs", cell: (r) => r.chairs ?? "No limit", numeric: true },
  ];
  const measured = report.utilisation.filter((u) => u.utilisation !== null);
  return (
    <div className="mx-auto max-w-6xl">
      <BackLink href={`/admin/reports?year=${f.competition.startDate.slice(0, 4)}`}>Back to the {f.competition.startDate.slice(0, 4)} season</BackLink>
      <header className="mt-2">
        <h1 className="font-serif text-title font-semibold">Report: {f.competition.eventName}</h1>
        <p className="text-muted">
          {formatEventDateRange(f.competition.startDate, f.competition.endDate)}
          {f.competition.city ? ` · ${f.competition.city}${f.competition.state ? `, ${f.competition.state}` : ""}` : ""}
        </p>
      </header>
      <KeyFigures
        label="The competition's figures"
        items={[
          { term: "Dancers", value: String(f.dancers), note: `${f.newDancers} new, ${f.returningDancers} returning` },
          { term: "Placed / requested", value: `${f.placed} / ${f.requested}`, note: `${f.cancellations} cancelled` },
          { term: "No-shows", value: String(f.noShows) },
          { term: "Net revenue", value: money(f.revenue.netCents), note: `plus ${money(f.revenue.tipsCents)} tips` },
          { term: "Average per dancer", value: money(f.averagePerDancerCents) },
          { term: "Booked again", value: formatRate(f.rebookingRate), note: `${f.rebookedDancers} for a later competition` },
        ]}
      />
      <div className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-3">
        <FigureTable
          caption="Bookings by channel"
          minWidth="14rem"
          columns={[
            { head: "Channel", cell: (r: { label: string; value: number }) => r.label },
            { head: "Bookings", cell: (r) => r.value, numeric: true },
          ]}
          rows={REPORT_CHANNELS.map((ch) => ({ label: REPORT_CHANNEL_LABELS[ch], value: f.byChannel[ch] }))}
          rowKey={(r) => r.label}
          testId="channels-table"
        />
        <FigureTable
          caption="Revenue"
          minWidth="14rem"
          columns={[
            { head: "Money", cell: (r: { label: string; value: string }) => r.label },
            { head: "Amount", cell: (r) => r.value, numeric: true },
          ]}
          rows={[
            { label: "Deposits", value: money(f.revenue.depositsCents) },
            { label: "At the chair", value: money(f.revenue.atChairCents) },
            { label: "Refunds", value: money(f.revenue.refundsCents) },
            { label: "Net", value: money(f.revenue.netCents) },
            { label: "Tips", value: money(f.revenue.tipsCents) },
          ]}
          rowKey={(r) => r.label}
          testId="money-table"
        />
        <FigureTable
          caption="Waiting list"
          minWidth="14rem"
          columns={[
            { head: "Waiting list", cell: (r: { label: string; value: number }) => r.label },
            { head: "Dancers", cell: (r) => r.value, numeric: true },
          ]}
          rows={[
            { label: "Joined", value: f.waitlistJoins },
            { label: "Booked from an offer", value: f.waitlistConversions },
          ]}
          rowKey={(r) => r.label}
        />
      </div>
      <CsvLink href={csv("competition")}>Download these figures as CSV</CsvLink>

      <FigureSection id="stylists-heading" title="Stylists">
        <p className="text-sm text-muted">Utilisation: booked minutes against the shift&apos;s minutes (breaks out), on days with shifts set. On time: done by the dancer&apos;s ready-by, from the day-of status times.</p>
        <FigureTable caption="Stylists over the competition" columns={stylistColumns} rows={report.stylists} rowKey={(s) => s.stylistId} minWidth="52rem" testId="stylists-table" />
        <CsvLink href={csv("stylists")}>Download the stylists as CSV</CsvLink>
      </FigureSection>

      <FigureSection id="utilisation-heading" title="Utilisation per stylist per day">
        <ChartWithTable
          chart={
            <BarChart
              id="utilisation-chart"
              testId="utilisation-chart"
              title="Booked share of each stylist's shift"
              summary={`${measured.length} stylist days with shifts set, the fullest at ${formatRate(Math.max(0, ...measured.map((u) => u.utilisation ?? 0)))}.`}
              series={[{ key: "utilisation", label: "Utilisation", ...SERIES.accent }]}
              max={1}
              rows={measured.map((u) => ({ key: `${u.stylistId}-${u.date}`, label: `${u.name} · ${dayLabel(u.date)}`, values: [u.utilisation ?? 0], valueLabel: formatRate(u.utilisation) }))}
            />
          }
          table={<FigureTable caption="Utilisation per stylist per day" columns={utilisationColumns} rows={report.utilisation} rowKey={(u) => `${u.stylistId}-${u.date}`} testId="utilisation-table" />}
          csv={<CsvLink href={csv("utilisation")}>Download utilisation as CSV</CsvLink>}
        />
      </FigureSection>

      <FigureSection id="occupancy-heading" title="Chairs through the day">
        <p className="text-sm text-muted">Appointments in the chair each quarter hour (no-shows left out), and of them those the day-of statuses have started or finished.</p>
        {report.occupancy.map((day) => (
          <div key={day.date} className="mt-4">
            <h3 className="font-semibold">{dayLabel(day.date)}</h3>
            <ChartWithTable
              chart={
                <ColumnChart
                  id={`occupancy-${day.date}`}
                  testId="occupancy-chart"
                  title={`Chairs in use on ${dayLabel(day.date)}`}
                  summary={`at most ${Math.max(0, ...day.rows.map((r) => r.occupied))} at once${day.rows[0]?.chairs ? ` of ${day.rows[0].chairs} chairs` : ""}, from ${day.rows[0] ? formatWallTime(day.rows[0].time) : "—"}.`}
                  points={day.rows.map((r) => ({ label: formatWallTime(r.time).replace(":00", ""), value: r.occupied, part: r.started }))}
                  limit={day.rows[0]?.chairs ?? null}
                  series={[
                    { key: "booked", label: "Booked", ...SERIES.gold },
                    { key: "started", label: "Started or done", ...SERIES.accentDark },
                  ]}
                />
              }
              table={day.rows.length ? <FigureTable caption={`Chairs on ${dayLabel(day.date)}`} columns={occupancyColumns} rows={day.rows} rowKey={(r) => r.time} minWidth="20rem" tall testId="occupancy-table" /> : null}
              csv={day.rows.length ? <CsvLink href={csv("occupancy")}>Download chair occupancy as CSV</CsvLink> : null}
            />
          </div>
        ))}
      </FigureSection>
      {children}
    </div>
  );
}
