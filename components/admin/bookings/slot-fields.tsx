// One Edit Booking slot: staff (active view_bookings staff who perform its service, by first name, with
// how many slots each already holds that day), start and end; problems marked on the field they concern.
import type { SlotProblems } from "@/lib/bookings/schema";
import { doesNotPerform, performsService, type Slot } from "@/lib/bookings/dto";
import type { StaffDto } from "@/lib/users/dto";
import { Field, SelectField } from "@/components/ui/field";
import { prettyDay } from "./booking-details";
import { displayText } from "@/lib/text/display-text";

interface Props {
  slot: Slot;
  index: number;
  staff: readonly StaffDto[];
  /** Slots each staff member holds in other bookings on this slot's day, by user id. */
  bookedThatDay: ReadonlyMap<string, number>;
  problems: SlotProblems;
  endFilled: boolean;
  onChange(index: number, patch: Partial<Slot>): void;
}

export function SlotFields({ slot, index, staff, bookedThatDay, problems, endFilled, onChange }: Props) {
  const id = `slot-${index}`;
  // A member assigned earlier who no longer qualifies (suspended, permission removed, not performing the service) stays visible.
  const assigned = slot.assignedUser;
  const able = staff.filter((m) => performsService(m, slot.service) || m._id === assigned?._id);
  const options = assigned && !able.some((m) => m._id === assigned._id) ? [...able, { _id: assigned._id, userId: assigned._id, firstName: assigned.firstName, lastName: assigned.lastName }] : able;
  const assignedMember = assigned ? staff.find((m) => m._id === assigned._id) : undefined;
  const notHers = assignedMember && !performsService(assignedMember, slot.service) ? doesNotPerform(`${assignedMember.firstName} ${assignedMember.lastName}`, slot.service) : "";
  return (
    <fieldset className="rounded border border-line p-4">
      <legend className="px-1 font-semibold">
        {prettyDay(slot.date)} — {displayText(slot.service)}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          id={`${id}-staff`}
          label="Staff"
          className="sm:col-span-2 lg:col-span-4"
          inputClassName="lg:max-w-md"
          value={assigned?._id ?? ""}
          error={problems.assignedUser}
          hint={problems.assignedUser ? undefined : notHers ? `${notHers} Choose a stylist who does, or the save is refused.` : undefined}
          onChange={(e) => {
            const member = options.find((m) => m._id === e.target.value);
            onChange(index, { assignedUser: member ? { _id: member._id, firstName: member.firstName, lastName: member.lastName } : null });
          }}
        >
          <option value="">Unassigned</option>
          {options.map((member) => {
            const booked = bookedThatDay.get(member._id) ?? 0;
            return (
              <option key={member._id} value={member._id}>
                {member.firstName} {member.lastName} ({booked} booked){"notPerformed" in member && !performsService(member, slot.service) ? " — does not perform this service" : ""}
              </option>
            );
          })}
        </SelectField>
        <Field id={`${id}-start-date`} label="Start date" type="date" value={slot.startDate} error={problems.startDate} onChange={(e) => onChange(index, { startDate: e.target.value, ...(slot.endDate ? {} : { endDate: e.target.value }) })} />
        <Field id={`${id}-start-time`} label="Start time" type="time" value={slot.startTime} error={problems.startTime} onChange={(e) => onChange(index, { startTime: e.target.value })} />
        <Field id={`${id}-end-date`} label="End date" type="date" value={slot.endDate} error={problems.endDate} onChange={(e) => onChange(index, { endDate: e.target.value })} />
        <Field
          id={`${id}-end-time`}
          label="End time"
          type="time"
          value={slot.endTime}
          error={problems.endTime}
          onChange={(e) => onChange(index, { endTime: e.target.value })}
        />
      </div>
      {endFilled ? <p className="mt-2 text-xs text-muted">End time moved with the start (the service&apos;s length); change it if needed.</p> : null}
    </fieldset>
  );
}
