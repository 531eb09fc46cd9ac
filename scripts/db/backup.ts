// `npm run db:backup`: a pg_dump custom-format backup of DATABASE_URL into BACKUP_DIR (./backups),
// keeping the newest BACKUP_KEEP (14). Schedule it with cron or a systemd timer (docs/DEPLOYMENT.md).
import "dotenv/config";
import path from "node:path";
import { backupDatabase } from "./pg-backup";

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: db:backup backs up a PostgreSQL server, not the embedded development database");
  const dir = path.resolve(process.env.BACKUP_DIR ?? "backups");
  const keep = Number(process.env.BACKUP_KEEP ?? 14);
  const result = await backupDatabase(url, { dir, keep });
  console.log(`backup written: ${result.file} (${(result.bytes / 1024).toFixed(1)} KB)`);
  for (const old of result.removed) console.log(`removed (beyond BACKUP_KEEP=${keep}): ${old}`);
}

main().catch((error: Error) => {
  console.error(`db:backup failed: ${error.message}`);
  process.exit(1);
});
