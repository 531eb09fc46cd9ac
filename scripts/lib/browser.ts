// The Chromium every browser-driving script uses (Playwright tests, benchmarks): CHROME_PATH, else
// Debian's /usr/bin/chromium, else the Chromium Playwright downloaded itself.
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

export const BROWSER_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"];

export const NO_BROWSER_MESSAGE =
  "No Chromium found: install one with `sudo apt-get install chromium` (or `npx playwright install chromium`), or set CHROME_PATH to a Chrome/Chromium binary.";

/** The browser binary to launch, or null when none exists. */
export function resolveBrowser(env: Record<string, string | undefined> = process.env, places = { debian: "/usr/bin/chromium", playwright: playwrightChromium() }): string | null {
  const candidates = [env.CHROME_PATH, places.debian, places.playwright];
  return candidates.find((c): c is string => Boolean(c && existsSync(c))) ?? null;
}

function playwrightChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

export function requireBrowser(): string {
  const found = resolveBrowser();
  if (!found) throw new Error(NO_BROWSER_MESSAGE);
  return found;
}
