import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { COMPILE_HINT, addCompileHints, startupChunks } from "./compile-hints";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build directory shaped as Next 16 writes one: two routes' client reference manifests, the framework's root files. */
function build(): string {
  const dist = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
  dirs.push(dist);
  mkdirSync(path.join(dist, "static", "chunks"), { recursive: true });
  for (const name of ["framework.js", "layout.js", "run-sheet.js", "phone-parser.js", "editor.js"]) writeFileSync(path.join(dist, "static", "chunks", name), `(globalThis.TURBOPACK||[]).push(["${name}",{1:e=>{}}]);\n`);
  writeFileSync(path.join(dist, "static", "chunks", "site.css"), "body{}");
  writeFileSync(path.join(dist, "build-manifest.json"), JSON.stringify({ polyfillFiles: ["static/chunks/polyfills.js"], rootMainFiles: ["static/chunks/framework.js"] }));
  const route = (dir: string, key: string, entries: Record<string, string[]>) => {
    mkdirSync(path.join(dist, "server", "app", dir), { recursive: true });
    writeFileSync(
      path.join(dist, "server", "app", dir, "page_client-reference-manifest.js"),
      `globalThis.__RSC_MANIFEST = (globalThis.__RSC_MANIFEST || {});\nglobalThis.__RSC_MANIFEST[${JSON.stringify(key)}] = ${JSON.stringify({ clientModules: {}, entryJSFiles: entries })};\n`,
    );
  };
  route("admin/run-sheet", "/admin/run-sheet/page", { "[project]/app/layout": ["static/chunks/layout.js"], "[project]/app/admin/run-sheet/page": ["static/chunks/layout.js", "static/chunks/run-sheet.js"] });
  route("contact", "/contact/page", { "[project]/app/layout": ["static/chunks/layout.js"] });
  return dist;
}

const chunk = (dist: string, name: string) => readFileSync(path.join(dist, "static", "chunks", name), "utf8");

describe("compile hints on the chunks a page starts with", () => {
  it("reads the start-up chunks from the framework's root files and every route's entry files", () => {
    expect(startupChunks(build())).toEqual(["static/chunks/framework.js", "static/chunks/layout.js", "static/chunks/run-sheet.js"]);
  });

  it("puts the hint on the first line of each start-up chunk and leaves the chunks only an import() loads as they were", () => {
    const dist = build();
    expect(addCompileHints(dist)).toEqual({ hinted: 3, lazy: 2 });
    for (const name of ["framework.js", "layout.js", "run-sheet.js"]) expect(chunk(dist, name)).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push(["${name}",{1:e=>{}}]);\n`);
    for (const name of ["phone-parser.js", "editor.js"]) expect(chunk(dist, name).startsWith("//")).toBe(false);
    expect(chunk(dist, "site.css")).toBe("body{}");
  });

  it("adds the hint once, however often the build runs it", () => {
    const dist = build();
    addCompileHints(dist);
    addCompileHints(dist);
    expect(chunk(dist, "layout.js").split(COMPILE_HINT)).toHaveLength(2);
  });

  it("marks nothing (and does not fail) when the build has no manifests it can read", () => {
    const dist = build();
    rmSync(path.join(dist, "server"), { recursive: true });
    rmSync(path.join(dist, "build-manifest.json"));
    expect(addCompileHints(dist)).toEqual({ hinted: 0, lazy: 5 });
    expect(chunk(dist, "framework.js").startsWith("//")).toBe(false);
  });

  it("leaves every chunk as built when the build has subresource integrity on (its hashes were taken before)", () => {
    const dist = build();
    writeFileSync(path.join(dist, "server", "subresource-integrity-manifest.json"), "{}");
    expect(addCompileHints(dist)).toEqual({ hinted: 0, lazy: 5, integrity: true });
    expect(chunk(dist, "framework.js").startsWith("//")).toBe(false);
  });
});
