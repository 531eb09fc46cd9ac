// `npm run bench:admin`: the staff screens on a phone at the scale of a real season. Seeds a season
// (seed-season.ts: 2,000 bookings, 200 on one competition day, 50,000 clients), builds and starts the
// app (BENCH_SKIP_BUILD=1 starts the existing build), signs in as the development admin in Debian
// Chromium with a phone viewport (390×844, touch) and 4× CPU slowdown (CDP Emulation.setCPUThrottlingRate),
// and for each screen measures, over BENCH_RUNS (5) fresh page loads after one warm-up:
//  - time to content: navigation start → the screen's own content selector is visible and no
//    "Loading…" text is shown (checked on every animation frame after the DOM changes);
//  - INP of one representative tap: the longest Event Timing entry of that interaction
//    (PerformanceObserver "event", durationThreshold 16; "< 16" when none reaches 16 ms), split into input delay,
//    processing and presentation, and whether React had hydrated the page's root before the tap (tap-timing.ts).
//    The taps are the issue's: a status on the run sheet's first row once that row answers (the status is put back
//    before each load), opening an entry in My Calendar, the client card's and the forms' controls. The run sheet's
//    stylist picker tapped at `load` (earlier rounds' run sheet tap) is measured too, printed without a target and
//    left out of the last line.
// Prints p50 / p95 beside the targets and the load average at the start and end. Targets: the staff shell ≤ 1.25×
// the bare page, every screen ≤ 1.3× the shell (content p50), INP ≤ 200 ms p50 and ≤ 300 ms p95. The last line is
//   bench:admin shell_vs_bare=S worst_screen_vs_shell=W worst_inp_p50=I worst_inp_p95=J
// (S, W ratios of content p50; I, J in ms; "n/a" for a figure this run did not measure).
// First it measures the floors the same way (staff-floor.ts; BENCH_FLOOR=0 leaves them out): the bare App
// Router page of bench:public (floor-app.ts), the staff shell with one heading (/admin/no-access), and between
// them the bare page with the shell's stylesheets linked (no target: what the shell costs before its own markup and
// script), and at the end prints each screen's content as a multiple of the first two (the targets are those
// ratios: they travel between machines).
//   npm run bench:admin                BENCH_SKIP_BUILD=1 npm run bench:admin
// BENCH_SCREENS=calendar,run-sheet limits the screens (by name, a hyphen read as a space); BENCH_CPU_SLOWDOWN=4 the throttling rate;
// BENCH_WORKER_AB=1 adds this build once more with the staff service worker blocked, alternating with the others;
// Chromium runs at the lowest CPU priority (niceBrowser: a page slowed 4× busy-waits ~¾ of a core, which on this
// machine was taken from the server; BENCH_BROWSER_NICE=0 turns it off, BENCH_NICE_AB=1 adds this build once more
// in a browser at normal priority, alternating with the others);
// BENCH_STRICT=1 exits non-zero when a figure of this build misses its target.
// BENCH_BASELINE=<dir> (a checkout at the commit to compare, its node_modules and `next build` done, e.g. a git
// worktree of main with a copy of its .next): a second server from that build on the same seeded database,
// runs alternating baseline / this build, and a table with both columns.
//   BENCH_SKIP_BUILD=1 BENCH_BASELINE=/tmp/base npm run bench:admin
import "dotenv/config";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import pg from "pg";
import { startNextInstance, type NextInstance } from "../lib/app-server";
import { BROWSER_ARGS, niceBrowser, requireBrowser } from "../lib/browser";
import { DEFAULT_STUDIO_TIMEZONE } from "../../lib/env";
import { startBenchApp } from "./booking-cpu";
import { FLOOR_STYLESHEET_PAGE, startFloor, type FloorApp } from "./floor-app";
import { formatFigure, saveResults, type BenchFigure } from "./results";
import { floorReport, type FloorFigures } from "./staff-floor";
import { tapParts, tapPartsLine, type TapParts, type TimedEvent } from "./tap-timing";
import { BUSY_DAY, REGULAR_CLIENT_ID, SEASON, seedSeason } from "./seed-season";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
/** The targets, relative to the floors measured in the same run, so that they travel between machines. */
const SHELL_VS_BARE_TARGET = 1.25;
const SCREEN_VS_SHELL_TARGET = 1.3;
const INP_P50_TARGET_MS = 200;
const INP_P95_TARGET_MS = 300;
/** The absolute figure of earlier rounds, still printed beside the floors. */
const CONTENT_TARGET_MS = 1_000;
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 60_000);

