import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { assertFreshBuild, changedSinceBuild, goesIntoBuild } from "./build-freshness";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A git checkout with `files` committed, each written at the given second, and a build finished at `builtAt`. */
function checkout(files: Record<string, number>, builtAt: number | null): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "build-freshness-"));
  dirs.push(dir);
  for (const file of Object.keys(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), file);
  }
  const git = (...args: string[]) => execFileSync("git", ["-c", "user.email=t@example.org", "-c", "user.name=t", ...args], { cwd: dir, stdio: "ignore" });
  git("init", "-q");
  git("add", ".");
  git("commit", "-q", "-m", "files");
  for (const [file, at] of Object.entries(files)) utimesSync(path.join(dir, file), at, at);
  if (builtAt !== null) {
    mkdirSync(path.join(dir, ".next"));
    writeFileSync(path.join(dir, ".next", "BUILD_ID"), "build");
    utimesSync(path.join(dir, ".next", "BUILD_ID"), builtAt, builtAt);
  }
  return dir;
}

const T = 1_800_000_000;

describe("a reused build", () => {
  it("is fresh when every file that goes into it was written before it", () => {
    const dir = checkout({ "app/page.tsx": T, "lib/time.ts": T + 5 }, T + 10);
    expect(changedSinceBuild(dir)).toEqual([]);
    expect(() => assertFreshBuild(dir, {})).not.toThrow();
  });

  it("names the app files written after it, the latest first, and refuses to run on it", () => {
    const dir = checkout({ "app/page.tsx": T + 20, "components/admin/run-sheet/run-sheet.css": T + 30, "lib/time.ts": T }, T + 10);
    expect(changedSinceBuild(dir)).toEqual(["components/admin/run-sheet/run-sheet.css", "app/page.tsx"]);
    expect(() => assertFreshBuild(dir, {})).toThrow(/older than files that go into it \(components\/admin\/run-sheet\/run-sheet\.css, app\/page\.tsx\).*ALLOW_STALE_BUILD=1/);
    expect(() => assertFreshBuild(dir, { ALLOW_STALE_BUILD: "1" })).not.toThrow();
  });

  it("names the five latest of many changed files and counts the rest", () => {
    const files = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`lib/file-${i}.ts`, T + 20 + i]));
    const dir = checkout(files, T + 10);
    expect(changedSinceBuild(dir)).toHaveLength(7);
    expect(() => assertFreshBuild(dir, {})).toThrow("(lib/file-6.ts, lib/file-5.ts, lib/file-4.ts, lib/file-3.ts, lib/file-2.ts and 2 more)");
  });

  it("is not made stale by tests, docs, scripts or CI files written after it", () => {
    const dir = checkout({ "app/page.tsx": T, "tests/e2e/x.e2e.ts": T + 20, "docs/BENCHMARKS.md": T + 20, "scripts/bench/admin.ts": T + 20, "lib/time.test.ts": T + 20, ".ci/run": T + 20 }, T + 10);
    expect(changedSinceBuild(dir)).toEqual([]);
  });

  it("has nothing to compare without a build or outside a git checkout", () => {
    expect(changedSinceBuild(checkout({ "app/page.tsx": T + 20 }, null))).toEqual([]);
    const plain = mkdtempSync(path.join(os.tmpdir(), "build-freshness-plain-"));
    dirs.push(plain);
    mkdirSync(path.join(plain, ".next"));
    writeFileSync(path.join(plain, ".next", "BUILD_ID"), "build");
    expect(changedSinceBuild(plain)).toEqual([]);
  });

  it("counts config, the lockfile and the schema as part of the build", () => {
    expect(["next.config.ts", "package-lock.json", "prisma/schema.prisma", "proxy.ts", "app/globals.css", "public/icon.svg"].filter(goesIntoBuild)).toHaveLength(6);
    expect(["playwright.config.ts", "README.md", "deploy/nginx/studio.conf", "proxy.int.test.ts"].filter(goesIntoBuild)).toEqual([]);
    // The steps next.config.ts runs during the build count; the other scripts do not.
    expect(["scripts/build/compile-hints.ts", "scripts/offline/build-worker.ts", "scripts/fonts/subset-fonts.ts", "scripts/bench/admin.ts", "scripts/build/compile-hints.test.ts"].filter(goesIntoBuild)).toEqual(["scripts/build/compile-hints.ts", "scripts/offline/build-worker.ts", "scripts/fonts/subset-fonts.ts"]);
  });
});
