import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { RunSheetDto } from "@/lib/calendar/dto";
import { renderAdmin } from "@/tests/support/render-admin";
import { RunSheet } from "./run-sheet";

// Next's Link, showing whether it would prefetch its page.
vi.mock("next/link", () => ({
  default: ({ href, prefetch, children, ...rest }: { href: string; prefetch?: boolean | null; children: React.ReactNode }) => (
    <a href={href} data-prefetch={String(prefetch)} {...rest}>
      {children}
    </a>
  ),
}));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push() {}, refresh() {} }) }));
vi.mock("@/components/admin/offline/queue-store", () => import("@/tests/support/empty-queue-store"));

const sheet: RunSheetDto = {
  date: "2027-06-19",
  view: "desk",
  competitions: [{ id: "e1", eventName: "Bench Open", locationName: "", city: "Boston", state: "", timeZone: "America/New_York" }],
  sections: [],
  unassigned: [],
  staffOptions: [],
};

describe("the run sheet's links", () => {
  it("do not prefetch their back-office pages (the day's screen is worked from on a phone)", () => {
    renderAdmin(<RunSheet sheet={sheet} viewerId="u1" staffId={null} dateLabel="Saturday, June 19, 2027" timeZone="America/New_York" canPlan />);
    const links = screen.getAllByRole("link");
    expect(links.map((a) => a.textContent)).toEqual(["Close the day", "Back to My Calendar", "Plan this day", "Import heat list", "Waiting list", "Staffing for this day"]);
    expect(links.map((a) => a.getAttribute("data-prefetch"))).toEqual(links.map(() => "false"));
  });
});
