import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { WaitlistDayDto, WaitlistEntryDto } from "@/lib/waitlist/dto";
import { waitlistOfferEmail } from "@/lib/notify/templates/waitlist/emails";
import { holdEndsLabel } from "@/lib/waitlist/hold";
import { fakeApi } from "@/tests/support/fake-api";
import { renderAdmin } from "@/tests/support/render-admin";
import { WaitlistScreen } from "./waitlist-screen";

// 14:00 UTC on December 2 is 8:00 AM Central (9:00 AM in the studio's Eastern): the desk names it in the competition's zone.
const ENDS = "2026-12-02T14:00:00.000Z";
const CORA: WaitlistEntryDto = {
  _id: "w-cora", eventId: "e-1", date: "2026-12-02", position: 1, status: "offered", firstName: "Cora", lastName: "Waiting", email: "cora@example.net", phoneNumber: "", service: "Competition Hair",
  heatTime: "09:45", stylistPreference: "", hairAtNight: false, offerExpiresAt: ENDS, bookingId: null, createdAt: "2026-11-30T12:00:00.000Z",
};
const DAY: WaitlistDayDto = { eventId: "e-1", eventName: "Windy City Open", date: "2026-12-02", timeZone: "America/Chicago", entries: [CORA], past: [] };

describe("waiting list screen", () => {
  it("writes an offer's hold end in the competition's zone, in the same words as the offer email", () => {
    fakeApi({});
    renderAdmin(<WaitlistScreen initial={DAY} />);
    expect(holdEndsLabel(ENDS, DAY.timeZone)).toBe("Wednesday, December 2, 8:00 AM Central");
    expect(screen.getByText("Place offered, held until Wednesday, December 2, 8:00 AM Central")).toBeTruthy();
    const email = waitlistOfferEmail({ firstName: "Cora", lastName: "Waiting", serviceTitle: "Competition Hair" } as never, { weekday: "Wednesday", longDate: "December 2, 2026", eventName: "Windy City Open" } as never, "https://studio.test/waitlist/x", new Date(ENDS), DAY.timeZone);
    expect(email.text).toContain("holding it for you until Wednesday, December 2, 8:00 AM Central.");
  });
});
