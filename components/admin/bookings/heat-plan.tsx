"use client";
// Edit Booking's heat-time panel: each booking day has the desk's heat-time form (Save, Clear); a day with a
// heat time shows the heat and "Ready by 6:25 AM Central"; "Suggest times" fills that day's unscheduled slots backwards from
// ready-by (lib/bookings/heat-plan.ts) in the form only — staff check, edit and Save themselves;
// "Re-plan set slots too" also moves the slots staff already set (their stylist tried first). The
// server's clash guard still decides on Save.
import { useState } from "react";
import { format } from "date-fns";
import type { BookingWithBounce } from "@/lib/bookings/dto";
import { isEveningBeforeSlot, planHeatDayWithin, type HeatPlanContext, type PlanSlotInput, extrasOfSlot, isCompleteSchedule, slotMinutes, type Slot, wallLengthMinutes } from "@/lib/bookings/dto";
import { availabilityFromJson, worksEveningBefore } from "@/lib/availability/dto";
import { clockIn, formatTimeIn, formatWallTimeIn, timeZoneLabel, zonedInstant, zonedParts, zoneTimeWording } from "@/lib/time/zoned";
import { localDay } from "@/lib/time/browser";
import { displayText } from "@/lib/text/display-text";
import type { StaffDto } from "@/lib/users/dto";
import { Field } from "@/components/ui/field";
import { HeatTimeForm } from "./heat-time-form";

/** "YYYY-MM-DD" + "HH:mm" wall time in `zone` → the instant. */

const sameDay = (slot: Slot, date: string) => slot.date === date;

const REPLAN_LABEL = "Re-plan set slots too";

