import { z } from "zod";

export const outboxListQuerySchema = z.object({
  status: z.enum(["pending", "sending", "sent", "failed"]).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
  /** "Not delivered": failed sends, bounces and delayed deliveries. */
  delivery: z.enum(["not-delivered"]).optional(),
});
