// Days as the integration tests write them: counted from today in the studio zone (at 01:00 UTC it is
// still yesterday in New York), so a test's competition is open for booking whenever it runs.
import { fromDateOnly, studioToday } from "@/lib/time";

const today = fromDateOnly(studioToday());

/** "YYYY-MM-DD", `offset` days from today (studio zone). */
export const iso = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