export function HeatPlan({
  booking,
  staff,
  context,
  slots,
  onSuggest,
  disabled,
}: {
  booking: BookingWithBounce;
  staff: StaffDto[];
  context: HeatPlanContext;
  slots: Slot[];
  onSuggest(next: Slot[]): void;
  disabled?: boolean;
}) {
  const [lengths, setLengths] = useState<Record<string, string>>({});
  const [messages, setMessages] = useState<Record<string, { tone: "success" | "danger"; text: string }>>({});
  const eventZone = booking.competition.timeZone;
  const studioZone = context.studioTimeZone;
  // The desk's form names the zone its times are in: the competition's.
  const zoneHint = eventZone === studioZone ? `${timeZoneLabel(eventZone)} time, the competition's and the studio's zone` : `${zoneTimeWording(eventZone, studioZone)}, the competition's zone`;

  const knownMinutes = Object.fromEntries(Object.entries(context.serviceMinutes).filter((e): e is [string, number] => e[1] !== null));
  const minutesOf = (slot: Slot, index: number): number | null => {
    const typed = lengths[String(index)];
    if (typed && /^\d+$/.test(typed) && Number(typed) > 0) return Number(typed);
    const day = booking.dayDetails[slot.dayIndex];
    // The day's extras (rhinestones, a lash upgrade) lengthen its last slot, as in the planner.
    const extras = extrasOfSlot(slots, index, (d) => booking.dayDetails[d]?.additionalServices.map((a) => a.title) ?? []);
    const own = slotMinutes(slot.service, extras, knownMinutes);
    if (own) return own;
    // A day of one slot takes its service's length.
    const daySlots = slots.filter((s) => s.dayIndex === slot.dayIndex);
    if (daySlots.length === 1 && day) return slotMinutes(day.services.title, extras, knownMinutes);
    return null;
  };

  /** `replanSet`: staff asked to move the slots they already set too (each keeps its stylist when she is free). */
  function suggest(date: string, readyByIso: string, replanSet = false) {
    const indexes = slots.map((s, i) => (sameDay(s, date) ? i : -1)).filter((i) => i >= 0);
    const inputs: PlanSlotInput[] = indexes.map((i) => {
      const slot = slots[i];
      const complete = isCompleteSchedule(slot);
      if (complete && replanSet) return { service: slot.service, minutes: minutesOf(slot, i) ?? wallLengthMinutes(slot), preferUserId: slot.assignedUser!._id };
      return {
        service: slot.service,
        minutes: minutesOf(slot, i),
        userId: slot.assignedUser?._id ?? null,
        fixed: complete ? { userId: slot.assignedUser!._id, start: zonedInstant(slot.startDate, slot.startTime, eventZone), end: zonedInstant(slot.endDate, slot.endTime, eventZone) } : null,
      };
    });
    const busy = Object.fromEntries(Object.entries(context.busy).map(([id, list]) => [id, list.map((b) => ({ start: new Date(b.start), end: new Date(b.end) }))]));
    // Only the stylists working that day, inside their hours; her hair goes into the evening-before window only when she chose it for that day.
    const availability = context.availability?.[date];
    const theDay = booking.dayDetails.find((d) => d.date === date);
    const nightSlots = new Set(indexes.map((i, k) => (isEveningBeforeSlot(theDay, slots[i].service) ? k : -1)).filter((k) => k >= 0));
    const plan = planHeatDayWithin(
      { readyBy: new Date(readyByIso), slots: inputs, staff: staff.map((s) => ({ id: s._id, firstName: s.firstName, lastName: s.lastName, notPerformed: s.notPerformed })), preference: booking.stylistPreference, busy },
      availability ? availabilityFromJson(availability) : null,
      nightSlots,
    );
    const next = [...slots];
    for (const p of plan.slots) {
      const index = indexes[p.index];
      const member = staff.find((s) => s._id === p.userId)!;
      // The form's fields are in the competition's zone.
      const start = zonedParts(p.start, eventZone);
      const end = zonedParts(p.end, eventZone);
      next[index] = {
        ...next[index],
        assignedUser: { _id: member._id, firstName: member.firstName, lastName: member.lastName },
        startDate: start.date,
        startTime: start.time,
        endDate: end.date,
        endTime: end.time,
      };
    }
    if (plan.slots.length) onSuggest(next);
    const problems = plan.issues.map((issue) =>
      issue.kind === "needs-length" ? `${displayText(issue.service)} has no length in the services list: enter its minutes below.` : `No stylist who performs ${displayText(issue.service)} is free before ready-by.`,
    );
    const open = inputs.filter((i) => !i.fixed).length;
    const verb = replanSet ? "Re-planned" : "Suggested";
    const text =
      open === 0
        ? `Every slot of this day is already set; nothing was changed. Use "${REPLAN_LABEL}" to move them.`
        : [plan.slots.length ? `${verb} ${plan.slots.length} of ${open} ${open === 1 ? "slot" : "slots"} — check them and Save.` : "", ...problems].filter(Boolean).join(" ");
    setMessages((m) => ({ ...m, [date]: { tone: problems.length ? "danger" : "success", text } }));
  }

  /** A day with a heat time: the heat, ready-by, what is late, and Suggest times. */
  function planOf(day: BookingWithBounce["dayDetails"][number], readyByIso: string, dayLabel: string) {
    const readyBy = new Date(readyByIso);
    const indexes = slots.map((s, i) => (sameDay(s, day.date) ? i : -1)).filter((i) => i >= 0);
    const late = indexes.filter((i) => {
      const s = slots[i];
      const end = s.endDate && s.endTime ? zonedInstant(s.endDate, s.endTime, eventZone) : null;
      return end !== null && end > readyBy;
    });
    const setCount = indexes.filter((i) => isCompleteSchedule(slots[i])).length;
    const needLength = indexes.filter((i) => !isCompleteSchedule(slots[i]) && !minutesOf(slots[i], i) && !lengths[String(i)]);
    const message = messages[day.date];
    return (
      <>
        <p>
          <strong>{dayLabel}</strong>: first heat {formatWallTimeIn(day.heatTime, eventZone, studioZone)}
          {day.heatNote ? ` — ${day.heatNote}` : ""}
        </p>
        <p className="mt-1 font-semibold" data-testid="ready-by">
          Ready by {formatTimeIn(readyBy, eventZone, studioZone)}
          {eventZone !== studioZone ? <span className="font-normal text-muted"> ({clockIn(readyBy, studioZone)} studio time)</span> : null}
        </p>
        {late.length ? (
          <p className="mt-1 text-sm font-semibold text-danger" data-testid="late-for-heat">
            Late for heat: {late.map((i) => displayText(slots[i].service)).join(", ")} {late.length === 1 ? "ends" : "end"} after ready-by.
          </p>
        ) : null}
        {needLength.map((i) => (
          <Field
            key={i}
            id={`heat-length-${i}`}
            label={`Length of ${displayText(slots[i].service)} (minutes)`}
            type="number"
            min={5}
            step={5}
            inputMode="numeric"
            className="mt-2 max-w-xs"
            value={lengths[String(i)] ?? ""}
            onChange={(e) => setLengths((l) => ({ ...l, [String(i)]: e.target.value }))}
          />
        ))}
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button
            type="button"
            disabled={disabled}
            onClick={() => suggest(day.date, readyByIso)}
            aria-label={`Suggest times for ${dayLabel}`}
            className="rounded border border-accent px-4 py-1.5 font-medium text-accent hover:bg-sand disabled:opacity-60"
          >
            Suggest times
          </button>
          {setCount > 0 ? (
            <button
              type="button"
              disabled={disabled}
              onClick={() => suggest(day.date, readyByIso, true)}
              aria-label={`${REPLAN_LABEL} for ${dayLabel}`}
              className="rounded border border-line bg-white px-4 py-1.5 font-medium hover:bg-sand disabled:opacity-60"
            >
              {REPLAN_LABEL}
            </button>
          ) : null}
          {message ? (
            <p role="status" className={`text-sm ${message.tone === "danger" ? "text-danger" : "text-success"}`}>
              {message.text}
            </p>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <div className="mt-4 space-y-3" role="group" aria-label="Heat times">
      {booking.dayDetails.every((d) => !d.heatTime) ? (
        <p className="rounded bg-sand px-4 py-3 text-sm" data-testid="heat-missing">
          No heat times yet. Enter the dancer&apos;s first heat for a day below, or the dancer enters it on their private booking page.
        </p>
      ) : null}
      {booking.dayDetails.map((day) => {
        const dayLabel = format(localDay(day.date), "EEEE, MMMM d");
        // The form keeps its place in the card (and its state and focus) when the day gains or loses its heat.
        return (
          <div key={day.date} className="rounded border border-line bg-ivory p-4" data-testid={`heat-day-${day.date}`}>
            {day.heatTime && day.readyBy ? (
              planOf(day, day.readyBy, dayLabel)
            ) : (
              <p>
                <strong>{dayLabel}</strong>: no heat time yet.
              </p>
            )}
            <HeatTimeForm
              bookingId={booking._id}
              date={day.date}
              dayLabel={format(localDay(day.date), "EEE, MMM d")}
              zoneHint={zoneHint}
              heatTime={day.heatTime}
              heatNote={day.heatNote}
              hairAtNight={booking.hairAtNight === "yes"}
              eveningHeatTime={day.eveningHeatTime}
              hairEveningBefore={day.hairEveningBefore}
              eveningBeforeOffered={!context.availability?.[day.date] || worksEveningBefore(context.availability[day.date])}
              disabled={disabled}
            />
          </div>
        );
      })}
    </div>
  );
}
