// The public pages served by the Pages Router without the React runtime (lib/cache/static-pages.ts):
// no JavaScript of Next's on them, everything a visitor does on the content pages works without it,
// the two forms come alive from their own small module (components/site/islands) loaded after the
// page, and an admin write is on the page by the time the write has answered (it is regenerated first).
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, shots } from "./support/a11y";
import { apiLogin, type ApiSession } from "./support/auth";
import { createService, deleteService, unique } from "./support/content";

const STATIC_PAGES = ["/", "/about", "/services", "/gallery", "/schedule"] as const;
const FORM_PAGES = [
  ["/bookanappointment", "booking"],
  ["/contact", "contact"],
] as const;

let admin: ApiSession;

test.beforeAll(async ({ request }) => {
  admin = await apiLogin(request);
});

test("the content pages carry no script file, no React payload and no script preload", async ({ request }) => {
  for (const path of STATIC_PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain('<main id="main">');
    expect(html, `${path}: a <script src>`).not.toMatch(/<script[^>]*\ssrc=/i);
    expect(html, `${path}: the RSC payload`).not.toContain("__next_f");
    expect(html, `${path}: a script preload`).not.toMatch(/<link[^>]+as="script"/i);
    // What the page needs is there: the stylesheet, the canonical URL, the font-release script.
    expect(html, path).toMatch(/<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css"/);
    expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path === "/" ? "/" : path}"`));
    expect(html, path).toContain('classList.remove("wf-hold")');
  }
});

test("the form pages carry no script of Next's: the form's HTML, its props as JSON and a loader of its one module", async ({ request }) => {
  for (const [path, island] of FORM_PAGES) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<div data-island="${island}">`);
    expect(html, path).toContain("<form");
    expect(html, `${path}: a <script src>`).not.toMatch(/<script[^>]*\ssrc=/i);
    expect(html, `${path}: the RSC payload`).not.toContain("__next_f");
    expect(html, `${path}: a script preload`).not.toMatch(/<link[^>]+as="script"/i);
    expect(html, path).toContain(`<script type="application/json" id="${island}-props">`);
    const moduleUrl = html.match(/import\("(\/_islands\/[^"]+\.js)"\)/)?.[1];
    expect(moduleUrl, `${path}: the loader's module`).toBeTruthy();
    const response = await request.get(moduleUrl!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/javascript/);
    // Content-hashed: cached for good.
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  }
});

test("the form's module starts after the page has loaded, and keeps what was typed before it arrived", async ({ page }) => {
  const started: { url: string; loaded: boolean }[] = [];
  let loaded = false;
  page.on("load", () => (loaded = true));
  page.on("request", (request) => {
    if (request.url().includes("/_islands/")) started.push({ url: request.url(), loaded });
  });
  // The module is held back until the visitor has typed into the server's HTML: what was typed
  // must survive the form coming alive.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_islands\/contact-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/contact");
  await page.locator("#contact-fullName").fill("Typed Early");
  await expect(page.locator("[data-island=contact][data-ready]")).not.toBeAttached();
  release();
  await expect(page.locator("[data-island=contact][data-ready]")).toBeAttached();
  await expect(page.locator("#contact-fullName")).toHaveValue("Typed Early");
  // Alive: the required-fields check answers without a request.
  await page.locator("#contact-emailAddress").fill("early@example.net");
  await page.getByLabel("I am not a robot", { exact: false }).check();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("alert")).toContainText("Please fill in all required fields.");
  await expect(page.locator("#contact-fullName")).toHaveValue("Typed Early");
  expect(started.length).toBeGreaterThan(0);
  loaded = false;
  await page.goto("/bookanappointment");
  await expect(page.locator("[data-island=booking][data-ready]")).toBeAttached();
  const booking = started.filter((s) => s.url.includes("/_islands/booking-"));
  expect(booking, "the booking module was requested").toHaveLength(1);
  expect(booking[0].loaded, "requested after the load event").toBe(true);
});

test("without JavaScript the form pages can be read: the fields, the phone number and the CAPTCHA's place", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  try {
    await page.goto("/bookanappointment");
    await expect(page.getByRole("heading", { level: 1, name: "Book an Appointment" })).toBeVisible();
    await expect(page.getByLabel("Competition *")).toBeVisible();
    await expect(page.getByRole("button", { name: "Request Appointment" })).toBeDisabled();
    await page.goto("/contact");
    await expect(page.getByRole("link", { name: /\d{3}/ }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Send Message" })).toBeDisabled();
  } finally {
    await context.close();
  }
});

test("on a 375 px phone without JavaScript the menu opens and leads to each content page", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  try {
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const [label, path] of [["About", "/about"], ["Schedule", "/schedule"], ["Home", "/"]] as const) {
      await page.locator("summary", { hasText: "Menu" }).click();
      const menu = page.getByRole("navigation", { name: "Main mobile" });
      await expect(menu).toBeVisible();
      await menu.getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path === "/" ? "/$" : `${path}$`}`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  } finally {
    await context.close();
  }
});

test("without JavaScript the gallery shows every section under its name, each thumbnail a link to its image", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  try {
    await page.goto("/gallery");
    await expect(page.getByRole("tablist", { name: "Gallery sections" })).toBeHidden();
    for (const section of ["Bridal", "Editorial", "Ballroom"]) {
      const region = page.getByRole("region", { name: section, exact: true });
      await expect(region.getByRole("heading", { level: 2, name: section })).toBeVisible();
      await expect(region.getByRole("img", { name: `${section} look 1`, exact: true })).toBeVisible();
    }
    // A thumbnail leads to its full-size image.
    const link = page.getByRole("region", { name: "Bridal", exact: true }).getByRole("link").first();
    const response = await page.request.get((await link.getAttribute("href"))!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\//);
    // axe needs JavaScript in the page, so it checks the scripted gallery (the test below), not this one.
    await shots(page, "static-gallery-no-javascript");
  } finally {
    await context.close();
  }
});

test("each content page at 375 and 1440 px with JavaScript: fonts released, axe finds nothing, screenshots", async ({ page }) => {
  for (const path of STATIC_PAGES) {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path, { waitUntil: "load" });
      await expect(page.locator("html")).not.toHaveClass(/wf-hold/);
      await page.evaluate(() => document.fonts.ready);
      await expectNoAxeViolations(page);
    }
    await shots(page, `static-${path === "/" ? "home" : path.slice(1)}`);
  }
});

test("a new price is on /services and in the home page's data when its save answers, and gone when its removal answers", async ({ request }) => {
  const title = unique("Static Page Check");
  const service = await createService(request, admin, { title, price: 42, time: "20 min", note: "checked without waiting", category: "Women" });
  try {
    // No polling: the write regenerated both pages before it answered.
    expect(await (await request.get("/services")).text()).toContain(title);
    expect(await (await request.get("/")).text()).toContain(title);
  } finally {
    await deleteService(request, admin, service._id);
  }
  expect(await (await request.get("/services")).text()).not.toContain(title);
  expect(await (await request.get("/")).text()).not.toContain(title);
});
