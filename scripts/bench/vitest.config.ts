// The workerd half of `npm run bench`: bench files run inside the Workers runtime (D1, HTMLRewriter), one file
// at a time so that no two measurements share the CPU. Started by scripts/bench/workerd.ts, not by `npm test`.
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

const root = path.resolve(import.meta.dirname, "../..");

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(root, "migrations"));
  const files = (process.env.BENCH_FILES ?? "scripts/bench/*.workerd.ts").split(",");
  return {
    root,
    plugins: [
      cloudflareTest({
        remoteBindings: false,
        wrangler: { configPath: "./wrangler.local.toml" },
        miniflare: {
          bindings: { TEST_MIGRATIONS: migrations, SEED_SAMPLE_CORPUS: "false" },
          ratelimits: { QUERY_LIMITER: { namespace_id: "1001", simple: { limit: 1_000_000, period: 60 } } },
        },
      }),
    ],
    test: {
      name: "bench",
      include: files,
      globalSetup: ["./scripts/bench/provide.ts"],
      setupFiles: ["./test/apply-migrations.ts"],
      fileParallelism: false,
      testTimeout: 900_000,
      hookTimeout: 900_000,
    },
  };
});
