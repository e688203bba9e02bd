import { createExecutionContext, evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../src/app";
import { ApiError } from "../src/errors";
import type { Services } from "../src/pipeline/query";
import { INTERRUPTED, RunObject, retentionMs } from "../src/runs/run-object";
import { Subscribers } from "../src/runs/subscribers";
import { SAMPLE_DOCUMENTS } from "../src/sample/corpus";
import { ask, call, json, rememberRunToken } from "./helpers";
import { parseSse, SseReader } from "./sse";

const NS = "runs";
const QUESTION = "What is the URL of the v4 token endpoint?";
const HOUR = 3_600_000;

beforeAll(async () => {
  expect((await call("POST", "/v1/documents", { namespace: NS, documents: SAMPLE_DOCUMENTS })).status).toBe(200);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Replaces every RunObject's reranker (the objects run in this isolate, so the prototype is shared). */
function withReranker(rerank: Services["reranker"]["rerank"]) {
  const proto = RunObject.prototype as unknown as { services(): Services };
  const original = proto.services;
  vi.spyOn(proto, "services").mockImplementation(function (this: unknown) {
    return { ...original.call(this), reranker: { rerank } };
  });
}

/** Replaces some of the corpus store's methods in the runs' services (a store that fails). */
function withCorpus(overrides: Partial<Services["corpus"]>) {
  const proto = RunObject.prototype as unknown as { services(): Services };
  const original = proto.services;
  vi.spyOn(proto, "services").mockImplementation(function (this: unknown) {
    const services = original.call(this);
    return { ...services, corpus: Object.assign(Object.create(services.corpus), overrides) };
  });
}

const stubOf = (runId: string) => env.RUNS.get(env.RUNS.idFromName(runId));
const getRun = async (runId: string) => json(await call("GET", `/v1/runs/${runId}`));

async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("GET /v1/runs/:id", () => {
  it("returns the run's steps in order, numbered from 1, with the result it returned", async () => {
    const body = await json(await ask(QUESTION, { namespace: NS, mode: "single-pass" }));
    const run = await getRun(body.run_id);
    expect(run).toMatchObject({ run_id: body.run_id, status: "done", question: QUESTION });
    expect(Date.parse(run.created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(run.events.map((e: any) => e.seq)).toEqual(run.events.map((_: unknown, i: number) => i + 1));
    const types = run.events.map((e: any) => e.type);
    expect(types[0]).toBe("gate");
    expect(types.at(-1)).toBe("answer");
    expect(types.indexOf("retrieve")).toBeLessThan(types.indexOf("rerank"));
    for (const e of run.events) expect(Date.parse(e.at)).not.toBeNaN();
    expect(run.result).toEqual(body);
  });

  it("400 for a malformed id, 404 for an unknown one, and a GET creates no run", async () => {
    for (const path of ["/v1/runs/not-a-run", "/v1/runs/not-a-run/events", "/v1/runs/1234/events?after=2"]) {
      const res = await call("GET", path);
      expect(res.status, path).toBe(400);
      expect((await json(res)).error.code).toBe("invalid_request");
    }
    const unknown = crypto.randomUUID();
    for (const path of [`/v1/runs/${unknown}`, `/v1/runs/${unknown}/events`]) {
      const res = await call("GET", path);
      expect(res.status, path).toBe(404);
      expect((await json(res)).error.code).toBe("not_found");
    }
    const tables = await runInDurableObject(stubOf(unknown), (_, state) =>
      state.storage.sql
        .exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('run', 'events')")
        .toArray(),
    );
    expect(tables).toEqual([]);
  });
});

describe("SSE", () => {
  it("POST /v1/query with stream: true sends every step, then the result, then done", async () => {
    const res = await ask(QUESTION, { namespace: NS, stream: true });
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const runId = res.headers.get("x-run-id")!;
    const all = parseSse(await res.text());
    // The local engine sends its answer as one token event, just before the answer step.
    const tokens = all.filter((e) => e.event === "token");
    expect(tokens.map((e) => e.data.text)).toEqual([all.at(-2)!.data.answer]);
    expect(all[all.findIndex((e) => e.event === "token") + 1]!.data.type).toBe("answer");
    const events = all.filter((e) => e.event !== "token");
    const steps = events.filter((e) => e.event === "step");
    expect(events.slice(-2).map((e) => e.event)).toEqual(["result", "done"]);
    expect(events.slice(0, steps.length).every((e) => e.event === "step")).toBe(true);
    const run = await getRun(runId);
    expect(steps.map((e) => e.data)).toEqual(run.events.map((e: any) => ({ seq: e.seq, type: e.type, ...e.data })));
    expect(steps.map((e) => e.id)).toEqual(run.events.map((e: any) => String(e.seq)));
    expect(events.at(-2)!.data).toEqual(run.result);
    expect(run.result.answer).toContain("oauth2/token");
  });

  it("GET /v1/runs/:id/events replays everything, or only what follows Last-Event-ID", async () => {
    const body = await json(await ask(QUESTION, { namespace: NS }));
    const all = parseSse(await (await call("GET", `/v1/runs/${body.run_id}/events`)).text());
    const seqs = all.filter((e) => e.event === "step").map((e) => e.data.seq);
    expect(seqs.length).toBeGreaterThan(2);
    expect(all.slice(-2).map((e) => e.event)).toEqual(["result", "done"]);
    expect(all.at(-2)!.data).toEqual(body);

    const later = parseSse(
      await (await call("GET", `/v1/runs/${body.run_id}/events`, undefined, { "last-event-id": "2" })).text(),
    );
    expect(later.filter((e) => e.event === "step").map((e) => e.data.seq)).toEqual(seqs.slice(2));
    expect(later.slice(-2).map((e) => e.event)).toEqual(["result", "done"]);

    const query = parseSse(await (await call("GET", `/v1/runs/${body.run_id}/events?after=${seqs.at(-1)}`)).text());
    expect(query.map((e) => e.event)).toEqual(["result", "done"]);

    expect((await call("GET", `/v1/runs/${body.run_id}/events`, undefined, { "last-event-id": "x" })).status).toBe(400);
  });

  it("streams live: a reader that joins mid-run gets the replay, then the steps as they happen", async () => {
    withReranker(async (_q, passages) => {
      await new Promise((r) => setTimeout(r, 300));
      return { scores: passages.map(() => 0.9), via: "slow" };
    });
    const res = await ask(QUESTION, { namespace: NS, mode: "single-pass", stream: true });
    const first = new SseReader(res.body!);
    await first.until((e) => e.data?.type === "retrieve");
    const runId = res.headers.get("x-run-id")!;
    const second = new SseReader((await call("GET", `/v1/runs/${runId}/events`)).body!);
    const replayed = await second.until((e) => e.data?.type === "retrieve");
    expect((await getRun(runId)).status).toBe("running");
    const rest: string[] = [];
    for (let e = await second.next(); e; e = await second.next()) rest.push(e.data?.type ?? e.event);
    expect(replayed.id).toBe(String(replayed.data.seq));
    expect(rest).toContain("rerank");
    expect(rest.slice(-2)).toEqual(["result", "done"]);
    await first.cancel();
  });
});

describe("live readers", () => {
  it("a quiet stream gets keep-alive comments; a reader that leaves is dropped, the others still hear", async () => {
    vi.useFakeTimers();
    try {
      const readers = new Subscribers();
      const frame = (s: string) => new TextEncoder().encode(s);
      const stay = readers.open([frame("a")]).getReader();
      const leave = readers.open([]).getReader();
      await leave.cancel();
      vi.advanceTimersByTime(15_000);
      readers.publish(frame("b"));
      readers.end(frame("z"));
      const got: string[] = [];
      for (let r = await stay.read(); !r.done; r = await stay.read()) got.push(new TextDecoder().decode(r.value));
      expect(got).toEqual(["a", ": ping\n\n", "b", "z"]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("POST /v1/query hands the whole question to the run", () => {
  it("pages beyond RPC's 32 MiB argument cap reach the object, and the log records their sizes", async () => {
    const html = `<html><body><p>The relay's codename is Bluefin.</p><p>${"Filler text for size. ".repeat(220_000)}</p></body></html>`;
    const pages = Array.from({ length: 8 }, (_, i) => ({ url: `https://pages.example/${i}`, html }));
    // 38 MB of pages: over the default 5 MB cap, so this instance raises RAG_MAX_PAGE_BYTES to its 50 MB ceiling.
    const body0 = JSON.stringify({
      question: "What is the relay's codename?",
      pages,
      namespace: null,
      mode: "direct-rag",
    });
    const request = new Request("http://rag.test/v1/query", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: body0,
    });
    const res = await createApp().fetch(
      request,
      { ...env, RAG_MAX_PAGE_BYTES: String(50 * 1024 * 1024) },
      createExecutionContext(),
    );
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.citations.map((c: any) => c.url)).toContain("https://pages.example/0");
    const input = await runInDurableObject(stubOf(body.run_id), (_, state) =>
      JSON.parse(state.storage.sql.exec<{ input: string }>("SELECT input FROM run").one().input),
    );
    expect(input.pages).toHaveLength(8);
    expect(input.pages[0]).toEqual({ url: "https://pages.example/0", html_chars: html.length });
  });
});

describe("the run belongs to its object", () => {
  it("goes on when the streaming client disconnects after the first event", async () => {
    withReranker(async (_q, passages) => {
      await new Promise((r) => setTimeout(r, 300));
      return { scores: passages.map(() => 0.9), via: "slow" };
    });
    const res = await ask(QUESTION, { namespace: NS, mode: "single-pass", stream: true });
    const runId = res.headers.get("x-run-id")!;
    const reader = new SseReader(res.body!);
    expect((await reader.next())!.event).toBe("step");
    await reader.cancel();
    expect((await getRun(runId)).status).toBe("running");

    const run = await eventually(
      () => getRun(runId),
      (r) => r.status !== "running",
    );
    expect(run.status).toBe("done");
    expect(run.events.at(-1).type).toBe("answer");
    expect(run.result.answer).toContain("oauth2/token");
  });

  it("a failing reranker degrades to the lexical scores, recorded in the trace, and the run still answers", async () => {
    withReranker(async () => {
      throw new ApiError("upstream_error", "the reranker is down");
    });
    const res = await ask(QUESTION, { namespace: NS, mode: "single-pass" });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.answer).toContain("oauth2/token");
    const run = await getRun(body.run_id);
    expect(run.status).toBe("done");
    expect(run.events.find((e: any) => e.type === "error")).toMatchObject({
      data: { stage: "rerank", fallback: "lexical" },
    });
    expect(run.events.find((e: any) => e.type === "rerank").data.fallback).toContain("reranker is down");
  });

  it("a run that cannot go on ends as failed, with the error in its trace and in the response", async () => {
    withCorpus({
      searchText: async () => [],
      getChunks: async () => {
        throw new ApiError("upstream_error", "the corpus store is down");
      },
    });
    const res = await ask(QUESTION, { namespace: NS, mode: "single-pass" });
    expect(res.status).toBe(502);
    const body = await json(res);
    expect(body.error).toMatchObject({ code: "upstream_error", message: "the corpus store is down" });
    const run = await getRun(body.error.details.run_id);
    expect(run).toMatchObject({ status: "failed", result: null, error: { code: "upstream_error" } });
    expect(run.events.at(-1)).toMatchObject({
      type: "error",
      data: { message: expect.stringContaining("corpus store is down") },
    });
    const sse = parseSse(await (await call("GET", `/v1/runs/${run.run_id}/events`)).text());
    expect(sse.slice(-2).map((e) => e.event)).toEqual(["error", "done"]);
  });

  it("evicted mid-run, it keeps every step recorded before and ends failed with the reason", async () => {
    withReranker(() => new Promise(() => {})); // the run stops at rerank until the object goes away
    const runId = crypto.randomUUID();
    const stub = stubOf(runId);
    // ctx.waitUntil keeps the object from being evicted while the run is pending (compatibility date
    // >= 2026-10-01), as it should; a deploy or a host failure evicts it anyway, which is simulated here.
    await runInDurableObject(stub, (_, state) => {
      vi.spyOn(state, "waitUntil").mockImplementation(() => {});
    });
    const input = {
      question: QUESTION,
      queryTime: new Date(),
      mode: "single-pass" as const,
      useApis: false,
      namespace: NS,
    };
    rememberRunToken(runId, "rt_evicted");
    expect(await stub.start(runId, input, null, { token: "rt_evicted", owner: null })).toEqual({ started: true });
    const before = await eventually(
      () => getRun(runId),
      (r) => r.events.some((e: any) => e.type === "retrieve"),
    );
    expect(before.status).toBe("running");

    await evictDurableObject(stub);
    const run = await getRun(runId);
    expect(run.status).toBe("failed");
    expect(run.error).toMatchObject({ code: "internal", message: INTERRUPTED });
    expect(run.events.slice(0, before.events.length)).toEqual(before.events);
    expect(run.events.at(-1)).toMatchObject({
      seq: before.events.length + 1,
      type: "error",
      data: { message: INTERRUPTED },
    });
    expect(run.events.map((e: any) => e.type)).not.toContain("answer");
    const sse = parseSse(await (await call("GET", `/v1/runs/${runId}/events`)).text());
    expect(sse.slice(-2)).toMatchObject([
      { event: "error", data: { error: { message: INTERRUPTED } } },
      { event: "done" },
    ]);
  });
});

describe("retention", () => {
  it("sets an alarm at created_at + 24 h that deletes the run", async () => {
    const body = await json(await ask(QUESTION, { namespace: NS }));
    const stub = stubOf(body.run_id);
    const run = await getRun(body.run_id);
    const alarm = await runInDurableObject(stub, (_, state) => state.storage.getAlarm());
    expect(alarm! - Date.parse(run.created_at)).toBeGreaterThanOrEqual(24 * HOUR - 1000);
    expect(alarm! - Date.parse(run.created_at)).toBeLessThanOrEqual(24 * HOUR + 1000);

    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect((await call("GET", `/v1/runs/${body.run_id}`)).status).toBe(404);
    expect((await call("GET", `/v1/runs/${body.run_id}/events`)).status).toBe(404);
    const left = await runInDurableObject(stub, async (_, state) => ({
      tables: state.storage.sql
        .exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('run', 'events')")
        .toArray(),
      alarm: await state.storage.getAlarm(),
    }));
    expect(left).toEqual({ tables: [], alarm: null });
  });

  it("RUN_RETENTION_HOURS sets the retention; unset or invalid means 24 h", () => {
    expect(retentionMs({ RUN_RETENTION_HOURS: "0.5" })).toBe(HOUR / 2);
    expect(retentionMs({ RUN_RETENTION_HOURS: "72" })).toBe(72 * HOUR);
    for (const bad of [undefined, "", "0", "-3", "soon"])
      expect(retentionMs({ RUN_RETENTION_HOURS: bad })).toBe(24 * HOUR);
  });

  it("a run id runs once: starting it again changes nothing", async () => {
    const body = await json(await ask(QUESTION, { namespace: NS }));
    const again = await stubOf(body.run_id).start(body.run_id, {
      question: "another question",
      queryTime: new Date(),
      mode: "single-pass",
      useApis: false,
      namespace: NS,
    });
    expect(again).toEqual({ started: false });
    expect((await getRun(body.run_id)).question).toBe(QUESTION);
  });
});
