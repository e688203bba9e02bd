// Registers CRAG's 38 mock APIs (Task 2) in a running DynaRAG's catalog, and writes the ticker
// table for the local router.
//
//   npx tsx scripts/crag-pack/import.ts --base-url http://localhost:8787 \
//     [--crag-api-base-url http://localhost:8000] [--admin-token T] [--tickers local|remote|skip]
//
// The mock API server is CRAG's own (facebookresearch/CRAG mock_api, `uvicorn server:app`).
// Plain http to it is refused unless the deployment allows the host: set
// API_ALLOW_HTTP_HOSTS="localhost:8000" (a var in wrangler.local.toml or .dev.vars) first.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { COMPANY_DICT, DEFAULT_CRAG_API_BASE_URL, loadPack, PROJECT_ROOT, packEntries, tickerSql } from "./pack.ts";

const USAGE = `npx tsx scripts/crag-pack/import.ts [options]
  --base-url URL            the DynaRAG service (default http://localhost:8787)
  --crag-api-base-url URL   CRAG's mock API server (env CRAG_API_BASE_URL; default ${DEFAULT_CRAG_API_BASE_URL})
  --admin-token TOKEN       Bearer token for POST /v1/apis (env ADMIN_TOKEN)
  --catalog FILE            the pack (default catalog/crag-mock-api.json)
  --company-dict FILE       CRAG's company_name.dict (default ${path.relative(PROJECT_ROOT, COMPANY_DICT)})
  --tickers local|remote|skip
                            load the ticker table into D1 with wrangler (default: write the SQL, print the command)
  --dry-run                 print what would be sent; change nothing`;

const MAX_PER_REQUEST = 100;

async function main() {
  const { values } = parseArgs({
    options: {
      "base-url": { type: "string", default: "http://localhost:8787" },
      "crag-api-base-url": { type: "string" },
      "admin-token": { type: "string" },
      catalog: { type: "string" },
      "company-dict": { type: "string" },
      tickers: { type: "string" },
      "dry-run": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) return console.log(USAGE);
  const cragBase = values["crag-api-base-url"] ?? process.env.CRAG_API_BASE_URL ?? DEFAULT_CRAG_API_BASE_URL;
  const entries = packEntries(loadPack(values.catalog), cragBase);
  const service = values["base-url"].replace(/\/+$/, "");
  const token = values["admin-token"] ?? process.env.ADMIN_TOKEN;

  if (values["dry-run"]) {
    console.log(JSON.stringify({ apis: entries }, null, 2));
  } else {
    for (let i = 0; i < entries.length; i += MAX_PER_REQUEST) {
      const res = await fetch(`${service}/v1/apis`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ apis: entries.slice(i, i + MAX_PER_REQUEST) }),
      });
      const text = await res.text();
      if (!res.ok) {
        console.error(`POST ${service}/v1/apis → HTTP ${res.status}\n${text.slice(0, 2000)}`);
        if (cragBase.startsWith("http:") && /API_ALLOW_HTTP_HOSTS|http/i.test(text)) {
          console.error(
            `\nThe service refuses plain http to ${new URL(cragBase).host}. Allow it for local development:\n` +
              `  API_ALLOW_HTTP_HOSTS="${new URL(cragBase).host}"  (wrangler.local.toml [vars] or .dev.vars), then restart the service.`,
          );
        }
        process.exit(1);
      }
      const body = JSON.parse(text) as { apis: { id: string; name: string }[] };
      console.log(`registered ${body.apis.length} CRAG APIs at ${cragBase} (pack "crag")`);
    }
  }

  const { sql, rows, aliases } = tickerSql(values["company-dict"]);
  const file = path.join(PROJECT_ROOT, ".wrangler", "crag-tickers.sql");
  if (!values["dry-run"]) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, sql);
  }
  const mode = values.tickers;
  const args = [
    "wrangler",
    "d1",
    "execute",
    "DB",
    mode === "remote" ? "--remote" : "--local",
    ...(mode === "remote" ? [] : ["--config", "wrangler.local.toml"]),
    "--file",
    file,
  ];
  console.log(`ticker table: ${aliases} aliases of ${rows} company rows → ${path.relative(PROJECT_ROOT, file)}`);
  if (mode === "local" || mode === "remote") {
    if (values["dry-run"]) return console.log(`would run: npx ${args.join(" ")}`);
    const run = spawnSync("npx", args.concat(mode === "remote" ? ["--yes"] : []), {
      cwd: PROJECT_ROOT,
      stdio: "inherit",
    });
    if (run.status !== 0) process.exit(run.status ?? 1);
  } else if (mode !== "skip") {
    console.log(
      `load it into D1 (once; the entities table comes from migrations/0004_entities.sql):\n  npx ${args.join(" ")}`,
    );
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
