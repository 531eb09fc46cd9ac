// The public pages on the App Router (app/(site)): static HTML with their content for a visitor
// without JavaScript, the form pages hydrated by React without a warning and without losing what was
// typed before hydration, and an admin write on the page on the next request.
import { gzipSync } from "node:zlib";
import { expect, test, type APIRequestContext, type Browser, type ConsoleMessage, type Page } from "@playwright/test";
import { expectNoAxeViolations, shots } from "./support/a11y";
import { apiLogin, type ApiSession } from "./support/auth";
import { createService, deleteService, unique } from "./support/content";

const STATIC_PAGES = ["/", "/about", "/services", "/gallery", "/schedule"] as const;
const FORM_PAGES = ["/bookanappointment", "/contact"] as const;

let admin: ApiSession;

test.beforeAll(async ({ request }) => {
  admin = await apiLogin(request);
});

/** Runs `body` on a page of a fresh 375 px context without JavaScript, closed afterwards. */
async function withoutJavaScript(browser: Browser, body: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  try {
    await body(page);
  } finally {
    await context.close();
  }
}

test("the public pages are prerendered HTML with their content, stylesheet file, canonical URL and font release, and link no form page's code", async ({ request }) => {
  for (const path of [...STATIC_PAGES, ...FORM_PAGES]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    // Static (ISR), not rendered per request, and served without hashing the page for an ETag each time.
    expect(response.headers()["cache-control"], path).toMatch(/s-maxage=\d+/);
    expect(response.headers()["etag"], path).toBeUndefined();
    const html = await response.text();
    expect(html, path).toContain('<main id="main"');
    // The stylesheet is a file the browser keeps between pages, not inlined into every page twice (its
    // <style> and the payload's copy, 73 KB of /): past 64 KiB, Node writes a cached page several times slower.
    expect(html, path).toMatch(/<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css"/);
    expect(html, path).not.toMatch(/<style[^>]+data-href=/);
    // The App Router writes the home page's canonical URL without its trailing slash.
    expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="http[^"]*${path === "/" ? "/?" : path}"`));
    expect(html, path).toContain('classList.remove("wf-hold")');
    // No prefetch of another page's code: the header and page links are plain links.
    expect(html, `${path}: a prefetch`).not.toMatch(/<link[^>]+rel="prefetch"/i);
    // The public pages' own stylesheet (app/site.css): none of the staff area's rules.
    expect(html, path).not.toContain("stack-table");
  }
});

/** gzip bytes of the scripts a page's HTML loads (`<script src>`), what a first visit downloads before the visitor does anything. */
async function firstLoadScriptBytes(request: APIRequestContext, path: string): Promise<number> {
  const html = await (await request.get(path)).text();
  const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]))];
  expect(sources.length, path).toBeGreaterThan(0);
  let bytes = 0;
  for (const src of sources) bytes += gzipSync(await (await request.get(src)).body()).length;
  return bytes;
}

test("the form pages load little more code than a content page until the visitor starts on the form", async ({ request }) => {
  const content = await firstLoadScriptBytes(request, "/about");
  // zod, the phone parser, the captcha widget and the booking form's day sections, error box and answer
  // wait for the visitor's first focus; the rest of the form hydrates with the page.
  const budgetKb = { "/contact": 8, "/bookanappointment": 11 } as const;
  for (const path of FORM_PAGES) {
    const extraKb = ((await firstLoadScriptBytes(request, path)) - content) / 1024;
    expect(extraKb, `${path}: ${extraKb.toFixed(1)} KB more than /about`).toBeLessThanOrEqual(budgetKb[path]);
  }
});

/** Console errors and warnings that report a failed or mismatched hydration (React's messages, minified or not). */
const isHydrationProblem = (message: ConsoleMessage) =>
  ["error", "warning"].includes(message.type()) && /hydrat|did not match|#418|#419|#422|#423|#425/i.test(message.text());

