// Runs in Node before the Workers-runtime tests: reads the shared datasets from ../shared/data
// (the Workers runtime cannot read the host's files) and hands them to the tests via inject().
import type { TestProject } from "vitest/node";
import { type CragExample, loadCragExamples } from "../scripts/datasets/crag.ts";
import { loadHotpotQa } from "../scripts/datasets/hotpotqa.ts";
import type { CorpusDocument, EvalItem } from "../scripts/datasets/types.ts";

declare module "vitest" {
  export interface ProvidedContext {
    crag: CragExample[];
    /** HotpotQA (distractor setting): the questions and the pooled paragraphs. */
    hotpot: { items: EvalItem[]; paragraphs: CorpusDocument[] };
  }
}

export default async function setup(project: TestProject) {
  project.provide("crag", await loadCragExamples());
  const hotpot = await loadHotpotQa();
  project.provide("hotpot", { items: hotpot.items, paragraphs: hotpot.corpus?.documents ?? [] });
}
