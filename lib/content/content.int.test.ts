import { beforeEach, describe, expect, it } from "vitest";
import { readEditablePage, writeEditablePage } from "@/lib/content";
import { emptyPage } from "@/lib/content/schema";
import { ValidationError } from "@/lib/errors";
import { resetDatabase, testPrisma } from "@/tests/support/db";

beforeEach(resetDatabase);

const home = { homepageQuote: "<p><em>Dance</em> in style</p>", instagram: "https://instagram.com/studio", facebook: "" };

const about = () => ({ ...emptyPage("page_about"), person1Name: "Marisol", person1Bio: "<p>Bio <strong>one</strong></p>" });

async function validationFields(promise: Promise<unknown>): Promise<Record<string, string>> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ValidationError);
  return (error as ValidationError).fields ?? {};
}

describe("editable pages", () => {
  it("reads every key as an empty string before anything is stored", async () => {
    expect(await readEditablePage("page_services")).toEqual(emptyPage("page_services"));
    expect(Object.keys(await readEditablePage("page_about"))).toHaveLength(12);
  });

  it("round-trips a page sent as a JSON string or as an object", async () => {
    await writeEditablePage("page_home", JSON.stringify(home));
    expect(await readEditablePage("page_home")).toEqual(home);
    await writeEditablePage("page_about", about());
    expect(await readEditablePage("page_about")).toMatchObject({ person1Name: "Marisol", person1Bio: "<p>Bio <strong>one</strong></p>", person2Name: "" });
  });

  it("sanitises every rich-text field on save and leaves plain-text fields as text", async () => {
    const xss = '<p>ok</p><img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">x</a><svg onload=alert(1)></svg>';
    const services = Object.fromEntries(Object.keys(emptyPage("page_services")).map((k) => [k, xss]));
    const saved = await writeEditablePage("page_services", services);
    for (const field of ["servicesDescription", "servicesPayments", "servicesBookingPolicy", "servicesCancellationPolicy", "servicesGeneralPolicy"]) {
      expect(saved[field]).toBe('<p>ok</p><a rel="noopener noreferrer">x</a>');
    }
    // Plain-text fields are rendered by React as text, so they are stored as typed.
    expect(saved.servicesPolicyFooter).toBe(xss);
    const row = await testPrisma().pageContent.findUnique({ where: { key: "page_services" } });
    expect((row?.content as Record<string, string>).servicesGeneralPolicy).not.toMatch(/onerror|<script|javascript:|onload/);

    const aboutSaved = await writeEditablePage("page_about", { ...about(), person2Bio: xss, person3Bio: xss });
    expect(aboutSaved.person2Bio).toBe('<p>ok</p><a rel="noopener noreferrer">x</a>');
    expect(aboutSaved.person3Bio).toBe('<p>ok</p><a rel="noopener noreferrer">x</a>');
    const homeSaved = await writeEditablePage("page_home", { ...home, homepageQuote: xss });
    expect(homeSaved.homepageQuote).toBe('<p>ok</p><a rel="noopener noreferrer">x</a>');
  });

  it("refuses unknown keys by name and stores nothing", async () => {
    const fields = await validationFields(writeEditablePage("page_home", { ...home, tagline: "x" }));
    expect(fields).toEqual({ tagline: "Unknown field" });
    expect(await testPrisma().pageContent.count()).toBe(0);
  });

  it("refuses wrong types, missing keys and non-object content", async () => {
    expect(await validationFields(writeEditablePage("page_home", { ...home, instagram: 42 }))).toHaveProperty("instagram");
    expect(await validationFields(writeEditablePage("page_home", { homepageQuote: "<p>x</p>" }))).toHaveProperty("instagram");
    expect(await validationFields(writeEditablePage("page_home", "not json"))).toEqual({ content: "Must be a JSON object" });
    expect(await validationFields(writeEditablePage("page_home", "[1,2]"))).toEqual({ content: "Must be a JSON object" });
    expect(await validationFields(writeEditablePage("page_home", null))).toEqual({ content: "Must be a JSON object" });
  });

  it("accepts only https social links", async () => {
    expect(await validationFields(writeEditablePage("page_home", { ...home, instagram: "javascript:alert(1)" }))).toEqual({ instagram: "Must be an https:// link" });
    expect(await validationFields(writeEditablePage("page_home", { ...home, facebook: "http://facebook.com/x" }))).toEqual({ facebook: "Must be an https:// link" });
  });

  it("limits field lengths", async () => {
    const fields = await validationFields(writeEditablePage("page_about", { ...about(), person1Name: "x".repeat(121) }));
    expect(fields.person1Name).toMatch(/at most 120/);
  });
});
