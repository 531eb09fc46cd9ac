// Where the waiting list learns who works a day and the venue's chairs: the availability module. One
// seam, so the waiting list's tests can stage a staffed day without the staffing screens.
import "server-only";
import { getDayAvailability } from "@/lib/availability";
import type { AvailabilitySource } from "./day";

export const defaultAvailability: AvailabilitySource = (eventId, date, db) => getDayAvailability(eventId, date, db);
