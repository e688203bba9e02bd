import { createServer } from "node:net";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { quietDependencySourcemaps } from "./test/support/quiet-dependency-sourcemaps.ts";

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
  // The "models-http" project's Worker talks to a scripted OpenAI-compatible server on loopback
  // (test/support/openai-server.ts); its port is chosen here, so the Worker's vars can name it.
  const modelPort = Number(process.env.MODEL_SERVER_PORT) || (await freePort());
  process.env.MODEL_SERVER_PORT = String(modelPort);
  const modelUrl = `http://127.0.0.1:${modelPort}/v1`;
  return {
    test: {
      silent: "passed-only" as const,
      // Vitest's default is one worker less than the cores: one test file at a time on this 2-core machine,
      // while most of a file's time is spent in workerd or a wrangler child process, not in the worker.
      maxWorkers: 2,
      projects: [
        {
          plugins: [
            quietDependencySourcemaps(),
            cloudflareTest({
              remoteBindings: false,
              wrangler: { configPath: "./wrangler.local.toml" },
              miniflare: {
                // The tests run on the documented defaults, whatever `npm run calibrate` last wrote.
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  SEED_SAMPLE_CORPUS: "false",
                  RAG_CALIBRATION: "off",
                  API_SECRETS: "MARKET_API_KEY@api.example.com",
                },
                // The suite makes hundreds of queries from one "client": the limiter's own tests inject theirs.
                ratelimits: { QUERY_LIMITER: { namespace_id: "1001", simple: { limit: 1_000_000, period: 60 } } },
              },
            }),
          ],
          test: {
            name: "workers",
            include: ["test/**/*.test.ts"],
            exclude: [...NODE_TESTS, "test/models-http/**", "test/remote/**", "**/node_modules/**"],
            globalSetup: ["./test/global-setup.ts"],
            setupFiles: ["./test/apply-migrations.ts"],
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
        {
          plugins: [
            quietDependencySourcemaps(),
            cloudflareTest({
              remoteBindings: false,
              wrangler: { configPath: "./wrangler.local.toml" },
              miniflare: {
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  SEED_SAMPLE_CORPUS: "false",
                  LLM_BASE_URL: modelUrl,
                  LLM_MODEL: "scripted-chat",
                  LLM_API_KEY: "test-key",
                  FUNCTION_MODEL: "scripted-gorilla",
                  EMBED_BASE_URL: modelUrl,
                  EMBED_MODEL: "scripted-embed",
                  EMBED_API_KEY: "test-key",
                  EMBED_DIMENSIONS: "64",
                  RAG_MODEL_RETRY_MS: "20",
                  RAG_MODEL_TIMEOUT_MS: "3000",
                  SEED_DEMO_APIS: "true",
                  RAG_CALIBRATION: "off",
                },
              },
            }),
          ],
          test: {
            name: "models-http",
            include: ["test/models-http/**/*.test.ts"],
            globalSetup: ["./test/support/openai-global-setup.ts"],
            setupFiles: ["./test/apply-migrations.ts"],
            // One scripted server for the project: its files run one after another.
            fileParallelism: false,
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
        // npm run test:remote only (scripts/test-remote.ts): real Workers AI through a remote binding.
        ...(process.env.RAG_REMOTE_TESTS
          ? [
              {
                plugins: [
                  quietDependencySourcemaps(),
                  cloudflareTest({
                    remoteBindings: true,
                    wrangler: { configPath: "./wrangler.remote-test.toml" },
                    miniflare: {
                      bindings: { TEST_MIGRATIONS: migrations, SEED_SAMPLE_CORPUS: "true", SEED_DEMO_APIS: "true" },
                    },
                  }),
                ],
                test: {
                  name: "remote",
                  include: ["test/remote/**/*.test.ts"],
                  setupFiles: ["./test/apply-migrations.ts"],
                  testTimeout: 120_000,
                  hookTimeout: 120_000,
                },
              },
            ]
          : []),
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

/** A free loopback port (listen on 0, read it, let it go). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
