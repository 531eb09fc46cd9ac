import "dotenv/config";
import { createPrismaClient } from "../lib/db/client";
import { seed } from "./seed-lib";

const prisma = createPrismaClient();
seed(prisma, { log: (line) => console.log(line) })
  .catch((error: Error) => {
    console.error(`Seed failed: ${error.message}`);
    process.exitCode = 1;
  })
  .finally(() => prisma.$disconnect());
