import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// Two projects: "workers" runs test/*.test.ts inside the Workers runtime (the Cloudflare plugin);
// "node" runs test/node/**/*.test.ts in plain Node (evaluation harness, loaders, scoring) without that plugin.
// Inline projects do not inherit the root config (no `extends`), so each one is complete here.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  return {
    test: {
      projects: [
        {
          plugins: [
            cloudflareTest({
              remoteBindings: false,
              wrangler: { configPath: "./wrangler.local.toml" },
              miniflare: {
                // The tests run on the documented defaults, whatever `npm run calibrate` last wrote.
                bindings: { TEST_MIGRATIONS: migrations, SEED_SAMPLE_CORPUS: "false", RAG_CALIBRATION: "off" },
              },
            }),
          ],
          test: {
            name: "workers",
            // Every test under test/ except the Node project's folder.
            include: ["test/**/*.test.ts"],
            exclude: ["test/node/**", "**/node_modules/**"],
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
            include: ["test/node/**/*.test.ts"],
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  };
});
