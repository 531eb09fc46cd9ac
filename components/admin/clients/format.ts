// Dates on the client screens: "YYYY-MM-DD" → "March 7th, 2027"; an instant → the studio-zone date and time.
import { format } from "date-fns";

export function formatDayLong(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  if (!y || !m || !d) return day;
  return format(new Date(y, m - 1, d), "MMMM do, yyyy");
}

export const formatInstant = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
