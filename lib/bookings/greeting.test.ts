import { describe, expect, it } from "vitest";
import { greetingName } from "@/lib/notify/templates/bookings/request";

describe("greetingName (greet whoever filled in the form)", () => {
  it("greets the parent or guardian when ticked, the dancer otherwise, and the dancer when the parent's name is blank", () => {
    expect(greetingName({ firstName: "Emma", isParentOrGuardian: true, parentFirstName: "Laura" })).toBe("Laura");
    expect(greetingName({ firstName: "Emma", isParentOrGuardian: false, parentFirstName: "Laura" })).toBe("Emma");
    expect(greetingName({ firstName: "Emma", isParentOrGuardian: true, parentFirstName: "  " })).toBe("Emma");
    expect(greetingName({ firstName: "Emma", isParentOrGuardian: true, parentFirstName: " Laura " })).toBe("Laura");
  });
});
