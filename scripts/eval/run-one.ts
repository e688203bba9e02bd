// Runs one question on one system and turns the response into a scored result row.

import type { EvalItem } from "../datasets/types.ts";
import { systemRequest } from "./args.ts";
import type { QueryRequest, QueryResponse, RagClient } from "./client.ts";
import { anyGoldIn, searchableGolds } from "./evidence.ts";
import type { Judge } from "./judge-model.ts";
import { normalizeAnswer } from "./normalize.ts";
import { stripCitations, trimPrediction } from "./score.ts";
import type { ResultRow } from "./types.ts";

export interface RunContext {
  client: RagClient;
  judge: Judge;
  useApis: boolean;
  cleanRecall: (item: EvalItem) => boolean | null;
}

export function buildRequest(item: EvalItem, system: string, useApis: boolean): QueryRequest {
  const { mode, useApis: labelled } = systemRequest(system);
  const req: QueryRequest = { question: item.question, mode, use_apis: useApis || labelled, include_context: true };
  if (item.queryTime) req.query_time = item.queryTime;
  if (item.pages?.length) req.pages = item.pages.map((p) => ({ url: p.url, name: p.name, html: p.html }));
  if (item.namespace !== undefined) req.namespace = item.namespace;
  return req;
}

function contextMetrics(item: EvalItem, system: string, res: QueryResponse) {
  // llm-only retrieves nothing: recall does not apply to it.
  const context = Array.isArray(res.context) && systemRequest(system).mode !== "llm-only" ? res.context : null;
  if (!context) return { recall_at_n: null, context_n: null, support_recall: null };
  const golds = searchableGolds(item);
  const recall = golds.length
    ? context.some((c) => anyGoldIn(normalizeAnswer(`${c.title ?? ""} ${c.text ?? ""}`), golds, item.question))
    : null;
  let support: number | null = null;
  if (item.supportingTitles?.length) {
    const titles = new Set(context.map((c) => (c.title ?? "").trim().toLowerCase()));
    support =
      item.supportingTitles.filter((t) => titles.has(t.trim().toLowerCase())).length / item.supportingTitles.length;
  }
  return {
    recall_at_n: context.length ? recall : golds.length ? false : null,
    context_n: context.length,
    support_recall: support,
  };
}

export async function runOne(item: EvalItem, system: string, ctx: RunContext): Promise<ResultRow> {
  const base = {
    dataset: item.dataset,
    id: item.id,
    ...(item.split ? { split: item.split } : {}),
    system,
    question: item.question,
    answers: item.answers,
    tags: item.tags,
    false_premise: item.falsePremise === true,
    clean_recall: ctx.cleanRecall(item),
  };
  const started = performance.now();
  let res: QueryResponse;
  try {
    res = await ctx.client.query(buildRequest(item, system, ctx.useApis));
  } catch (e) {
    const latency = Math.round(performance.now() - started);
    // A failed request is no answer: it counts as missing, and the error is kept and counted apart.
    return {
      ...base,
      prediction: "",
      verdict: "missing",
      method: "error",
      abstained: false,
      route: null,
      iterations: null,
      model_calls: null,
      skill_calls: null,
      api_calls: null,
      input_tokens: null,
      output_tokens: null,
      latency_ms: latency,
      server_ms: null,
      sufficient: null,
      top_score: null,
      confidence: null,
      partial: false,
      recall_at_n: null,
      context_n: null,
      support_recall: null,
      run_id: null,
      error: String(e instanceof Error ? e.message : e),
    };
  }
  const latency = Math.round(performance.now() - started);
  const prediction = typeof res.answer === "string" ? res.answer : "";
  const judgement = await ctx.judge(item, {
    answer: trimPrediction(stripCitations(prediction)),
    abstained: res.abstained,
    invalidQuestion: res.invalid_question,
  });
  return {
    ...base,
    prediction,
    verdict: judgement.verdict,
    method: judgement.method,
    ...(judgement.explanation ? { explanation: judgement.explanation } : {}),
    abstained: res.abstained === true,
    route: res.route ?? null,
    iterations: res.iterations ?? null,
    model_calls: res.usage?.model_calls ?? null,
    skill_calls: res.usage?.skill_calls ?? null,
    api_calls: Array.isArray(res.api_calls) ? res.api_calls.length : null,
    input_tokens: res.usage?.input_tokens ?? null,
    output_tokens: res.usage?.output_tokens ?? null,
    latency_ms: latency,
    server_ms: res.timings_ms?.total ?? null,
    sufficient: res.sufficient ?? null,
    top_score: res.top_score ?? null,
    confidence: typeof res.confidence === "number" ? res.confidence : null,
    partial: res.partial === true,
    ...contextMetrics(item, system, res),
    run_id: res.run_id ?? null,
  };
}
