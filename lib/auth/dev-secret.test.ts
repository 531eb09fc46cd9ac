import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ensureDevSecret } from "./dev-secret";

const dirs: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "dev-secret-"));
  dirs.push(dir);
  return path.join(dir, ".data", "nextauth-secret");
};
afterEach(() => {
  vi.unstubAllEnvs();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("outside production, tokens are never signed with a fixed secret", () => {
  it("without NEXTAUTH_SECRET a random secret is generated once, kept private, and reused", () => {
    vi.stubEnv("NEXTAUTH_SECRET", "");
    delete process.env.NEXTAUTH_SECRET;
    const fileA = scratch();
    const fileB = scratch();
    const a = ensureDevSecret(fileA);
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(ensureDevSecret(fileA)).toBe(a);
    expect(readFileSync(fileA, "utf8")).toBe(a);
    expect(statSync(fileA).mode & 0o077).toBe(0);
    // Another checkout gets another secret: nothing is shared through the source.
    expect(ensureDevSecret(fileB)).not.toBe(a);
    expect(a).not.toBe("development-only-secret-change-me-0123456789");
  });

  it("NEXTAUTH_SECRET, when set, is used as is", () => {
    vi.stubEnv("NEXTAUTH_SECRET", "from-the-environment-0123456789abcdef");
    expect(ensureDevSecret(scratch())).toBe("from-the-environment-0123456789abcdef");
  });
});
