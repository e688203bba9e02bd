// A model adapter for the critical-path benchmark: decorates the real local skills (they still compute every
// answer) so that each call also waits a fixed time, as a remote model would, and records when it ran.

import type { Embedder } from "../../src/models/types";
import type { Services } from "../../src/pipeline/query";
import { pairedRoundJudge } from "../../src/pipeline/round-judge";
import { LocalGate } from "../../src/skills/local/gate";
import { LexicalReranker } from "../../src/skills/local/lexical-rerank";
import { LocalPlanner } from "../../src/skills/local/planner";
import type { AnswerInput, AnswerOutcome, QuestionClassifier, RoundJudge } from "../../src/skills/types";
import { unionLength } from "./stats";

export interface LatencyModel {
  /** Per chat-model skill call: rerank, plan, decide, gate, router, dynamism, and the fused calls (classify, judge). */
  chatMs: number;
  /** The answer call: its first token arrives after this long, the rest of the answer `generationMs` later. */
  firstTokenMs: number;
  generationMs: number;
  /** Per embedding batch (one embed() call, whatever its size). */
  embedMs: number;
  /** Production's dynamism classifier is a model call (LlmDynamism); the local one is rules. */
  dynamismIsModel: boolean;
}

// The answer's call takes one chat call's time in all (100 + 100 ms), so the old ratios stay comparable.
export const DEFAULT_LATENCY: LatencyModel = {
  chatMs: 200,
  firstTokenMs: 100,
  generationMs: 100,
  embedMs: 20,
  dynamismIsModel: true,
};

export interface ModelCall {
  skill: string;
  /** ms since the log started */
  start: number;
  end: number;
  /** the fixed latency this call was given */
  latency: number;
  /** time the local skill itself computed (its stand-in for the model's work) */
  computeMs: number;
}

export class CallLog {
  readonly calls: ModelCall[] = [];
  readonly t0 = performance.now();
  /** When the answer's first token arrived (ms since the log started), once per run; null: no answer call. */
  firstTokenAt: number | null = null;

  /** Records the first token of the run's answer, now or at a given time (the first call wins). */
  markFirstToken(at = this.now()): void {
    this.firstTokenAt ??= at;
  }

  now(): number {
    return performance.now() - this.t0;
  }

  /**
   * The sum of the model latencies that had to be sequential: the heaviest chain of calls in which each one
   * started after the one before it had finished its latency. Calls that overlap count once (only one of them
   * can be in a chain), and a call that overlapped the overhead of another path does not hide that overhead.
   */
  sequentialMs(): number {
    return longestChain(this.calls.map((c) => [c.start, c.latency]));
  }

  /** Time covered by at least one call's latency (the looser reading of "overlapping calls count once"). */
  unionMs(): number {
    return unionLength(this.calls.map((c) => [c.start, c.start + c.latency]));
  }

  count(skill?: string): number {
    return skill ? this.calls.filter((c) => c.skill === skill).length : this.calls.length;
  }
}

/** Heaviest chain of [start, latency] calls, each starting at or after the previous one's start + latency. */
export function longestChain(calls: Array<[number, number]>): number {
  const sorted = [...calls].sort((a, b) => a[0] - b[0]);
  const best: number[] = [];
  sorted.forEach(([start, latency], i) => {
    let before = 0;
    for (let j = 0; j < i; j++) if (sorted[j]![0] + sorted[j]![1] <= start) before = Math.max(before, best[j]!);
    best.push(before + latency);
  });
  return Math.max(0, ...best);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The call waits `latency` ms, then the local skill computes its answer: latency is added, never hidden,
 * so the local engine's own compute counts against the pipeline, not against the model.
 */
function delayed<A extends unknown[], R>(log: CallLog, skill: string, latency: number, fn: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    const start = log.now();
    if (latency > 0) await sleep(latency);
    const c0 = performance.now();
    try {
      return await fn(...args);
    } finally {
      log.calls.push({ skill, start, end: log.now(), latency, computeMs: performance.now() - c0 });
    }
  };
}

/**
 * The answer call as a model serves it: the first token after `firstTokenMs`, the whole answer `generationMs` later.
 *
 * TTFT SEAM (issue 11 adds streamed answers): this wrapper is the one place the benchmark learns when the first
 * token arrived (CallLog.markFirstToken). Today no answerer streams, so the first token is modelled: the call's start
 * + firstTokenMs (one wait of firstTokenMs + generationMs, so the answer call costs no extra timer). When the answerer gains a streaming method — assumed here to be `answerStream(input, onToken)`,
 * resolving to the same AnswerOutcome — `streamingAnswerer` below wraps it instead and marks the first token when
 * the first `onToken` really fires, so what gets timed is the pipeline's own streamed path. Adapt the method name
 * and signature here (and nowhere else) once issue 11 lands.
 */
