// The dance levels and styles the booking form offers, with their labels: built where lib/bookings/dto is
// at hand (the booking page on the server, the desk's form) and handed to the form, so the public
// form's browser code does not load that module (with it came the slot, heat-time and time-zone code).
import { DANCE_LEVELS, DANCE_LEVEL_LABELS, DANCE_STYLES, DANCE_STYLE_LABELS } from "@/lib/bookings/dto";
import type { BookingChoices } from "./booking-form-model";

export function bookingChoices(): BookingChoices {
  return {
    levels: DANCE_LEVELS.map((value) => ({ value, label: DANCE_LEVEL_LABELS[value] })),
    styles: DANCE_STYLES.map((value) => ({ value, label: DANCE_STYLE_LABELS[value] })),
  };
}
