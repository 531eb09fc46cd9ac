// "Book again" in the form: the last booking's days fill the days chosen, by position (date order);
// services or extras no longer offered are left out; the competition and days stay to choose.
import { describe, expect, it } from "vitest";
import type { BookAgainPrefill } from "@/lib/clients/dto";
import { EMPTY_FORM, withCompetition, withDays, type BookingEventOption, type BookingServiceOption } from "./booking-form-model";
import { withBookAgain } from "./booking-form-sending";

const services: BookingServiceOption[] = [
  { _id: "hair", title: "Hair", price: 60, category: "Women" },
  { _id: "makeup", title: "Makeup", price: 80, category: "Women" },
  { _id: "lashes", title: "Lashes", price: 20, category: "Additional" },
];
const prefill: BookAgainPrefill = {
  danceLevel: "pro-am",
  isParentOrGuardian: false,
  parentFirstName: "",
  parentLastName: "",
  firstName: "Mia",
  lastName: "Novak",
  email: "mia@example.net",
  phoneNumber: "555-0100",
  stylistPreference: "Aiko",
  hairAtNight: "yes",
  lastDays: [
    { services: "hair", danceStyle: ["latin"], additionalServices: ["lashes", "gone-extra"] },
    { services: "gone-service", danceStyle: ["standard"], additionalServices: [] },
  ],
};
const event = (id: string, start: string, end: string): BookingEventOption => ({ _id: id, eventName: id, city: "", state: "", eventStartDate: start, eventEndDate: end });

describe("book again in the booking form", () => {
  it("fills level, hair at night and stylist; the n-th chosen day takes the n-th day of the last booking", () => {
    const form = withBookAgain(EMPTY_FORM, prefill, services);
    expect(form).toMatchObject({ danceLevel: "pro-am", hairAtNight: "yes", stylistPreference: "Aiko", competition: "", selectedEventDays: [] });
    // Chosen out of order: still by date.
    const chosen = withDays(form, ["2026-12-06", "2026-12-05"], "");
    expect(chosen.days["2026-12-05"]).toEqual({ services: "hair", danceStyle: ["latin"], additionalServices: ["lashes"] });
    expect(chosen.days["2026-12-06"]).toEqual({ services: "", danceStyle: ["standard"], additionalServices: [] });
    // A third day has nothing to go by.
    expect(withDays(chosen, ["2026-12-05", "2026-12-06", "2026-12-07"], "").days["2026-12-07"]).toEqual({ services: "", danceStyle: [], additionalServices: [] });
  });

  it("a one-day competition fills its only day at once", () => {
    const form = withCompetition(withBookAgain(EMPTY_FORM, prefill, services), [event("one", "2026-12-05", "2026-12-05")], "one", "");
    expect(form.days["2026-12-05"]?.services).toBe("hair");
  });

  it("without book again, days start empty (the first takes the service the visitor arrived with)", () => {
    const chosen = withDays(EMPTY_FORM, ["2026-12-05", "2026-12-06"], "makeup");
    expect(chosen.days["2026-12-05"]?.services).toBe("makeup");
    expect(chosen.days["2026-12-06"]?.services).toBe("");
  });
});
