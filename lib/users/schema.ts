import { z } from "zod";
import { ALL_PERMISSIONS } from "@/lib/auth/permission-names";
import { PASSWORD_MAX, PASSWORD_MIN } from "@/lib/auth/password-policy";

export const loginSchema = z.object({
  email: z.string({ message: "Email is required" }).trim().min(1, "Email is required").max(254).email("Please enter a valid email address"),
  password: z.string({ message: "Password is required" }).min(1, "Password is required").max(1024),
});

const name = (label: string) => z.string({ message: `${label} is required` }).trim().min(1, `${label} is required`).max(100, `${label} is too long`);

export const userBaseSchema = z.object({
  firstName: name("First name"),
  lastName: name("Last name"),
  email: z.string({ message: "Email is required" }).trim().toLowerCase().min(1, "Email is required").max(254).email("Please enter a valid email address"),
  role: z.enum(["user", "admin"]).default("user"),
  permissions: z.array(z.enum(ALL_PERMISSIONS)).max(ALL_PERMISSIONS.length).default(["view_bookings"]),
  accountStatus: z.enum(["active", "suspended", "inactive"]).default("active"),
  isAdministrator: z.boolean().default(false),
});

/** The one password rule: for a new user and for a password reset. */
export const newPasswordSchema = z
  .string({ message: "Password is required" })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const createUserSchema = userBaseSchema.extend({ password: newPasswordSchema });

/** "Forgot password?" on the sign-in page. */
export const forgotPasswordSchema = loginSchema.pick({ email: true });

/** The reset page: the link's token and the new password (typed twice in the form; the API takes it once). */
export const resetPasswordSchema = z.object({
  token: z.string().min(1).max(100),
  password: newPasswordSchema,
});

/** PUT carries the same fields without password; a password field is refused rather than ignored. */
export const updateUserSchema = userBaseSchema.extend({ password: z.never({ message: "Passwords cannot be changed here" }).optional() });

export type CreateUserInput = z.infer<typeof createUserSchema>;
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const usersQuerySchema = z.object({ isAdministrator: z.enum(["true", "false"]).optional() });
