// Node side: peak memory of the workerd process while a bench phase runs. The workerd half calls
// GET <markUrl>/mark?phase=<name>:start|end (loopback only); at start the kernel's peak-RSS counter of every
// workerd process this benchmark started is reset (/proc/<pid>/clear_refs = 5), at end its peak is read.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";

function statusOf(pid: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const line of readFileSync(`/proc/${pid}/status`, "utf8").split("\n")) {
    const m = /^(VmRSS|VmHWM):\s+(\d+) kB/.exec(line);
    if (m) out[m[1]!] = Number(m[2]) / 1024;
  }
  return out;
}

/** workerd processes descended from this one. */
export function workerdPids(root = process.pid): number[] {
  const parent = new Map<number, number>();
  const name = new Map<number, string>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      name.set(Number(entry), stat.slice(stat.indexOf("(") + 1, close));
      parent.set(Number(entry), Number(stat.slice(close + 2).split(" ")[1]));
    } catch {
      // gone
    }
  }
  const descends = (pid: number): boolean => {
    for (let p = parent.get(pid); p !== undefined && p > 1; p = parent.get(p)) if (p === root) return true;
    return false;
  };
  return [...name].filter(([pid, n]) => n === "workerd" && descends(pid)).map(([pid]) => pid);
}

export interface MarkServer {
  url: string;
  close(): Promise<void>;
}

/** Serves the phase marks on 127.0.0.1 (a free port). Returns MB: the phase's peak RSS above its start. */
export async function startMarkServer(): Promise<MarkServer> {
  const base = new Map<number, number>();
  const server: Server = createServer((req, res) => {
    const phase = new URL(req.url ?? "/", "http://127.0.0.1").searchParams.get("phase") ?? "";
    const body: Record<string, number> = {};
    try {
      for (const pid of workerdPids()) {
        if (phase.endsWith(":start")) {
          writeFileSync(`/proc/${pid}/clear_refs`, "5");
          base.set(pid, statusOf(pid).VmRSS ?? 0);
        } else {
          const s = statusOf(pid);
          body.peak_mb = Math.max(body.peak_mb ?? 0, Math.round((s.VmHWM ?? 0) - (base.get(pid) ?? 0)));
          body.rss_mb = Math.max(body.rss_mb ?? 0, Math.round(s.VmHWM ?? 0));
        }
      }
    } catch {
      // not Linux, or not allowed: no figure
    }
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
