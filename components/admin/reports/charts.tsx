// The reports' charts, drawn on the server as SVG (no chart library, no client JavaScript: docs/decisions).
// Labels and values are HTML beside the shapes, so they stay legible at any width; each chart is one image
// to a screen reader (its figures are in the table beside it, and in its CSV).
import type { ReactNode } from "react";

export interface ChartSeries {
  key: string;
  label: string;
  /** Tailwind fill class of its bars (theme colours with 3:1 contrast on white). */
  fill: string;
  /** The legend swatch's background class. */
  swatch: string;
}

export interface BarRow {
  key: string;
  label: ReactNode;
  /** One value per series, stacked left to right (negative values count as 0). */
  values: number[];
  /** What the row's bar says at its end ("$1,250", "81 %"). */
  valueLabel: string;
}

export const SERIES = {
  accent: { fill: "fill-accent", swatch: "bg-accent" },
  gold: { fill: "fill-gold", swatch: "bg-gold" },
  accentDark: { fill: "fill-accent-dark", swatch: "bg-accent-dark" },
} as const;

function Legend({ series }: { series: readonly ChartSeries[] }) {
  if (series.length < 2) return null;
  return (
    <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted" aria-hidden="true">
      {series.map((s) => (
        <li key={s.key} className="flex items-center gap-1.5">
          <span className={`inline-block size-3 rounded-sm ${s.swatch}`} />
          {s.label}
        </li>
      ))}
    </ul>
  );
}

/** A chart's frame: its caption (the chart's name, which labels the figure) and its legend. */
function ChartFrame({ id, title, series, testId, children }: { id: string; title: string; series: readonly ChartSeries[]; testId?: string; children: ReactNode }) {
  return (
    <figure aria-labelledby={`${id}-title`} className="rounded-card border border-line bg-white p-4" data-testid={testId}>
      <figcaption id={`${id}-title`} className="mb-2 font-semibold">
        {title}
      </figcaption>
      <Legend series={series} />
      {children}
    </figure>
  );
}

/** Horizontal bars, one row each (stacked when there are several series), scaled to the largest row or `max`. */
export function BarChart({ id, title, summary, series, rows, max, testId }: { id: string; title: string; summary: string; series: readonly ChartSeries[]; rows: readonly BarRow[]; max?: number; testId?: string }) {
  const top = Math.max(max ?? 0, ...rows.map((r) => r.values.reduce((s, v) => s + Math.max(0, v), 0)), 1);
  return (
    <ChartFrame id={id} title={title} series={series} testId={testId}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">Nothing to show yet.</p>
      ) : (
        <div role="img" aria-label={`${title}: ${summary} The figures are in the table beside the chart.`} className="space-y-2">
          {rows.map((row) => {
            let x = 0;
            return (
              <div key={row.key} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-0.5 text-sm">
                <span className="col-span-2 truncate text-ink">{row.label}</span>
                <svg aria-hidden="true" focusable="false" className="h-4 w-full" viewBox="0 0 1000 16" preserveAspectRatio="none">
                  <rect x="0" y="0" width="1000" height="16" className="fill-sand" />
                  {row.values.map((value, i) => {
                    const width = (Math.max(0, value) / top) * 1000;
                    const rect = <rect key={series[i]?.key ?? i} x={x} y="0" width={width} height="16" className={series[i]?.fill ?? SERIES.accent.fill} />;
                    x += width;
                    return rect;
                  })}
                </svg>
                <span className="min-w-16 text-right font-medium tabular-nums">{row.valueLabel}</span>
              </div>
            );
          })}
        </div>
      )}
    </ChartFrame>
  );
}

export interface ColumnPoint {
  label: string;
  /** The total (light) and the part of it in the darker colour. */
  value: number;
  part: number;
}

/** Columns over time (a day's quarter hours), a dashed line at `limit`; the x labels every `labelEvery` columns. */
export function ColumnChart({ id, title, summary, points, limit, series, labelEvery = 4, testId }: { id: string; title: string; summary: string; points: readonly ColumnPoint[]; limit: number | null; series: readonly [ChartSeries, ChartSeries]; labelEvery?: number; testId?: string }) {
  const top = Math.max(limit ?? 0, ...points.map((p) => p.value), 1);
  const n = Math.max(points.length, 1);
  const W = n * 10;
  const H = 100;
  const y = (v: number) => H - (v / top) * H;
  return (
    <ChartFrame id={id} title={title} series={series} testId={testId}>
      {limit !== null ? <p className="mb-1 text-sm text-muted" aria-hidden="true">Dashed line: {limit} chairs</p> : null}
      {points.length === 0 ? (
        <p className="text-sm text-muted">No timed appointments this day.</p>
      ) : (
        <div role="img" aria-label={`${title}: ${summary} The figures are in the table beside the chart.`} className="grid grid-cols-[2rem_minmax(0,1fr)] gap-x-2">
          <div className="flex h-40 flex-col justify-between text-right text-xs text-muted tabular-nums" aria-hidden="true">
            <span>{top}</span>
            <span>{Math.round(top / 2)}</span>
            <span>0</span>
          </div>
          <svg aria-hidden="true" focusable="false" className="h-40 w-full border-b border-l border-line" viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none">
            {points.map((p, i) => (
              <g key={`${p.label}-${i}`}>
                <rect x={i * 10 + 1} y={y(p.value)} width="8" height={H - y(p.value)} className={series[0].fill} />
                <rect x={i * 10 + 1} y={y(p.part)} width="8" height={H - y(p.part)} className={series[1].fill} />
              </g>
            ))}
            {limit !== null ? <line x1="0" x2={W} y1={y(limit)} y2={y(limit)} className="stroke-ink" strokeWidth="1.5" strokeDasharray="6 4" vectorEffect="non-scaling-stroke" /> : null}
          </svg>
          <span aria-hidden="true" />
          <div className="relative mt-1 h-5 text-xs text-muted" aria-hidden="true">
            {points.map((p, i) =>
              i % labelEvery === 0 ? (
                <span key={`${p.label}-${i}`} className="absolute -translate-x-1/2 tabular-nums" style={{ left: `${((i + 0.5) / n) * 100}%` }}>
                  {p.label}
                </span>
              ) : null,
            )}
          </div>
        </div>
      )}
    </ChartFrame>
  );
}
