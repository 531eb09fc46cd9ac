// `npm run endpoints`: reads every endpoint's declaration — `apiRoute("METHOD /api/path", { access, body?, query? }, handler)`
// in app/api/**/route.ts — and writes what reads them:
//   lib/auth/endpoints.generated.ts  the permission table (API_ENDPOINTS, EndpointKey): prefetch, streams, the reliability suite;
//   app/api/routes.generated.ts      the typed client's route map (each key → its handler's type, type-only);
//   docs/API.md                      the route docs (key, access, body and query schemas, file).
// Adding an endpoint is its declaration and handler, then this command; scripts/endpoints.test.ts fails while any
// generated file differs from what the declarations say. Parsed with the TypeScript parser, never by regular expression.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export const REPO_ROOT = path.resolve(import.meta.dirname, "..");

export interface EndpointDeclaration {
  key: string;
  /** The access expression as written ("public", ["manage_bookings"], STAFF_READ). */
  access: string;
  body?: string;
  query?: string;
  /** The route file, relative to the repository, with / separators. */
  file: string;
}

/** Identifiers an access expression may name (imported into the generated table). */
const ACCESS_CONSTANTS = new Set(["STAFF_READ"]);
const METHOD_ORDER = ["GET", "POST", "PUT", "PATCH", "DELETE"];

function routeFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) routeFiles(full, out);
    else if (name === "route.ts") out.push(full);
  }
  return out;
}

/** `X as const satisfies T` / `X as const` / `(X)` → X. */
function unwrap(node: ts.Expression): ts.Expression {
  while (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) node = node.expression;
  return node;
}

function property(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const p of object.properties) {
    if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === name) return p.initializer;
    if (ts.isShorthandPropertyAssignment(p) && p.name.text === name) return p.name;
  }
  return undefined;
}

/** The object literal an identifier names in this file (`const READ_PAGES = { … } as const`). */
function constObject(source: ts.SourceFile, name: string): ts.ObjectLiteralExpression | undefined {
  let found: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name && node.initializer) {
      const value = unwrap(node.initializer);
      if (ts.isObjectLiteralExpression(value)) found = value;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function checkedAccess(expression: ts.Expression, source: ts.SourceFile, where: string): string {
  const text = expression.getText(source).replace(/\s+/g, " ");
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) names.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(expression);
  for (const name of names) if (!ACCESS_CONSTANTS.has(name)) throw new Error(`${where}: access must be "public", "session", "cron", "provider", a list of permissions or ${[...ACCESS_CONSTANTS].join(", ")}; found ${text}`);
  return text;
}

