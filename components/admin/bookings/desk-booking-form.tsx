"use client";
// "New booking" at the desk: the public form's sections and rules (no captcha), how the booking came
// in, each slot's stylist and times (Edit Booking's slot fields), and which emails go to the customer now.
import { BookingErrorBox } from "@/components/site/booking/booking-error-box";
import { CompetitionFields } from "@/components/site/booking/competition-fields";
import { DancerFields } from "@/components/site/booking/dancer-fields";
import { DayFields } from "@/components/site/booking/day-fields";
import { BOX, OPTION } from "@/components/site/booking/booking-form-styles";
import { bookingChoices } from "@/components/site/booking/booking-choices";
import type { BookingEventOption, BookingServiceOption } from "@/components/site/booking/booking-form-model";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field";
import { BOOKING_CHANNEL_LABELS, DESK_CHANNELS } from "@/lib/bookings/dto";
import type { StaffDto } from "@/lib/users/dto";
import { SlotFields } from "./slot-fields";
import { useDeskBooking, type DeskBookingModel, type DeskBookingStart } from "./use-desk-booking";

interface Props {
  events: BookingEventOption[];
  services: BookingServiceOption[];
  staff: StaffDto[];
  stylists: string[];
  phone: string;
  start: DeskBookingStart;
  minutesByTitle: Record<string, number>;
  /** Who the form was opened for ("Book again for Mia Novak"), when it was. */
  forClient?: string;
}

const NO_BOOKED = new Map<string, number>();
const CHOICES = bookingChoices();

export function DeskBookingForm({ events, services, staff, stylists, phone, start, minutesByTitle, forClient }: Props) {
  const desk = useDeskBooking({ events, services, staff, start, minutesByTitle });
  const { formRef, summaryRef, thanksRef: _unused, ...model } = desk.form;
  const mainServices = services.filter((s) => s.category !== "Additional");
  const extras = services.filter((s) => s.category === "Additional");
  return (
    <form ref={formRef} onSubmit={model.submit} noValidate className="space-y-8" aria-busy={model.status === "submitting"} aria-describedby="desk-booking-help">
      <p id="desk-booking-help" className="text-sm text-muted">
        {forClient ? `Booking again for ${forClient}: their last booking's choices are filled in; choose the competition and days. ` : ""}
        Fields marked * are required, as on the public form; no CAPTCHA at the desk.
      </p>
      <BookingErrorBox summary={model.summary} failure={model.failure} boxRef={summaryRef} />
      <ChannelFields desk={desk} />
      <CompetitionFields model={model} events={events} phone={phone} choices={CHOICES} />
      {model.selectedDays.map((date, index) => (
        <div key={date} className="space-y-3">
          <DayFields model={model} date={date} index={index} mainServices={mainServices} extras={extras} choices={CHOICES} />
          {desk.slots.map((slot, slotIndex) =>
            slot.date === date ? (
              <SlotFields key={`${slot.date}|${slot.service}`} slot={slot} index={slotIndex} staff={staff} bookedThatDay={NO_BOOKED} problems={desk.slotProblems[slotIndex] ?? {}} endFilled={false} onChange={desk.changeSlot} />
            ) : null,
          )}
        </div>
      ))}
      <DancerFields model={model} stylists={stylists} />
      <NotifyFields desk={desk} error={model.errors["notify.confirmation"]} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={model.status === "submitting"}>
        {model.status === "submitting" ? "Saving…" : "Save booking"}
      </Button>
    </form>
  );
}

function ChannelFields({ desk }: { desk: DeskBookingModel }) {
  return (
    <fieldset>
      <legend className="mb-2 font-serif text-2xl font-semibold">How it came in *</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {DESK_CHANNELS.map((channel) => (
          <label key={channel} className={OPTION}>
            <input type="radio" name="channel" value={channel} className={BOX} checked={desk.channel === channel} onChange={() => desk.setChannel(channel)} />
            {BOOKING_CHANNEL_LABELS[channel]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function NotifyFields({ desk, error }: { desk: DeskBookingModel; error?: string }) {
  const { notify, setNotify } = desk;
  return (
    <fieldset id="notify.confirmation" aria-describedby={error ? "notify.confirmation-error" : undefined}>
      <legend className="mb-2 font-serif text-2xl font-semibold">Email the customer now</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <label className={OPTION}>
          <input type="checkbox" name="notifyReceipt" className={BOX} checked={notify.receipt} onChange={(e) => setNotify({ ...notify, receipt: e.target.checked })} />
          The receipt (what was requested, with their private link)
        </label>
        <label className={OPTION}>
          <input type="checkbox" name="notifyConfirmation" className={BOX} checked={notify.confirmation} onChange={(e) => setNotify({ ...notify, confirmation: e.target.checked })} />
          The confirmation (needs every slot&apos;s stylist and times)
        </label>
      </div>
      <FieldError id="notify.confirmation" error={error} />
    </fieldset>
  );
}
