// Resolves an endpoint path of the permission table to its route file, the way Next matches
// folders (a literal segment first, then a dynamic [param] or [...param] folder).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export function routeFileFor(apiPath: string): string | null {
  let dir = path.join(process.cwd(), "app");
  for (const segment of apiPath.split("/").filter(Boolean)) {
    const literal = path.join(dir, segment);
    if (!segment.startsWith(":") && existsSync(literal)) {
      dir = literal;
      continue;
    }
    const dynamic = readdirSync(dir).find((name) => /^\[[^\]]+\]$/.test(name) || /^\[\.\.\.[^\]]+\]$/.test(name));
    if (!dynamic || dynamic === "[...nextauth]") return null;
    dir = path.join(dir, dynamic);
  }
  const file = path.join(dir, "route.ts");
  return existsSync(file) ? file : null;
}

export function samplePath(pattern: string): string {
  return pattern.replace(/:[A-Za-z]+/g, "does-not-exist");
}

/** Whether the route file exports a handler for this HTTP method. */
export function routeHandles(apiPath: string, method: string): boolean {
  const file = routeFileFor(apiPath);
  if (!file) return false;
  const source = readFileSync(file, "utf8");
  return new RegExp(`export\\s+(const|async\\s+function|function)\\s+${method}\\b|export\\s*\\{[^}]*\\bas\\s+${method}\\b`).test(source);
}
