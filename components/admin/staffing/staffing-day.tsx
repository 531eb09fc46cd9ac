"use client";
// One competition day of the staffing editor: chairs, and each stylist working with hours and breaks.
import { format } from "date-fns";
import type { StaffMember } from "@/lib/availability/dto";
import { localDay } from "@/lib/time/browser";
import { Field, SelectField } from "@/components/ui/field";
import { newShiftKey, type FormDay, type FormShift } from "./staffing-form";

const name = (s: StaffMember) => `${s.firstName} ${s.lastName}`;
const button = "min-h-11 rounded border border-line bg-white px-3 py-2 text-sm hover:bg-sand disabled:opacity-60";

export function StaffingDay({
  day,
  index,
  staff,
  off,
  errors,
  onChange,
}: {
  day: FormDay;
  index: number;
  staff: StaffMember[];
  off: StaffMember[];
  errors: Record<string, string>;
  onChange(next: FormDay): void;
}) {
  const prefix = `days.${index}`;
  const label = format(localDay(day.date), "EEEE, MMMM d");
  const headingId = `day-${day.date}-heading`;
  const setShift = (j: number, next: FormShift) => onChange({ ...day, shifts: day.shifts.map((s, k) => (k === j ? next : s)) });
  const free = staff.filter((s) => !day.shifts.some((x) => x.userId === s.id));
  return (
    <section id={`day-${day.date}`} aria-labelledby={headingId} className="scroll-mt-20 rounded-card border border-line bg-white p-4 sm:p-5" data-testid={`staffing-day-${day.date}`}>
      <h2 id={headingId} className="font-serif text-xl font-semibold">
        {label}
      </h2>
      {off.length ? <p className="mt-1 text-sm text-muted">Day off: {off.map(name).join(", ")}</p> : null}
      <Field
        id={`day-${day.date}-chairs`}
        label="Chairs at the venue"
        hint="At most this many appointments at once; empty: no limit."
        type="number"
        inputMode="numeric"
        min={1}
        max={50}
        value={day.chairs}
        onChange={(e) => onChange({ ...day, chairs: e.target.value })}
        error={errors[`${prefix}.chairs`]}
        className="mt-3 max-w-xs"
      />
      <h3 className="mt-4 font-semibold">Stylists working</h3>
      {day.shifts.length === 0 ? <p className="mt-1 text-sm text-muted">None set: every stylist who takes appointments, all day.</p> : null}
      <ul className="mt-2 space-y-3">
        {day.shifts.map((shift, j) => {
          const id = `day-${day.date}-shift-${j}`;
          const at = `${prefix}.shifts.${j}`;
          const who = staff.find((s) => s.id === shift.userId);
          return (
            <li key={shift.key} className="rounded border border-line bg-ivory p-3" aria-label={who ? name(who) : `Stylist ${j + 1}`} data-testid="shift">
              <div className="flex flex-wrap items-end gap-3">
                <SelectField id={`${id}-user`} label="Stylist" value={shift.userId} onChange={(e) => setShift(j, { ...shift, userId: e.target.value })} error={errors[`${at}.userId`]} className="min-w-44 flex-1">
                  <option value="">Choose…</option>
                  {staff
                    .filter((s) => s.id === shift.userId || free.includes(s))
                    .map((s) => (
                      <option key={s.id} value={s.id}>
                        {name(s)}
                      </option>
                    ))}
                </SelectField>
                <Field id={`${id}-start`} label="Starts" type="time" value={shift.start} onChange={(e) => setShift(j, { ...shift, start: e.target.value })} error={errors[`${at}.start`]} inputClassName="w-36!" />
                <Field id={`${id}-end`} label="Ends" type="time" value={shift.end} onChange={(e) => setShift(j, { ...shift, end: e.target.value })} error={errors[`${at}.end`]} inputClassName="w-36!" />
                <button type="button" className={button} onClick={() => onChange({ ...day, shifts: day.shifts.filter((_, k) => k !== j) })}>
                  Remove {who ? name(who) : "stylist"}
                </button>
              </div>
              {who?.notPerformed?.length ? <p className="mt-2 text-sm">Does not perform {who.notPerformed.join(", ")} (set on Users).</p> : null}
              {shift.breaks.map((b, k) => (
                <div key={k} className="mt-2 flex flex-wrap items-end gap-3" role="group" aria-label={`Break ${k + 1}`}>
                  <Field id={`${id}-break-${k}-start`} label={`Break ${k + 1} from`} type="time" value={b.start} onChange={(e) => setShift(j, { ...shift, breaks: shift.breaks.map((x, m) => (m === k ? { ...x, start: e.target.value } : x)) })} error={errors[`${at}.breaks.${k}.start`]} inputClassName="w-36!" />
                  <Field id={`${id}-break-${k}-end`} label="to" type="time" value={b.end} onChange={(e) => setShift(j, { ...shift, breaks: shift.breaks.map((x, m) => (m === k ? { ...x, end: e.target.value } : x)) })} error={errors[`${at}.breaks.${k}.end`]} inputClassName="w-36!" />
                  <button type="button" className={button} onClick={() => setShift(j, { ...shift, breaks: shift.breaks.filter((_, m) => m !== k) })}>
                    Remove break {k + 1}
                  </button>
                </div>
              ))}
              <button type="button" className={`${button} mt-2`} onClick={() => setShift(j, { ...shift, breaks: [...shift.breaks, { start: "", end: "" }] })}>
                Add a break
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={`${button} mt-3`}
        disabled={free.length === 0}
        onClick={() => onChange({ ...day, shifts: [...day.shifts, { key: newShiftKey(), userId: free[0]?.id ?? "", start: "07:00", end: "17:00", breaks: [] }] })}
      >
        Add a stylist to {format(localDay(day.date), "EEEE")}
      </button>
    </section>
  );
}
