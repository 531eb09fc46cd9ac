// The season of one competition: each day's takings with the close of day's columns, then the whole.
import { FigureSection } from "@/components/admin/figure-section";
import Link from "@/components/admin/staff-link";
import { apiUrl } from "@/lib/http/contract";
import type { SeasonDto } from "@/lib/takings/dto";
import { DayLinks } from "./day-links";
import { FiguresTable, money } from "./figures-table";
import "./takings.css";

const EXTRA = ["Refunds", "Deposits applied", "Still owed", "Cash expected", "Cash difference"];

export function SeasonSheet({ season }: { season: SeasonDto }) {
  const c = season.currency;
  const extra = (d: { refundsCents: number; depositsAppliedCents: number; owedCents: number; cashExpectedCents: number }, difference: number | null) => [
    money(d.refundsCents, c),
    money(d.depositsAppliedCents, c),
    money(d.owedCents, c),
    money(d.cashExpectedCents, c),
    difference === null ? "—" : money(difference, c),
  ];
  return (
    <div className="takings mx-auto max-w-6xl">
      <DayLinks event={season.event} current={null} csvHref={apiUrl("GET /api/takings/:eventId/csv", { params: { eventId: season.event.id } })} />
      <header className="takings-header">
        <h1 className="font-serif text-title font-semibold">Takings: {season.event.eventName}</h1>
        <p className="text-muted">Every payment of the competition&apos;s bookings, day by day; &quot;still owed&quot; in the last row is what the bookings owe now.</p>
      </header>
      <FigureSection id="season-days" title="By day" className="mt-6">
        <FiguresTable
          caption="Takings by day"
          first="Day"
          currency={c}
          extraHeads={EXTRA}
          testId="season-days"
          rows={[
            ...season.days.map((d) => ({
              key: d.date ?? d.label,
              name: d.label,
              figures: d,
              extra: extra(d, d.cashDifferenceCents),
            })),
            { key: "season", name: "Season", figures: season.totals, extra: extra(season.totals, null), total: true },
          ]}
        />
      </FigureSection>
      <FigureSection id="season-stylists" title="By stylist" className="mt-6">
        <FiguresTable caption="Takings by stylist over the season" first="Stylist" currency={c} rows={season.stylists.map((s) => ({ key: s.stylistId ?? "desk", name: s.name, figures: s }))} />
      </FigureSection>
      <p className="takings-controls mt-6 text-sm">
        Close a day:{" "}
        {season.event.days.map((date, i) => (
          <span key={date}>
            {i ? ", " : ""}
            <Link href={`/admin/takings?event=${season.event.id}&date=${date}`} className="text-accent-dark underline">
              {date}
            </Link>
          </span>
        ))}
      </p>
    </div>
  );
}
