import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// Two projects. "node" runs in plain Node: test/node/ (evaluation harness, loaders, scoring) and every
// test/*.node.test.ts, which tests pure modules (text, cleaning, chunking, scoring, parsing, planning
// rules, model adapters over a fake binding) that need no binding or runtime API. "workers" runs the rest
// of test/*.test.ts inside the Workers runtime (the Cloudflare plugin): D1, Durable Objects, the app.
// A pure test belongs in Node: a workerd isolate per file costs about a second of a 2-core machine.
// Both are silent when they pass (console output is shown for failing tests only).
// Inline projects do not inherit the root config (no `extends`), so each one is complete here.
const NODE_TESTS = ["test/node/**/*.test.ts", "test/**/*.node.test.ts"];
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  return {
    test: {
      silent: "passed-only" as const,
      // Vitest's default is one worker less than the cores: one test file at a time on this 2-core machine,
      // while most of a file's time is spent in workerd or a wrangler child process, not in the worker.
      maxWorkers: 2,
      projects: [
        {
          plugins: [
            cloudflareTest({
              remoteBindings: false,
              wrangler: { configPath: "./wrangler.local.toml" },
              miniflare: {
                bindings: { TEST_MIGRATIONS: migrations, SEED_SAMPLE_CORPUS: "false" },
              },
            }),
          ],
          test: {
            name: "workers",
            include: ["test/**/*.test.ts"],
            exclude: [...NODE_TESTS, "**/node_modules/**"],
            globalSetup: ["./test/global-setup.ts"],
            setupFiles: ["./test/apply-migrations.ts"],
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
        {
          test: {
            name: "node",
            environment: "node",
            include: NODE_TESTS,
            // The CRAG pages for the cleaning and chunking tests (the same setup as the workers project).
            globalSetup: ["./test/global-setup.ts"],
            // test/node/crag-pack.test.ts uses node:sqlite on purpose; Node 22 would warn on every run.
            execArgv: ["--disable-warning=ExperimentalWarning"],
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  };
});
