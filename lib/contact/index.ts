// Contact messages: stored first, then the studio's notification goes through the outbox, in the
// same transaction, so a message is never lost and never notified twice.
import "server-only";
import { prisma } from "@/lib/db/client";
import { studio } from "@/lib/env";
import { NotFoundError } from "@/lib/errors";
import { enqueueEmail } from "@/lib/notify";
import { contactNotificationEmail } from "@/lib/notify/templates/contact-notification";
import { CONTACT_MESSAGE_SELECT as SELECT, toContactMessageDto as toDto, type ContactMessageDto } from "./dto";
import type { ContactMessageInput } from "./schema";

export const CONTACT_NOTIFICATION_KIND = "contact-notification";

/** Stores the message and queues the studio's notification. The captcha is checked before, by the public submission flow. */
export async function submitContactMessage(input: ContactMessageInput, meta: { ip?: string } = {}): Promise<{ id: string; emailId: string }> {
  const result = await prisma.$transaction(async (tx) => {
    const message = await tx.contactMessage.create({
      data: { fullName: input.fullName, emailAddress: input.emailAddress, phone: input.phone, message: input.message, ip: meta.ip ?? null },
    });
    const email = contactNotificationEmail(message);
    const queued = await enqueueEmail({ kind: CONTACT_NOTIFICATION_KIND, entityId: message.id, to: studio.email, replyTo: message.emailAddress, ...email }, tx);
    return { id: message.id, emailId: queued.id };
  });
  return result;
}

/** Newest first. */
export async function listContactMessages({ limit = 100, handled }: { limit?: number; handled?: boolean } = {}): Promise<ContactMessageDto[]> {
  const rows = await prisma.contactMessage.findMany({
    where: handled === undefined ? {} : { handledAt: handled ? { not: null } : null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: SELECT,
  });
  return rows.map(toDto);
}

export async function setContactMessageHandled(id: string, handled: boolean): Promise<ContactMessageDto> {
  const existing = await prisma.contactMessage.findUnique({ where: { id }, select: { handledAt: true } });
  if (!existing) throw new NotFoundError("Message not found");
  // Marking an already handled message again keeps the original time.
  const handledAt = handled ? (existing.handledAt ?? new Date()) : null;
  return toDto(await prisma.contactMessage.update({ where: { id }, data: { handledAt }, select: SELECT }));
}

/** For the admin home: messages nobody has marked handled yet. */
export async function countOpenContactMessages(): Promise<number> {
  return prisma.contactMessage.count({ where: { handledAt: null } });
}
