// Every e2e file checks its pages the same way: axe with 0 violations (listed by rule and element when
// not), and full-page screenshots at 375 and 1440 px for a reviewer. The screenshots assert nothing: CI on a
// fresh clone (E2E_SHOTS=off in .ci/run) writes no image and skips the two layouts they need.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import type axe from "axe-core";
import { readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { createRequire } from "node:module";

export const SHOTS_DIR = process.env.SHOTS_DIR ?? "/tmp/shots";

/**
 * The axe-core build put into each page: the package's minified file, the same version and code as `axe.source`
 * (which is the unminified axe.js, 1.24 MB against 0.55 MB). Sending and compiling it was about 45 % of a check's
 * time here, for every page a spec checks after a navigation.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Every rule axe-core runs by default, on the page as it is now: the violations, each with every node it found. */
export async function runAxe(page: Page): Promise<{ violations: axe.Result[] }> {
  // Only the violations are wanted: axe then writes no selector for every node that passed (resultTypes keeps one
  // node of each other kind), a third of its time on a table-heavy screen. Violations keep all their nodes.
  const options: axe.RunOptions = { resultTypes: ["violations"] };
  if (page.frames().length > 1) {
    // A page with frames: @axe-core/playwright runs axe in every frame and joins the results in a blank page.
    return { violations: (await new AxeBuilder({ page, axeSource: AXE_SOURCE }).options(options).analyze()).violations };
  }
  // One document (every page of the site today): axe.run in the page itself, the same rules and the same result.
  // The builder's way costs a second page in the browser — a renderer started, axe compiled twice — about 2 s of
  // CPU per check on this project's 2-core CI (3.1 s → 1.0 s on Manage Events, measured 2026-12-03).
  const injected = await page.evaluate(() => typeof (window as unknown as { axe?: typeof axe }).axe?.run === "function");
  if (!injected) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (runOptions) => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, runOptions);
    // Plain data across the boundary (a result's nodes hold no element, only selectors and HTML).
    return { violations: JSON.parse(JSON.stringify(violations)) as axe.Result[] };
  }, options);
}

export async function expectNoAxeViolations(page: Page) {
  // A router.refresh() draws the page again, its <title> too: axe reads the page once its title is back (a page
  // without one still fails, here, by name).
  await expect(page, "the page has a <title>").toHaveTitle(/\S/);
  const { violations } = await runAxe(page);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Whether review screenshots are written (not under E2E_SHOTS=off). */
export const REVIEW_SHOTS = process.env.E2E_SHOTS !== "off";

/** A screenshot for a person to look at, `SHOTS_DIR/<file>` (full page unless told), when REVIEW_SHOTS. */
export async function reviewShot(page: Page, file: string, options: { fullPage?: boolean } = {}) {
  if (!REVIEW_SHOTS) return;
  await mkdir(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${file}`, fullPage: options.fullPage ?? true });
}

/**
 * `<name>-375.png` and `<name>-1440.png`, then back to a 390 × 844 phone. Under E2E_SHOTS=off only the last
 * step: laying a long page out at two widths for no image was about 8 % of the browser's CPU in the e2e suite.
 */
export async function shots(page: Page, name: string) {
  for (const width of REVIEW_SHOTS ? [375, 1440] : []) {
    await page.setViewportSize({ width, height: 900 });
    await reviewShot(page, `${name}-${width}.png`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
}
