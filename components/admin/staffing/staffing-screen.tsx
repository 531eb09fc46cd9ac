"use client";
// A competition's staffing: the night-before window, then each day (chairs, stylists with hours and
// breaks); Save writes it whole. A stylist without manage_bookings sees her own days, read-only.
import { useState } from "react";
import Link from "@/components/admin/staff-link";
import { format } from "date-fns";
import type { StaffingDto } from "@/lib/availability/dto";
import { staffingSchema } from "@/lib/availability/schema";
import { formatEventDateRange, localDay } from "@/lib/time/browser";
import { formatWallTimeRange, timeZoneLabel } from "@/lib/time/zoned";
import { fieldErrorsFromIssues } from "@/lib/validation/field-errors";
import { Field } from "@/components/ui/field";
import { ApiError, useAdminApi } from "../admin-api";
import { StickyActionBar } from "../sticky-action-bar";
import { SAVE_ERROR, SAVED, StatusMessage, useStatusAction } from "../timed-status";
import { useHydrated } from "../use-hydrated";
import { StaffingDay } from "./staffing-day";
import { formFromStaffing, staffingBody, type StaffingForm } from "./staffing-form";

export function StaffingScreen({ initial }: { initial: StaffingDto }) {
  const { event } = initial;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="font-serif text-title font-semibold">Staffing: {event.eventName}</h1>
        <p className="mt-1 text-muted">
          {formatEventDateRange(event.startDate, event.endDate)} · times are {timeZoneLabel(event.timeZone)} time, the competition&apos;s zone.
        </p>
        <nav aria-label="Days" className="mt-3 flex flex-wrap gap-2">
          {initial.days.map((d) => (
            <a key={d.date} href={`#day-${d.date}`} className="inline-flex min-h-11 items-center rounded border border-line bg-white px-3 text-sm hover:bg-sand">
              {format(localDay(d.date), "EEE, MMM d")}
            </a>
          ))}
          <Link href="/admin/time-off" className="inline-flex min-h-11 items-center px-3 text-sm underline">
            {initial.canEdit ? "Time off" : "My time off"}
          </Link>
        </nav>
      </div>
      {initial.canEdit ? <StaffingEditor initial={initial} /> : <OwnDays staffing={initial} />}
    </div>
  );
}

function OwnDays({ staffing }: { staffing: StaffingDto }) {
  return (
    <ul className="space-y-3">
      {staffing.days.map((d) => {
        const shift = d.shifts[0];
        return (
          <li key={d.date} id={`day-${d.date}`} className="rounded-card border border-line bg-white p-4" data-testid={`staffing-day-${d.date}`}>
            <h2 className="font-serif text-xl font-semibold">{format(localDay(d.date), "EEEE, MMMM d")}</h2>
            <p className="mt-1">
              {d.off.length ? "Day off" : shift ? `You work ${formatWallTimeRange(shift.start, shift.end)}` : "No hours set for you: the desk plans this day without fixed hours."}
              {shift && !d.off.length && shift.breaks.length ? ` (break ${shift.breaks.map((b) => formatWallTimeRange(b.start, b.end)).join(", ")})` : ""}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

function StaffingEditor({ initial }: { initial: StaffingDto }) {
  const hydrated = useHydrated();
  const api = useAdminApi();
  const [form, setForm] = useState<StaffingForm>(() => formFromStaffing(initial));
  const [off, setOff] = useState(initial.days.map((d) => d.off));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { status, show, busy, run } = useStatusAction();

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const parsed = staffingSchema.safeParse(staffingBody(form));
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      show(SAVE_ERROR);
      return;
    }
    setErrors({});
    await run(
      async () => {
        const saved = await api.call("PUT /api/events/:id/staffing", { params: { id: initial.event.id }, body: parsed.data });
        setForm(formFromStaffing(saved));
        setOff(saved.days.map((d) => d.off));
        return SAVED;
      },
      (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields);
        return error instanceof ApiError && error.status === 409 ? { tone: "danger", text: error.message } : SAVE_ERROR;
      },
    );
  }

  return (
    <form onSubmit={save} noValidate className="space-y-6" aria-label="Staffing">
      <section aria-labelledby="night-heading" className="rounded-card border border-line bg-white p-4 sm:p-5">
        <h2 id="night-heading" className="font-serif text-xl font-semibold">
          Hair the night before
        </h2>
        <p className="mt-1 text-sm text-muted">A request with hair at night gets its hair slot in this window on the evening before the heat day. Leave both empty for none.</p>
        <div className="mt-3 flex flex-wrap gap-4">
          <Field id="night-start" label="From" type="time" value={form.nightStart} onChange={(e) => setForm({ ...form, nightStart: e.target.value })} error={errors["night.start"]} inputClassName="w-36!" />
          <Field id="night-end" label="To" type="time" value={form.nightEnd} onChange={(e) => setForm({ ...form, nightEnd: e.target.value })} error={errors["night.end"]} inputClassName="w-36!" />
        </div>
      </section>
      {form.days.map((day, i) => (
        <StaffingDay key={day.date} day={day} index={i} staff={initial.staff} off={off[i] ?? []} errors={errors} onChange={(next) => setForm({ ...form, days: form.days.map((d, k) => (k === i ? next : d)) })} />
      ))}
      <StickyActionBar>
        <button type="submit" disabled={busy || !hydrated} className="min-h-11 rounded bg-accent px-5 py-2 font-medium text-white hover:bg-accent-dark disabled:opacity-60">
          Save staffing
        </button>
        <StatusMessage status={status} look="text" />
        {Object.keys(errors).length ? (
          <p className="text-sm text-danger" role="alert">
            Please check the highlighted fields.
          </p>
        ) : null}
      </StickyActionBar>
    </form>
  );
}