interface Screen {
  name: string;
  path: string;
  /** The screen's real content (visible, with no "Loading…" anywhere on the page). */
  content: string;
  /** The element the tap goes to once React has hydrated it (content can show before the page answers taps). */
  ready?: string;
  /**
   * On a long screen, a control every row has: when the first one answers, the first screenful does; when the last
   * one does, every row has hydrated (a long day must be usable before all its rows have hydrated). Recorded only: the tap
   * does not wait for either.
   */
  rows?: string;
  /** One representative tap and what shows that it was answered (none for the floors). */
  tap?(page: Page): Promise<void>;
  /** Puts back what the tap changed, before each load (a status tapped in one run is untapped for the next). */
  reset?(): Promise<void>;
  /**
   * Measured and printed, with no target and out of the last line: a tap the issue does not name (the run sheet's
   * stylist picker, a native `<select>`, tapped at `load`).
   */
  extra?: boolean;
}

/** A status button of a run sheet row ("Checked in"): the first one is in the first screenful, the last in the last row. */
const RUN_SHEET_STATUS_BUTTON = '[data-testid="run-sheet-row"] [data-testid="slot-status"] button';

/** The run sheet's first row: its status, and the answer to a tap on it (a new status, or the reason it was refused). */
const FIRST_ROW_STATUS = '[data-testid="run-sheet-row"] [data-testid="slot-status"]';

function screens(busyBookingId: string, resetBusyDayStatuses: () => Promise<void>): Screen[] {
  return [
    {
      name: "Edit Booking",
      path: `/admin/calendar_bookings/edit/${busyBookingId}`,
      content: "#assign-heading",
      ready: "#additional-notes",
      tap: async (page) => {
        await page.tap("#additional-notes");
        await page.keyboard.type("x");
        await page.waitForFunction(() => (document.querySelector("#additional-notes") as HTMLTextAreaElement | null)?.value.endsWith("x"));
      },
    },
    {
      name: "Manage Bookings",
      path: "/admin/calendar_bookings",
      content: '[aria-label="assigned bookings, scrollable"] tbody tr',
      ready: 'button[aria-controls="cancelled-panel"]',
      tap: async (page) => {
        await page.tap('button[aria-controls="cancelled-panel"]');
        await page.locator("#cancelled-panel").waitFor({ state: "visible" });
      },
    },
    {
      name: "My Calendar (day)",
      path: `/admin/calendar_show?view=day&date=${BUSY_DAY}`,
      content: '.studio-calendar [data-testid="entry-time"]',
      tap: async (page) => {
        await page.locator('.studio-calendar [role="button"]:has([data-testid="entry-time"])').first().tap();
        await page.locator("dialog[open]").waitFor({ state: "visible" });
      },
    },
    {
      // The issue's tap: a status on the first screenful, once that row answers (the rows hydrate after the page,
      // the first before the last; `rows` records both).
      name: "Run sheet",
      path: `/admin/calendar_show/run-sheet?date=${BUSY_DAY}`,
      content: '[data-testid="run-sheet-row"]',
      ready: RUN_SHEET_STATUS_BUTTON,
      rows: RUN_SHEET_STATUS_BUTTON,
      reset: resetBusyDayStatuses,
      tap: async (page) => {
        await page.locator(RUN_SHEET_STATUS_BUTTON).first().tap();
        await page.waitForFunction((selector) => {
          const status = document.querySelector(selector);
          return status !== null && (status.getAttribute("data-status") !== "expected" || status.querySelector('[role="alert"]') !== null);
        }, FIRST_ROW_STATUS);
      },
    },
    {
      // Earlier rounds' run sheet tap, kept for comparison: the native picker at `load`, before the page's root has hydrated.
      name: "Run sheet, stylist picker at load",
      path: `/admin/calendar_show/run-sheet?date=${BUSY_DAY}`,
      content: '[data-testid="run-sheet-row"]',
      extra: true,
      tap: async (page) => {
        await page.tap('select[name="staff"]');
      },
    },
    {
      name: "Client card",
      path: `/admin/clients/${REGULAR_CLIENT_ID}`,
      content: '#bookings-heading ~ div tbody tr',
      ready: 'button[aria-label^="Move the booking"]',
      tap: async (page) => {
        await page.locator('button[aria-label^="Move the booking"]').first().tap();
        await page.locator("dialog[open]").waitFor({ state: "visible" });
      },
    },
  ];
}

