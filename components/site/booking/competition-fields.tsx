"use client";
// The booking form's first section: competition, dance level and the appointment days.
import { SelectField } from "@/components/ui/field";
import { formatEventDateRange } from "@/lib/time/days";
import { ChosenDays } from "./chosen-days";
import { dayLabel, shortRange, type BookingChoices, type BookingEventOption } from "./booking-form-model";
import { LABEL } from "./booking-form-styles";
import type { BookingFormModel } from "./use-booking-form";

export function CompetitionFields({ model, events, phone, choices }: { model: BookingFormModel; events: readonly BookingEventOption[]; phone: string; choices: BookingChoices }) {
  const { form, errors, event, eventDays, selectedDays, touch } = model;
  const dayHint = !event ? "Choose a competition first." : touch ? "Tap to choose one or more days." : "Hold Ctrl (or ⌘) to choose several days.";
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-3 font-serif text-2xl font-semibold">Competition</legend>
      <SelectField
        id="competition"
        label="Competition *"
        labelClassName={LABEL}
        large
        className="sm:col-span-2"
        value={form.competition}
        onChange={(e) => model.chooseCompetition(e.target.value)}
        error={errors.competition}
        hint={
          events.length === 0
            ? `No upcoming competitions are open for booking right now. Please call or text ${phone}.`
            : event
              ? `${[event.city, event.state].filter(Boolean).join(", ")} · ${formatEventDateRange(event.eventStartDate, event.eventEndDate)}`
              : undefined
        }
      >
        <option value="">Select a competition</option>
        {events.map((ev) => (
          <option key={ev._id} value={ev._id}>
            {shortRange(ev.eventStartDate, ev.eventEndDate)} · {ev.eventName}
            {ev.city ? ` (${ev.city})` : ""}
          </option>
        ))}
      </SelectField>
      <SelectField id="danceLevel" label="Dance level *" labelClassName={LABEL} large value={form.danceLevel} onChange={(e) => model.set("danceLevel", e.target.value)} error={errors.danceLevel}>
        <option value="">Select a level</option>
        {choices.levels.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <div>
        <SelectField
          id="days"
          label="Appointment days *"
          labelClassName={LABEL}
          large
          hint={dayHint}
          error={errors.selectedEventDays ?? errors.dayDetails}
          multiple
          size={7}
          value={form.selectedEventDays}
          onChange={(e) => model.pickDays([...e.target.selectedOptions].map((o) => o.value))}
          inputClassName="min-h-[11rem]"
          disabled={!event}
        >
          {eventDays.map((date) => (
            <option key={date} value={date} className="py-1">
              {dayLabel(date)}
            </option>
          ))}
        </SelectField>
        <ChosenDays days={selectedDays} onRemove={model.removeDay} />
      </div>
    </fieldset>
  );
}
