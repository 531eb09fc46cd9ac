// What staff choose when inviting clients to a competition, and a customer's "Tell me about new competitions".
import "@/lib/validation/zod-browser";
import { z } from "zod";
import { isDateOnly } from "@/lib/time/days";

const day = z.string().refine(isDateOnly, "Must be a date like 2026-12-04");

/**
 * Who is invited: the clients who danced at this competition's previous edition ("last_year"), or at any
 * competition in a state and/or period ("chosen"). Only a client who agreed to hear about new competitions is.
 */
export const invitationAudienceSchema = z.discriminatedUnion("source", [
  z.object({ source: z.literal("last_year") }),
  z.object({
    source: z.literal("chosen"),
    state: z.string().trim().max(40).default(""),
    from: day.optional(),
    to: day.optional(),
  }),
]);
export type InvitationAudience = z.infer<typeof invitationAudienceSchema>;

/** The customer's choice on the private or family page. */
export const marketingConsentSchema = z.object({ consent: z.boolean() });

/** RFC 8058's one-click body (a mail client's POST); a POST without it unsubscribes too (the page's button). */
export const oneClickUnsubscribeSchema = z.object({ "List-Unsubscribe": z.literal("One-Click").optional() }).passthrough();
