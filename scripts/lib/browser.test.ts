import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { niceBrowser, resolveBrowser } from "./browser";

let dir = "";
const file = (name: string) => path.join(dir, name);

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "browser-test-"));
  for (const name of ["chrome-path", "headless-shell", "debian", "playwright"]) await writeFile(file(name), "");
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("resolveBrowser", () => {
  const all = () => ({ headlessShell: file("headless-shell"), debian: file("debian"), playwright: file("playwright") });

  it("tests: CHROME_PATH, then Debian's headless shell, then Debian's chromium, then Playwright's download", () => {
    expect(resolveBrowser("tests", { CHROME_PATH: file("chrome-path") }, all())).toBe(file("chrome-path"));
    expect(resolveBrowser("tests", {}, all())).toBe(file("headless-shell"));
    expect(resolveBrowser("tests", {}, { ...all(), headlessShell: file("absent") })).toBe(file("debian"));
    expect(resolveBrowser("tests", { CHROME_PATH: file("absent") }, { headlessShell: file("absent"), debian: file("absent-too"), playwright: file("playwright") })).toBe(file("playwright"));
  });

  it("page timings: the headless shell first, as for tests (the full browser's address-bar renderer runs beside the timed page)", () => {
    expect(resolveBrowser("page-timing", {}, all())).toBe(file("headless-shell"));
    expect(resolveBrowser("page-timing", {}, { ...all(), headlessShell: file("absent") })).toBe(file("debian"));
    expect(resolveBrowser("page-timing", { CHROME_PATH: file("chrome-path") }, all())).toBe(file("chrome-path"));
  });

  it("benchmarks: the full browser, never the headless shell", () => {
    expect(resolveBrowser("benchmarks", {}, all())).toBe(file("debian"));
    expect(resolveBrowser("benchmarks", {}, { ...all(), debian: file("absent") })).toBe(file("playwright"));
    expect(resolveBrowser("benchmarks", { CHROME_PATH: file("chrome-path") }, all())).toBe(file("chrome-path"));
  });

  it("answers null when none exists", () => {
    expect(resolveBrowser("tests", { CHROME_PATH: file("absent") }, { headlessShell: file("absent"), debian: file("absent"), playwright: undefined })).toBeNull();
  });
});

describe("niceBrowser", () => {
  it("runs the browser at the lowest CPU priority with the arguments it was given", async () => {
    // A stand-in browser that prints its niceness and its arguments, at a path the shell must not expand.
    await writeFile(file("fake $HOME's `browser`"), '#!/bin/sh\necho "$(nice) $#: $*"\n', { mode: 0o755 });
    const wrapper = niceBrowser(file("fake $HOME's `browser`"), dir);
    expect(execFileSync(wrapper, ["--no-sandbox", "a b"], { encoding: "utf8" }).trim()).toBe("19 2: --no-sandbox a b");
  });
});
