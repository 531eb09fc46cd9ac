// Everything that changes page content lives in this one file, so its tests never overlap:
// the editors round-trip through the API to the public pages, and injected script never runs there.
// Afterwards the seeded demo content is put back for the other tests.
import { expect, test, type Page } from "@playwright/test";
import { apiLogin, pageLogin, type ApiSession } from "./support/auth";
import { createService, deleteService, readPage, restoreSeededPages, unique, writePage } from "./support/content";

let admin: ApiSession;

test.beforeAll(async ({ request }) => {
  admin = await apiLogin(request);
});

test.afterAll(async ({ request }) => {
  await restoreSeededPages(request, admin);
});

async function replaceRichText(page: Page, label: string, text: string) {
  const editor = page.getByRole("textbox", { name: label, exact: true });
  await expect(editor).toHaveAttribute("contenteditable", "true");
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  await page.keyboard.type(text);
}

/**
 * Clicks Save. Focusing a field can scroll the page a frame later (the Save bar keeps it uncovered): that frame
 * passes first, or the click may land where Save was a frame before and send nothing.
 */
async function clickSave(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.getByRole("button", { name: "Save", exact: true }).click();
}

async function saveAndExpectSaved(page: Page) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "PUT" && new URL(r.url()).pathname.startsWith("/api/content/")),
    clickSave(page),
  ]);
  expect(response.status(), await response.text()).toBe(200);
  await expect(page.getByRole("status").filter({ hasText: "Changes Saved" })).toBeVisible();
}

async function expectOnPublicPage(page: Page, path: string, ...texts: string[]) {
  const started = Date.now();
  await expect
    .poll(
      async () => {
        const html = await (await page.request.get(path)).text();
        return texts.every((t) => html.includes(t));
      },
      { timeout: 5000, intervals: [100, 250, 500] },
    )
    .toBe(true);
  return Date.now() - started;
}

test("home editor: quote with bold and a link, social links, saved and shown on / within 2 s", async ({ page }) => {
  await pageLogin(page, "/admin/pages_home");
  await expect(page.getByRole("heading", { level: 1, name: "Home Page" })).toBeVisible();
  const quote = unique("Every round deserves a finish");

  await replaceRichText(page, "Quote", `${quote} `);
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type("bold words");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type(" and ");
  // Link through the toolbar's keyboard path: the link form, Enter to apply.
  await page.getByRole("button", { name: "Link" }).click();
  await page.getByLabel("Link address").fill("example.com/looks");
  await page.getByLabel("Link address").press("Enter");
  await expect(page.getByRole("textbox", { name: "Quote", exact: true }).locator('a[href="https://example.com/looks"]')).toBeVisible();

  const instagram = `https://www.instagram.com/${unique("studio").replace(/\s/g, "")}`;
  await page.getByLabel("Instagram").fill(instagram);
  await saveAndExpectSaved(page);

  const elapsed = await expectOnPublicPage(page, "/", quote, "<strong>bold words</strong>", 'href="https://example.com/looks"', instagram);
  expect(elapsed).toBeLessThan(2000);

  const stored = await readPage(page.request, "page_home");
  expect(stored.instagram).toBe(instagram);
  expect(stored.homepageQuote).toContain('rel="noopener noreferrer"');

  await page.goto("/");
  await expect(page.locator("blockquote")).toContainText(quote);
  await expect(page.locator("footer").getByRole("link", { name: "Instagram" })).toHaveAttribute("href", instagram);
  // The indicator clears after 5 s.
  await page.goto("/admin/pages_home");
  // The form stays inert until hydrated, so fill() waits for it instead of typing into a form React then resets.
  await page.getByLabel("Facebook").fill(`https://www.facebook.com/${unique("velvet").replace(/\s/g, "")}`);
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await saveAndExpectSaved(page);
  await expect(page.getByText("Changes Saved")).toBeHidden({ timeout: 7000 });
});

