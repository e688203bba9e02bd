// Runs in Node before the Workers-runtime tests: reads the shared datasets from ../shared/data
// (the Workers runtime cannot read the host's files) and hands them to the tests via inject().
import type { TestProject } from "vitest/node";
import { loadCragExamples, type CragExample } from "../scripts/datasets/crag.ts";

declare module "vitest" {
  export interface ProvidedContext {
    crag: CragExample[];
  }
}

export default async function setup(project: TestProject) {
  project.provide("crag", await loadCragExamples());
}
