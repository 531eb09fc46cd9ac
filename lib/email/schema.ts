import { z } from "zod";

export const outboxListQuerySchema = z.object({
  status: z.enum(["pending", "sending", "sent", "failed"]).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
