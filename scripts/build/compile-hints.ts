// Marks the client chunks a page runs at start-up with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`
// (Chrome 136+; other engines read a comment). Called by next.config.ts from Next's public post-compile hook
// (`compiler.runAfterProductionCompile`), before Next prerenders anything.
//
// Why: a Turbopack chunk's modules are functions the runtime calls when a page starts. V8 compiles such a function
// lazily, on the main thread, the first time it runs, and a script's code cache holds only what its top level
// compiled, so every staff page load compiled its modules again: 305 ms of the main thread at 4× on the run sheet
// (the runtime's instantiateModule, self time). With the hint Chrome compiles those functions on the thread that
// streams the script, before it runs (decision 0022). Chunks only a dynamic import loads (the phone parser,
// the captcha widget, the booking form's code on first use) keep lazy compilation: marking them would compile code
// a page may never call.
//
// The chunks a page starts with come from the build's manifests: `build-manifest.json`'s rootMainFiles (the
// framework) and each app route's client reference manifest's entryJSFiles (its layouts and page). Their shape is
// Next's own, so a build whose manifests no longer read as expected marks nothing, says so, and still succeeds;
// `admin-first-paint.e2e.ts` fails then, on the served chunks.
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Every `*_client-reference-manifest.js` under the build's server app directory. */
function clientReferenceManifests(distDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith("_client-reference-manifest.js")) found.push(file);
    }
  };
  const app = path.join(distDir, "server", "app");
  if (existsSync(app)) walk(app);
  return found;
}

/**
 * The entryJSFiles of the client reference manifests (scripts that each assign `globalThis.__RSC_MANIFEST[route]`),
 * run one after another in one sandbox.
 */
function entryFilesOf(manifestFiles: readonly string[]): string[] {
  const context = vm.createContext({});
  for (const file of manifestFiles) vm.runInContext(readFileSync(file, "utf8"), context, { timeout: 1_000 });
  const manifests = ((context as { __RSC_MANIFEST?: unknown }).__RSC_MANIFEST ?? {}) as Record<string, { entryJSFiles?: Record<string, unknown> }>;
  return Object.values(manifests).flatMap((m) => Object.values(m.entryJSFiles ?? {}).flatMap((files) => (Array.isArray(files) ? files.filter((f): f is string => typeof f === "string") : [])));
}

/** The start-up chunks of the build in distDir, as paths relative to it ("static/chunks/….js"). */
export function startupChunks(distDir: string): string[] {
  const chunks = new Set<string>();
  const buildManifest = path.join(distDir, "build-manifest.json");
  if (existsSync(buildManifest)) {
    const { rootMainFiles } = JSON.parse(readFileSync(buildManifest, "utf8")) as { rootMainFiles?: unknown };
    if (Array.isArray(rootMainFiles)) for (const file of rootMainFiles) if (typeof file === "string") chunks.add(file);
  }
  for (const file of entryFilesOf(clientReferenceManifests(distDir))) chunks.add(file);
  return [...chunks].filter((file) => file.startsWith("static/") && file.endsWith(".js")).sort();
}

/**
 * Puts the compile hint on the first line of each start-up chunk (once: a chunk that has it is left alone).
 * Returns how many chunks carry it now and how many were left lazy.
 */
export function addCompileHints(distDir: string): { hinted: number; lazy: number; integrity?: true } {
  const chunkDir = path.join(distDir, "static", "chunks");
  const all = existsSync(chunkDir) ? readdirSync(chunkDir).filter((f) => f.endsWith(".js")) : [];
  // With subresource integrity on (experimental.sri), Next hashed the chunks before this step: a changed byte would
  // make the browser refuse the script, so the chunks stay as Turbopack wrote them.
  if (existsSync(path.join(distDir, "server", "subresource-integrity-manifest.json"))) return { hinted: 0, lazy: all.length, integrity: true };
  const startup = new Set(startupChunks(distDir));
  let hinted = 0;
  for (const name of all) {
    const relative = `static/chunks/${name}`;
    if (!startup.has(relative)) continue;
    const file = path.join(distDir, relative);
    const text = readFileSync(file, "utf8");
    if (!text.startsWith(COMPILE_HINT)) writeFileSync(file, COMPILE_HINT + text);
    hinted++;
  }
  return { hinted, lazy: all.length - hinted };
}

/** The hook next.config.ts registers: marks the chunks and says how many, or why none. */
export async function compileHintsAfterBuild({ distDir }: { distDir: string }): Promise<void> {
  const { hinted, lazy, integrity } = addCompileHints(distDir);
  if (integrity) console.warn("compile hints: subresource integrity is on, so the chunks stay as built (lazily compiled)");
  else if (hinted === 0) console.warn("compile hints: no start-up chunk found in the build's manifests (has Next's output changed?); the chunks stay lazily compiled");
  else console.log(`compile hints: ${hinted} start-up chunk(s) marked //# allFunctionsCalledOnLoad, ${lazy} left lazy`);
}
