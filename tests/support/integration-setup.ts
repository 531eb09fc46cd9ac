import { afterAll, inject } from "vitest";

process.env.DATABASE_URL = inject("databaseUrl");
process.env.DATABASE_POOL_MAX ??= "10";
process.env.EMAIL_OUTBOX_DIR ??= `.data/test-outbox-${process.pid}`;
process.env.UPLOAD_DIR ??= `.data/test-uploads-${process.pid}`;

afterAll(async () => {
  const { getPrisma } = await import("@/lib/db/client");
  await getPrisma().$disconnect();
});
