import "dotenv/config";
import { migrate } from "./lib/migrate";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set. `npm run dev` migrates the embedded database by itself.");
  process.exit(1);
}
migrate(url)
  .then(({ applied, skipped }) => {
    console.log(`Migrations: ${applied.length} applied${applied.length ? ` (${applied.join(", ")})` : ""}, ${skipped.length} already up to date.`);
  })
  .catch((error: Error) => {
    console.error(`Migration failed: ${error.message}`);
    process.exit(1);
  });
