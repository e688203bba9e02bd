import { env } from "cloudflare:workers";
import { beforeAll, expect, it } from "vitest";
import { naiveRun } from "../scripts/bench/naive-controller";
import type { Bindings } from "../src/env";
import { ingestDocument } from "../src/pipeline/ingest";
import { runQuery, type Services } from "../src/pipeline/query";
import { buildServices } from "../src/runtime";
import { Trace } from "../src/trace";

// The benchmark's naive controller must decide like the pipeline (its speed-up measures orchestration alone):
// a chain, a comparison and a lookup over a small pooled corpus, through both.
const NS = "naive-controller";
const DOCS = [
  { title: "Acme Corp", text: "Acme Corp is a Swedish maker of ball bearings, founded in 1950 by Maria Lindqvist." },
  { title: "Maria Lindqvist", text: "Maria Lindqvist (1921–1999) was an engineer. Lindqvist was born in Uppsala." },
  {
    title: "Uppsala",
    text: "Uppsala is a city of Sweden. The city has a population of 177,074 according to the census.",
  },
  {
    title: "Borealis Steel",
    text: "Borealis Steel was founded in 1962 by Henrik Dahl, an industrialist born in Malmo.",
  },
  { title: "Malmo", text: "Malmo is a coastal city in the south of Sweden with a population of 357,377." },
];
const QUESTIONS = [
  "What is the population of the city where the founder of Acme Corp was born?",
  "Which company was founded first, Acme Corp or Borealis Steel?",
  "Who founded Borealis Steel?",
];
const QUERY_TIME = new Date("2026-03-01T12:00:00Z");
const bindings = env as unknown as Bindings;

beforeAll(async () => {
  const services = buildServices(bindings);
  for (const doc of DOCS) await ingestDocument(NS, doc, services);
});

/** The services, with every rerank call's passage count and every embedding call's interval recorded. */
function recorded() {
  const s = buildServices(bindings);
  const reranks: number[] = [];
  const embeds: Array<{ texts: number; start: number; end: number }> = [];
  let clock = 0;
  const services: Services = {
    ...s,
    reranker: { rerank: (q, passages) => (reranks.push(passages.length), s.reranker.rerank(q, passages)) },
    embedder: {
      id: s.embedder.id,
      dimensions: s.embedder.dimensions,
      async embed(texts) {
        const call = { texts: texts.length, start: clock++, end: Number.NaN };
        embeds.push(call);
        await new Promise((r) => setTimeout(r, 5));
        call.end = clock++;
        return s.embedder.embed(texts);
      },
    },
  };
  return { services, reranks, embeds };
}

for (const mode of ["dynamic", "single-pass"] as const) {
  it(`answers like the pipeline, ${mode}`, async () => {
    for (const question of QUESTIONS) {
      const input = { question, queryTime: QUERY_TIME, pages: [], mode, useApis: false, namespace: NS };
      const ours = await runQuery("ours", input, buildServices(bindings), new Trace());
      const naive = await naiveRun({ ...input, queryTime: QUERY_TIME.toISOString() }, recorded().services, new Trace());
      expect({ answer: naive.answer, subQueries: naive.subQueries, rounds: naive.rounds }).toEqual({
        answer: ours.answer,
        subQueries: ours.sub_queries,
        rounds: ours.iterations,
      });
    }
  });
}

it("retrieves one sub-query after another and reranks each passage in a call of its own", async () => {
  const { services, reranks, embeds } = recorded();
  const out = await naiveRun(
    {
      question: QUESTIONS[1]!,
      queryTime: QUERY_TIME.toISOString(),
      namespace: NS,
      mode: "dynamic",
      useApis: false,
      pages: [],
    },
    services,
    new Trace(),
  );
  expect(out.subQueries.length).toBeGreaterThan(1);
  // One embedding per sub-query, each after the one before it ended.
  expect(embeds.map((e) => e.texts)).toEqual(out.subQueries.map(() => 1));
  embeds.slice(1).forEach((e, i) => expect(e.start).toBeGreaterThan(embeds[i]!.end));
  // A pool of n passages costs n calls: the counts come in runs of their own length.
  expect(reranks.length).toBeGreaterThan(0);
  for (let i = 0; i < reranks.length; i += reranks[i]!) {
    expect(reranks.slice(i, i + reranks[i]!)).toEqual(Array(reranks[i]).fill(reranks[i]));
  }
});
