import type { TraceEvent } from "../types";
import type { RunOutcome } from "./run-log";

const encoder = new TextEncoder();

/** One Server-Sent Event; data is one line of JSON (JSON.stringify never emits a raw newline). */
export function sseFrame(event: string, data: unknown, id?: number): Uint8Array {
  const idLine = id === undefined ? "" : `id: ${id}\n`;
  return encoder.encode(`${idLine}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** A pipeline step: `id` is its seq, so a reconnecting client resumes with Last-Event-ID. */
export function stepFrame(e: TraceEvent): Uint8Array {
  return sseFrame("step", { seq: e.seq, type: e.type, ...e.data }, e.seq);
}

/** What closes a stream: the result body (or the error JSON), then `done`. */
export function endFrames(outcome: Exclude<RunOutcome, { status: "running" }>): Uint8Array {
  const last =
    outcome.status === "done"
      ? sseFrame("result", outcome.result)
      : sseFrame("error", { error: { details: {}, ...outcome.error } });
  const done = sseFrame("done", {});
  const out = new Uint8Array(last.length + done.length);
  out.set(last);
  out.set(done, last.length);
  return out;
}

export const SSE_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-cache, no-transform",
  "x-accel-buffering": "no",
} as const;
