// The desk's cash count at the close of a day: stored with what the sheet expected then, who and when.
import "server-only";
import { prisma } from "@/lib/db/client";
import { fromDateOnly } from "@/lib/time/days";
import type { CloseDayDto } from "./dto";
import { closeDay, expectedCash } from "./close-day";
import type { CashCountInput } from "./schema";

export async function recordCashCount(eventId: string, input: CashCountInput, actor: { id: string; firstName: string; lastName: string }): Promise<CloseDayDto> {
  const expectedCents = await expectedCash(eventId, input.date);
  await prisma.cashCount.create({
    data: { eventId, date: fromDateOnly(input.date), countedCents: input.countedCents, expectedCents, note: input.note, countedById: actor.id, countedByName: `${actor.firstName} ${actor.lastName}`.trim() },
  });
  return closeDay(eventId, input.date);
}
