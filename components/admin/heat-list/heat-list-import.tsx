"use client";
// "Import heat list": paste the competition's heat list or choose its file (CSV, TSV or the text of a heat
// sheet), map a CSV's columns once, preview what it sets for every booked dancer (now and after, what it does
// to her slots), pick among ambiguous names, tick hand-entered times to overwrite, and save all at once.
// After saving, late slots are named with a link to plan each day again.
import Link from "@/components/admin/staff-link";
import { useState } from "react";
import { ApiError, useAdminApi } from "@/components/admin/admin-api";
import { AdminTable, Cell } from "@/components/admin/admin-table";
import { formatDay, formatWallTime, localDay } from "@/lib/time/browser";
import { HEAT_COLUMN_LABELS, HEAT_COLUMNS, type ColumnMapping, type HeatListApplied, type HeatListPreviewDto } from "@/lib/heat-list/dto";

const ACTION_TEXT: Record<HeatListPreviewDto["changes"][number]["action"], string> = {
  set: "Will be saved",
  same: "Already so",
  kept: "Kept: changed by hand since the last import",
  protected: "Kept: entered by hand",
};

export function HeatListImport({ eventId, eventName, dates }: { eventId: string; eventName: string; dates: string[] }) {
  const api = useAdminApi();
  const [text, setText] = useState("");
  const [fileName, setFileName] = useState("");
  const [mapping, setMapping] = useState<ColumnMapping | undefined>(undefined);
  const [picks, setPicks] = useState<Record<string, string>>({});
  const [overrides, setOverrides] = useState<string[]>([]);
  const [preview, setPreview] = useState<HeatListPreviewDto | null>(null);
  const [saved, setSaved] = useState<HeatListApplied | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function runPreview(next: { mapping?: ColumnMapping; picks?: Record<string, string>; overrides?: string[] } = {}) {
    setBusy(true);
    setError(null);
    setSaved(null);
    try {
      const answer = await api.call("POST /api/events/:id/heat-list/preview", {
        params: { id: eventId },
        body: { text, fileName, mapping: next.mapping ?? mapping, picks: next.picks ?? picks, overrides: next.overrides ?? overrides },
      });
      setPreview(answer);
      if (answer.format !== "text") setMapping(answer.mapping);
    } catch (e) {
      setPreview(null);
      setError(e instanceof ApiError ? e.message : "Could not read the heat list.");
    } finally {
      setBusy(false);
    }
  }

  async function save() {
    setBusy(true);
    setError(null);
    try {
      const answer = await api.call("POST /api/events/:id/heat-list/apply", { params: { id: eventId }, body: { text, fileName, mapping, picks, overrides } });
      setSaved(answer);
      setPreview(null);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "Could not save the heat times.");
    } finally {
      setBusy(false);
    }
  }

  async function chooseFile(file: File | undefined) {
    if (!file) return;
    setFileName(file.name);
    setMapping(undefined);
    setPicks({});
    setOverrides([]);
    setText(await file.text());
    setPreview(null);
  }

  const pick = (key: string, value: string) => {
    const next = { ...picks };
    if (value === "?") delete next[key];
    else next[key] = value;
    setPicks(next);
    void runPreview({ picks: next });
  };
  const toggleOverride = (key: string, on: boolean) => {
    const next = on ? [...overrides, key] : overrides.filter((k) => k !== key);
    setOverrides(next);
    void runPreview({ overrides: next });
  };

  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-semibold">Import heat list</h1>
        <p>{eventName}</p>
        <nav aria-label="This competition" className="mt-2 flex flex-wrap gap-2 text-sm">
          {dates.map((d) => (
            <Link key={d} href={`/admin/calendar_show/plan?event=${eventId}&date=${d}`} className="rounded border border-line px-2 py-1">
              Plan {formatDay(localDay(d), "EEE, MMM d")}
            </Link>
          ))}
          <Link href={`/admin/calendar_show/run-sheet?date=${dates[0]}`} className="rounded border border-line px-2 py-1">
            Run sheet
          </Link>
        </nav>
      </div>

      <section aria-labelledby="heat-list-source" className="space-y-3">
        <h2 id="heat-list-source" className="text-lg font-semibold">
          The heat list
        </h2>
        <p className="text-sm text-muted">Paste the list as copied from the heat-sheet page or PDF (one heat per line with its number, time and names, under the day headings), or choose the CSV or TSV file the organiser published.</p>
        <div className="flex flex-col gap-1">
          <label htmlFor="heat-list-text" className="text-sm font-medium">
            Paste the heat list
          </label>
          <textarea
            id="heat-list-text"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setFileName("");
              setPreview(null);
            }}
            rows={8}
            spellCheck={false}
            className="w-full rounded border border-line bg-white px-3 py-2 font-mono text-sm"
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor="heat-list-file" className="text-sm font-medium">
            Or choose a file
          </label>
          <input id="heat-list-file" type="file" accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain" onChange={(e) => void chooseFile(e.target.files?.[0])} className="max-w-full text-sm" />
          {fileName ? <span className="text-sm text-muted">{fileName}</span> : null}
        </div>
        <button type="button" className="rounded bg-ink px-3 py-2 text-white disabled:opacity-60" disabled={busy || !text.trim()} onClick={() => void runPreview()}>
          Preview
        </button>
      </section>

      <div aria-live="polite">
        {error ? (
          <p role="alert" className="rounded border border-red-700 bg-red-50 px-3 py-2 text-red-800">
            {error}
          </p>
        ) : null}
        {saved ? <SavedNotice saved={saved} eventId={eventId} dates={dates} /> : null}
      </div>

      {preview && preview.format !== "text" ? (
        <section aria-labelledby="heat-list-columns" className="space-y-2">
          <h2 id="heat-list-columns" className="text-lg font-semibold">
            Columns
          </h2>
          <p className="text-sm text-muted">Which column holds what. Remembered for this competition&apos;s next list.</p>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {HEAT_COLUMNS.map((kind) => (
              <div key={kind} className="flex min-w-0 flex-col gap-1">
                <label htmlFor={`map-${kind}`} className="text-sm font-medium">
                  {HEAT_COLUMN_LABELS[kind]}
                  {kind === "competitor" || kind === "time" ? " (needed)" : ""}
                </label>
                <select
                  id={`map-${kind}`}
                  value={mapping?.[kind] ?? ""}
                  onChange={(e) => setMapping({ ...mapping, [kind]: e.target.value || undefined })}
                  className="max-w-full rounded border border-line bg-white px-3 py-2"
                >
                  <option value="">(none)</option>
                  {preview.columns.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
          {preview.missing.length ? (
            <button type="button" className="rounded bg-ink px-3 py-2 text-white disabled:opacity-60" disabled={busy} onClick={() => void runPreview()}>
              Read with these columns
            </button>
          ) : (
            <button type="button" className="rounded border border-line px-3 py-2 disabled:opacity-60" disabled={busy} onClick={() => void runPreview()}>
              Preview again with these columns
            </button>
          )}
        </section>
      ) : null}

      {preview && !preview.missing.length ? <PreviewView preview={preview} picks={picks} overrides={overrides} busy={busy} onPick={pick} onOverride={toggleOverride} onSave={() => void save()} /> : null}
    </div>
  );
}

function SavedNotice({ saved, eventId, dates }: { saved: HeatListApplied; eventId: string; dates: string[] }) {
  return (
    <div className="space-y-2 rounded border border-line bg-sand px-3 py-3" data-testid="heat-list-saved">
      <p>
        Heat times saved: {saved.changed} {saved.changed === 1 ? "dancer" : "dancers"} changed.
      </p>
      {saved.late.length ? (
        <p className="font-medium" data-testid="heat-list-late">
          Late for heat: {saved.late.join(", ")} — a slot now ends after the dancer&apos;s ready-by. Plan the day again.
        </p>
      ) : null}
      <p className="flex flex-wrap gap-2">
        {dates.map((d) => (
          <Link key={d} href={`/admin/calendar_show/plan?event=${eventId}&date=${d}`} className="rounded border border-line bg-white px-2 py-1 text-sm">
            Plan {formatDay(localDay(d), "EEE, MMM d")} again
          </Link>
        ))}
      </p>
    </div>
  );
}

/** A name the list spells differently (a nickname): staff link it to a booked dancer once; the save remembers it on her card. */
function LinkToDancer({ entry, dancers, busy, onPick }: { entry: HeatListPreviewDto["unmatched"][number]; dancers: HeatListPreviewDto["dancers"]; busy: boolean; onPick: (key: string, value: string) => void }) {
  const [open, setOpen] = useState(false);
  const name = entry.names[0];
  if (!open)
    return (
      <button type="button" className="text-sm text-accent-dark underline" onClick={() => setOpen(true)} aria-label={`Link ${name} on line ${entry.line} to a booked dancer`}>
        Link to a booked dancer
      </button>
    );
  return (
    <span className="inline-flex items-center gap-2">
      <label htmlFor={`link-${entry.key}`} className="sr-only">
        Who is {name} on line {entry.line}?
      </label>
      <select id={`link-${entry.key}`} defaultValue="?" disabled={busy} onChange={(e) => e.target.value !== "?" && onPick(entry.key, e.target.value)} className="max-w-full rounded border border-line bg-white px-2 py-1">
        <option value="?">Choose…</option>
        {dancers.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </select>
    </span>
  );
}

function PreviewView({
  preview,
  picks,
  overrides,
  busy,
  onPick,
  onOverride,
  onSave,
}: {
  preview: HeatListPreviewDto;
  picks: Record<string, string>;
  overrides: string[];
  busy: boolean;
  onPick: (key: string, value: string) => void;
  onOverride: (key: string, on: boolean) => void;
  onSave: () => void;
}) {
  const open = preview.ambiguous.filter((a) => picks[a.key] === undefined).length;
  const shown = preview.changes.filter((c) => c.action !== "same");
  return (
    <section aria-labelledby="heat-list-preview" className="space-y-4" data-testid="heat-list-preview">
      <h2 id="heat-list-preview" className="text-lg font-semibold">
        Preview
      </h2>
      <p data-testid="heat-list-summary">
        {preview.heats} heats read · {preview.matchedLines} name a booked dancer · {preview.changing} {preview.changing === 1 ? "dancer changes" : "dancers change"}
        {open ? ` · ${open} to pick` : ""}
        {preview.protectedCount ? ` · ${preview.protectedCount} entered by hand (kept unless ticked)` : ""}. Times are {preview.timesAre}.
      </p>

      {preview.diff ? (
        <div className="rounded border border-line px-3 py-2 text-sm" data-testid="heat-list-diff">
          <p className="font-medium">
            Since the last import ({new Date(preview.diff.since).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })}, {preview.diff.by}): {preview.diff.moved.length} moved, {preview.diff.added.length} added, {preview.diff.removed.length} removed
          </p>
          <ul className="mt-1 list-disc pl-5">
            {preview.diff.moved.slice(0, 50).map((m) => (
              <li key={`m${m.date}${m.heat}${m.names.join()}`}>
                Heat {m.heat} ({m.names.join(" & ")}) moved {formatWallTime(m.from)} → {formatWallTime(m.to)}
              </li>
            ))}
            {preview.diff.added.slice(0, 50).map((m) => (
              <li key={`a${m.date}${m.heat}${m.names.join()}`}>
                Heat {m.heat} ({m.names.join(" & ")}) added at {formatWallTime(m.time)}
              </li>
            ))}
            {preview.diff.removed.slice(0, 50).map((m) => (
              <li key={`r${m.date}${m.heat}${m.names.join()}`}>
                Heat {m.heat} ({m.names.join(" & ")}) removed (was {formatWallTime(m.time)})
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {preview.ambiguous.length ? (
        <div className="space-y-2">
          <h3 className="font-semibold">Who is this?</h3>
          <ul className="space-y-2">
            {preview.ambiguous.map((a) => (
              <li key={a.key} className="flex flex-col gap-1 rounded border border-line px-3 py-2 sm:flex-row sm:items-center sm:justify-between">
                <span>
                  <span className="font-medium">{a.name}</span> · line {a.line} · heat {a.heat} · {a.when} <span className="text-sm text-muted">({a.reason})</span>
                </span>
                <span className="flex items-center gap-2">
                  <label htmlFor={`pick-${a.key}`} className="sr-only">
                    Who is {a.name} on line {a.line}?
                  </label>
                  <select id={`pick-${a.key}`} value={picks[a.key] ?? "?"} disabled={busy} onChange={(e) => onPick(a.key, e.target.value)} className="max-w-full rounded border border-line bg-white px-3 py-2">
                    <option value="?">Choose…</option>
                    {a.candidates.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name} ({c.email})
                      </option>
                    ))}
                    <option value="">None of them</option>
                  </select>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="overflow-x-auto">
        <AdminTable columns={["Dancer", "Day", "Heat now", "Heat after", "Her slots", "Save"]} caption="Heat times the list sets" minWidth="48rem">
          {shown.map((c) => {
            const key = `${c.bookingId}|${c.date}`;
            return (
              <tr key={key} className="border-t border-line align-top" data-testid="heat-list-change">
                <Cell label="Dancer" className="font-medium">
                  {c.name}
                </Cell>
                <Cell label="Day">{c.dayLabel}</Cell>
                <Cell label="Heat now">{c.nowLabel}</Cell>
                <Cell label="Heat after">
                  {c.afterLabel}
                  {c.laterLabel ? <span className="block text-xs text-muted">{c.laterLabel}</span> : null}
                </Cell>
                <Cell label="Her slots" className={c.effect.kind === "late" || c.effect.kind === "early" ? "font-medium text-red-800" : ""}>
                  {c.effectLabel}
                </Cell>
                <Cell label="Save">
                  {c.action === "protected" || c.action === "kept" || overrides.includes(key) ? (
                    <label className="flex items-center gap-2 text-sm">
                      <input type="checkbox" className="h-4 w-4 accent-accent" checked={overrides.includes(key)} disabled={busy} onChange={(e) => onOverride(key, e.target.checked)} />
                      {overrides.includes(key) ? "Overwrite (ticked)" : `${ACTION_TEXT[c.action]}: overwrite?`}
                    </label>
                  ) : (
                    ACTION_TEXT[c.action]
                  )}
                </Cell>
              </tr>
            );
          })}
          {shown.length === 0 ? (
            <tr>
              <Cell colSpan={6}>Every booked dancer named in the list already has these heat times.</Cell>
            </tr>
          ) : null}
        </AdminTable>
      </div>

      {preview.notBooked.length || preview.dropped.length ? (
        <ul className="list-disc pl-5 text-sm">
          {preview.notBooked.map((n) => (
            <li key={`${n.name}${n.line}`}>{n.label}</li>
          ))}
          {preview.dropped.map((d) => (
            <li key={`${d.name}${d.date}`}>{d.label}</li>
          ))}
        </ul>
      ) : null}

      {preview.problems.length ? (
        <div className="text-sm" data-testid="heat-list-problems">
          <h3 className="font-semibold">Lines that could not be read ({preview.problems.length})</h3>
          <ul className="list-disc pl-5">
            {preview.problems.slice(0, 200).map((p) => (
              <li key={p.line}>
                Line {p.line}: {p.reason}
                {p.text ? <span className="block break-all font-mono text-xs text-muted">{p.text}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {preview.unmatched.length ? (
        <details className="text-sm">
          <summary className="cursor-pointer">{preview.unmatched.length === 1 ? "1 line names no booked dancer (ignored)" : `${preview.unmatched.length} lines name no booked dancer (ignored)`}</summary>
          <ul className="mt-1 list-disc pl-5">
            {preview.unmatched.slice(0, 300).map((u) => (
              <li key={u.key}>
                Line {u.line} · heat {u.heat} · {u.when}: {u.names.join(" & ")} <LinkToDancer entry={u} dancers={preview.dancers} busy={busy} onPick={onPick} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}

      <button type="button" className="rounded bg-ink px-3 py-2 text-white disabled:opacity-60" disabled={busy || preview.changing === 0} onClick={onSave}>
        Save heat times ({preview.changing} {preview.changing === 1 ? "dancer" : "dancers"})
      </button>
    </section>
  );
}
