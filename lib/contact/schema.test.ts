import { describe, expect, it } from "vitest";
import { contactMessageSchema } from "./schema";

const valid = { fullName: "Ana Lima", emailAddress: "ana@example.org", phone: "+1 (555) 123-4567", message: "", captchaToken: "dev-captcha-token" };
const fieldErrors = (input: unknown) => {
  const result = contactMessageSchema.safeParse(input);
  // The first message per field, as the API reports it (lib/validation/field-errors.ts).
  return result.success ? {} : Object.fromEntries(result.error.issues.toReversed().map((i) => [i.path.join("."), i.message]));
};

describe("contact form schema", () => {
  it("trims, makes the message optional and drops a null captcha", () => {
    expect(contactMessageSchema.parse({ ...valid, fullName: "  Ana  ", emailAddress: " a@b.co ", message: undefined, captchaToken: null })).toEqual({
      fullName: "Ana",
      emailAddress: "a@b.co",
      phone: "+1 (555) 123-4567",
      message: "",
      captchaToken: undefined,
    });
  });

  it("requires name, email and phone", () => {
    expect(fieldErrors({ ...valid, fullName: "   ", emailAddress: "", phone: undefined })).toEqual({
      fullName: "Full name is required",
      emailAddress: "Email is required",
      phone: "Phone is required",
    });
  });

  it("wants a real email and phone number, and caps lengths", () => {
    expect(fieldErrors({ ...valid, emailAddress: "not-an-email" })).toEqual({ emailAddress: "Please enter a valid email address" });
    expect(fieldErrors({ ...valid, phone: "call me" })).toEqual({ phone: "Please enter a valid phone number" });
    expect(fieldErrors({ ...valid, phone: "12345" })).toEqual({ phone: "Please enter a valid phone number" });
    expect(fieldErrors({ ...valid, phone: "555-123-4567 ext. 12" })).toEqual({});
    expect(fieldErrors({ ...valid, fullName: "x".repeat(101) })).toEqual({ fullName: "Full name must be at most 100 characters" });
    expect(fieldErrors({ ...valid, message: "x".repeat(5001) })).toEqual({ message: "Message must be at most 5000 characters" });
  });

  it("refuses control characters but keeps line breaks in the message", () => {
    expect(fieldErrors({ ...valid, fullName: "Ana\r\nBcc: x@y.z" })).toEqual({ fullName: "Full name cannot contain control characters" });
    expect(fieldErrors({ ...valid, message: "line 1\r\nline 2\ttabbed" })).toEqual({});
    expect(fieldErrors({ ...valid, message: "bell\u0007" })).toEqual({ message: "Message cannot contain control characters" });
  });
});
