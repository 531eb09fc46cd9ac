// "Hair done the evening before" is offered only for a day whose evening before someone works (the night
// window): the form shows it only there, and a request or heat-time save that ticks it elsewhere is refused.
import "server-only";
import { prisma } from "@/lib/db/client";
import { ValidationError } from "@/lib/errors";
import { getDayAvailability, worksEveningBefore, type AvailabilityDb } from "@/lib/availability";
import { hairEveningBeforeLabel } from "./hair-at-night";

/** "Hair the evening before (Fri, Dec 18) is not offered: no stylist works that evening." */
export const noEveningBeforeMessage = (date: string) => `${hairEveningBeforeLabel(date)} is not offered: no stylist works that evening. Her hair can be done on the morning of the day.`;

/**
 * Refuses (400, a field per day) the evening-before choice on days whose evening before nobody works.
 * `days[i].field` names the form field; no database read when no day asks for it.
 */
export async function refuseUnstaffedEveningBefore(eventId: string, days: readonly { date: string; field: string }[], db: AvailabilityDb = prisma): Promise<void> {
  if (!days.length) return;
  const fields: Record<string, string> = {};
  for (const day of days) if (!worksEveningBefore(await getDayAvailability(eventId, day.date, db))) fields[day.field] = noEveningBeforeMessage(day.date);
  const refused = Object.values(fields);
  if (refused.length) throw new ValidationError(refused.length === 1 ? refused[0] : "Hair done the evening before is not offered on some days: no stylist works those evenings.", fields);
}
