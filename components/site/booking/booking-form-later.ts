// The booking form's parts that are not on screen when the page loads, as one chunk of their own
// (loaded by booking-form-parts.ts): each chosen day's section, the error box and the answer card.
export { BookingErrorBox } from "./booking-error-box";
export { BookingThanks } from "./booking-thanks";
export { DayFields } from "./day-fields";