test("each form page hydrates without a React hydration warning in the console", async ({ page }) => {
  const problems: string[] = [];
  const errors: string[] = [];
  page.on("console", (message) => {
    if (isHydrationProblem(message)) problems.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  for (const path of FORM_PAGES) {
    await page.goto(path);
    await expect(page.locator("form[data-hydrated]"), path).toBeAttached();
  }
  expect(problems).toEqual([]);
  expect(errors).toEqual([]);
});

test("text typed and a choice made in the booking form before hydration are still there afterwards", async ({ page }) => {
  // Next's scripts are held back until the visitor has typed into the server's HTML.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let heldScripts = 0;
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    heldScripts++;
    await held;
    await route.continue();
  });
  await page.goto("/bookanappointment", { waitUntil: "domcontentloaded" });
  await page.locator("#message").fill("Typed before hydration");
  await page.locator("#danceLevel").selectOption({ index: 1 });
  const level = await page.locator("#danceLevel").inputValue();
  await expect(page.locator("form[data-hydrated]")).not.toBeAttached();
  expect(heldScripts, "Next's scripts were requested and held").toBeGreaterThan(0);
  release();
  await expect(page.locator("form[data-hydrated]")).toBeAttached();
  // A render of the whole form (ticking the CAPTCHA) keeps both: they are in React's state, not only on screen.
  await page.getByLabel("I am not a robot", { exact: false }).check();
  await expect(page.getByRole("button", { name: "Request Appointment" })).toBeEnabled();
  await expect(page.locator("#message")).toHaveValue("Typed before hydration");
  await expect(page.locator("#danceLevel")).toHaveValue(level);
  expect(level).not.toBe("");
});

test("without JavaScript the form pages can be read: the fields, the phone number and the CAPTCHA's place", async ({ browser }) => {
  await withoutJavaScript(browser, async (page) => {
    await page.goto("/bookanappointment");
    await expect(page.getByRole("heading", { level: 1, name: "Book an Appointment" })).toBeVisible();
    await expect(page.getByLabel("Competition *")).toBeVisible();
    await expect(page.getByRole("button", { name: "Request Appointment" })).toBeDisabled();
    await page.goto("/contact");
    await expect(page.getByRole("link", { name: /\d{3}/ }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Send Message" })).toBeDisabled();
  });
});

test("on a 375 px phone without JavaScript the menu opens and leads to each content page", async ({ browser }) => {
  await withoutJavaScript(browser, async (page) => {
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
  });
});

test("without JavaScript the gallery shows every section under its name, each thumbnail a link to its image", async ({ browser }) => {
  await withoutJavaScript(browser, async (page) => {
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
  });
});

// One test per page, spread over the workers.
test.describe("each content page with JavaScript", () => {
  test.describe.configure({ mode: "parallel" });
  for (const path of STATIC_PAGES) {
    test(`${path} at 375 and 1440 px with JavaScript: fonts released, axe finds nothing, screenshots`, async ({ page }) => {
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path, { waitUntil: "load" });
        await expect(page.locator("html")).not.toHaveClass(/wf-hold/);
        await page.evaluate(() => document.fonts.ready);
        await expectNoAxeViolations(page);
      }
      await shots(page, `static-${path === "/" ? "home" : path.slice(1)}`);
    });
  }
});

test("a new price is on /services and in the home page's data when its save answers, and gone when its removal answers", async ({ request }) => {
  const title = unique("Static Page Check");
  const service = await createService(request, admin, { title, price: 42, time: "20 min", note: "checked without waiting", category: "Women" });
  try {
    // No polling: the write expired the tag of both pages' cached reads before it answered.
    expect(await (await request.get("/services")).text()).toContain(title);
    expect(await (await request.get("/")).text()).toContain(title);
  } finally {
    await deleteService(request, admin, service._id);
  }
  expect(await (await request.get("/services")).text()).not.toContain(title);
  expect(await (await request.get("/")).text()).not.toContain(title);
});
