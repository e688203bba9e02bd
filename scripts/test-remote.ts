// npm run test:remote — a handful of questions through real Workers AI (remote bindings, wrangler.remote-test.toml).
// Without CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN it says so and exits 0.
import { spawnSync } from "node:child_process";

const missing = ["CLOUDFLARE_ACCOUNT_ID", "CLOUDFLARE_API_TOKEN"].filter((k) => !process.env[k]);
if (missing.length > 0) {
  console.log(
    `test:remote skipped: set ${missing.join(" and ")} to ask real Workers AI (remote bindings; usage is billed).`,
  );
  process.exit(0);
}
const run = spawnSync("npx", ["vitest", "run", "--project", "remote"], {
  stdio: "inherit",
  env: { ...process.env, RAG_REMOTE_TESTS: "1" },
});
process.exit(run.status ?? 1);