/**
 * Runs in the page from its first byte: records when the content shows and every slow event. A string,
 * not a function: tsx would wrap a function's inner functions in a helper the page does not have.
 */
const pageProbe = (selector: string, ready: string | undefined, rows: string | undefined) => `(() => {
  const w = window;
  w.__events = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.interactionId) w.__events.push({ id: e.interactionId, name: e.name, startTime: e.startTime, processingStart: e.processingStart, processingEnd: e.processingEnd, duration: e.duration });
    }).observe({ type: "event", buffered: true, durationThreshold: 16 });
  } catch {}
  let dirty = true;
  const answers = (el) => el != null && Object.keys(el).some((k) => k.startsWith("__reactProps$"));
  const hydrated = () => answers(document.querySelector(${JSON.stringify(ready ?? "")}));
  const rowAnswers = (which) => { const all = document.querySelectorAll(${JSON.stringify(rows ?? "")}); return all.length > 0 && answers(which === "first" ? all[0] : all[all.length - 1]); };
  const check = () => {
    if (${JSON.stringify(Boolean(ready))} && w.__tti === undefined && hydrated()) w.__tti = performance.now();
    if (${JSON.stringify(Boolean(rows))} && w.__tfirst === undefined && rowAnswers("first")) w.__tfirst = performance.now();
    if (${JSON.stringify(Boolean(rows))} && w.__tall === undefined && rowAnswers("last")) w.__tall = performance.now();
    if (w.__ttc === undefined && dirty && document.body) {
      dirty = false;
      const box = document.querySelector(${JSON.stringify(selector)})?.getBoundingClientRect();
      if (box && box.width > 0 && box.height > 0 && !/Loading[^…\\n]*…/.test(document.body.innerText)) w.__ttc = performance.now();
    }
    if (w.__ttc === undefined || (${JSON.stringify(Boolean(ready))} && w.__tti === undefined) || (${JSON.stringify(Boolean(rows))} && w.__tall === undefined)) requestAnimationFrame(check);
  };
  new MutationObserver(() => { dirty = true; }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  requestAnimationFrame(check);
})();`;

interface Sample {
  contentMs: number;
  /** Navigation start → the first byte of the page (the server's share). */
  firstByteMs: number;
  /** Navigation start → the tapped element hydrated (NaN when the screen names none). */
  interactiveMs: number;
  /** Navigation start → the first and the last row's control hydrated (NaN when the screen names no rows). */
  firstRowMs: number;
  allRowsMs: number;
  inpMs: number;
  /** The tap's longest entry split (tap-timing.ts); null with no tap or none over 16 ms. */
  parts: TapParts | null;
  /** Whether React had hydrated the page's root (its <body>) when the tap came. */
  rootHydratedAtTap: boolean;
}

