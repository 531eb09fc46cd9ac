// Inputs of the client screens and API: one zod schema per request, shared by forms and handlers.
import { z } from "zod";

import { CLIENT_NOTE_KINDS, CLIENT_NOTE_MAX } from "./dto";

export { CLIENT_NOTE_KINDS, CLIENT_NOTE_LABELS, CLIENT_NOTE_MAX, type ClientNoteKind } from "./dto";

/** The endpoint refuses note bodies over 16 KB with 413. */
export const CLIENT_NOTE_MAX_BODY_BYTES = 16 * 1024;

const id = z.string().trim().min(1, "Required").max(64, "Invalid id");

export const clientListQuerySchema = z.object({
  q: z.string().trim().max(100, "At most 100 characters").default(""),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;

export const clientNoteSchema = z.object({
  kind: z.enum(CLIENT_NOTE_KINDS, { message: "Choose hair, makeup, allergies or notes" }),
  body: z.string().trim().min(1, "Write the note").max(CLIENT_NOTE_MAX, `At most ${CLIENT_NOTE_MAX} characters`),
});
export type ClientNoteInput = z.infer<typeof clientNoteSchema>;

export const mergeClientsSchema = z.object({ intoClientId: id });
export const moveBookingSchema = z.object({ bookingId: id });
export const eraseClientSchema = z.object({ confirm: z.literal("ERASE", { message: 'Type ERASE to confirm' }) });
export const clientSettingsSchema = z.object({
  retentionYears: z.number().int().min(1, "At least 1 year").max(50, "At most 50 years").nullable(),
});
export type ClientSettingsInput = z.infer<typeof clientSettingsSchema>;
export const clientIdSchema = id;
export const proposalIdSchema = id;
export const proposalDecisionSchema = z.object({ decision: z.enum(["accept", "ignore"], { message: "Choose accept or ignore" }) });
export type ProposalDecision = z.infer<typeof proposalDecisionSchema>["decision"];
