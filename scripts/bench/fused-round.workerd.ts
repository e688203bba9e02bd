// 6. The loop's rerank and decide fused into one call, against today's two (issue 18): the eval smoke set (the first
// 20 items of each shared dataset, as `npm run eval:smoke`) in mode dynamic, each item run both ways behind the
// fixed-latency model wrapper (latency.ts). The fused call is stood in by the same local skills (pairedRoundJudge)
// behind one call's latency, so this measures what the one call saves and checks that the loop's decisions (and
// so the answers) stay the same; whether a model writes as good a judgement in one call as in two needs a model.
import { inject, it } from "vitest";
import { type QueryInput, runQuery } from "../../src/pipeline/query";
import { parseQueryTime } from "../../src/query-time";
import { buildServices } from "../../src/runtime";
import { Trace } from "../../src/trace";
import type { EvalItem } from "../datasets/types.ts";
import { scoreRules } from "../eval/score.ts";
import { bindings, ingestAll, QUERY_TIME } from "./corpus";
import { CallLog, fusedStandIns, withModelLatency } from "./latency";
import { mean, median, round } from "./stats";

interface FusedRun {
  item: string;
  dataset: string;
  fused: boolean;
  e2eMs: number;
  calls: number;
  rounds: number;
  answer: string;
  verdict: string;
}

function inputOf(item: EvalItem): QueryInput {
  const queryTime = (item.queryTime && parseQueryTime(item.queryTime)) || QUERY_TIME;
  const namespace = item.namespace === undefined ? "default" : item.namespace;
  return { question: item.question, queryTime, pages: item.pages ?? [], mode: "dynamic", useApis: true, namespace };
}

async function runOne(item: EvalItem, fused: boolean): Promise<FusedRun> {
  const log = new CallLog();
  const base = buildServices({ ...bindings(), RAG_FUSE: String(fused) });
  if (fused) base.roundJudge = fusedStandIns(base).roundJudge;
  const services = withModelLatency(base, log);
  const t0 = log.now();
  const result = await runQuery("fused", inputOf(item), services, new Trace());
  const e2eMs = log.now() - t0;
  const verdict = scoreRules(item, {
    answer: result.answer,
    abstained: result.abstained,
    invalidQuestion: result.invalid_question,
  }).verdict;
  const calls = log.calls.filter((c) => c.skill !== "embed").length;
  return {
    item: item.id,
    dataset: item.dataset,
    fused,
    e2eMs,
    calls,
    rounds: result.iterations,
    answer: result.answer,
    verdict,
  };
}

it("fused-round", async ({ task }) => {
  const { smoke, options } = inject("bench");
  for (const corpus of smoke.corpora) await ingestAll(corpus.namespace, corpus.documents);
  const items = options.quick ? smoke.items.filter((_, i) => i % 4 === 0) : smoke.items;
  const runs: FusedRun[] = [];
  // Four items at a time (the runs are mostly waiting); each item both ways, one after the other.
  for (let i = 0; i < items.length; i += 4) {
    const batch = items.slice(i, i + 4);
    const out = await Promise.all(batch.map(async (item) => [await runOne(item, false), await runOne(item, true)]));
    runs.push(...out.flat());
  }
  const side = (fused: boolean) => {
    const rs = runs.filter((r) => r.fused === fused);
    const count = (v: string) => rs.filter((r) => r.verdict === v).length;
    return {
      runs: rs.length,
      e2e_ms: round(median(rs.map((r) => r.e2eMs))),
      model_calls: round(mean(rs.map((r) => r.calls))),
      rounds: round(mean(rs.map((r) => r.rounds))),
      accurate: count("accurate"),
      hallucinated: count("hallucinated"),
      missing: count("missing"),
    };
  };
  const pairs = items.map((item) => runs.filter((r) => r.item === item.id && r.dataset === item.dataset));
  const same = pairs.filter(([a, b]) => a && b && a.answer === b.answer).length;
  task.meta.fused = { two_calls: side(false), fused: side(true), same_answers: same, items: items.length, runs };
});

declare module "vitest" {
  interface TaskMeta {
    fused?: {
      two_calls: Record<string, number>;
      fused: Record<string, number>;
      same_answers: number;
      items: number;
      runs: FusedRun[];
    };
  }
}
