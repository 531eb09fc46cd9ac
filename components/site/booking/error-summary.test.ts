import { describe, expect, it } from "vitest";
import { errorSummaryItems, errorTarget } from "./error-summary";

const days = ["2026-12-04", "2026-12-05"];

describe("errorTarget", () => {
  it("points a day's errors at that day's controls", () => {
    expect(errorTarget("dayDetails.1.services", days).fieldId).toBe("service-2026-12-05");
    expect(errorTarget("dayDetails.0.danceStyle", days).fieldId).toBe("styles-2026-12-04");
    expect(errorTarget("dayDetails.0.additionalServices.2", days).fieldId).toBe("extras-2026-12-04");
  });

  it("points the day list, the captcha and plain fields at their controls; an unknown key at nothing", () => {
    expect(errorTarget("selectedEventDays.0", days).fieldId).toBe("days");
    expect(errorTarget("captchaToken", days).fieldId).toBe("booking-captcha");
    expect(errorTarget("phoneNumber", days).fieldId).toBe("phoneNumber");
    expect(errorTarget("somethingElse", days).fieldId).toBeNull();
  });
});

describe("errorSummaryItems", () => {
  it("lists errors top to bottom as the form shows its fields, each message once", () => {
    const errors = {
      captchaToken: "Please complete the CAPTCHA.",
      firstName: "First name is required",
      "dayDetails.1.services": "Please select a service for day 2.",
      competition: "Please select a competition.",
      "dayDetails.0.danceStyle": "Please select at least one dance style for day 1.",
      parentFirstName: "Please enter both Parent First Name and Parent Last Name.",
      parentLastName: "Please enter both Parent First Name and Parent Last Name.",
    };
    expect(errorSummaryItems(errors, days)).toEqual([
      { message: "Please select a competition.", fieldId: "competition" },
      { message: "Please select at least one dance style for day 1.", fieldId: "styles-2026-12-04" },
      { message: "Please select a service for day 2.", fieldId: "service-2026-12-05" },
      { message: "Please enter both Parent First Name and Parent Last Name.", fieldId: "parentFirstName" },
      { message: "First name is required", fieldId: "firstName" },
      { message: "Please complete the CAPTCHA.", fieldId: "booking-captcha" },
    ]);
  });
});
