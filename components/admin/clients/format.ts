// Dates on the client screens, through lib/time's formatters: a day in the long 'MMMM Do, YYYY' style ("March 7th, 2027")
// and an instant in the studio's zone.
import { formatAdminInstant, formatEventDateRange } from "@/lib/time/browser";

export const formatDayLong = (day: string) => formatEventDateRange(day, day);
export const formatInstant = (iso: string, timeZone: string) => formatAdminInstant(iso, timeZone);
