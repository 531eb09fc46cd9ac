import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

// `server-only` throws outside the react-server condition; vitest imports server modules directly.
// Integration files run in parallel on a PostgreSQL server (each worker in its own copy of the migrated
// database, tests/support/worker-database.ts), one at a time on the embedded PGlite.
const integrationWorkers = process.env.DATABASE_URL ? Number(process.env.INTEGRATION_WORKERS ?? 3) : 1;
// Unit and component files on every core: Vitest's default leaves one free, which is one worker on a 2-core CI.
const unitWorkers = Number(process.env.UNIT_WORKERS ?? availableParallelism());
const alias = { "@": import.meta.dirname, "server-only": `${import.meta.dirname}/tests/support/server-only.ts` };

/** Test files that replace a module (`vi.mock`, `vi.doMock`), relative to the repository. */
function filesThatMockModules(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && !entry.name.startsWith(".")) walk(file);
      } else if (/\.test\.tsx?$/.test(entry.name) && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, "utf8"))) {
        found.push(path.relative(import.meta.dirname, file).split(path.sep).join("/"));
      }
    }
  };
  walk(import.meta.dirname);
  return found;
}
const mocking = filesThatMockModules();

/**
 * A suite as two projects. `name`: its files share their worker's modules (`isolate: false`): loading the
 * app's modules, Prisma's generated client, date-fns-tz and jsdom once per worker instead of once per file
 * took unit+component 122 s → 62 s and integration 304 s → 124 s here. The setup files put back what a file
 * stubbed and give the next one a fresh database client. `name-mocks`: the files that replace a module with
 * `vi.mock`, which needs a module graph of its own, each isolated as before.
 */
function sharedAndIsolated(name: string, own: (file: string) => boolean, test: NonNullable<TestProjectInlineConfiguration["test"]>): TestProjectInlineConfiguration[] {
  const isolated = mocking.filter(own);
  return [
    { resolve: { alias }, test: { ...test, name, isolate: false, exclude: [...(test.exclude ?? []), ...isolated] } },
    {
      resolve: { alias },
      test: { ...test, name: `${name}-mocks`, include: isolated.length ? isolated : ["no-such-file"], sequence: { groupOrder: (test.sequence?.groupOrder ?? 0) + 1 } },
    },
  ];
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      ...sharedAndIsolated("unit", (file) => /^(lib|components|scripts)\/.*\.test\.ts$/.test(file) && !file.endsWith(".int.test.ts"), {
        maxWorkers: unitWorkers,
        include: ["lib/**/*.test.ts", "components/**/*.test.ts", "scripts/**/*.test.ts"],
        exclude: ["**/*.int.test.ts", "node_modules/**"],
        environment: "node",
        setupFiles: ["tests/support/unit-setup.ts"],
      }),
      // Client components rendered in jsdom with Testing Library; run with the unit suite.
      ...sharedAndIsolated("component", (file) => /^components\/.*\.test\.tsx$/.test(file), {
        maxWorkers: unitWorkers,
        include: ["components/**/*.test.tsx"],
        exclude: ["node_modules/**"],
        environment: "jsdom",
        setupFiles: ["tests/support/unit-setup.ts", "tests/support/component-setup.ts"],
        // A form filled key by key takes a few seconds on a busy machine.
        testTimeout: 20_000,
      }),
      ...sharedAndIsolated("integration", (file) => file.endsWith(".int.test.ts"), {
        include: ["**/*.int.test.ts"],
        exclude: ["node_modules/**"],
        environment: "node",
        globalSetup: ["tests/support/global-setup.ts"],
        setupFiles: ["tests/support/integration-setup.ts"],
        fileParallelism: integrationWorkers > 1,
        maxWorkers: integrationWorkers,
        // After unit and component when projects are combined (its own worker count); its -mocks after it.
        sequence: { groupOrder: 2 },
        testTimeout: 30_000,
        hookTimeout: 60_000,
      }),
    ],
  },
});
