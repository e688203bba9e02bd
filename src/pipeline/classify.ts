import type { GateDecision, QuestionClassification } from "../skills/types";
import type { Trace } from "../trace";
import { isLiveQuestion } from "./api-fallback";
import type { QueryInput, Services } from "./types";

/** What a run learns from the question alone: the route (auto asks the gate) and whether it is about live data. */
export interface Classified {
  route: Promise<GateDecision>;
  /** The dynamism check (false when the request asks for no APIs). */
  live: Promise<boolean>;
}

/**
 * Starts the gate and the dynamism check. Both read only the question: in auto mode with a classifier (a chat
 * model, RAG_FUSE) they are one call, otherwise two that run side by side. The trace shows a `gate` and a
 * `dynamism` step either way.
 */
export function classifyQuestion(input: QueryInput, queryTime: string, services: Services, trace: Trace): Classified {
  const { classifier } = services;
  if (input.mode === "auto" && classifier) {
    const asked = trace.time("gate", () => classifier.classify(input.question, queryTime));
    const both: Promise<QuestionClassification | null> = asked.catch((e: unknown) => {
      trace.step("error", { stage: "classify", message: String(e) });
      return null;
    });
    // Registered in this order, so the gate's step comes before the dynamism check's.
    const route = both.then((c) => recordGate(c?.gate ?? GATE_FAILED, trace));
    const live = input.useApis
      ? both.then((c) => {
          if (!c) return false;
          trace.step("dynamism", { ...c.dynamism, fused: true });
          return c.dynamism.dynamism === "real-time" || c.dynamism.dynamism === "fast-changing";
        })
      : Promise.resolve(false);
    return { route, live };
  }
  const route = chooseRoute(input, services, trace);
  const live = input.useApis
    ? isLiveQuestion(input.question, queryTime, { ...services, trace })
    : Promise.resolve(false);
  return { route, live };
}

// Without the gate's judgement, the single pass is the cheaper guess.
const GATE_FAILED: GateDecision = { route: "single-pass", kind: "unknown", reason: "the gate failed; single pass" };

function recordGate(decision: GateDecision, trace: Trace): GateDecision {
  trace.step("gate", { ...decision });
  return decision;
}

/** auto asks the gate; the other modes say which route they want. */
async function chooseRoute(input: QueryInput, services: Services, trace: Trace): Promise<GateDecision> {
  if (input.mode !== "auto") {
    const route = input.mode === "dynamic" ? "dynamic" : "single-pass";
    return recordGate({ route, kind: "requested", reason: `mode ${input.mode} requested` }, trace);
  }
  try {
    return recordGate(await trace.time("gate", () => services.gate.classify(input.question)), trace);
  } catch (e) {
    trace.step("error", { stage: "gate", message: String(e) });
    return recordGate(GATE_FAILED, trace);
  }
}
