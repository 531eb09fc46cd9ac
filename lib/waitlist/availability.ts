// Where the waiting list learns who works a day and the venue's chairs. Without a source, every day is
// unstaffed (every assignable stylist, no chair limit): never full, as before staffing existed.
import "server-only";
import type { AvailabilitySource } from "./day";

export const defaultAvailability: AvailabilitySource | undefined = undefined;
