"use client";
// The fields of a competition, shared by Create Event and Edit Event (same schema, same labels).
import type { z } from "zod";
import type { CreateEventDraft } from "@/lib/events/schema";
import { fieldErrorsFromIssues } from "@/lib/validation/field-errors";
import { defaultTimeZoneForState, EVENT_TIME_ZONE_IDS, EVENT_TIME_ZONES, timeZoneLabel, US_STATES } from "@/lib/time/browser";
import { Field, SelectField } from "@/components/ui/field";

export type EventDraft = Required<Omit<CreateEventDraft, "showEvent">>;
export const EMPTY_EVENT_DRAFT: EventDraft = { eventName: "", locationName: "", address: "", city: "", state: "", eventStartDate: "", eventEndDate: "", timeZone: "America/New_York" };

const FIELDS: { key: Exclude<keyof EventDraft, "timeZone">; label: string; required?: boolean; type?: "text" | "date" | "select"; wide?: boolean }[] = [
  { key: "eventName", label: "Event Name", required: true, wide: true },
  { key: "locationName", label: "Location Name" },
  { key: "address", label: "Address" },
  { key: "city", label: "City", required: true },
  { key: "state", label: "State", type: "select" },
  { key: "eventStartDate", label: "Start Date", required: true, type: "date" },
  { key: "eventEndDate", label: "End Date", required: true, type: "date" },
];

/** Choosing a state picks its zone (a state spanning two: its largest city's); staff may change it. */
export const changeEventDraft = (draft: EventDraft, key: keyof EventDraft, value: string): EventDraft => ({
  ...draft,
  [key]: value,
  ...(key === "state" ? { timeZone: defaultTimeZoneForState(value) } : {}),
});

export function EventFields({ idPrefix, draft, errors, onChange }: { idPrefix: string; draft: EventDraft; errors: Record<string, string>; onChange(key: keyof EventDraft, value: string): void }) {
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      {FIELDS.map((field) => {
        const common = { id: `${idPrefix}-${field.key}`, label: `${field.label}${field.required ? " *" : ""}`, className: field.wide ? "sm:col-span-2" : undefined, name: field.key, value: draft[field.key], error: errors[field.key] };
        return field.type === "select" ? (
          <SelectField key={field.key} {...common} onChange={(e) => onChange(field.key, e.target.value)}>
            <option value="">Select a state</option>
            {US_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </SelectField>
        ) : (
          <Field key={field.key} {...common} type={field.type ?? "text"} onChange={(e) => onChange(field.key, e.target.value)} required={field.required} />
        );
      })}
      <SelectField id={`${idPrefix}-timeZone`} name="timeZone" label="Time zone" value={draft.timeZone} error={errors.timeZone} onChange={(e) => onChange("timeZone", e.target.value)}>
        {EVENT_TIME_ZONE_IDS.includes(draft.timeZone as never) ? null : <option value={draft.timeZone}>{timeZoneLabel(draft.timeZone)}</option>}
        {EVENT_TIME_ZONE_IDS.map((zone) => (
          <option key={zone} value={zone}>
            {EVENT_TIME_ZONES[zone]} ({zone})
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** The draft checked by the form's schema (create or edit): the parsed value, or null with each field's message set. */
export function checkEventDraft<T>(schema: z.ZodType<T>, draft: EventDraft, setFieldErrors: (errors: Record<string, string>) => void): T | null {
  const parsed = schema.safeParse(draft);
  setFieldErrors(parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues, (issue) => String(issue.path[0] ?? "_")));
  return parsed.success ? parsed.data : null;
}
