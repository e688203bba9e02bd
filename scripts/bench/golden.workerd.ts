// Behaviour fingerprint for performance work: runs a fixed set of questions through runQuery and reports the
// answers, citations and traces (timestamps and timings removed). scripts/bench/golden.ts saves or compares it.
import { inject, it } from "vitest";
import { type QueryInput, runQuery } from "../../src/pipeline/query";
import { parseQueryTime } from "../../src/query-time";
import { buildServices } from "../../src/runtime";
import { SAMPLE_QUESTIONS } from "../../src/sample/questions";
import { Trace } from "../../src/trace";
import { bindings, ensureSample, ingestAll, queryInput } from "./corpus";

it("golden", async ({ task }) => {
  const data = inject("bench");
  await ensureSample();
  await ingestAll(data.hotpot.corpus.namespace, data.hotpot.corpus.documents);
  const runs: Array<[string, QueryInput]> = [];
  for (const q of SAMPLE_QUESTIONS) {
    for (const mode of ["auto", "single-pass", "dynamic"] as const)
      runs.push([`sample/${mode}/${q.question}`, queryInput(q.question, mode, "default")]);
  }
  for (const item of data.hotpot.items.slice(0, 25)) {
    for (const mode of ["auto", "dynamic"] as const)
      runs.push([`hotpot/${mode}/${item.id}`, queryInput(item.question, mode, data.hotpot.corpus.namespace)]);
  }
  for (const ex of data.crag) {
    const pages = ex.pages.map((p) => ({ url: p.url, name: p.name, html: p.html }));
    const queryTime = parseQueryTime(ex.queryTime) ?? new Date(0);
    for (const mode of ["auto", "single-pass", "dynamic", "direct-rag"] as const) {
      runs.push([`crag/${mode}/${ex.id}`, queryInput(ex.question, mode, null, { pages, queryTime })]);
    }
  }
  const out: Record<string, unknown> = {};
  for (const [key, input] of runs) {
    const trace = new Trace();
    const { timings_ms, run_id, usage, ...result } = await runQuery("golden", input, buildServices(bindings()), trace);
    void timings_ms, void run_id;
    const { embed_calls, ...modelUsage } = usage;
    void embed_calls;
    out[key] = { result, usage: modelUsage, trace: trace.events.map(({ at, ...e }) => (void at, e)) };
  }
  task.meta.golden = out;
});

declare module "vitest" {
  interface TaskMeta {
    golden?: Record<string, unknown>;
  }
}
