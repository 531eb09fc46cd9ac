// Sign-in and password input, shared by the forms and the routes that take it.
import { z } from "zod";

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

export const loginSchema = z.object({
  email: z.string({ message: "Email is required" }).trim().min(1, "Email is required").max(254).email("Please enter a valid email address"),
  password: z.string({ message: "Password is required" }).min(1, "Password is required").max(1024),
});

/** The one password rule: for a new user and for a password reset. */
export const newPasswordSchema = z
  .string({ message: "Password is required" })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** "Forgot password?" on the sign-in page. */
export const forgotPasswordSchema = loginSchema.pick({ email: true });

/** The reset page: the link's token and the new password (typed twice in the form; the API takes it once). */
export const resetPasswordSchema = z.object({
  token: z.string().min(1).max(100),
  password: newPasswordSchema,
});
