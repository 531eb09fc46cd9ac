// Which module brings each island to life: public/_islands/manifest.json, written by scripts/islands.ts.
// Read by getStaticProps only (node:fs stays out of the page's own code).
import { readFileSync } from "node:fs";
import path from "node:path";

export type IslandName = "booking" | "contact";

/** The module of each island, from public/_islands/manifest.json (written by scripts/islands.ts). */
export function islandModule(name: IslandName): string {
  const file = path.join(process.cwd(), "public", "_islands", "manifest.json");
  let manifest: Partial<Record<IslandName, string>>;
  try {
    manifest = JSON.parse(readFileSync(file, "utf8")) as Partial<Record<IslandName, string>>;
  } catch {
    throw new Error(`${file} is missing: build the forms' client code first (npm run build does; or tsx scripts/islands.ts).`);
  }
  const entry = manifest[name];
  if (!entry) throw new Error(`${file} names no module for the ${name} form; rebuild it with tsx scripts/islands.ts.`);
  return entry;
}