function delayedAnswerer(inner: Services["answerer"], log: CallLog, model: LatencyModel): Services["answerer"] {
  const answer = async (input: AnswerInput): Promise<AnswerOutcome> => {
    const start = log.now();
    log.markFirstToken(start + model.firstTokenMs);
    await sleep(model.firstTokenMs + model.generationMs);
    const c0 = performance.now();
    try {
      return await inner.answer(input);
    } finally {
      log.calls.push({
        skill: "answer",
        start,
        end: log.now(),
        latency: model.firstTokenMs + model.generationMs,
        computeMs: performance.now() - c0,
      });
    }
  };
  const streaming = streamingAnswerer(inner, log, model);
  return streaming ? { ...streaming, answer } : { answer };
}

type StreamingAnswerer = Services["answerer"] & {
  answerStream(input: AnswerInput, onToken: (text: string) => void): Promise<AnswerOutcome>;
};

/** The seam's streamed half: null until the answerer has an `answerStream` method (issue 11). */
function streamingAnswerer(inner: Services["answerer"], log: CallLog, model: LatencyModel): StreamingAnswerer | null {
  const candidate = inner as Partial<StreamingAnswerer>;
  if (typeof candidate.answerStream !== "function") return null;
  const stream = candidate.answerStream.bind(inner);
  return {
    answer: (input) => inner.answer(input),
    async answerStream(input, onToken) {
      const start = log.now();
      await sleep(model.firstTokenMs);
      let first = true;
      try {
        return await stream(input, (text) => {
          if (first) {
            first = false;
            log.markFirstToken();
          }
          onToken(text);
        });
      } finally {
        log.calls.push({
          skill: "answer",
          start,
          end: log.now(),
          latency: model.firstTokenMs + model.generationMs,
          computeMs: 0,
        });
      }
    },
  };
}

/**
 * Production with a chat model fuses two pairs of calls (RAG_FUSE): the gate with the dynamism check, and a loop
 * round's rerank with its decide. The local engine keeps them apart (it has no latency to save), so the benchmark
 * stands them in: the same local skills, unmetered, run inside ONE call (one latency, one call charged to the run's budget) each.
 */
export function fusedStandIns(s: Services): { classifier: QuestionClassifier; roundJudge: RoundJudge } {
  const gate = new LocalGate();
  const paired = pairedRoundJudge(new LexicalReranker(), new LocalPlanner());
  return {
    classifier: {
      classify: (question, queryTime) =>
        s.budget.charge(async () => {
          const [decision, dynamism] = await Promise.all([
            gate.classify(question),
            s.dynamism.classify(question, queryTime),
          ]);
          return { gate: decision, dynamism };
        }),
    },
    roundJudge: {
      judge: (input) => s.budget.charge(() => paired.judge(input)),
    },
  };
}

export function delayedEmbedder(inner: Embedder, log: CallLog, ms: number): Embedder {
  return {
    id: inner.id,
    dimensions: inner.dimensions,
    embed: delayed(log, "embed", ms, (texts: string[]) => inner.embed(texts)),
  };
}

/** The services of one run with every model-backed skill decorated. The stores are untouched. */
export function withModelLatency(s: Services, log: CallLog, model: LatencyModel = DEFAULT_LATENCY): Services {
  const chat = model.chatMs;
  return {
    ...s,
    embedder: delayedEmbedder(s.embedder, log, model.embedMs),
    reranker: {
      rerank: delayed(log, "rerank", chat, (q: string, p: Parameters<Services["reranker"]["rerank"]>[1]) =>
        s.reranker.rerank(q, p),
      ),
    },
    answerer: delayedAnswerer(s.answerer, log, model),
    planner: {
      plan: delayed(log, "plan", chat, (i: Parameters<Services["planner"]["plan"]>[0]) => s.planner.plan(i)),
      decide: delayed(log, "decide", chat, (i: Parameters<Services["planner"]["decide"]>[0]) => s.planner.decide(i)),
    },
    gate: { classify: delayed(log, "gate", chat, (q: string) => s.gate.classify(q)) },
    router: {
      route: delayed(log, "router", chat, (i: Parameters<Services["router"]["route"]>[0]) => s.router.route(i)),
    },
    dynamism: {
      classify: delayed(log, "dynamism", model.dynamismIsModel ? chat : 0, (q: string, t: string) =>
        s.dynamism.classify(q, t),
      ),
    },
    ...(s.classifier
      ? {
          classifier: {
            classify: delayed(log, "classify", chat, (q: string, t: string) => s.classifier!.classify(q, t)),
          },
        }
      : {}),
    ...(s.roundJudge
      ? {
          roundJudge: {
            judge: delayed(log, "judge", chat, (i: Parameters<RoundJudge["judge"]>[0]) => s.roundJudge!.judge(i)),
          },
        }
      : {}),
  };
}

/** For the naive controller's one-call-per-passage rerank: the same pool asked N times is scored once (less CPU noise). */
export function memoReranker(inner: Services["reranker"]): Services["reranker"] {
  let last: { question: string; passages: unknown; out: ReturnType<Services["reranker"]["rerank"]> } | null = null;
  return {
    rerank(question, passages) {
      if (last && last.question === question && last.passages === passages) return last.out;
      last = { question, passages, out: inner.rerank(question, passages) };
      return last.out;
    },
  };
}
