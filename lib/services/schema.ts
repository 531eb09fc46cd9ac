import { z } from "zod";

export const serviceCategorySchema = z.enum(["Women", "Men", "Youth", "Additional"], { message: "Category must be Women, Men, Youth or Additional" });

// A numeric string from a form field is accepted; a blank one is not a price.
export const servicePriceSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
  z
    .number({ message: "Price must be a number" })
    .finite("Price must be a number")
    .min(0, "Price cannot be negative")
    .max(99_999_999.99, "Price is too large")
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, "Price can have at most 2 decimals"),
);

const serviceFields = {
  title: z.string({ message: "Title must be text" }).trim().max(200, "Title is too long"),
  price: servicePriceSchema,
  time: z.string({ message: "Time must be text" }).trim().max(100, "Time is too long"),
  note: z.string({ message: "Note must be text" }).trim().max(2000, "Note is too long"),
  category: serviceCategorySchema,
};

/** New-service defaults: empty title, price 0, empty time and note, category Women. */
export const NEW_SERVICE_DEFAULTS = { title: "", price: 0, time: "", note: "", category: "Women" } as const;

export const serviceInputSchema = z.object({
  title: serviceFields.title.default(NEW_SERVICE_DEFAULTS.title),
  price: servicePriceSchema.default(NEW_SERVICE_DEFAULTS.price),
  time: serviceFields.time.default(NEW_SERVICE_DEFAULTS.time),
  note: serviceFields.note.default(NEW_SERVICE_DEFAULTS.note),
  category: serviceFields.category.default(NEW_SERVICE_DEFAULTS.category),
});

export type ServiceInput = z.infer<typeof serviceInputSchema>;

/** A PUT changes only the fields it names; absent fields keep their stored values. */
export const serviceUpdateSchema = z.object(serviceFields).partial();
export type ServiceUpdate = z.infer<typeof serviceUpdateSchema>;
