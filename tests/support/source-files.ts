// The project's source files and the modules each one imports, for the tests that check the house's import
// rules (lib/architecture.test.ts, lib/time/browser-safe.test.ts). Imports are read with the TypeScript
// parser, so an import anywhere in a file counts: multi-line and after code, `export … from`, `import("…")`
// and `require("…")`.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export const repoRoot = path.resolve(import.meta.dirname, "..", "..");

/** Every .ts/.tsx file under `dir` (node_modules, generated code and dot folders left out); test files only when asked. */
export function walk(dir: string, out: string[] = [], withTests = false): string[] {
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name === "generated" || name.startsWith(".")) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out, withTests);
    else if (/\.(ts|tsx)$/.test(name) && (withTests || !/\.test\.tsx?$/.test(name))) out.push(full);
  }
  return out;
}

/** "@/lib/x" or a relative specifier → the file it names; a package or an unknown path → null. */
export function resolveImport(from: string, specifier: string, exists: (file: string) => boolean = isFile): string | null {
  const base = specifier.startsWith("@/") ? path.join(repoRoot, specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (exists(candidate)) return candidate;
  }
  return null;
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** One module a file names: how (static import, `export … from`, `import()`, `require()`) and whether only types cross. */
export type ImportRef = { specifier: string; kind: "import" | "export" | "dynamic" | "require"; typeOnly: boolean };

/** Whether every binding of an import clause is a type (`import type { A }`, or `import { type A, type B }`). */
function clauseIsTypeOnly(clause: ts.ImportClause | undefined): boolean {
  if (!clause) return false; // `import "x"` runs the module
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
}

/** Every module `source` names, in the order they appear. */
export function importsIn(fileName: string, source: string = readFileSync(fileName, "utf8")): ImportRef[] {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind);
  const refs: ImportRef[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      refs.push({ specifier: node.moduleSpecifier.text, kind: "import", typeOnly: clauseIsTypeOnly(node.importClause) });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : undefined;
      const typeOnly = node.isTypeOnly || (!!named && named.length > 0 && named.every((e) => e.isTypeOnly));
      refs.push({ specifier: node.moduleSpecifier.text, kind: "export", typeOnly });
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && ts.isStringLiteral(node.moduleReference.expression)) {
      refs.push({ specifier: node.moduleReference.expression.text, kind: "require", typeOnly: node.isTypeOnly });
    } else if (ts.isCallExpression(node) && node.arguments.length > 0 && ts.isStringLiteralLike(node.arguments[0])) {
      const specifier = node.arguments[0].text;
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword) refs.push({ specifier, kind: "dynamic", typeOnly: false });
      else if (ts.isIdentifier(node.expression) && node.expression.text === "require") refs.push({ specifier, kind: "require", typeOnly: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      refs.push({ specifier: node.argument.literal.text, kind: "dynamic", typeOnly: true }); // `typeof import("x")`
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return refs;
}

/**
 * The project files a file imports (type-only ones too, unless `values` asks for what runs); `exists` lets a
 * test resolve against a synthetic set of files.
 */
export function importedFiles(fileName: string, source?: string, values = false, exists?: (file: string) => boolean): string[] {
  return importsIn(fileName, source)
    .filter((ref) => !values || !ref.typeOnly)
    .map((ref) => resolveImport(fileName, ref.specifier, exists))
    .filter((target): target is string => target !== null);
}
