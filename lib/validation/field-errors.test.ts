import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrorsFromIssues } from "./field-errors";

describe("fieldErrorsFromIssues", () => {
  const schema = z.object({ name: z.string().min(2, "Name is too short").regex(/^[A-Z]/, "Capital first"), days: z.array(z.object({ time: z.string().min(1, "Time required") })) });

  it("keeps the first message per field, keyed by the dotted path", () => {
    const result = schema.safeParse({ name: "a", days: [{ time: "" }] });
    expect(result.success).toBe(false);
    expect(fieldErrorsFromIssues(result.error!.issues)).toEqual({ name: "Name is too short", "days.0.time": "Time required" });
  });

  it("keys an issue about the whole value as _", () => {
    expect(fieldErrorsFromIssues([{ path: [], message: "Bad body" }])).toEqual({ _: "Bad body" });
  });

  it("lets a form choose its own field names", () => {
    expect(fieldErrorsFromIssues([{ path: ["eventId"], message: "Choose one" }], () => "from")).toEqual({ from: "Choose one" });
  });
});
