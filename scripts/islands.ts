// The public forms' client code (issue 18): /bookanappointment and /contact are served like the content
// pages, as HTML and CSS without Next's client runtime, and their forms come alive from one small
// module each — the same components, bundled here with Preact (preact/compat stands in for React,
// ~4 KB instead of the App Router's ~140 KB runtime). `npm run build` runs this before `next build`;
// `npm run dev` keeps it rebuilding. Output: public/_islands/, with manifest.json naming each entry.
//
// Run directly: `tsx scripts/islands.ts` (once) or `tsx scripts/islands.ts --watch`.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import nextEnv from "@next/env";

import type { IslandName } from "../components/site/islands/manifest";

export const ISLANDS: Record<IslandName, string> = { booking: "components/site/islands/booking.tsx", contact: "components/site/islands/contact.tsx" };
const OUT_DIR = path.join("public", "_islands");

function options(root: string): esbuild.BuildOptions {
  // NEXT_PUBLIC_* are inlined at build time, from the same .env files Next reads.
  nextEnv.loadEnvConfig(root, process.env.NODE_ENV !== "production");
  return {
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(ISLANDS).map(([name, file]) => [name, path.join(root, file)])),
    outdir: path.join(root, OUT_DIR),
    entryNames: "[name]-[hash]",
    chunkNames: "chunk-[hash]",
    bundle: true,
    splitting: true,
    format: "esm",
    // The browsers Next 16 supports (its default browserslist).
    target: ["chrome111", "edge111", "firefox111", "safari16.4"],
    minify: true,
    metafile: true,
    jsx: "automatic",
    alias: {
      react: "preact/compat",
      "react-dom": "preact/compat",
      "react-dom/client": "preact/compat/client",
      "react/jsx-runtime": "preact/jsx-runtime",
      "react/jsx-dev-runtime": "preact/jsx-runtime",
    },
    define: {
      "process.env.NODE_ENV": '"production"',
      "process.env.NEXT_PUBLIC_HCAPTCHA_SITE_KEY": JSON.stringify(process.env.NEXT_PUBLIC_HCAPTCHA_SITE_KEY ?? ""),
    },
    // "use client" marks these components for the App Router; here they are client code anyway.
    logOverride: { "unsupported-directive": "silent" },
    logLevel: "warning",
  };
}

/**
 * Files of this build and the one before it stay; older ones go. A server still running the previous
 * build (during a deploy, until it restarts) keeps serving pages that import that build's files.
 */
function prune(root: string, metafile: esbuild.Metafile) {
  const dir = path.join(root, OUT_DIR);
  const listFile = path.join(dir, "files.json");
  const current = Object.keys(metafile.outputs).map((file) => path.basename(file));
  const previous = existsSync(listFile) ? (JSON.parse(readFileSync(listFile, "utf8")) as { current?: string[] }).current ?? [] : [];
  const keep = new Set([...current, ...previous, "manifest.json", "files.json"]);
  for (const file of readdirSync(dir)) if (!keep.has(file)) rmSync(path.join(dir, file), { force: true });
  writeFileSync(listFile, `${JSON.stringify({ current, previous }, null, 2)}\n`);
}

function writeManifest(root: string, metafile: esbuild.Metafile): Record<IslandName, string> {
  prune(root, metafile);
  const manifest = {} as Record<IslandName, string>;
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const name = (Object.entries(ISLANDS) as [IslandName, string][]).find(([, entry]) => output.entryPoint === entry)?.[0];
    if (name) manifest[name] = `/${path.relative(path.join(root, "public"), path.join(root, file)).split(path.sep).join("/")}`;
  }
  writeFileSync(path.join(root, OUT_DIR, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Builds every island once into public/_islands (keeping the previous build's files, see prune). */
export async function buildIslands(root = process.cwd()): Promise<Record<IslandName, string>> {
  mkdirSync(path.join(root, OUT_DIR), { recursive: true });
  const result = await esbuild.build(options(root));
  return writeManifest(root, result.metafile!);
}

/** Rebuilds on every change under the project (npm run dev). Returns a stop function. */
export async function watchIslands(root = process.cwd()): Promise<() => Promise<void>> {
  mkdirSync(path.join(root, OUT_DIR), { recursive: true });
  const context = await esbuild.context({
    ...options(root),
    plugins: [{ name: "manifest", setup: (build) => build.onEnd((result) => void (result.metafile && writeManifest(root, result.metafile))) }],
  });
  await context.watch();
  return () => context.dispose();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (process.argv.includes("--watch")) {
    await watchIslands();
    console.log("[islands] watching");
  } else {
    const manifest = await buildIslands();
    console.log(`[islands] built ${Object.values(manifest).join(", ")}`);
  }
}
