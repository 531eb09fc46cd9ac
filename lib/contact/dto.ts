// What the Inbox shows of a contact message: client-safe type and mapper; and the limits and messages the
// contact form renders (without zod: the schema loads only once the visitor starts on the form).
import type { Prisma } from "@/lib/generated/prisma/client";

export { CONTACT_LIMITS, REQUIRED_CONTACT_FIELDS, REQUIRED_FIELDS_MESSAGE } from "./limits";

export interface ContactMessageDto {
  _id: string;
  fullName: string;
  emailAddress: string;
  phone: string;
  message: string;
  handled: boolean;
  handledAt: string | null;
  createdAt: string;
}

export const CONTACT_MESSAGE_SELECT = { id: true, fullName: true, emailAddress: true, phone: true, message: true, handledAt: true, createdAt: true } as const satisfies Prisma.ContactMessageSelect;

export function toContactMessageDto(row: Prisma.ContactMessageGetPayload<{ select: typeof CONTACT_MESSAGE_SELECT }>): ContactMessageDto {
  return {
    _id: row.id,
    fullName: row.fullName,
    emailAddress: row.emailAddress,
    phone: row.phone,
    message: row.message,
    handled: row.handledAt !== null,
    handledAt: row.handledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
