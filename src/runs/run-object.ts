import { DurableObject } from "cloudflare:workers";
import { loadSettings } from "../config";
import type { Bindings } from "../env";
import { ApiError } from "../errors";
import type { PageInput } from "../pipeline/pages";
import { runQuery } from "../pipeline/query";
import type { QueryInput, Services } from "../pipeline/types";
import { buildServices } from "../runtime";
import { Trace } from "../trace";
import { StageError, type TraceEvent } from "../types";
import { redact } from "./redact";
import { type JsonObject, type RunError, RunLog, type RunOutcome, type RunView } from "./run-log";
import type { RunAccess, RunInput, RunRpc } from "./run-rpc";
import { endFrames, sseFrame, stepFrame } from "./sse";
import { Subscribers } from "./subscribers";

export const INTERRUPTED = "interrupted: the run's object was evicted";

type Final = Exclude<RunOutcome, { status: "running" }>;

/**
 * One query's run: executes the pipeline and keeps its event log in SQLite, so the run can be
 * fetched, streamed live, and replayed after a reconnect. The Worker only starts it and reads it.
 *
 * The execution belongs to the object, not to the caller: start() returns as soon as the run is
 * recorded, and neither a waiting request nor an SSE reader going away stops the pipeline.
 *
 * ctx.waitUntil keeps the object alive while the run is pending (compatibility date >= 2026-10-01),
 * so only a deploy, a resource limit or a host failure evicts it mid-run. That ends the run as
 * `failed` ("interrupted: ..."), on the next access, rather than re-running it: a re-run
 * would repeat model calls and external API calls (not idempotent, and outside the run's budget),
 * an eviction caused by the run itself (memory or CPU limits) would loop, and the question's pages
 * (up to 50 MB) are not kept in the object's storage. The caller that waited has already lost its
 * connection; asking again is cheap and honest, and the trace keeps every step recorded before.
 */
