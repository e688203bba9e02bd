// 6. Ingestion at scale: a generated corpus of 5,000 HTML pages (~50 MB; 500 with --quick) through the ingestion
// workflow, in workerd (the local engine: hashed embeddings, the local vector index in D1).
//   steps: each workflow step's body run on its own (one staged request of 500 pages), with the workerd process's
//          peak RSS measured from the step's start (stage = the request's staging, plan, each batch, finish, and
//          a batch holding one 5 MB page, the largest document a request may carry);
//   workflow: the whole corpus posted in requests of 500 pages (202 each), every ingestion polled to done, one at
//          a time: documents/s and chunks/s end to end (staging, workflow steps, D1, FTS and vectors).
import { exports, env as rawEnv } from "cloudflare:workers";
import { inject, it } from "vitest";
import type { Bindings } from "../../src/env";
import { loadIngestSettings } from "../../src/ingest/settings";
import { IngestionStore } from "../../src/ingest/staging";
import { prepareDocument, storeDocuments } from "../../src/pipeline/ingest";
import { buildServices } from "../../src/runtime";
import { runBatch } from "../../src/workflows/ingest-workflow";
import { round } from "./stats";

const env = rawEnv as unknown as Bindings;
const PER_REQUEST = 500;
const WORDS = (
  "alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa quebec " +
  "romeo sierra tango uniform victor whiskey xray yankee zulu relay ledger harbor signal bridge canvas meadow summit " +
  "orbit lantern quartz ember willow granite falcon cobalt prairie tundra"
).split(" ");

/** A deterministic ~10 KB page: boilerplate around ~1,300 words of prose and one fact sentence. */
function page(i: number): { url: string; html: string } {
  // 32-bit arithmetic: a product of two large doubles loses its low bits, and the pages would repeat.
  let seed = Math.imul(i + 1, 2654435761) >>> 0;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 4294967296;
  const paragraphs: string[] = [];
  for (let p = 0; p < 13; p++) {
    const words = Array.from({ length: 100 }, () => WORDS[Math.floor(next() * WORDS.length)]!);
    paragraphs.push(`<p>${words.join(" ")}.</p>`);
  }
  paragraphs.splice(6, 0, `<p>Station ${i} reports a water level of ${(i * 7) % 500} centimetres.</p>`);
  const nav = "<nav><a href='/'>Home</a> <a href='/docs'>Docs</a> <a href='/about'>About</a></nav>";
  const html =
    `<html><head><title>Station ${i}</title></head><body>${nav}` +
    `<main><h1>Station ${i}</h1>${paragraphs.join("")}</main>` +
    "<footer>© Example Hydrology</footer></body></html>";
  return { url: `https://hydro.example.org/stations/${i}`, html };
}

const mainOf = (html: string) => html.replace(/^.*<main>|<\/main>.*$/g, "");

async function mark(url: string, phase: string): Promise<Record<string, number>> {
  if (!url) return {};
  return (await (await fetch(`${url}/mark?phase=${encodeURIComponent(phase)}`)).json()) as Record<string, number>;
}

