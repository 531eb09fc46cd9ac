// `npm run db:restore -- <file>`: restores a db:backup file into DATABASE_URL, which must be an
// empty database (create one, restore, check, then point the app at it).
import "dotenv/config";
import path from "node:path";
import { databaseName, restoreDatabase } from "./pg-backup";

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error("usage: npm run db:restore -- <backup file>   (into the empty database in DATABASE_URL)");
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: name the empty database to restore into");
  await restoreDatabase(path.resolve(file), url);
  console.log(`restored ${file} into ${databaseName(url)}`);
}

main().catch((error: Error) => {
  console.error(`db:restore failed: ${error.message}`);
  process.exit(1);
});
