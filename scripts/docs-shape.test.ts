// The docs keep their shape: docs/ARCHITECTURE.md is a map (small, no wall-of-text lines; the details live in
// docs/features/), and every relative link in the docs and the README opens a file of the repository.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const ARCHITECTURE = "docs/ARCHITECTURE.md";
const MAX_ARCHITECTURE_BYTES = 25 * 1024;
const MAX_LINE_CHARACTERS = 300;

/** README.md, docs/*.md and docs/features/*.md, relative to the repository root. */
function linkedDocs(): string[] {
  const inFolder = (folder: string) =>
    readdirSync(path.join(root, folder))
      .filter((name) => name.endsWith(".md"))
      .map((name) => `${folder}/${name}`);
  return ["README.md", ...inFolder("docs"), ...inFolder("docs/features")];
}

/** "file:line: target" for every relative markdown link in `text` whose file does not exist. */
function brokenLinks(file: string, text: string, exists: (target: string) => boolean): string[] {
  const broken: string[] = [];
  let inFence = false;
  text.split("\n").forEach((line, index) => {
    if (line.trimStart().startsWith("```")) inFence = !inFence;
    if (inFence) return;
    const withoutCode = line.replace(/`[^`]*`/g, "");
    for (const match of withoutCode.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = match[1];
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("#")) continue; // https:, mailto:, same-page anchor
      const filePart = decodeURIComponent(target.split("#")[0]);
      const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), filePart));
      if (!exists(resolved)) broken.push(`${file}:${index + 1}: ${target}`);
    }
  });
  return broken;
}

describe("docs shape", () => {
  it(`${ARCHITECTURE} is a map: at most 25 KB, no line over ${MAX_LINE_CHARACTERS} characters`, () => {
    const text = readFileSync(path.join(root, ARCHITECTURE), "utf8");
    expect(Buffer.byteLength(text, "utf8")).toBeLessThanOrEqual(MAX_ARCHITECTURE_BYTES);
    const longLines = text
      .split("\n")
      .flatMap((line, index) => ([...line].length > MAX_LINE_CHARACTERS ? [`${ARCHITECTURE}:${index + 1} (${[...line].length} characters)`] : []));
    expect(longLines).toEqual([]);
  });

  it("recognises a broken relative link and leaves web links, anchors and code alone", () => {
    const sample = [
      "[ok](features/clients.md) [gone](features/nothing.md) [web](https://example.com/x.md) [anchor](#top)",
      "`[code](missing.md)` [up](../README.md#quick-start) [mail](mailto:a@b.c)",
      "```",
      "[fenced](missing.md)",
      "```",
    ].join("\n");
    const existing = new Set(["docs/features/clients.md", "README.md"]);
    expect(brokenLinks("docs/ARCHITECTURE.md", sample, (target) => existing.has(target))).toEqual(["docs/ARCHITECTURE.md:1: features/nothing.md"]);
  });

  it("every relative link in README.md, docs/*.md and docs/features/*.md points to an existing file", () => {
    const files = linkedDocs();
    expect(files).toContain("docs/features/booking-requests.md");
    const broken = files.flatMap((file) => brokenLinks(file, readFileSync(path.join(root, file), "utf8"), (target) => existsSync(path.join(root, target))));
    expect(broken).toEqual([]);
  });
});
