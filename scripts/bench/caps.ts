// 6. At the cost caps: a query with the most a request may carry by default (20 pages, 5 MB of HTML in all, a
// 4 KB question), timed end to end against a local server with the workerd process's peak memory, and the
// requests just past each cap, which must be refused (400/413) before any work.
import { readFileSync } from "node:fs";
import { CAP_DEFAULTS } from "../../src/limits.ts";
import { startLocalServer } from "../eval/server.ts";
import { workerdPids } from "./memory.ts";

function peakRssMb(): number {
  let peak = 0;
  for (const pid of workerdPids()) {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    if (m) peak = Math.max(peak, Math.round(Number(m[1]) / 1024));
  }
  return peak;
}

function pages(count: number, totalBytes: number) {
  const filler = "Filler sentence about nothing in particular. ";
  const each = Math.floor(totalBytes / count);
  return Array.from({ length: count }, (_, i) => {
    const head = `<html><body><p>Page ${i}: the relay's codename is Bluefin.</p><p>`;
    const tail = "</p></body></html>";
    const body = filler.repeat(Math.ceil(each / filler.length)).slice(0, Math.max(0, each - head.length - tail.length));
    return { url: `https://caps.example/${i}`, html: head + body + tail };
  });
}

export async function capsTest(log?: (m: string) => void): Promise<Record<string, unknown>[]> {
  const server = await startLocalServer(log);
  const headers = { "content-type": "application/json", authorization: `Bearer ${server.adminToken}` };
  const ask = async (body: Record<string, unknown>) => {
    const started = performance.now();
    const res = await fetch(`${server.baseUrl}/v1/query`, { method: "POST", headers, body: JSON.stringify(body) });
    const json = (await res.json()) as { error?: { code: string } };
    return { status: res.status, code: json.error?.code ?? "", ms: Math.round(performance.now() - started) };
  };
  const question = "What is the relay's codename?";
  try {
    const rows: Record<string, unknown>[] = [];
    const atCap = pages(CAP_DEFAULTS.maxPages, CAP_DEFAULTS.maxPageBytes - 1024);
    const before = peakRssMb();
    const full = await ask({ question, pages: atCap, namespace: null, mode: "single-pass" });
    rows.push({
      request: `${CAP_DEFAULTS.maxPages} pages, 5 MB in all (at the caps)`,
      ...full,
      peak_rss_mb: peakRssMb(),
      rss_before_mb: before,
    });
    const probes: [string, Record<string, unknown>][] = [
      ["21 pages", { question, pages: pages(CAP_DEFAULTS.maxPages + 1, 21_000), namespace: null }],
      ["pages 5 MB + 1 KB", { question, pages: pages(2, CAP_DEFAULTS.maxPageBytes + 1024), namespace: null }],
      ["question of 4 KB + 3 bytes", { question: "€".repeat(1366), namespace: null }],
    ];
    for (const [request, body] of probes) rows.push({ request, ...(await ask(body)) });
    return rows;
  } finally {
    await server.stop();
  }
}
