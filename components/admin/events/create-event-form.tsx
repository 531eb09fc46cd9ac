"use client";
import { useState } from "react";
import { createEventSchema, type CreateEventDraft } from "@/lib/events/schema";
import { US_STATES } from "@/lib/events/us-states";
import { defaultTimeZoneForState, EVENT_TIME_ZONE_IDS, EVENT_TIME_ZONES } from "@/lib/time/zoned";
import { Field, SelectField } from "@/components/ui/field";
import { ApiError, useAdminApi } from "../admin-api";
import { useHydrated } from "@/components/admin/use-hydrated";
import { fieldErrorsFromIssues } from "@/lib/validation/field-errors";

type Draft = Required<Omit<CreateEventDraft, "showEvent">>;
const EMPTY: Draft = { eventName: "", locationName: "", address: "", city: "", state: "", eventStartDate: "", eventEndDate: "", timeZone: "America/New_York" };

const FIELDS: { key: Exclude<keyof Draft, "timeZone">; label: string; required?: boolean; type?: "text" | "date" | "select"; wide?: boolean }[] = [
  { key: "eventName", label: "Event Name", required: true, wide: true },
  { key: "locationName", label: "Location Name" },
  { key: "address", label: "Address" },
  { key: "city", label: "City", required: true },
  { key: "state", label: "State", type: "select" },
  { key: "eventStartDate", label: "Start Date", required: true, type: "date" },
  { key: "eventEndDate", label: "End Date", required: true, type: "date" },
];

/** The SPEC §5 new-event form; validated with the same schema as POST /api/events/create. */
export function CreateEventForm({ onCreated }: { onCreated(): void }) {
  const hydrated = useHydrated();
  const api = useAdminApi();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState("");
  const [notice, setNotice] = useState("");
  const [busy, setBusy] = useState(false);

  // Choosing a state picks its zone (a state spanning two: its largest city's); staff may change it.
  const set = (key: keyof Draft, value: string) => setDraft((d) => ({ ...d, [key]: value, ...(key === "state" ? { timeZone: defaultTimeZoneForState(value) } : {}) }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setNotice("");
    setFormError("");
    const parsed = createEventSchema.safeParse(draft);
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromIssues(parsed.error.issues, (issue) => String(issue.path[0] ?? "_")));
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      await api.send("POST", "/api/events/create", parsed.data);
      setDraft(EMPTY);
      setNotice(`Event “${parsed.data.eventName}” created.`);
      onCreated();
    } catch (error) {
      console.error("Failed to create event", error);
      if (error instanceof ApiError) setFieldErrors(error.fields ?? {});
      setFormError("Failed to create event");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="create-event-heading" className="rounded-card border border-line bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="create-event-heading" className="font-serif text-2xl font-semibold">
          Create Event
        </h2>
        <p className="text-sm text-muted">* Required</p>
      </div>
      {formError ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {formError}
        </p>
      ) : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => {
          const common = { id: `event-${field.key}`, label: `${field.label}${field.required ? " *" : ""}`, className: field.wide ? "sm:col-span-2" : undefined, name: field.key, value: draft[field.key], error: fieldErrors[field.key] };
          return field.type === "select" ? (
            <SelectField key={field.key} {...common} onChange={(e) => set(field.key, e.target.value)}>
              <option value="">Select a state</option>
              {US_STATES.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </SelectField>
          ) : (
            <Field key={field.key} {...common} type={field.type ?? "text"} onChange={(e) => set(field.key, e.target.value)} required={field.required} />
          );
        })}
        <SelectField id="event-timeZone" name="timeZone" label="Time zone" value={draft.timeZone} error={fieldErrors.timeZone} onChange={(e) => set("timeZone", e.target.value)}>
          {EVENT_TIME_ZONE_IDS.map((zone) => (
            <option key={zone} value={zone}>
              {EVENT_TIME_ZONES[zone]} ({zone})
            </option>
          ))}
        </SelectField>
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-4">
        <button type="submit" disabled={busy || !hydrated} className="rounded bg-accent px-5 py-2 font-medium text-white hover:bg-accent-dark disabled:opacity-60">
          {busy ? "Creating…" : "Create Event"}
        </button>
        <p role="status" className="text-sm text-success">
          {notice}
        </p>
      </div>
    </form>
  );
}
