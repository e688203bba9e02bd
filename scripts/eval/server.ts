// Starts a local instance (wrangler dev on a free port, fresh persisted state) and stops it afterwards.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export const PROJECT_ROOT = path.resolve(import.meta.dirname, "../..");
const CONFIG = "wrangler.local.toml";

export interface LocalServer {
  baseUrl: string;
  /** The instance's ADMIN_TOKEN (a --var): writes need it, and it exempts the harness from rate limits. */
  adminToken: string;
  /** The tail of wrangler's output (for a failing run's report). */
  log(): string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  timeoutMs: number,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with code ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`wrangler dev did not answer GET /healthz within ${timeoutMs} ms:\n${output()}`);
}

/** Applies the D1 migrations to a fresh --persist-to folder, then runs `wrangler dev` there until stop(). */
export async function startLocalServer(
  log: (m: string) => void = () => {},
  timeoutMs = 120_000,
  vars: Record<string, string> = {},
): Promise<LocalServer> {
  const persist = mkdtempSync(path.join(tmpdir(), "rag-eval-"));
  const port = await freePort();
  const migrate = spawnSync(
    "npx",
    ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--config", CONFIG, "--persist-to", persist],
    {
      cwd: PROJECT_ROOT,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, CI: "1" },
    },
  );
  if (migrate.status !== 0) throw new Error(`applying migrations failed:\n${migrate.stdout}\n${migrate.stderr}`);

  const adminToken = randomBytes(24).toString("hex");
  const args = [
    "wrangler",
    "dev",
    "--config",
    CONFIG,
    "--port",
    String(port),
    "--ip",
    "127.0.0.1",
    "--persist-to",
    persist,
  ];
  for (const [k, v] of Object.entries(vars)) args.push("--var", `${k}:${v}`);
  log(`starting npx ${args.join(" ")} --var ADMIN_TOKEN:<random>`);
  args.push("--var", `ADMIN_TOKEN:${adminToken}`);
  // Its own process group, so stop() ends wrangler and the workerd it spawns, and nothing else.
  const child = spawn("npx", args, {
    cwd: PROJECT_ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, CI: "1" },
  });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
      const killTimer = setTimeout(() => {
        try {
          process.kill(-child.pid!, "SIGKILL");
        } catch {
          // already gone
        }
      }, 5000);
      await exited;
      clearTimeout(killTimer);
    }
    rmSync(persist, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, timeoutMs, () => output);
  } catch (e) {
    await stop();
    throw e;
  }
  log(`local instance up at ${baseUrl} (state in ${persist})`);
  return { baseUrl, adminToken, log: () => output, stop };
}
