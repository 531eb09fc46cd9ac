import { describe, expect, it } from "vitest";
import { fetchedToday, offlineCacheKey, offlineRouteOf, servedKeyOf } from "./rules";
import { staffManifest } from "./manifest";

const ORIGIN = "http://localhost:3000";
const get = (path: string, headers: Record<string, string> = {}, method = "GET", referrer = `${ORIGIN}/admin/calendar_show/run-sheet?date=2026-11-27`) => ({ url: `${ORIGIN}${path}`, method, headers: new Headers(headers), referrer });

describe("what the staff worker keeps on a phone", () => {
  it("keeps the run sheet, My Calendar, their data reads and static chunks; nothing else", () => {
    const kept = {
      "/_next/static/chunks/app.js": "static",
      "/admin/calendar_show/run-sheet?date=2026-11-27": "page",
      "/admin/calendar_show": "page",
      "/admin/calendar_show/": "page",
      "/api/calendar?start=2026-11-27&end=2026-11-28": "data",
      "/api/calendar/live?date=2026-11-27": "data",
    };
    for (const [path, route] of Object.entries(kept)) expect(offlineRouteOf(get(path), ORIGIN), path).toBe(route);
    const never = [
      "/admin/clients",
      "/admin/calendar_show/plan?event=1",
      "/admin/login",
      "/api/auth/verify-token",
      "/api/auth/csrf-token",
      "/api/calendar/live/stream?date=2026-11-27",
      "/api/calendar/feed",
      "/api/calendar/slots/abc",
      "/api/booking/assigned",
      "/",
      "/services",
      "/booking/some-token",
    ];
    for (const path of never) expect(offlineRouteOf(get(path), ORIGIN), path).toBeNull();
    // Static chunks only as the day's screens load them: the sign-in page (after sign-out) and other screens keep none.
    expect(offlineRouteOf(get("/_next/static/chunks/app.js", {}, "GET", `${ORIGIN}/admin/calendar_show?view=day`), ORIGIN)).toBe("static");
    for (const from of [`${ORIGIN}/admin/login`, `${ORIGIN}/admin/clients`, `${ORIGIN}/`, "about:client", ""]) {
      expect(offlineRouteOf(get("/_next/static/chunks/app.js", {}, "GET", from), ORIGIN), from).toBeNull();
    }
    expect(offlineRouteOf(get("/api/calendar/slots/abc/status", {}, "POST"), ORIGIN)).toBeNull();
    expect(offlineRouteOf({ ...get("/admin/calendar_show"), url: "https://elsewhere.example/admin/calendar_show" }, ORIGIN)).toBeNull();
    // A prefetch is part of a page: stored, it would stand in for the whole page offline.
    expect(offlineRouteOf(get("/admin/calendar_show/run-sheet", { RSC: "1", "Next-Router-Prefetch": "1" }), ORIGIN)).toBeNull();
  });

  it("keys a page's document and its RSC payload apart, without Next's _rsc cache-buster", () => {
    const document = offlineCacheKey(get("/admin/calendar_show/run-sheet?date=2026-11-27"));
    const payload = offlineCacheKey(get("/admin/calendar_show/run-sheet?date=2026-11-27&_rsc=abc12", { RSC: "1" }));
    const payloadAgain = offlineCacheKey(get("/admin/calendar_show/run-sheet?_rsc=zz9&date=2026-11-27", { RSC: "1" }));
    expect(document).toBe(`${ORIGIN}/admin/calendar_show/run-sheet?date=2026-11-27`);
    expect(payload).toBe(`${ORIGIN}/admin/calendar_show/run-sheet?date=2026-11-27&__payload=rsc`);
    expect(payloadAgain).toBe(payload);
    expect(offlineCacheKey(get("/api/calendar/live?date=2026-11-27"))).toBe(`${ORIGIN}/api/calendar/live?date=2026-11-27`);
    expect(servedKeyOf(payload)).toBe(servedKeyOf(document));
  });

  it("a copy counts only on the studio day it was fetched (midnight in the studio's zone, not UTC)", () => {
    const zone = "America/New_York";
    const evening = Date.parse("2026-11-27T23:30:00-05:00"); // already the 28th in UTC
    expect(fetchedToday(evening, Date.parse("2026-11-27T23:59:00-05:00"), zone)).toBe(true);
    expect(fetchedToday(evening, Date.parse("2026-11-28T00:01:00-05:00"), zone)).toBe(false);
    expect(fetchedToday(Date.parse("2026-11-27T07:02:00-05:00"), Date.parse("2026-11-27T18:00:00-05:00"), zone)).toBe(true);
    expect(fetchedToday(Number.NaN, Date.now(), zone)).toBe(false);
  });

  it("the manifest installs the staff area on the run sheet, scoped to /admin/", () => {
    const manifest = staffManifest("Velvet & Pins");
    expect(manifest).toMatchObject({ name: "Velvet & Pins Staff", start_url: "/admin/calendar_show/run-sheet", scope: "/admin/", display: "standalone", theme_color: "#8a4a3c" });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  });
});
