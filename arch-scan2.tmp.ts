import path from "node:path";
import { repoRoot as root, walk, importedFiles } from "@/tests/support/source-files";
const files = [...walk(path.join(root, "app")), ...walk(path.join(root, "components")), ...walk(path.join(root, "lib"))];
const rel = (f: string) => path.relative(root, f);
const want = process.argv.slice(2);
for (const f of files) for (const t of importedFiles(f)) { const s = `${rel(f)} -> ${rel(t)}`; if (want.every((w) => new RegExp(w).test(s))) console.log(s); }
