// Code and docs state their rules; they never cite documents outside the repository (the product
// spec's or design's sections, tracker issue numbers), which a reader of the repository cannot open.
// A comment says the rule itself in a few words, or links a file in the repository (docs/, docs/decisions/).
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

/** Where the rule holds. lib/generated is the Prisma client, generated from prisma/schema.prisma (checked instead). */
const SCANNED = ["app", "components", "lib", "docs", "README.md", "prisma/schema.prisma"];
const SKIPPED_DIRS = new Set(["node_modules", "generated"]);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|css|md|mdx|json|sql|prisma|txt|ya?ml)$/;

/** A citation of an outside document: the spec or design by name (any section), or an issue by number. */
const OUTSIDE_CITATION = /\bSPEC\b|\bDESIGN\b|DESIGN\.md|SPEC\.md|\b[Ii]ssues? #?\d+/;

function walk(target: string, out: string[] = []): string[] {
  if (!statSync(target).isDirectory()) {
    if (TEXT_FILE.test(target)) out.push(target);
    return out;
  }
  for (const name of readdirSync(target)) {
    if (SKIPPED_DIRS.has(name) || name.startsWith(".")) continue;
    walk(path.join(target, name), out);
  }
  return out;
}

/** "file:line: text" for every line of `text` that cites an outside document. */
function outsideCitations(file: string, text: string): string[] {
  return text.split("\n").flatMap((line, index) => (OUTSIDE_CITATION.test(line) ? [`${file}:${index + 1}: ${line.trim().slice(0, 160)}`] : []));
}

describe("code and docs cite nothing outside the repository", () => {
  it("recognises the citation forms it guards against, and leaves plain prose alone", () => {
    const sample = ["// (SPEC §5 message)", "see DESIGN.md", "## Deposits (issue 34)", "Issue 30 item 6: …", "the SPEC defaults", "issues 18, 19", "an ordinary issue with the spec", "tissue 3"].join("\n");
    expect(outsideCitations("x.ts", sample).map((hit) => hit.split(":")[1])).toEqual(["1", "2", "3", "4", "5", "6"]);
  });

  it(`no line in ${SCANNED.join(", ")} cites the spec, the design or an issue number`, () => {
    const files = SCANNED.flatMap((entry) => walk(path.join(root, entry)));
    expect(files.length).toBeGreaterThan(100);
    const hits = files.flatMap((file) => outsideCitations(path.relative(root, file), readFileSync(file, "utf8")));
    // Each hit is file:line — replace the citation with the rule it stands for.
    expect(hits).toEqual([]);
  });
});
