// A reused production build (BENCH_SKIP_BUILD=1, E2E_SKIP_BUILD=1, RELIABILITY_SKIP_BUILD=1, a bench's baseline
// checkout) must be a build of the files in front of it. On 2026-12-04 a bench run with BENCH_SKIP_BUILD=1 measured
// a build left over from an experiment that had since been reverted (the run sheet behind a loading.tsx): 2.8 s to
// content instead of 1.6 s, and nothing said so. `next build` writes .next/BUILD_ID last, so a tracked file that
// goes into the build and was written after BUILD_ID is a change the build does not have.
import { execFileSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Tracked files that never reach the build: tests and their configs, docs, scripts (but the steps next.config.ts
 * runs in the build: the fonts, the staff worker, the compile hints), CI and deployment files.
 */
const NOT_BUILT = [/^tests\//, /^docs\//, /^scripts\/(?!(fonts|offline|build)\/)/, /^deploy\//, /^\.ci\//, /\.md$/, /\.test\.tsx?$/, /^(playwright|vitest)\.config\.ts$/, /^eslint\.config\.mjs$/, /^\.(gitignore|env\.example)$/, /^vercel\.json$/];

/** Whether a tracked path goes into `next build` (app code, styles, public files, config, the lockfile). */
export function goesIntoBuild(file: string): boolean {
  return !NOT_BUILT.some((pattern) => pattern.test(file));
}

/**
 * The tracked files of checkout `dir` that go into the build and were modified after its `.next/BUILD_ID` was
 * written, the most recent first. Empty when there is no build, no git, or nothing newer.
 */
export function changedSinceBuild(dir: string = process.cwd()): string[] {
  const buildId = path.join(dir, ".next", "BUILD_ID");
  if (!existsSync(buildId)) return [];
  let files: string[];
  try {
    files = execFileSync("git", ["ls-files", "-z"], { cwd: dir, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).split("\0").filter(Boolean);
  } catch {
    return []; // not a git checkout (a deployed copy): nothing to compare with
  }
  const builtAt = statSync(buildId).mtimeMs;
  const newer: { file: string; at: number }[] = [];
  for (const file of files) {
    if (!goesIntoBuild(file)) continue;
    let at: number;
    try {
      at = statSync(path.join(dir, file)).mtimeMs;
    } catch {
      continue; // deleted in the working tree
    }
    if (at > builtAt) newer.push({ file, at });
  }
  return newer.sort((a, b) => b.at - a.at).map((n) => n.file);
}

/** How many of the changed files the message names. */
const SHOWN = 5;

/** Stops a run that would reuse a build older than its sources, naming what changed (ALLOW_STALE_BUILD=1 goes on). */
export function assertFreshBuild(dir: string = process.cwd(), env: Record<string, string | undefined> = process.env): void {
  if (env.ALLOW_STALE_BUILD === "1") return;
  const changed = changedSinceBuild(dir);
  if (changed.length === 0) return;
  throw new Error(
    `The build in ${path.join(dir, ".next")} is older than files that go into it (${changed.slice(0, SHOWN).join(", ")}${changed.length > SHOWN ? ` and ${changed.length - SHOWN} more` : ""}): ` +
      "build again (leave out the *_SKIP_BUILD setting), or set ALLOW_STALE_BUILD=1 to use it anyway.",
  );
}