async function measureOnce(context: BrowserContext, baseUrl: string, screen: Screen, throttle: boolean): Promise<Sample> {
  const page = await context.newPage();
  try {
    if (throttle) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });
    }
    await screen.reset?.();
    await page.addInitScript({ content: pageProbe(screen.content, screen.ready, screen.rows) });
    await page.goto(`${baseUrl}${screen.path}`, { waitUntil: "commit", timeout: TIMEOUT_MS });
    await page.waitForFunction(() => (window as unknown as { __ttc?: number }).__ttc !== undefined, undefined, { timeout: TIMEOUT_MS, polling: 100 }).catch(async (error: Error) => {
      const text = await page.evaluate(() => document.body?.innerText ?? "").catch(() => "");
      throw new Error(`${screen.name}: no content at ${page.url()} within ${TIMEOUT_MS / 1000} s (${error.message}); still loading: ${(text.match(/[^\n]*Loading[^…\n]*…[^\n]*/g) ?? ["(no Loading… text)"]).join(" / ")}`);
    });
    const contentMs = await page.evaluate(() => (window as unknown as { __ttc: number }).__ttc);
    const firstByteMs = await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.responseStart ?? NaN);
    if (!screen.tap) return { contentMs, firstByteMs, interactiveMs: NaN, firstRowMs: NaN, allRowsMs: NaN, inpMs: NaN, parts: null, rootHydratedAtTap: false };
    // The tap comes once the page has loaded and React answers it, as a person's would after reading it.
    await page.waitForLoadState("load", { timeout: TIMEOUT_MS });
    if (screen.ready) await page.waitForFunction(() => (window as unknown as { __tti?: number }).__tti !== undefined, undefined, { timeout: TIMEOUT_MS, polling: 100 });
    const interactiveMs = await page.evaluate(() => (window as unknown as { __tti?: number }).__tti ?? NaN);
    // React marks each node it has hydrated; before the root has, a tap hydrates it inside its first event.
    const rootHydratedAtTap = await page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber$")));
    await screen.tap(page);
    // Event Timing entries arrive after the next paint; wait for them (at most 1 s).
    const events = await page.evaluate<TimedEvent[]>(`new Promise((resolve) => {
      const started = performance.now();
      const poll = () => {
        if (window.__events.length || performance.now() - started > 1000) resolve(window.__events);
        else setTimeout(poll, 50);
      };
      poll();
    })`);
    const parts = tapParts(events);
    const inpMs = parts?.inpMs ?? 0;
    // Read after the tap, which does not wait for the last row: the rows go on hydrating behind it.
    const rowTimes = screen.rows ? await page.waitForFunction(() => { const w = window as unknown as { __tfirst?: number; __tall?: number }; return w.__tall !== undefined && w.__tfirst !== undefined && [w.__tfirst, w.__tall]; }, undefined, { timeout: TIMEOUT_MS, polling: 100 }).then((h) => h.jsonValue() as Promise<number[]>) : [NaN, NaN];
    return { contentMs, firstByteMs, interactiveMs, firstRowMs: rowTimes[0], allRowsMs: rowTimes[1], inpMs, parts, rootHydratedAtTap };
  } finally {
    await page.close();
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(" ");

/** One server under measurement, signed in in its own browser context. */
interface Target {
  label: string;
  baseUrl: string;
  context: BrowserContext;
}

const phoneContext = (browser: Browser, serviceWorkers: "allow" | "block" = "allow") =>
  browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, serviceWorkers });

async function signedIn(browser: Browser, label: string, baseUrl: string, serviceWorkers: "allow" | "block" = "allow"): Promise<Target> {
  const context = await phoneContext(browser, serviceWorkers);
  const login = await context.request.post(`${baseUrl}/api/auth/login`, { data: { email: "admin@example.com", password: "studio-admin-2026" }, headers: { "x-forwarded-for": "10.78.0.1" } });
  if (login.status() !== 200) throw new Error(`Sign-in (${label}) answered ${login.status()}: ${await login.text()}`);
  return { label, baseUrl, context };
}

interface ScreenFigures {
  c50: number;
  c95: number;
  i50: number;
  i95: number;
}

function figuresOf(samples: Sample[]): ScreenFigures {
  const content = samples.map((s) => s.contentMs);
  const inp = samples.map((s) => s.inpMs);
  return { c50: Math.round(percentile(content, 50)), c95: Math.round(percentile(content, 95)), i50: Math.round(percentile(inp, 50)), i95: Math.round(percentile(inp, 95)) };
}

