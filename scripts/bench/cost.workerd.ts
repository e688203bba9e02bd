// 4. Cost per question: model calls, skill calls, tokens and embedding calls per question (the run's own usage) on
// the eval smoke set (the first 20 items of each shared dataset, as `npm run eval:smoke`), by mode and by the route
// taken; and for `auto`, the questions its gate sent to the single pass against the same in single-pass mode.
// The benchmark runs the local engine: it makes no model calls and reports no tokens; each of its skill calls
// stands where production makes a model call, so the calls compared are model + skill calls.
import { inject, it } from "vitest";
import { type QueryInput, runQuery } from "../../src/pipeline/query";
import { parseQueryTime } from "../../src/query-time";
import { buildServices } from "../../src/runtime";
import { LlmGate } from "../../src/skills/llm/gate";
import { LocalGate } from "../../src/skills/local/gate";
import { Trace } from "../../src/trace";
import { estimateTokens } from "../../src/usage";
import type { EvalItem } from "../datasets/types.ts";
import { bindings, ingestAll, QUERY_TIME } from "./corpus";
import { mean, round } from "./stats";

const MODES = ["single-pass", "dynamic", "auto"] as const;
interface Cost {
  item: string;
  dataset: string;
  mode: string;
  route: string;
  calls: number;
  skills: number;
  tokens: number;
  embeds: number;
  ms: number;
}

function inputOf(item: EvalItem, mode: QueryInput["mode"]): QueryInput {
  return {
    question: item.question,
    queryTime: (item.queryTime && parseQueryTime(item.queryTime)) || QUERY_TIME,
    pages: item.pages ?? [],
    mode,
    useApis: true,
    namespace: item.namespace === undefined ? "default" : item.namespace,
  };
}

/** What the production gate (LlmGate on Workers AI) adds per question: its prompt and a short JSON reply, in tokens. */
async function productionGateTokens(question: string): Promise<number> {
  let tokens = 0;
  const reply = { kind: "lookup", reason: "one fact about one named thing" };
  const chat = {
    id: "estimate",
    async chat(req: { messages: { content: string }[] }) {
      const text = JSON.stringify(reply);
      tokens += estimateTokens(req.messages.map((m) => m.content).join("\n")) + estimateTokens(text);
      return { text, json: reply, usage: { input_tokens: 0, output_tokens: 0 } };
    },
  };
  await new LlmGate(chat, new LocalGate()).classify(question);
  return tokens;
}

const summary = (rs: Cost[]) => ({
  questions: rs.length,
  model_calls: round(mean(rs.map((r) => r.calls))),
  skill_calls: round(mean(rs.map((r) => r.skills))),
  tokens: round(mean(rs.map((r) => r.tokens))),
  embed_calls: round(mean(rs.map((r) => r.embeds))),
  local_ms: round(mean(rs.map((r) => r.ms))),
});

const ratio = (a: number, b: number) => (b > 0 ? round(a / b) : null);

it("cost", async ({ task }) => {
  const { smoke } = inject("bench");
  for (const corpus of smoke.corpora) await ingestAll(corpus.namespace, corpus.documents);
  const costs: Cost[] = [];
  for (const item of smoke.items) {
    for (const mode of MODES) {
      const services = buildServices(bindings());
      const t0 = performance.now();
      const result = await runQuery("cost", inputOf(item, mode), services, new Trace());
      const u = result.usage;
      costs.push({
        item: item.id,
        dataset: item.dataset,
        mode,
        route: result.route,
        calls: u.model_calls,
        skills: u.skill_calls,
        tokens: u.input_tokens + u.output_tokens,
        embeds: u.embed_calls,
        ms: performance.now() - t0,
      });
    }
  }
  const rows = [];
  for (const mode of MODES) {
    const ofMode = costs.filter((c) => c.mode === mode);
    rows.push({ mode, route: "all", ...summary(ofMode) });
    for (const route of [...new Set(ofMode.map((c) => c.route))].sort())
      rows.push({ mode, route, ...summary(ofMode.filter((c) => c.route === route)) });
  }
  // Simple questions: those the gate sent to the single pass. The same questions in single-pass mode.
  const simple = costs.filter((c) => c.mode === "auto" && c.route === "single-pass").map((c) => c.item);
  const auto = summary(costs.filter((c) => c.mode === "auto" && simple.includes(c.item)));
  const single = summary(costs.filter((c) => c.mode === "single-pass" && simple.includes(c.item)));
  const questions = smoke.items.filter((i) => simple.includes(i.id)).map((i) => i.question);
  const gateTokens = round(mean(await Promise.all(questions.map(productionGateTokens))));
  const simpleRows = {
    auto,
    single_pass: single,
    calls_ratio: ratio(auto.model_calls + auto.skill_calls, single.model_calls + single.skill_calls),
    // null: no tokens reported (the local engine's skills have none).
    tokens_ratio: ratio(auto.tokens, single.tokens),
    gate_tokens: gateTokens,
  };
  task.meta.cost = { rows, simple: simpleRows, per_question: costs };
});

declare module "vitest" {
  interface TaskMeta {
    cost?: { rows: Record<string, unknown>[]; simple: Record<string, unknown>; per_question: Cost[] };
  }
}
