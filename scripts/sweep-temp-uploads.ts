// npm run gallery:sweep -- [hours]  — for a system cron; the upload handler also sweeps after each upload.  (runs with the react-server condition: lib/gallery is marked server-only)
// Removes gallery uploads that were never merged (rows and stored objects) older than `hours` (default 24).
import "dotenv/config";
import { getPrisma } from "../lib/db/client";
import { sweepTempUploads } from "../lib/gallery";

async function main() {
  const hours = Number(process.argv[2] ?? 24);
  if (!Number.isFinite(hours) || hours < 0) throw new Error("Pass the age in hours, e.g. 24.");
  let total = 0;
  for (let removed = await sweepTempUploads(hours); removed > 0; removed = await sweepTempUploads(hours)) total += removed;
  console.log(`Removed ${total} temporary upload(s) older than ${hours} h.`);
  await getPrisma().$disconnect();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
