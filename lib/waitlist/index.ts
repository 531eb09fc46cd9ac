// The waiting list per competition day and how full a day is (server-only; client code imports dto.ts / schema.ts).
import "server-only";
export { daysCapacity, getEventCapacity } from "./event-capacity";
export { requestAnotherDay, requestAppointment } from "./public-request";
export { getWaitlistDay, joinWaitlist, joinWaitlistFromBooking, removeWaitlistEntry, reorderWaitlist } from "./entries";
export { acceptOffer, getOffer, offerFreedPlace, offerPlacesFreedByBooking, runWaitlistTick, OFFER_GONE } from "./offers";
export { readCompetitionDay, type AvailabilitySource } from "./day";
