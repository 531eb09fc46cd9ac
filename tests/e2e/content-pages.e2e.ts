// Public content pages and their editors: accessibility (axe), SEO markup and screenshots.
import { expect, test } from "@playwright/test";
import { pageLogin } from "./support/auth";
import { expectNoAxeViolations, reviewShot } from "./support/a11y";

const PUBLIC = ["/", "/about", "/services"] as const;
const EDITORS = ["/admin/pages_home", "/admin/pages_about", "/admin/pages_services", "/admin/pages_services_list"] as const;

for (const path of PUBLIC) {
  test(`axe finds no violations on ${path} at 375 and 1440 px, screenshots taken`, async ({ page }) => {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      // Not "networkidle": the router's prefetches of pages that are not built yet stay open.
      await page.goto(path, { waitUntil: "load" });
      await page.evaluate(() => document.fonts.ready);
      await expectNoAxeViolations(page);
      const horizontalOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(horizontalOverflow).toBeLessThanOrEqual(0);
      await reviewShot(page, `${path === "/" ? "home" : path.slice(1)}-${width}.png`);
    }
  });
}

for (const path of EDITORS) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await pageLogin(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const editors = page.locator(".ProseMirror");
    if (path !== "/admin/pages_services_list") await expect(editors.first()).toBeVisible();
    await expectNoAxeViolations(page);
    await reviewShot(page, `${path.split("/").pop()}-1440.png`);
  });
}

test("public pages are server-rendered with their content, without client JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("blockquote")).not.toBeEmpty();
  await expect(page.getByRole("img", { name: /dancer/ })).toBeVisible();
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 2 })).toHaveCount(4); // three people and the call to action
  await page.goto("/services");
  for (const name of ["Our Services", "Payments", "Policy"]) await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await context.close();
});

// All seven public pages with the <title> each must have (the studio name is the demo default).
const STUDIO = "Velvet & Pins Styling Studio";
const TITLES: [path: string, title: string][] = [
  ["/", `${STUDIO} · Competition Hair & Makeup for Ballroom and Latin Dancers`],
  ["/about", `About | ${STUDIO}`],
  ["/services", `Services & Pricing | ${STUDIO}`],
  ["/gallery", `Gallery | ${STUDIO}`],
  ["/schedule", `Competition Schedule | ${STUDIO}`],
  ["/bookanappointment", `Book an Appointment | ${STUDIO}`],
  ["/contact", `Contact | ${STUDIO}`],
];

test("every page has its own title, description, canonical URL and Open Graph card", async ({ page }) => {
  const checked: string[] = [];
  for (const [path, title] of TITLES) {
    await page.goto(path);
    expect(await page.title()).toBe(title);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical!).pathname).toBe(path);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description).toBeTruthy();
    expect(new URL((await page.locator('meta[property="og:url"]').getAttribute("content"))!).pathname).toBe(path);
    expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBe(title);
    expect(await page.locator('meta[property="og:description"]').getAttribute("content")).toBe(description);
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(/\/images\/og-card\.jpg$/);
    expect(await page.locator('meta[name="twitter:card"]').getAttribute("content")).toBe("summary_large_image");
    expect(await page.locator('meta[name="twitter:title"]').getAttribute("content")).toBe(title);
    expect(await page.locator('meta[name="twitter:image"]').getAttribute("content")).toMatch(/\/images\/og-card\.jpg$/);
    checked.push(path);
  }
  expect(checked).toEqual(["/", "/about", "/services", "/gallery", "/schedule", "/bookanappointment", "/contact"]);
});

