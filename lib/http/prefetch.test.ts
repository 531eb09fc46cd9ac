import { describe, expect, it, vi } from "vitest";
import { mayRead, prefetchReads } from "./prefetch";

const stylist = { role: "user", isAdministrator: false, permissions: ["view_admin_panel", "view_bookings"] };
const desk = { role: "user", isAdministrator: false, permissions: ["view_admin_panel", "view_bookings", "manage_bookings"] };

describe("prefetchReads", () => {
  it("leaves out a read the user may not call, without loading it, and keys the others by the URL the screen reads, as JSON", async () => {
    const reminders = vi.fn(async () => ({ reminders: [] }));
    const calendar = vi.fn(async () => ({ at: new Date("2027-01-01T05:00:00Z") }));
    const reads = await prefetchReads(stylist, [
      { key: "GET /api/booking/:id/reminders", request: { params: { id: "b1" } }, load: reminders },
      { key: "GET /api/calendar", request: { query: { start: "2027-01-01", end: "2027-01-02" } }, load: calendar },
    ]);
    expect(reminders).not.toHaveBeenCalled();
    expect(reads).toEqual({ "/api/calendar?start=2027-01-01&end=2027-01-02": { at: "2027-01-01T05:00:00.000Z" } });
    expect(mayRead(stylist, "GET /api/booking/:id/reminders")).toBe(false);
    expect(mayRead(desk, "GET /api/booking/:id/reminders")).toBe(true);
  });

  it("never prefetches a public or cron endpoint, and leaves out a read that fails (the screen asks for it itself)", async () => {
    const health = vi.fn(async () => ({ status: "ok" }));
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const reads = await prefetchReads(desk, [
      { key: "GET /api/health", load: health },
      { key: "GET /api/booking/staff-emails/:id", request: { params: { id: "b1" } }, load: async () => Promise.reject(new Error("down")) },
      { key: "GET /api/booking/staff-schedule", url: "staff-schedule?date=2027-01-01&timeZone=America/Chicago", load: async () => [] },
    ]);
    error.mockRestore();
    expect(health).not.toHaveBeenCalled();
    expect(reads).toEqual({ "staff-schedule?date=2027-01-01&timeZone=America/Chicago": [] });
  });
});
