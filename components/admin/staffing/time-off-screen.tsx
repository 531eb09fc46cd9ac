"use client";
// "My time off": the days a stylist cannot work (add a date, remove one). manage_bookings lists
// everyone's and can add a day for any stylist.
import { useState } from "react";
import { format } from "date-fns";
import type { StaffMember, TimeOffDto } from "@/lib/availability/dto";
import { timeOffSchema } from "@/lib/availability/schema";
import { localDay } from "@/lib/time/browser";
import { fieldErrorsFromIssues } from "@/lib/validation/field-errors";
import { Field, SelectField } from "@/components/ui/field";
import { ApiError, useAdminApi } from "../admin-api";
import { StatusMessage, useStatusAction } from "../timed-status";
import { useHydrated } from "../use-hydrated";

const byDate = (a: TimeOffDto, b: TimeOffDto) => a.date.localeCompare(b.date) || a.lastName.localeCompare(b.lastName);

export function TimeOffScreen({ initial, canManage, staff, today }: { initial: TimeOffDto[]; canManage: boolean; staff: StaffMember[]; today: string }) {
  const hydrated = useHydrated();
  const api = useAdminApi();
  const [days, setDays] = useState(initial);
  const [date, setDate] = useState("");
  const [note, setNote] = useState("");
  const [userId, setUserId] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { status, busy, run } = useStatusAction();

  async function add(event: React.FormEvent) {
    event.preventDefault();
    const parsed = timeOffSchema.safeParse({ date, note, ...(canManage && userId ? { userId } : {}) });
    if (!parsed.success) return setErrors(fieldErrorsFromIssues(parsed.error.issues));
    setErrors({});
    await run(
      async () => {
        const added = await api.call("POST /api/time-off", { body: parsed.data });
        setDays((list) => [...list.filter((d) => d.id !== added.id), added].sort(byDate));
        setDate("");
        setNote("");
        return { tone: "success", text: `${format(localDay(added.date), "EEEE, MMMM d")} added.` };
      },
      (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields);
        return { tone: "danger", text: error instanceof ApiError ? error.message : "Could not add the day." };
      },
    );
  }

  async function remove(day: TimeOffDto) {
    await run(
      async () => {
        await api.call("DELETE /api/time-off/:id", { params: { id: day.id } });
        setDays((list) => list.filter((d) => d.id !== day.id));
        return { tone: "success", text: `${format(localDay(day.date), "EEEE, MMMM d")} removed.` };
      },
      (error) => ({ tone: "danger", text: error instanceof ApiError ? error.message : "Could not remove the day." }),
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="font-serif text-title font-semibold">{canManage ? "Time off" : "My time off"}</h1>
        <p className="mt-1 text-muted">Days {canManage ? "a stylist" : "you"} cannot work. Suggest times, the planner and every save keep them free.</p>
      </div>
      <form onSubmit={add} noValidate aria-labelledby="add-day-heading" className="rounded-card border border-line bg-white p-4 sm:p-5">
        <h2 id="add-day-heading" className="font-serif text-xl font-semibold">
          Add a day off
        </h2>
        <div className="mt-3 flex flex-wrap items-end gap-4">
          {canManage ? (
            <SelectField id="time-off-user" label="Stylist" value={userId} onChange={(e) => setUserId(e.target.value)} error={errors.userId} className="min-w-48">
              <option value="">Me</option>
              {staff.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.firstName} {s.lastName}
                </option>
              ))}
            </SelectField>
          ) : null}
          <Field id="time-off-date" label="Date" type="date" min={today} value={date} onChange={(e) => setDate(e.target.value)} error={errors.date} inputClassName="w-44!" />
          <Field id="time-off-note" label="Note (optional)" value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} error={errors.note} className="min-w-48 flex-1" />
          <button type="submit" disabled={busy || !hydrated} className="min-h-11 rounded bg-accent px-5 py-2 font-medium text-white hover:bg-accent-dark disabled:opacity-60">
            Add day off
          </button>
        </div>
        <StatusMessage status={status} look="text" className="mt-2 block" />
      </form>
      <section aria-labelledby="days-off-heading">
        <h2 id="days-off-heading" className="font-serif text-xl font-semibold">
          Coming days off
        </h2>
        {days.length === 0 ? <p className="mt-2 text-muted">No days off.</p> : null}
        <ul className="mt-2 divide-y divide-line rounded-card border border-line bg-white" data-testid="time-off-list">
          {days.map((d) => {
            const label = format(localDay(d.date), "EEEE, MMMM d, yyyy");
            return (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <span>
                  <span className="font-medium">{label}</span>
                  {canManage ? ` — ${d.firstName} ${d.lastName}` : ""}
                  {d.note ? <span className="block text-sm text-muted">{d.note}</span> : null}
                </span>
                <button type="button" disabled={busy || !hydrated} onClick={() => remove(d)} className="min-h-11 rounded border border-line px-3 py-2 text-sm hover:bg-sand disabled:opacity-60" aria-label={`Remove ${label}${canManage ? ` for ${d.firstName} ${d.lastName}` : ""}`}>
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
