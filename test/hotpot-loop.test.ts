import { env } from "cloudflare:workers";
import { beforeAll, expect, inject, it } from "vitest";
import type { Bindings } from "../src/env";
import { ingestDocument } from "../src/pipeline/ingest";
import { type Mode, runQuery } from "../src/pipeline/query";
import { buildServices } from "../src/runtime";
import { Trace } from "../src/trace";

const NS = "hotpot";
const QUESTIONS = 40;
const bindings = env as unknown as Bindings;
const { items, paragraphs } = inject("hotpot");
const sample = items.slice(0, QUESTIONS);

beforeAll(async () => {
  // The pooled paragraphs keep the file's order, ten per question (2 gold, 8 distractors): these are
  // the sampled questions' own paragraphs, in one namespace, so each question's distractors compete.
  const services = buildServices(bindings);
  for (const p of paragraphs.slice(0, QUESTIONS * 10))
    await ingestDocument(NS, { title: p.title, text: p.text }, services);
}, 120_000);

async function supportFound(mode: Mode): Promise<number> {
  let found = 0;
  for (const item of sample) {
    const result = await runQuery(
      "t",
      {
        question: item.question,
        queryTime: new Date(),
        pages: [],
        mode,
        useApis: false,
        namespace: NS,
        includeContext: true,
      },
      buildServices(bindings),
      new Trace(),
    );
    const titles = new Set((result.context ?? []).map((c) => c.title));
    found += (item.supportingTitles ?? []).filter((t) => titles.has(t)).length;
  }
  return found;
}

it("the loop (auto) puts more supporting paragraphs of comparison and bridge questions in the context than the single pass", async () => {
  const total = sample.reduce((n, i) => n + (i.supportingTitles?.length ?? 0), 0);
  const single = await supportFound("single-pass");
  const auto = await supportFound("auto");
  console.log(
    `HotpotQA, first ${QUESTIONS} questions: supporting paragraphs in context — single-pass ${single}/${total}, auto ${auto}/${total}`,
  );
  expect(auto).toBeGreaterThan(single);
}, 120_000);
