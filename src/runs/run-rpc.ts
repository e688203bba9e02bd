import type { QueryInput } from "../pipeline/types";
import type { RunOutcome, RunView } from "./run-log";

/** A question as the Worker hands it over; its pages travel separately (see RunRpc.start). */
export type RunInput = Omit<QueryInput, "pages">;

/** Who may read a run: the bearer of its random token, and its creator (`key:<id>` or "admin"). */
export interface RunAccess {
  token: string;
  owner: string | null;
  /** RUN_TRACE_CONTENT as the Worker read it: "redacted" stores no page text. */
  content?: "full" | "redacted";
}

/**
 * What the Worker calls on a run's Durable Object (RunObject, src/runs/run-object.ts, implements it).
 * The bindings name this interface rather than the class, so env.ts does not import the object that
 * builds its services from the bindings.
 */
export interface RunRpc extends Rpc.DurableObjectBranded {
  /**
   * Records the run and sets it going; returns without waiting for it. A run id runs at most once.
   * The question's pages come as a stream of their JSON: RPC arguments are capped at 32 MiB, and
   * pages may reach 10 x 5 MB.
   */
  start(
    runId: string,
    run: RunInput,
    pages?: ReadableStream<Uint8Array> | null,
    access?: RunAccess | null,
  ): Promise<{ started: boolean }>;
  /** Waits for the run to end (when it is running there) and returns how it ended; null for no run. */
  outcome(): Promise<RunOutcome | null>;
  /** Who may read this run (null: no run, or one started without access, readable by the admin only). */
  access(): Promise<RunAccess | null>;
  get(): RunView | null;
  /** SSE: the events after afterSeq, then live ones until the run ends, then result and done. */
  events(afterSeq?: number): ReadableStream<Uint8Array> | null;
}
