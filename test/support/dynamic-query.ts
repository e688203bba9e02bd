import { env } from "cloudflare:workers";
import type { Bindings } from "../../src/env";
import { ingestDocument } from "../../src/pipeline/ingest";
import { runQuery } from "../../src/pipeline/query";
import { buildServices } from "../../src/runtime";
import { Trace } from "../../src/trace";

// Workers tests that ask the dynamic route of a small corpus of their own: ingest it once, then ask with its trace.
const bindings = env as unknown as Bindings;

/** Ingests each document into the namespace (a test file's `beforeAll`). */
export async function ingestAll(namespace: string, docs: { title: string; text: string }[]): Promise<void> {
  const services = buildServices(bindings);
  for (const doc of docs) await ingestDocument(namespace, doc, services);
}

/** Asks the dynamic route of the namespace, without APIs, with the context; `vars` override the bindings. */
export async function askDynamic(namespace: string, question: string, vars: Record<string, string> = {}) {
  const trace = new Trace();
  const result = await runQuery(
    namespace,
    {
      question,
      queryTime: new Date("2026-03-01T12:00:00Z"),
      pages: [],
      mode: "dynamic",
      useApis: false,
      namespace,
      includeContext: true,
    },
    buildServices({ ...bindings, ...vars }),
    trace,
  );
  return { result, trace };
}

/** Asks as `askDynamic` does, with the answer step's reason (why it was given or withheld) from the trace. */
export async function askWithReason(namespace: string, question: string) {
  const { result, trace } = await askDynamic(namespace, question);
  const answered = trace.events.find((e) => e.type === "answer")?.data as { reason?: string } | undefined;
  return { result, reason: answered?.reason ?? "" };
}