export class RunObject extends DurableObject<Bindings> implements RunRpc {
  private readonly log: RunLog;
  /** The pipeline, while it runs in this instance. */
  private execution: Promise<void> | null = null;
  private readonly readers = new Subscribers();
  /** The answer's streamed text, in memory only: replayed before the answer step to a reader that joins late. */
  private readonly tokens: string[] = [];
  /** The run's whole result while this instance holds it: what the waiting caller gets unredacted. */
  private fullOutcome: Final | null = null;
  private runToken: string | null = null;
  private redacted = false;

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    this.log = new RunLog(ctx.storage.sql);
    // A new instance never has a live executor: a run still "running" here was cut off by eviction.
    if (this.log.status() === "running") this.interrupt();
  }

  /**
   * Records the run and sets it going; returns without waiting for it. A run id runs at most once.
   * The question's pages come as a stream of their JSON: RPC arguments are capped at 32 MiB, and
   * pages may reach 10 x 5 MB.
   */
  async start(
    runId: string,
    run: RunInput,
    pages: ReadableStream<Uint8Array> | null = null,
    access: RunAccess | null = null,
  ): Promise<{ started: boolean }> {
    if (this.log.exists()) return { started: false };
    const input: QueryInput = {
      ...run,
      pages: pages ? (JSON.parse(await new Response(pages).text()) as PageInput[]) : [],
    };
    if (this.log.exists()) return { started: false }; // started by a concurrent call while reading
    const createdAt = Date.now();
    if (access) await this.ctx.storage.put("access", access);
    this.runToken = access?.token ?? null;
    this.redacted = access?.content === "redacted";
    this.log.create({
      id: runId,
      question: input.question,
      createdAt: new Date(createdAt).toISOString(),
      input: describe(input),
    });
    this.execution = this.execute(runId, input).finally(() => (this.execution = null));
    this.ctx.waitUntil(this.execution);
    await this.ctx.storage.setAlarm(createdAt + retentionMs(this.env));
    return { started: true };
  }

  /** Waits for the run to end (when it is running here) and returns how it ended; null for no run. */
  async outcome(): Promise<RunOutcome | null> {
    await this.execution;
    return this.fullOutcome ?? this.log.outcome();
  }

  /** Who may read this run (null: no run, or one started without access, readable by the admin only). */
  async access(): Promise<RunAccess | null> {
    if (!this.log.exists()) return null;
    return (await this.ctx.storage.get<RunAccess>("access")) ?? null;
  }

  get(): RunView | null {
    return this.log.view();
  }

  /** SSE: the events after afterSeq, then live ones until the run ends, then result and done. */
  events(afterSeq = 0): ReadableStream<Uint8Array> | null {
    const outcome = this.log.outcome();
    if (!outcome) return null;
    const events = this.log.events(afterSeq);
    // Tokens precede the answer step they led to; while the run is still answering, they follow the last step.
    const tokens = this.tokens.map((text) => sseFrame("token", { text }));
    const at = events.findIndex((e) => e.type === "answer");
    const answered = this.log.events(0).some((e) => e.type === "answer");
    const frames = events.map(stepFrame);
    const replay =
      at >= 0
        ? [...frames.slice(0, at), ...tokens, ...frames.slice(at)]
        : answered || outcome.status !== "running"
          ? frames
          : [...frames, ...tokens];
    return this.readers.open(replay, outcome.status === "running" ? undefined : endFrames(outcome));
  }

  /** Retention: the run's storage (tables and alarm) goes at created_at + RUN_RETENTION_HOURS. */
  override async alarm(): Promise<void> {
    if (this.execution) {
      // Still running at its expiry (a tiny retention): keep it until it ends.
      await this.ctx.storage.setAlarm(Date.now() + 60_000);
      return;
    }
    await this.ctx.storage.deleteAll();
  }

  /** The run's collaborators, built from the bindings (a method, so tests can slow a stage down). */
  protected services(): Services {
    return buildServices(this.env);
  }

  private async execute(runId: string, input: QueryInput): Promise<void> {
    // The step is in SQLite before the pipeline moves on; subscribers hear of it after that.
    const trace = new Trace(
      (event) => this.record(event),
      (text) => {
        this.tokens.push(text);
        this.readers.publish(sseFrame("token", { text }));
      },
    );
    let outcome: Final;
    try {
      const result = await runQuery(runId, input, this.services(), trace);
      outcome = { status: "done", result: toJson(this.runToken ? { ...result, run_token: this.runToken } : result) };
    } catch (e) {
      trace.step("error", { stage: e instanceof StageError ? e.stage : "run", message: String(e) });
      outcome = { status: "failed", error: toRunError(e) };
    }
    this.end(outcome);
  }

  private record(event: TraceEvent): void {
    if (this.redacted) event = { ...event, data: redact(event.data) };
    this.log.append(event);
    this.readers.publish(stepFrame(event));
  }

  private end(outcome: Final): void {
    this.fullOutcome = outcome;
    const stored =
      outcome.status === "done" && this.redacted ? { ...outcome, result: redact(outcome.result) } : outcome;
    try {
      this.log.finish(stored);
    } catch (e) {
      // E.g. a result over SQLite's 2 MB row limit: the run still ends, as failed, saying why.
      outcome = {
        status: "failed",
        error: { code: "internal", message: `the run's result could not be stored: ${String(e)}` },
      };
      this.log.finish(outcome);
      this.fullOutcome = outcome;
    }
    this.readers.end(endFrames(outcome));
  }

  private interrupt(): void {
    const event = {
      seq: this.log.lastSeq() + 1,
      at: new Date().toISOString(),
      type: "error",
      data: { stage: "run", message: INTERRUPTED },
    };
    this.log.append(event);
    this.log.finish({ status: "failed", error: { code: "internal", message: INTERRUPTED } });
  }
}

function toRunError(e: unknown): RunError {
  if (e instanceof ApiError) return { code: e.code, message: e.message, details: toJson(e.details) };
  return { code: "internal", message: "internal error; the run's trace has the details" };
}

function toJson(value: unknown): JsonObject {
  return JSON.parse(JSON.stringify(value)) as JsonObject;
}

/** The input as recorded: page HTML (up to 50 MB) stays out of the log, its size stays in. */
function describe(input: QueryInput): Record<string, unknown> {
  return {
    ...input,
    queryTime: input.queryTime.toISOString(),
    pages: input.pages.map((p) => ({ url: p.url, name: p.name, html_chars: p.html.length })),
  };
}

/** How long a run is kept: RUN_RETENTION_HOURS (a var; fractions allowed), 24 h when unset or invalid. */
export function retentionMs(env: Record<string, unknown>): number {
  return loadSettings(env).runRetentionHours * 3_600_000;
}