/** Every endpoint declared by the route handlers under app/api, in path order then method order. */
export function readDeclarations(root = REPO_ROOT): EndpointDeclaration[] {
  const found: EndpointDeclaration[] = [];
  for (const full of routeFiles(path.join(root, "app", "api"))) {
    const file = path.relative(root, full).split(path.sep).join("/");
    const source = ts.createSourceFile(full, readFileSync(full, "utf8"), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "apiRoute") {
        const [endpoint, options] = node.arguments;
        const where = `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
        if (!options || !ts.isObjectLiteralExpression(options)) throw new Error(`${where}: apiRoute's options must be an object literal`);
        const schema = (name: string) => property(options, name)?.getText(source);
        const body = schema("body");
        const query = schema("query");
        if (ts.isStringLiteral(endpoint) || ts.isNoSubstitutionTemplateLiteral(endpoint)) {
          const access = property(options, "access");
          if (!access) throw new Error(`${where}: ${endpoint.text} declares no access`);
          found.push({ key: endpoint.text, access: checkedAccess(access, source, where), body, query, file });
        } else {
          let table = property(options, "endpoints");
          if (table && ts.isIdentifier(table)) table = constObject(source, table.text);
          if (!table || !ts.isObjectLiteralExpression(unwrap(table))) throw new Error(`${where}: a computed endpoint declares its keys in an \`endpoints\` object of this file`);
          for (const p of (unwrap(table) as ts.ObjectLiteralExpression).properties) {
            if (!ts.isPropertyAssignment(p) || !ts.isStringLiteral(p.name)) throw new Error(`${where}: each endpoint is a "METHOD /api/path": access entry`);
            found.push({ key: p.name.text, access: checkedAccess(p.initializer, source, where), body, query, file });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  const seen = new Set<string>();
  for (const d of found) {
    if (!/^(GET|POST|PUT|PATCH|DELETE) \/api(\/[^\s/]+)+$/.test(d.key)) throw new Error(`${d.file}: "${d.key}" is not "METHOD /api/path"`);
    if (seen.has(d.key)) throw new Error(`${d.file}: ${d.key} is declared twice`);
    seen.add(d.key);
  }
  const pathOf = (key: string) => key.slice(key.indexOf(" ") + 1);
  const methodRank = (key: string) => METHOD_ORDER.indexOf(key.slice(0, key.indexOf(" ")));
  return found.sort((a, b) => (pathOf(a.key) < pathOf(b.key) ? -1 : pathOf(a.key) > pathOf(b.key) ? 1 : methodRank(a.key) - methodRank(b.key)));
}

const HEADER = "// Generated by `npm run endpoints` (scripts/endpoints.ts) from the apiRoute declarations in app/api/**/route.ts: do not edit.";

export function permissionTable(declarations: EndpointDeclaration[]): string {
  const constants = [...ACCESS_CONSTANTS].filter((name) => declarations.some((d) => new RegExp(`\\b${name}\\b`).test(d.access)));
  const imports = [...constants, "type Access"].join(", ");
  const rows = declarations.map((d) => `  ${JSON.stringify(d.key)}: ${d.access},`);
  return [HEADER, `import { ${imports} } from "./dto";`, "", "export const API_ENDPOINTS = {", ...rows, "} as const satisfies Record<string, Access>;", ""].join("\n");
}

export function routeTypes(declarations: EndpointDeclaration[]): string {
  const files = [...new Set(declarations.map((d) => d.file))];
  // Named after the path (app/api/events/[id]/show/route.ts → EventsIdShowRoute): a new route adds lines, renames none.
  const alias = new Map<string, string>();
  const taken = new Set<string>();
  for (const file of files) {
    const words = file.replace(/^app\/api\//, "").replace(/\/route\.ts$/, "").split(/[^A-Za-z0-9]+/).filter(Boolean);
    const base = `${words.map((w) => w[0].toUpperCase() + w.slice(1)).join("")}Route`;
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
    taken.add(name);
    alias.set(file, name);
  }
  const specifier = (file: string) => `./${file.replace(/^app\/api\//, "").replace(/\.ts$/, "")}`;
  return [
    HEADER,
    "// Each endpoint's handler type (its answer, body and query), read by the typed client (app/api/contract.ts). Type-only: no route runs from here.",
    ...files.map((file) => `import type * as ${alias.get(file)} from ${JSON.stringify(specifier(file))};`),
    "",
    "export interface ApiRoutes {",
    ...declarations.map((d) => `  ${JSON.stringify(d.key)}: typeof ${alias.get(d.file)}.${d.key.slice(0, d.key.indexOf(" "))};`),
    "}",
    "",
  ].join("\n");
}

export function routeDocs(declarations: EndpointDeclaration[]): string {
  const cell = (text?: string) => (text ? `\`${text.replace(/\|/g, "\\|")}\`` : "");
  return [
    "# API endpoints",
    "",
    "Generated by `npm run endpoints` from each route's declaration (`apiRoute(key, { access, body, query }, handler)`); do not edit.",
    "Access: `public` anyone, `session` any signed-in user, `cron` the `CRON_SECRET` bearer, `provider` a signed webhook, a list: any of those permissions (`STAFF_READ` = manage_bookings or view_bookings).",
    "Writes by a signed-in user need the `X-CSRF-Token` header; every error answers `{ error }` (docs/ARCHITECTURE.md).",
    "",
    "| Endpoint | Access | Body | Query | Route |",
    "|---|---|---|---|---|",
    ...declarations.map((d) => `| \`${d.key}\` | ${cell(d.access)} | ${cell(d.body)} | ${cell(d.query)} | [${d.file.replace(/^app\/api\//, "")}](../${d.file}) |`),
    "",
  ].join("\n");
}

/** Each generated file with what the declarations make of it. */
export function generatedFiles(root = REPO_ROOT): Record<string, string> {
  const declarations = readDeclarations(root);
  return {
    "lib/auth/endpoints.generated.ts": permissionTable(declarations),
    "app/api/routes.generated.ts": routeTypes(declarations),
    "docs/API.md": routeDocs(declarations),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const files = generatedFiles();
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(REPO_ROOT, file), text);
  console.log(`${Object.keys(files).length} files written from ${readDeclarations().length} endpoint declarations.`);
}
