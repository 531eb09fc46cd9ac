"use client";
// One chosen competition day: its service, dance styles and additional services.
import { CheckboxGroup, SelectField } from "@/components/ui/field";
import type { DanceStyleName } from "@/lib/bookings/dto";
import { formatPrice } from "@/lib/payments/dto";
import { CATEGORY_HEADINGS } from "@/lib/services/dto";
import { DayCapacityNote } from "@/components/site/waitlist/day-capacity-note";
import { HAIR_EVENING_BEFORE_CHOICE } from "@/lib/bookings/schema";
import { NO_DAY, dayLabel, type BookingChoices, type BookingServiceOption } from "./booking-form-model";
import { BOX, LABEL, OPTION } from "./booking-form-styles";
import type { BookingFormModel } from "./use-booking-form";

interface DayFieldsProps {
  model: BookingFormModel;
  date: string;
  index: number;
  mainServices: readonly BookingServiceOption[];
  extras: readonly BookingServiceOption[];
  choices: BookingChoices;
}

export function DayFields({ model, date, index, mainServices, extras, choices }: DayFieldsProps) {
  const { errors } = model;
  const choice = model.form.days[date] ?? NO_DAY;
  const prefix = `dayDetails.${index}`;
  return (
    <fieldset className="rounded-card border border-line bg-white/70 p-5">
      <legend className="px-2 font-serif text-xl font-semibold">
        Day {index + 1}: {dayLabel(date)}
      </legend>
      <DayCapacityNote day={model.capacity[date]} sentWithRequest={model.waitlistOnly} atDesk={model.atDesk} />
      <SelectField id={`service-${date}`} label="Service *" labelClassName={LABEL} large value={choice.services} onChange={(e) => model.setDay(date, { services: e.target.value })} error={errors[`${prefix}.services`]}>
        <option value="">Select a service</option>
        {(["Women", "Men", "Youth"] as const).map((category) => (
          <optgroup key={category} label={CATEGORY_HEADINGS[category]}>
            {mainServices
              .filter((s) => s.category === category)
              .map((s) => (
                <option key={s._id} value={s._id}>
                  {s.title} — {formatPrice(s.price)}
                </option>
              ))}
          </optgroup>
        ))}
      </SelectField>
      <CheckboxGroup
        id={`styles-${date}`}
        name={`danceStyle-${date}`}
        className="mt-5"
        legend="Dance styles *"
        optionsClassName="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4"
        optionClassName={OPTION}
        inputClassName={BOX}
        options={choices.styles.map(({ value, label }) => ({ value, label }))}
        selected={choice.danceStyle}
        onChange={(styles) => model.setDay(date, { danceStyle: styles as DanceStyleName[] })}
        error={errors[`${prefix}.danceStyle`]}
      />
      {extras.length ? (
        <CheckboxGroup
          id={`extras-${date}`}
          name={`additionalServices-${date}`}
          className="mt-5"
          legend="Additional services"
          optionsClassName="mt-2 grid gap-2 sm:grid-cols-2"
          optionClassName={OPTION}
          inputClassName={BOX}
          options={extras.map((s) => ({ value: s._id, label: `${s.title} (${formatPrice(s.price)})` }))}
          selected={choice.additionalServices}
          onChange={(additionalServices) => model.setDay(date, { additionalServices })}
          error={Object.entries(errors).find(([key]) => key.startsWith(`${prefix}.additionalServices`))?.[1]}
        />
      ) : null}
      {/* Offered only where someone works the evening before (kept while ticked, so it can be unticked). */}
      {model.capacity[date]?.eveningBefore || choice.hairEveningBefore ? (
      <div className="mt-5">
        <label className={OPTION}>
          <input type="checkbox" id={`eveningBefore-${date}`} name={`hairEveningBefore-${date}`} className={BOX} checked={Boolean(choice.hairEveningBefore)} onChange={(e) => model.setDay(date, { hairEveningBefore: e.target.checked })} aria-describedby={`eveningBefore-${date}-hint`} />
          {HAIR_EVENING_BEFORE_CHOICE}
        </label>
        <p id={`eveningBefore-${date}-hint`} className="mt-1 text-sm text-muted">
          Her hair is done the night before this day, where the studio works that evening. Not for an evening session: that is &ldquo;Hair at night&rdquo; below.
        </p>
      </div>
      ) : null}
    </fieldset>
  );
}