const post = (body: unknown) =>
  exports.default.fetch(
    new Request("http://bench.test/v1/documents", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );

async function waitDone(id: string): Promise<Record<string, any>> {
  for (;;) {
    const view = (await (
      await exports.default.fetch(new Request(`http://bench.test/v1/ingestions/${id}`))
    ).json()) as Record<string, any>;
    if (view.status === "done" || view.status === "failed") return view;
    await new Promise((r) => setTimeout(r, 50));
  }
}

it("ingest", async ({ task }) => {
  const { options } = inject("bench");
  const total = options.quick ? 500 : 5000;
  const settings = loadIngestSettings(env);
  const store = new IngestionStore(env.DB);

  // Steps, one at a time, on one staged request.
  const steps: Record<string, { ms: number; peak_mb?: number; rss_mb?: number }> = {};
  const measure = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    await mark(options.markUrl, `${name}:start`);
    const t0 = performance.now();
    const out = await fn();
    const ms = performance.now() - t0;
    const m = await mark(options.markUrl, `${name}:end`);
    const prev = steps[name];
    steps[name] = {
      ms: round((prev?.ms ?? 0) + ms),
      peak_mb: Math.max(prev?.peak_mb ?? 0, m.peak_mb ?? 0),
      rss_mb: Math.max(prev?.rss_mb ?? 0, m.rss_mb ?? 0),
    };
    return out;
  };
  const sample = Array.from({ length: PER_REQUEST }, (_, i) => page(1_000_000 + i));
  const id = "ing_00000000000000000000beef";
  await measure("stage", () =>
    store.create(
      id,
      "bench-steps",
      null,
      sample.map((p, seq) => ({ seq, kind: "html" as const, url: p.url, body: p.html, status: "pending" as const })),
    ),
  );
  const batches = await measure("plan", () =>
    store.plan(id, settings.batchBytes, settings.batchDocs, Math.ceil(settings.fetchMaxBytes / 4)),
  );
  for (const [from, to] of batches) await measure("batch", () => runBatch(env, store, id, "bench-steps", from, to));
  await measure("finish", () => store.finish(id, "done"));
  const stepView = await store.view(id);
  // The largest document a request may hold (5 MB of HTML) is a batch of its own.
  const big = page(2_000_000);
  const bigHtml = big.html.replace(
    "</main>",
    `${Array.from({ length: 520 }, (_, k) => mainOf(page(3_000_000 + k).html)).join("")}</main>`,
  );
  // The same page's clean, chunk, embed and write calls with stores that keep nothing: the isolate's own share
  // (D1 runs in this workerd process locally; on Cloudflare it is a separate service).
  await measure("5 MB page, stores discarded", async () => {
    const services = buildServices(env);
    const corpus = {
      ...services.corpus,
      findByHash: async () => null,
      insertDocument: async () => {},
      appendChunks: async () => {},
    };
    const vectors = {
      ...services.vectors,
      kind: "local" as const,
      upsert: async () => {},
      deleteByIds: async () => {},
    };
    const deps = { ...services, corpus, vectors };
    const p = await prepareDocument("bench-discard", { url: big.url, html: bigHtml }, deps);
    if (p.status === "empty") throw new Error("the big page has no text");
    for await (const r of storeDocuments([p], deps)) void r;
  });
  const bigId = "ing_00000000000000000000b16b";
  await store.create(bigId, "bench-steps", null, [
    { seq: 0, kind: "html", url: big.url, body: bigHtml, status: "pending" },
  ]);
  await measure("batch: one 5 MB page", () => runBatch(env, store, bigId, "bench-steps", 0, 0));
  const bigView = await store.view(bigId);

  // The whole corpus through the workflow.
  await mark(options.markUrl, "workflow:start");
  const t0 = performance.now();
  let done = 0,
    chunks = 0,
    failed = 0,
    stagingMs = 0;
  for (let at = 0; at < total; at += PER_REQUEST) {
    const docs = Array.from({ length: Math.min(PER_REQUEST, total - at) }, (_, k) => page(at + k));
    const s0 = performance.now();
    const res = await post({ namespace: "bench-ingest", documents: docs });
    stagingMs += performance.now() - s0;
    if (res.status !== 202) throw new Error(`expected 202, got ${res.status}: ${await res.text()}`);
    const view = await waitDone(((await res.json()) as { ingestion_id: string }).ingestion_id);
    done += view.documents.done;
    failed += view.documents.failed;
    chunks += view.chunks;
  }
  const seconds = (performance.now() - t0) / 1000;
  const memory = await mark(options.markUrl, "workflow:end");
  const mb = (total * new TextEncoder().encode(page(0).html).length) / 1e6;
  task.meta.ingest = {
    pages: total,
    mb: round(mb),
    requests: Math.ceil(total / PER_REQUEST),
    batches_per_request: batches.length,
    batch_bytes: settings.batchBytes,
    done,
    failed,
    chunks,
    seconds: round(seconds),
    docs_per_s: round(done / seconds),
    chunks_per_s: round(chunks / seconds),
    staging_ms_per_request: round(stagingMs / Math.ceil(total / PER_REQUEST)),
    ...memory,
    steps,
    steps_done: stepView?.documents.done,
    big_page_mb: round(bigHtml.length / 1e6),
    big_page_chunks: bigView?.chunks,
  };
});

declare module "vitest" {
  interface TaskMeta {
    ingest?: Record<string, unknown>;
  }
}
