import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// `server-only` throws outside the react-server condition; vitest imports server modules directly.
// Integration files run in parallel on a PostgreSQL server (each worker in its own copy of the migrated
// database, tests/support/worker-database.ts), one at a time on the embedded PGlite.
const integrationWorkers = process.env.DATABASE_URL ? Number(process.env.INTEGRATION_WORKERS ?? 3) : 1;
// Unit and component files on every core: Vitest's default leaves one free, which is one worker on a 2-core CI.
const unitWorkers = Number(process.env.UNIT_WORKERS ?? availableParallelism());
const alias = { "@": import.meta.dirname, "server-only": `${import.meta.dirname}/tests/support/server-only.ts` };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          maxWorkers: unitWorkers,
          include: ["lib/**/*.test.ts", "components/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/*.int.test.ts", "node_modules/**"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          // Client components rendered in jsdom with Testing Library; run with the unit suite.
          name: "component",
          maxWorkers: unitWorkers,
          include: ["components/**/*.test.tsx"],
          exclude: ["node_modules/**"],
          environment: "jsdom",
          setupFiles: ["tests/support/component-setup.ts"],
          // A form filled key by key takes a few seconds on a busy machine.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["**/*.int.test.ts"],
          exclude: ["node_modules/**"],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/integration-setup.ts"],
          fileParallelism: integrationWorkers > 1,
          maxWorkers: integrationWorkers,
          // Its own worker count: run as a group after unit and component when projects are combined.
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