test("home editor shows 'Error Saving' and the field message for an invalid link", async ({ page }) => {
  await pageLogin(page, "/admin/pages_home");
  await page.getByLabel("Facebook").fill("http://not-https.example");
  await clickSave(page);
  await expect(page.getByRole("status").filter({ hasText: "Error Saving" })).toBeVisible();
  await expect(page.getByText("Must be an https:// link")).toBeVisible();
  await expect(page.getByLabel("Facebook")).toHaveAttribute("aria-invalid", "true");
});

test("rich-text toolbar is keyboard operable and labelled", async ({ page }) => {
  await pageLogin(page, "/admin/pages_home");
  const toolbar = page.getByRole("toolbar", { name: "Quote formatting" });
  await expect(toolbar).toBeVisible();
  const bold = toolbar.getByRole("button", { name: "Bold" });
  await expect(bold).toHaveAttribute("tabindex", "0");
  await expect(bold).toBeEnabled(); // enabled once the editor has mounted
  await bold.focus();
  await page.keyboard.press("ArrowRight");
  await expect(toolbar.getByRole("button", { name: "Italic" })).toBeFocused();
  await page.keyboard.press("End");
  await expect(toolbar.getByRole("button", { name: "Link" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(bold).toBeFocused();

  const editor = page.getByRole("textbox", { name: "Quote", exact: true });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Enter");
  await bold.click();
  await expect(bold).toHaveAttribute("aria-pressed", "true");
  const box = await page.locator(".ProseMirror").first().evaluate((el) => el.parentElement!.parentElement!.getBoundingClientRect().height);
  expect(Math.round(box)).toBe(350);
});

test("about editor: person 2 round-trips to /about", async ({ page }) => {
  await pageLogin(page, "/admin/pages_about");
  const name = unique("Rosa Lind");
  await page.getByLabel("Person 2 name").fill(name);
  await page.getByLabel("Person 2 subtitle").fill("Guest Artist");
  await page.getByLabel("Person 2 description").fill("Visiting from the west coast circuit.");
  await replaceRichText(page, "Person 2 bio", "Rosa styles smooth and rhythm finalists.");
  await saveAndExpectSaved(page);
  await expectOnPublicPage(page, "/about", name, "Guest Artist", "Visiting from the west coast circuit.", "Rosa styles smooth and rhythm finalists.");
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
});

test("services page editor: rich policies and the footer line round-trip to /services", async ({ page }) => {
  await pageLogin(page, "/admin/pages_services");
  const footer = unique("Text us any time");
  const cancellation = unique("Cancel 5 days ahead");
  await page.getByLabel("Policy footer line").fill(footer);
  await replaceRichText(page, "Cancellation policy", cancellation);
  await saveAndExpectSaved(page);
  await expectOnPublicPage(page, "/services", footer, cancellation);
  await page.goto("/services");
  await expect(page.getByRole("region", { name: "Policy" })).toContainText(cancellation);
});

test("services list: Add Service with the new-service defaults, Save (3 s indicator), shows on /services, Remove with confirmation", async ({ page }) => {
  await pageLogin(page, "/admin/pages_services_list");
  await expect(page.getByRole("heading", { level: 1, name: "Services List" })).toBeVisible();
  await page.getByRole("button", { name: "Add Service" }).click();
  const card = page.getByRole("listitem").last();
  const title = card.getByLabel("Title");
  await expect(title).toBeFocused();
  await expect(title).toHaveValue("");
  await expect(card.getByLabel("Price ($)")).toHaveValue("0");
  await expect(card.getByLabel("Price ($)")).toHaveAttribute("step", "0.01");
  await expect(card.getByLabel("Time")).toHaveValue("");
  await expect(card.getByLabel("Note")).toHaveValue("");
  await expect(card.getByLabel("Category")).toHaveValue("Women");

  const name = unique("Glitter Part");
  await title.fill(name);
  await card.getByLabel("Price ($)").fill("12.345");
  await card.getByLabel("Category").selectOption("Additional");
  await clickSave(page);
  await expect(page.getByRole("status").filter({ hasText: "Error Saving" })).toBeVisible();
  await expect(card.getByText("Price can have at most 2 decimals")).toBeVisible();

  await card.getByLabel("Price ($)").fill("12.34");
  await card.getByLabel("Time").fill("5 min");
  await card.getByLabel("Note").fill("Sparkle &amp; shine");
  await clickSave(page);
  const saved = page.getByRole("status").filter({ hasText: "Changes Saved" });
  await expect(saved).toBeVisible();
  const shownAt = Date.now();
  await expect(page.getByText("Changes Saved")).toBeHidden({ timeout: 5000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2000);

  await expectOnPublicPage(page, "/services", name, "$12.34");
  await page.goto("/services");
  const additional = page.getByRole("region", { name: "Additional Services" });
  await expect(additional.getByRole("listitem").filter({ hasText: name })).toContainText("Sparkle & shine");

  await page.goto("/admin/pages_services_list");
  await page.getByRole("button", { name: `Remove ${name}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Are you sure you want to remove");
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("button", { name: `Remove ${name}` })).toHaveCount(0);
  await expect.poll(async () => (await page.request.get("/services")).text(), { timeout: 5000 }).not.toContain(name);
});

test("unsaved changes warn before leaving, through the sidebar and on unload", async ({ page }) => {
  await pageLogin(page, "/admin/pages_about");
  await page.getByLabel("Person 3 subtitle").fill("Changed but not saved");
  await expect(page.getByText("Unsaved changes")).toBeVisible();

  const messages: string[] = [];
  page.once("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Dashboard" }).click();
  await expect.poll(() => messages.length).toBe(1);
  expect(messages[0]).toContain("unsaved changes");
  await expect(page).toHaveURL(/\/admin\/pages_about$/);

  page.once("dialog", (dialog) => {
    messages.push(dialog.type());
    void dialog.accept();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => messages.length).toBe(2);
  expect(messages[1]).toBe("beforeunload");
});

// Each payload would set window.__xss (and open a dialog) if it ran; the control test below proves it.
const PAYLOADS = [
  "<img src=x onerror=window.__xss=true,alert(1)>",
  "<script>window.__xss=true,alert(1)</script>",
  '<a href="javascript:window.__xss=true,alert(1)">xss-link</a>',
  "<svg onload=window.__xss=true,alert(1)>",
  '<iframe src="javascript:window.__xss=true,alert(1)"></iframe>',
  '<p onmouseover="window.__xss=true,alert(1)" style="position:fixed;inset:0">xss-hover</p>',
  '<a href="JaVaScRiPt:window.__xss=true,alert(1)">xss-link-2</a>',
  "<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=true,alert(1)>",
  '"><script>window.__xss=true,alert(1)</script>',
  "</script><script>window.__xss=true,alert(1)</script>",
].join("");

/** Visits a public page with a dialog listener, hovers and clicks what the payload left behind. */
async function expectNoScriptRuns(page: Page, path: string, marker: string) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await expect.poll(async () => (await page.request.get(path)).text(), { timeout: 5000 }).toContain(marker);
  // Not "networkidle": the router's prefetches of pages that are not built yet stay open.
  await page.goto(path, { waitUntil: "load" });
  // Whatever hydration would run has run once React has hydrated the page (the site menu marks it).
  await expect(page.locator("[data-site-menu][data-hydrated]")).toBeAttached();
  const main = page.locator("main");
  await expect(main).toContainText(marker);

  expect(await main.locator("script:not([type='application/ld+json'])").count()).toBe(0);
  expect(await main.locator("iframe, svg[onload], img[onerror], [onmouseover], [style*='fixed']").count()).toBe(0);
  for (const link of await main.locator("a").all()) {
    expect((await link.getAttribute("href")) ?? "").not.toMatch(/^\s*javascript:/i);
  }
  for (const text of ["xss-link", "xss-link-2", "xss-hover"]) {
    const target = main.getByText(text, { exact: true }).first();
    if (await target.count()) {
      await target.hover();
      await target.click({ noWaitAfter: true }).catch(() => undefined);
    }
  }
  // A javascript: link or a handler runs from the task queue after the click: let the page drain it.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  const hijacked = await page.evaluate(() => (window as unknown as { __xss?: boolean }).__xss === true);
  expect(hijacked).toBe(false);
  expect(dialogs).toEqual([]);
  page.removeAllListeners("dialog");
}

test.describe("injected script never runs on the public pages", () => {
  test("control: the payloads set window.__xss when a page does run them", async ({ page }) => {
    page.on("dialog", (dialog) => void dialog.dismiss());
    await page.setContent(`<main>${PAYLOADS}</main>`);
    await page.getByText("xss-hover", { exact: true }).hover();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __xss?: boolean }).__xss === true)).toBe(true);
  });

  test("every rich-text and text field of page_home", async ({ page, request }) => {
    const marker = unique("home-xss");
    const home = { homepageQuote: `<p>${marker}</p>${PAYLOADS}`, instagram: "https://www.instagram.com/velvetandpins", facebook: "https://www.facebook.com/velvetandpins" };
    await writePage(request, admin, "page_home", home);
    expect((await readPage(request, "page_home")).homepageQuote).not.toMatch(/onerror|<script|javascript:|onload|<iframe|onmouseover/i);
    await expectNoScriptRuns(page, "/", marker);
  });

  test("every field of page_about (three people)", async ({ page, request }) => {
    const marker = unique("about-xss");
    const about: Record<string, string> = {};
    for (const p of ["person1", "person2", "person3"]) {
      about[`${p}Name`] = `${marker} <img src=x onerror=window.__xss=true,alert(1)>`;
      about[`${p}Subtitle`] = '"><script>window.__xss=true,alert(1)</script>';
      about[`${p}Description`] = "<svg onload=window.__xss=true,alert(1)>";
      about[`${p}Bio`] = `<p>${marker}</p>${PAYLOADS}`;
    }
    await writePage(request, admin, "page_about", about);
    const stored = await readPage(request, "page_about");
    for (const p of ["person1", "person2", "person3"]) expect(stored[`${p}Bio`]).not.toMatch(/onerror|<script|javascript:|onload|<iframe|onmouseover/i);
    await expectNoScriptRuns(page, "/about", marker);
    // Plain-text fields are shown as text, exactly as typed.
    await expect(page.getByRole("heading", { level: 2, name: `${marker} <img src=x onerror=window.__xss=true,alert(1)>` })).toHaveCount(3);
  });

  test("every field of page_services", async ({ page, request }) => {
    const marker = unique("services-xss");
    const services: Record<string, string> = {};
    for (const key of Object.keys(await readPage(request, "page_services"))) services[key] = `<p>${marker}</p>${PAYLOADS}`;
    // The two plain-text fields are shorter; they are rendered as text.
    services.servicesPolicySubheading = `${marker} <img src=x onerror=window.__xss=true,alert(1)><script>window.__xss=true,alert(1)</script>`;
    services.servicesPolicyFooter = `${marker} <svg onload=window.__xss=true,alert(1)><a href="javascript:window.__xss=true,alert(1)">x</a>`;
    await writePage(request, admin, "page_services", services);
    await expectNoScriptRuns(page, "/services", marker);
  });

  test("a service title and note (also inside the home page JSON-LD)", async ({ page, request }) => {
    const marker = unique("note-xss");
    const service = await createService(request, admin, {
      title: `${marker} "><img src=x onerror=window.__xss=true,alert(1)>`,
      note: `${PAYLOADS} &lt;img src=x onerror=window.__xss=true,alert(1)&gt; &lt;/script&gt;&lt;script&gt;window.__xss=true,alert(1)&lt;/script&gt;`,
      price: 1,
      category: "Additional",
    });
    try {
      await expectNoScriptRuns(page, "/services", marker);
      await expect(page.getByRole("heading", { level: 4, name: `${marker} "><img src=x onerror=window.__xss=true,alert(1)>` })).toBeVisible();
      // The payload's long unbroken words wrap on a phone instead of pushing the page sideways.
      await page.setViewportSize({ width: 375, height: 812 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await expectNoScriptRuns(page, "/", "Competition-ready");
      const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
      const data = JSON.parse(jsonLd!) as { makesOffer: { itemOffered: { name: string } }[] };
      expect(data.makesOffer.some((o) => o.itemOffered.name.startsWith(marker))).toBe(true);
    } finally {
      await deleteService(request, admin, service._id);
    }
  });
});
