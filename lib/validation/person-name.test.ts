import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bookingRequestSchema, PERSON_NAME_FIELDS } from "@/lib/bookings/schema";
import { contactMessageSchema } from "@/lib/contact/schema";
import { containsLinkOrAddress, nameCharactersMessage, nameLinkMessage, personName } from "./person-name";

const name = personName(z.string().trim(), "Name");
const messageFor = (value: string) => {
  const result = name.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
};

describe("a name that contains a link or an address is refused", () => {
  it.each(["http://evil.example", "Visit https://x.io now", "www.prizes", "ana@example.com", "claim at example.com", "Ana win-big.net", "site.ru", "EVIL.COM", "x.co"])("%s", (value) => {
    expect(containsLinkOrAddress(value)).toBe(true);
    expect(messageFor(value)).toBe(nameLinkMessage("Name"));
  });
});

describe("real names of any script stay allowed", () => {
  it.each(["Sofia", "María-José", "O'Brien", "D’Angelo", "J. R. Smith", "St. John", "Jean-Luc Picard Jr.", "Zoë", "Łukasz", "Анна", "王小明", "محمد", "Nguyễn Thị", "Louis XIV", "Anna 2", ""])("%s", (value) => {
    expect(messageFor(value)).toBeNull();
  });
});

describe("other characters are refused with a clear message", () => {
  it.each(["<b>Ana</b>", "Ana/Maria", "Ana: hi", "Ana_Maria", "Ana (Mom)"])("%s", (value) => {
    expect(messageFor(value)).toBe(nameCharactersMessage("Name"));
  });
});

describe("the public forms apply the rule to every name field", () => {
  const booking = {
    competition: "c1",
    danceLevel: "amateur",
    selectedEventDays: ["2026-12-04"],
    dayDetails: [{ date: "2026-12-04", services: "s1", danceStyle: ["latin"], additionalServices: [] }],
    isParentOrGuardian: true,
    parentFirstName: "Maria",
    parentLastName: "Lopez",
    firstName: "Sofia",
    lastName: "Lopez",
    email: "sofia@example.net",
    phoneNumber: "555-0100",
    hairAtNight: "no",
    captchaToken: "dev-captcha-token",
  };

  it("booking: competitor and parent names", () => {
    expect(bookingRequestSchema.safeParse(booking).success).toBe(true);
    for (const field of ["firstName", "lastName", "parentFirstName", "parentLastName"] as const) {
      const result = bookingRequestSchema.safeParse({ ...booking, [field]: "Go to www.win-prizes.example" });
      expect(result.success, field).toBe(false);
      expect(result.error!.issues.find((i) => i.path[0] === field)?.message, field).toBe(nameLinkMessage(PERSON_NAME_FIELDS[field]));
    }
  });

  it("contact: full name", () => {
    const contact = { fullName: "Ana Li", emailAddress: "ana@example.net", phone: "555-010-0100", message: "Hello", captchaToken: "dev-captcha-token" };
    expect(contactMessageSchema.safeParse(contact).success).toBe(true);
    const result = contactMessageSchema.safeParse({ ...contact, fullName: "Claim your prize: https://evil.example" });
    expect(result.success).toBe(false);
    expect(result.error!.issues.find((i) => i.path[0] === "fullName")?.message).toBe(nameLinkMessage("Full name"));
  });

  it("an emoji in a name is refused with a message that names the field", () => {
    const dancer = bookingRequestSchema.safeParse({ ...booking, firstName: "Sofia 💃" });
    expect(dancer.error!.issues.find((i) => i.path[0] === "firstName")?.message).toBe("Dancer's first name: Please use only letters, numbers, spaces, apostrophes, hyphens and dots.");
    const parent = bookingRequestSchema.safeParse({ ...booking, parentLastName: "Lopez 🌹" });
    expect(parent.error!.issues.find((i) => i.path[0] === "parentLastName")?.message).toBe("Parent's last name: Please use only letters, numbers, spaces, apostrophes, hyphens and dots.");
    const contact = contactMessageSchema.safeParse({ fullName: "Ana 😀", emailAddress: "ana@example.net", phone: "555-010-0100", message: "Hello", captchaToken: "dev-captcha-token" });
    expect(contact.error!.issues.find((i) => i.path[0] === "fullName")?.message).toBe("Full name: Please use only letters, numbers, spaces, apostrophes, hyphens and dots.");
  });
});