const sampleLine = (screen: string, label: string, samples: Sample[]) =>
  `${screen}${label ? ` (${label})` : ""}: content ${samples.map((s) => Math.round(s.contentMs)).join(", ")} ms (first byte ${samples.map((s) => Math.round(s.firstByteMs)).join(", ")} ms${samples.every((s) => Number.isNaN(s.inpMs)) ? "); no tap" : `; taps answered from ${samples.map((s) => Math.round(s.interactiveMs)).join(", ")} ms${samples.some((s) => Number.isFinite(s.allRowsMs)) ? `; first row from ${samples.map((s) => Math.round(s.firstRowMs)).join(", ")} ms, every row from ${samples.map((s) => Math.round(s.allRowsMs)).join(", ")} ms` : ""}); INP ${samples.map((s) => (s.inpMs ? Math.round(s.inpMs) : "<16")).join(", ")} ms (${tapPartsLine(samples)})`}; load ${load()}`;

/** The last line: `bench:admin shell_vs_bare=S worst_screen_vs_shell=W worst_inp_p50=I worst_inp_p95=J`. */
function summaryLine(floor: FloorFigures | undefined, screens: ScreenFigures[]): string {
  const worst = (values: number[]) => (values.length ? Math.max(...values) : NaN);
  const fixed = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : "n/a");
  const shellVsBare = floor ? floor.shell.c50 / floor.bare.c50 : NaN;
  const screenVsShell = floor ? worst(screens.map((s) => s.c50 / floor.shell.c50)) : NaN;
  const taps = screens.filter((s) => Number.isFinite(s.i50));
  return `bench:admin shell_vs_bare=${fixed(shellVsBare, 2)} worst_screen_vs_shell=${fixed(screenVsShell, 2)} worst_inp_p50=${fixed(worst(taps.map((s) => s.i50)), 0)} worst_inp_p95=${fixed(worst(taps.map((s) => s.i95)), 0)}`;
}

/**
 * The stylesheets the staff shell links (read from /admin/no-access as served), in their order, in one file for the
 * floor's /with-staff-stylesheet page: the same rules at one render-blocking fetch.
 */
async function writeStaffStylesheet(target: Target, file: string): Promise<{ file: string; bytes: number }> {
  const shell = await target.context.request.get(`${target.baseUrl}/admin/no-access`);
  if (!shell.ok()) throw new Error(`/admin/no-access answered ${shell.status()}`);
  const hrefs = [...(await shell.text()).matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((tag) => /\bhref="([^"]+)"/.exec(tag[0])?.[1]).filter((href): href is string => Boolean(href));
  if (!hrefs.length) throw new Error("/admin/no-access links no stylesheet");
  const sheets: string[] = [];
  for (const href of hrefs) {
    const response = await target.context.request.get(new URL(href, target.baseUrl).href);
    if (!response.ok()) throw new Error(`${href} answered ${response.status()}`);
    sheets.push(await response.text());
  }
  const text = sheets.join("\n");
  writeFileSync(file, text);
  return { file, bytes: Buffer.byteLength(text) };
}

/**
 * BENCH_BASELINE=<dir>: another checkout with its own `next build` (e.g. a git worktree of main with a copy of
 * its .next), started as a second server on the same seeded database; each screen's runs alternate which
 * server goes first, so the machine's noise falls on both alike.
 */
