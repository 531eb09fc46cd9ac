// The accessibility check every spec leans on (support/a11y.ts) must report what axe finds, both where it runs axe in
// the page itself (one document) and where it hands a page with frames to @axe-core/playwright.
import { expect, test } from "@playwright/test";
import { runAxe } from "./support/a11y";

const PAGE = (body: string) => `<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>${body}</main></body></html>`;
const UNNAMED_IMAGE = `<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">`;

test("the axe check finds nothing on a clean page and names the rule and element of a violation, in the page and inside a frame", async ({ page }) => {
  await page.setContent(PAGE("<p>Nothing wrong here.</p>"));
  expect((await runAxe(page)).violations).toEqual([]);

  await page.setContent(PAGE(`<p>An image without a name:</p>${UNNAMED_IMAGE}`));
  expect(page.frames()).toHaveLength(1);
  const inPage = (await runAxe(page)).violations;
  expect(inPage.map((v) => [v.id, v.nodes.map((n) => n.target.join(" "))])).toEqual([["image-alt", ["img"]]]);

  await page.setContent(PAGE(`<iframe title="Inner" srcdoc='<!doctype html><html lang="en"><title>Inner</title><body>${UNNAMED_IMAGE}</body></html>'></iframe>`));
  await expect.poll(() => page.frames().length).toBe(2);
  await expect.poll(() => page.frames()[1].locator("img").count()).toBe(1);
  const inFrame = (await runAxe(page)).violations;
  expect(inFrame.map((v) => [v.id, v.nodes.map((n) => n.target.join(" "))])).toEqual([["image-alt", ["iframe img"]]]);
});
