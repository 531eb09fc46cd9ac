// The Chromium every browser-driving script uses. Tests (Playwright, the reliability suite): CHROME_PATH, else
// Debian's old headless shell (`chromium-headless-shell`, what Playwright itself runs headless tests in: no
// browser UI process to drive, about 40 % less wall time for the e2e suite here), else Debian's /usr/bin/chromium,
// else the Chromium Playwright downloaded itself. Page timings (bench:admin, bench:offline) take the headless
// shell too: the full browser starts a renderer for its desktop address bar's popup
// (chrome://omnibox-popup.top-chrome) with most new windows Playwright opens, 1-3 s of CPU each (4 of 6 new pages
// here, 2026-12-04), beside the page being timed on a 2-core machine; a phone's browser does no such thing, and
// the shell runs the same Blink and V8. Lighthouse (bench:public, bench:lighthouse) drives the full browser itself.
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

export const BROWSER_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"];

export const NO_BROWSER_MESSAGE =
  "No Chromium found: install one with `sudo apt-get install chromium chromium-headless-shell` (or `npx playwright install chromium`), or set CHROME_PATH to a Chrome/Chromium binary.";

/** What the browser is for: tests and page timings prefer the headless shell, other benchmarks the full browser. */
export type BrowserUse = "tests" | "page-timing" | "benchmarks";

export interface BrowserPlaces {
  headlessShell: string;
  debian: string;
  playwright: string | undefined;
}

const DEBIAN_PLACES = { headlessShell: "/usr/lib/chromium/chromium-headless-shell", debian: "/usr/bin/chromium" };

/** The browser binary to launch, or null when none exists. */
export function resolveBrowser(use: BrowserUse = "benchmarks", env: Record<string, string | undefined> = process.env, places: BrowserPlaces = { ...DEBIAN_PLACES, playwright: playwrightChromium() }): string | null {
  const candidates = [env.CHROME_PATH, use === "benchmarks" ? undefined : places.headlessShell, places.debian, places.playwright];
  return candidates.find((c): c is string => Boolean(c && existsSync(c))) ?? null;
}

function playwrightChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

export function requireBrowser(use: BrowserUse = "benchmarks"): string {
  const found = resolveBrowser(use);
  if (!found) throw new Error(NO_BROWSER_MESSAGE);
  return found;
}

/** `text` as one sh word: single quotes, each ' closed, escaped and reopened ($, ` and \ stay literal). */
const shellQuoted = (text: string) => `'${text.replace(/'/g, "'\\''")}'`;

/**
 * `executable` wrapped to run at the lowest CPU priority (`nice -n 19`, inherited by every Chromium process
 * and thread). For benchmarks that slow the page's CPU with DevTools (`Emulation.setCPUThrottlingRate`):
 * Chromium throttles a renderer by busy-waiting in a signal handler, so a page slowed 4× keeps ~¾ of a core
 * busy for as long as it is open, idle or not (docs/BENCHMARKS.md, "The throttled phone spins"). On a machine
 * shared with the app server that CPU is taken from the server; at the lowest priority it is taken only when
 * the server and the database are idle, as on a real phone, whose CPU is not the server's.
 */
export function niceBrowser(executable: string, dir: string): string {
  const wrapper = path.join(dir, "chromium-nice");
  // Playwright starts the browser in a session of its own, and with the kernel's autogroup scheduling a
  // session's processes share one fair slice whatever their nice value: the session's group is lowered too.
  writeFileSync(wrapper, `#!/bin/sh\n[ -w /proc/self/autogroup ] && echo 19 > /proc/self/autogroup 2>/dev/null\nexec nice -n 19 ${shellQuoted(executable)} "$@"\n`, { mode: 0o755 });
  return wrapper;
}