async function main() {
  const app = await startBenchApp("bench_admin");
  const baselineDir = process.env.BENCH_BASELINE;
  const wrapperDir = mkdtempSync(path.join(os.tmpdir(), "bench-admin-"));
  const niced = process.env.BENCH_BROWSER_NICE !== "0";
  let browser: Browser | undefined;
  let normalBrowser: Browser | undefined;
  let baseline: NextInstance | undefined;
  let floorApp: FloorApp | undefined;
  let database: pg.Client | undefined;
  // Everything after the app has started sits in the try: a browser that cannot start (none installed) must not
  // leave the app's server running after the script has exited.
  try {
    const executable = requireBrowser("page-timing");
    console.log(`Browser: ${executable}`);
    browser = await chromium.launch({ executablePath: niced ? niceBrowser(executable, wrapperDir) : executable, args: BROWSER_ARGS });
    normalBrowser = process.env.BENCH_NICE_AB === "1" && niced ? await chromium.launch({ executablePath: executable, args: BROWSER_ARGS }) : undefined;
    console.log(`Seeding a season: ${SEASON.bookings} bookings (${SEASON.busyDayBookings} on ${BUSY_DAY}), ${SEASON.clients} clients`);
    const { busyBookingId } = await seedSeason(app.database.url, process.env.STUDIO_TIMEZONE || DEFAULT_STUDIO_TIMEZONE, console.log);
    database = new pg.Client({ connectionString: app.database.url });
    await database.connect();
    const db = database;
    const resetBusyDayStatuses = async () => {
      await db.query(
        `UPDATE "Schedule" SET "dayStatus" = 'expected', "dayStatusAt" = NULL, "dayStatusById" = NULL, "dayStatusByName" = ''
         WHERE "dayStatus" <> 'expected' AND "bookingDayId" IN (SELECT id FROM "BookingDay" WHERE date = $1::date)`,
        [BUSY_DAY],
      );
    };
    const targets: Target[] = [];
    if (baselineDir) {
      baseline = await startNextInstance({ ...app.env, NODE_ENV: "production" }, { cwd: baselineDir, quiet: true });
      targets.push(await signedIn(browser, "baseline", baseline.baseUrl));
    }
    targets.push(await signedIn(browser, baselineDir || process.env.BENCH_WORKER_AB === "1" || normalBrowser ? "this build" : "", app.baseUrl));
    const current = targets.at(-1)!;
    // The staff worker answers later loads of a context (0017): the same build once more without it.
    if (process.env.BENCH_WORKER_AB === "1") targets.push(await signedIn(browser, "this build, worker blocked", app.baseUrl, "block"));
    if (normalBrowser) targets.push(await signedIn(normalBrowser, "this build, browser at normal priority", app.baseUrl));

    const only = process.env.BENCH_SCREENS?.split(",").map((s) => s.trim().toLowerCase());
    const chosen = screens(busyBookingId, resetBusyDayStatuses).filter((s) => !only || only.some((o) => s.name.toLowerCase().includes(o.replace(/-/g, " "))));
    const loadAtStart = load();
    const figures: BenchFigure[] = [];
    const rows: { screen: string; extra: boolean; byTarget: ScreenFigures[] }[] = [];
    // The floors (staff-floor.ts): a page with nothing to read, in the same browser at the same slowdown; the
    // staff shell once per server (a baseline's shell is its own floor), alternating with the bare page.
    const shells = new Map<Target, { c50: number; c95: number }>();
    let bareFloor: { c50: number; c95: number } | undefined;
    let sheetFloor: { c50: number; c95: number } | undefined;
    if (process.env.BENCH_FLOOR !== "0") {
      const staffStylesheet = await writeStaffStylesheet(current, path.join(wrapperDir, "staff.css"));
      floorApp = await startFloor({ staffStylesheet: staffStylesheet.file });
      const bareContext = await phoneContext(browser);
      const bare: Screen = { name: "Floor: bare App Router page", path: "/", content: "main h1" };
      const bareWithSheet: Screen = { name: `Floor: bare page + the staff stylesheet (${(staffStylesheet.bytes / 1024).toFixed(1)} KB)`, path: FLOOR_STYLESHEET_PAGE, content: "main h1" };
      const shell: Screen = { name: "Floor: staff shell (/admin/no-access)", path: "/admin/no-access", content: "main h1" };
      const pages = [
        { screen: bare, label: "", target: undefined as Target | undefined, context: bareContext, baseUrl: floorApp.baseUrl, samples: [] as Sample[] },
        { screen: bareWithSheet, label: "", target: undefined as Target | undefined, context: bareContext, baseUrl: floorApp.baseUrl, samples: [] as Sample[] },
        ...targets.map((t) => ({ screen: shell, label: t.label, target: t as Target | undefined, context: t.context, baseUrl: t.baseUrl, samples: [] as Sample[] })),
      ];
      for (const p of pages) await measureOnce(p.context, p.baseUrl, p.screen, false);
      for (let i = 0; i < RUNS; i += 1) for (const p of i % 2 === 0 ? pages : [...pages].reverse()) p.samples.push(await measureOnce(p.context, p.baseUrl, p.screen, true));
      for (const p of pages) {
        console.log(sampleLine(p.screen.name, p.label, p.samples));
        const f = figuresOf(p.samples);
        if (p.target) shells.set(p.target, { c50: f.c50, c95: f.c95 });
        else if (p.screen === bareWithSheet) sheetFloor = { c50: f.c50, c95: f.c95 };
        else bareFloor = { c50: f.c50, c95: f.c95 };
        if (p.target && p.target !== current) continue;
        figures.push({ section: "admin", metric: `${p.screen.name} content p50`, value: f.c50, unit: "ms", target: "", met: true }, { section: "admin", metric: `${p.screen.name} content p95`, value: f.c95, unit: "ms", target: "", met: true });
      }
      await bareContext.close();
    }
    const floorOf = (t: Target): FloorFigures | undefined => (bareFloor && shells.has(t) ? { bare: bareFloor, shell: shells.get(t)!, bareWithStylesheet: sheetFloor } : undefined);
    const floor = floorOf(current);
    if (floor) figures.push({ section: "admin", metric: "staff shell / bare page, content p50", value: Number((floor.shell.c50 / floor.bare.c50).toFixed(2)), unit: "×", target: `≤ ${SHELL_VS_BARE_TARGET}×`, met: floor.shell.c50 <= SHELL_VS_BARE_TARGET * floor.bare.c50 });
    if (floor?.bareWithStylesheet) {
      const sheet = floor.bareWithStylesheet;
      figures.push(
        { section: "admin", metric: "bare page + staff stylesheet / bare page, content p50", value: Number((sheet.c50 / floor.bare.c50).toFixed(2)), unit: "×", target: "", met: true },
        { section: "admin", metric: "staff shell / bare page + staff stylesheet, content p50", value: Number((floor.shell.c50 / sheet.c50).toFixed(2)), unit: "×", target: "", met: true },
      );
    }
    for (const screen of chosen) {
      // warm-up: server code paths, browser cache
      for (const t of targets) await measureOnce(t.context, t.baseUrl, screen, false);
      const samples = new Map<Target, Sample[]>(targets.map((t) => [t, []]));
      for (let i = 0; i < RUNS; i += 1) {
        for (const t of i % 2 === 0 ? targets : [...targets].reverse()) samples.get(t)!.push(await measureOnce(t.context, t.baseUrl, screen, true));
      }
      for (const t of targets) console.log(sampleLine(screen.name, t.label, samples.get(t)!));
      const ours = figuresOf(samples.get(current)!);
      rows.push({ screen: screen.name, extra: screen.extra === true, byTarget: targets.map((t) => figuresOf(samples.get(t)!)) });
      if (screen.extra) {
        figures.push(
          { section: "admin", metric: `${screen.name} content p50`, value: ours.c50, unit: "ms", target: "", met: true },
          { section: "admin", metric: `${screen.name} INP p50`, value: ours.i50, unit: "ms", target: "", met: true },
          { section: "admin", metric: `${screen.name} INP p95`, value: ours.i95, unit: "ms", target: "", met: true },
        );
        continue;
      }
      const shellMs = floor?.shell.c50;
      figures.push(
        shellMs
          ? { section: "admin", metric: `${screen.name} content p50`, value: ours.c50, unit: "ms", target: `≤ ${SCREEN_VS_SHELL_TARGET}× the shell (${Math.round(SCREEN_VS_SHELL_TARGET * shellMs)} ms)`, met: ours.c50 <= SCREEN_VS_SHELL_TARGET * shellMs }
          : { section: "admin", metric: `${screen.name} content p50`, value: ours.c50, unit: "ms", target: "", met: true },
        { section: "admin", metric: `${screen.name} content p95`, value: ours.c95, unit: "ms", target: "", met: true },
        { section: "admin", metric: `${screen.name} INP p50`, value: ours.i50, unit: "ms", target: `≤ ${INP_P50_TARGET_MS} ms`, met: ours.i50 <= INP_P50_TARGET_MS },
        { section: "admin", metric: `${screen.name} INP p95`, value: ours.i95, unit: "ms", target: `≤ ${INP_P95_TARGET_MS} ms`, met: ours.i95 <= INP_P95_TARGET_MS },
      );
      if (screen.rows) {
        // The first screenful answers taps before every row has hydrated: in every run, not only at the median.
        const own = samples.get(current)!;
        const first = Math.round(percentile(own.map((s) => s.firstRowMs), 50));
        figures.push(
          { section: "admin", metric: `${screen.name} every row answers taps p50`, value: Math.round(percentile(own.map((s) => s.allRowsMs), 50)), unit: "ms", target: "", met: true },
          { section: "admin", metric: `${screen.name} first row answers taps p50`, value: first, unit: "ms", target: "before every row, in each run", met: own.every((s) => s.firstRowMs < s.allRowsMs) },
        );
      }
    }
    console.log(`\nStaff screens, ${RUNS} runs each, 390×844 touch, ${SLOWDOWN}× CPU slowdown, browser ${niced ? "at nice 19" : "at normal priority"} · ${targets.map((t) => `${t.label || "app"} ${t.baseUrl}`).join(" · ")} · load average ${loadAtStart} → ${load()} (${os.cpus().length} cores)\n`);
    if (targets.length > 1) {
      const pair = (a: number, b: number) => `${a.toLocaleString("en-US")} / ${b.toLocaleString("en-US")} ms`;
      console.log(`| Screen | ${targets.map((t) => `${t.label}: content p50 / p95 | INP p50 / p95`).join(" | ")} |`);
      console.log(`|---|${targets.map(() => "---|---|").join("")}`);
      for (const r of rows) console.log(`| ${r.screen} | ${r.byTarget.map((f) => `${pair(f.c50, f.c95)} | ${pair(f.i50, f.i95)}`).join(" | ")} |`);
      if (baselineDir) console.log(`(baseline: ${baselineDir})\n`);
    }
    const width = Math.max(...figures.map((f) => f.metric.length));
    for (const f of figures) console.log(formatFigure(f, width));
    const index = targets.indexOf(current);
    if (floor) {
      console.log(`\n${floorReport(floor, rows.filter((r) => !r.extra).map((r) => ({ screen: r.screen, c50: r.byTarget[index].c50 })), CONTENT_TARGET_MS).join("\n")}`);
    }
    saveResults(figures);
    const misses = figures.filter((f) => f.target && !f.met);
    console.log(misses.length ? `\n${misses.length} figure(s) over target: ${misses.map((f) => f.metric).join("; ")}` : "\nEvery figure meets its target.");
    // Each other server's line first (a baseline's ratios to its own shell), this build's last.
    targets.forEach((t, i) => {
      if (t !== current) console.log(`(${t.label}) ${summaryLine(floorOf(t), rows.filter((r) => !r.extra).map((r) => r.byTarget[i]))}`);
    });
    console.log(summaryLine(floor, rows.filter((r) => !r.extra).map((r) => r.byTarget[index])));
    for (const t of targets) await t.context.close();
    if (misses.length && process.env.BENCH_STRICT === "1") process.exitCode = 1;
  } finally {
    await browser?.close();
    await normalBrowser?.close();
    rmSync(wrapperDir, { recursive: true, force: true });
    await baseline?.stop();
    await floorApp?.stop();
    await database?.end();
    await app.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
