import { z } from "zod";
import { ALL_PERMISSIONS } from "@/lib/auth/dto";
import { newPasswordSchema } from "@/lib/auth/schema";

const name = (label: string) => z.string({ message: `${label} is required` }).trim().min(1, `${label} is required`).max(100, `${label} is too long`);

export const userBaseSchema = z.object({
  firstName: name("First name"),
  lastName: name("Last name"),
  email: z.string({ message: "Email is required" }).trim().toLowerCase().min(1, "Email is required").max(254).email("Please enter a valid email address"),
  role: z.enum(["user", "admin"]).default("user"),
  permissions: z.array(z.enum(ALL_PERMISSIONS)).max(ALL_PERMISSIONS.length).default(["view_bookings"]),
  accountStatus: z.enum(["active", "suspended", "inactive"]).default("active"),
  isAdministrator: z.boolean().default(false),
  bookable: z.boolean().default(true),
  /** The services she performs (Service ids); empty = every service. Left out on an update: unchanged. */
  serviceIds: z.array(z.string().trim().min(1).max(64)).max(500, "Too many services").optional(),
});

export const createUserSchema = userBaseSchema.extend({ password: newPasswordSchema });

/** PUT carries the same fields without password; a password field is refused rather than ignored. */
export const updateUserSchema = userBaseSchema.extend({ password: z.never({ message: "Passwords cannot be changed here" }).optional() });

export type CreateUserInput = z.infer<typeof createUserSchema>;
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const usersQuerySchema = z.object({ isAdministrator: z.enum(["true", "false"]).optional() });