test("the home page describes the salon as schema.org HairSalon with priced offers", async ({ page }) => {
  await page.goto("/");
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const data = JSON.parse(json!) as Record<string, unknown> & { makesOffer: { price: string; priceCurrency: string; itemOffered: { name: string } }[] };
  expect(data["@type"]).toBe("HairSalon");
  expect(data.name).toEqual(expect.any(String));
  expect(data.telephone).toEqual(expect.any(String));
  expect(data.url).toMatch(/^https?:\/\//);
  expect(data.sameAs).toEqual(expect.arrayContaining([expect.stringMatching(/^https:\/\//)]));
  const hair = data.makesOffer.find((o) => o.itemOffered.name === "Competition Hair");
  expect(hair).toMatchObject({ price: "85.00", priceCurrency: "USD" });
  expect(data.makesOffer.find((o) => o.itemOffered.name === "Hair & Makeup Package")?.price).toBe("160.00");
});

test("the model photo is optimised, sized and loaded eagerly (LCP)", async ({ page }) => {
  await page.goto("/");
  const img = page.getByRole("img", { name: /dancer/ });
  await expect(img).toHaveAttribute("width", "960");
  await expect(img).toHaveAttribute("height", "1200");
  await expect(img).not.toHaveAttribute("loading", "lazy");
  expect(await img.getAttribute("src")).toContain("/_next/image");
});

test("a first visit to /about on a phone (Lighthouse's mobile screen): the web fonts' arrival does not shift its centred title", async ({ playwright, launchOptions }) => {
  // A phone lays text out at fractional glyph advances (Android, iOS). Chromium on a Linux desktop rounds each
  // advance to a whole pixel where fontconfig hints the font, and whether it does differs between machines (a
  // clean-clone run here failed where the checker's had passed): "The artists behind the" at 44 px is 375 px in
  // Cormorant and 388 px in the held DejaVu there (a 6.5 px move of the centred line), 376.5 and 379.7 with
  // fractional advances. The phone's rendering, on every machine: a browser of its own without font hinting.
  const browser = await playwright.chromium.launch({ ...launchOptions, args: [...(launchOptions.args ?? []), "--font-render-hinting=none"] });
  try {
    // The screen `npm run bench:public` measures CLS on: 412 × 823, device pixel ratio 1.75, mobile.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { shifts: string[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[]) {
          shifts.push(`${entry.value.toFixed(5)} ${(entry.sources ?? []).map((s) => s.node?.textContent?.slice(0, 40)).join(", ")}`);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/about", { waitUntil: "load" });
    await expect(page.locator("html")).not.toHaveClass(/wf-hold/);
    await page.evaluate(() => document.fonts.ready);
    // Two frames for the browser to report a shift of the last layout.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // The title is what Lighthouse reported (CLS 0.0006). Left: the people's monograms ("MV", 60 px,
    // weight 500 in the held regular face) can move 3 px here too (0.00011), which Lighthouse did not see.
    const shifts = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
    expect(shifts.filter((shift) => shift.includes("The artists behind the mirror"))).toEqual([]);
  } finally {
    await browser.close();
  }
});

test("the first page paints in the width-matched local faces, then the web fonts; later pages of the tab use the web fonts at once", async ({ page }) => {
  // What the page looked like when the document was parsed (before any frame the release script waits for).
  await page.addInitScript(() =>
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { heldWhenParsed: boolean }).heldWhenParsed = document.documentElement.classList.contains("wf-hold");
    }),
  );
  const heldWhenParsed = () => page.evaluate(() => (window as unknown as { heldWhenParsed: boolean }).heldWhenParsed);
  const held = () => page.evaluate(() => document.documentElement.classList.contains("wf-hold"));
  const firstFamily = (selector: string) => page.evaluate((s) => getComputedStyle(document.querySelector(s)!).fontFamily.split(",")[0], selector);
  await page.goto("/", { waitUntil: "load" });
  expect(await heldWhenParsed()).toBe(true);
  await expect.poll(held).toBe(false);
  await page.evaluate(() => document.fonts.ready);
  // The web fonts started loading after the page's load event, never beside its first screen.
  const fontStarts = await page.evaluate(() => {
    const loaded = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd;
    return performance.getEntriesByType("resource").filter((e) => /\.woff2(\?|$)/.test(e.name)).map((e) => e.startTime - loaded);
  });
  expect(fontStarts.length).toBeGreaterThan(0);
  expect(Math.min(...fontStarts), "ms between the load event's end and the first font request").toBeGreaterThanOrEqual(0);
  expect(await firstFamily("h1")).not.toContain("hold");
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("wf-loaded"))).toBe("1");
  // The next page of the tab: the class is gone by the time the document is parsed (fonts come from the cache).
  await page.goto("/about", { waitUntil: "load" });
  expect(await heldWhenParsed()).toBe(false);
});
