"use client";
// Manage Bookings → Export CSV: one competition or a date range, downloaded by the browser as it streams.
import { useState } from "react";
import { Field, SelectField } from "@/components/ui/field";
import { useHydrated } from "@/components/admin/use-hydrated";
import { fieldErrorsFromIssues } from "@/lib/validation/field-errors";
import { Button } from "@/components/ui/button";
import { apiUrl } from "@/lib/http/contract";

interface Props {
  competitions: { _id: string; eventName: string; eventStartDate: string }[];
}

export function ExportCsv({ competitions }: Props) {
  const hydrated = useHydrated();
  const [eventId, setEventId] = useState(competitions[0]?._id ?? "");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function download(event: React.FormEvent) {
    event.preventDefault();
    const query: Record<string, string> = eventId ? { eventId } : { from, to };
    // The query's schema (and zod) load on the first export, not with Manage Bookings.
    const { bookingExportQuerySchema } = await import("@/lib/bookings/schema");
    const parsed = bookingExportQuerySchema.safeParse(query);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues, (issue) => (eventId ? "eventId" : String(issue.path[0] === "eventId" ? "from" : issue.path[0]))));
      return;
    }
    setErrors({});
    window.location.assign(apiUrl("GET /api/booking/export", { query }));
  }

  return (
    <section aria-labelledby="export-csv-title" className="rounded-card border border-line bg-white p-4 sm:p-6">
      <h2 id="export-csv-title" className="font-serif text-xl font-semibold">
        Export CSV
      </h2>
      <p className="mt-1 text-sm text-muted">One row per slot, for Excel or Numbers. Choose a competition, or “Date range” and the first and last day.</p>
      <form onSubmit={download} noValidate>
        {/* Disabled until hydrated: a choice made in the server's HTML would be reset to the first competition by hydration. */}
        <fieldset disabled={!hydrated} className="mt-4 flex min-w-0 flex-wrap items-end gap-4 border-0 p-0">
          <SelectField id="export-competition" label="Competition" value={eventId} onChange={(e) => setEventId(e.target.value)} error={errors.eventId}>
            {competitions.map((c) => (
              <option key={c._id} value={c._id}>
                {c.eventName} ({c.eventStartDate})
              </option>
            ))}
            <option value="">Date range</option>
          </SelectField>
          {eventId === "" ? (
            <>
              <Field id="export-from" label="From" type="date" value={from} onChange={(e) => setFrom(e.target.value)} error={errors.from} />
              <Field id="export-to" label="To" type="date" value={to} onChange={(e) => setTo(e.target.value)} error={errors.to} />
            </>
          ) : null}
          <Button type="submit">
            Export CSV
          </Button>
        </fieldset>
      </form>
    </section>
  );
}
