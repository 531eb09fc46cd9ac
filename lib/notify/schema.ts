import { z } from "zod";

export const outboxListQuerySchema = z.object({
  status: z.enum(["pending", "sending", "sent", "failed", "dropped"]).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
  /** "Not delivered": failed sends, bounces and delayed deliveries. */
  delivery: z.enum(["not-delivered"]).optional(),
  /** With `page`: that page of `pageSize` (default 20), totals in X-Total-Count / X-Total-Pages. */
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

// Texts: day-of texts on a booking, Inbox replies, a phone number in a path, the private page's consent.
export * from "./sms/schema";
