import { z } from "zod";

export const serviceCategorySchema = z.enum(["Women", "Men", "Youth", "Additional"]);

export const servicePriceSchema = z.coerce
  .number({ message: "Price must be a number" })
  .min(0, "Price cannot be negative")
  .max(99_999_999.99, "Price is too large")
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, "Price can have at most 2 decimals");

export const serviceInputSchema = z.object({
  title: z.string().trim().max(200, "Title is too long").default(""),
  price: servicePriceSchema.default(0),
  time: z.string().trim().max(100, "Time is too long").default(""),
  note: z.string().trim().max(2000, "Note is too long").default(""),
  category: serviceCategorySchema.default("Women"),
});

export type ServiceInput = z.infer<typeof serviceInputSchema>;
export const serviceUpdateSchema = serviceInputSchema.partial();
