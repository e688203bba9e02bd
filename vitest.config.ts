import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  return {
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
      globalSetup: ["./test/global-setup.ts"],
      setupFiles: ["./test/apply-migrations.ts"],
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  };
});
