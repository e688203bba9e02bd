import type { Embedder } from "../models/types";
import type { ApiRouter, DynamismClassifier, RouteDecision } from "../skills/types";
import type { ApiCatalog } from "../stores/d1-catalog";
import type { VectorIndex } from "../stores/types";
import { validateArguments } from "../tools/json-schema";
import { searchSchemas } from "../tools/schema-index";
import type { ApiCallRecord, ApiEntry } from "../tools/types";
import type { Trace } from "../trace";
import type { ScoredPassage } from "../types";

export interface ApiFallbackDeps {
  catalog: ApiCatalog;
  vectors: VectorIndex;
  embedder: Embedder;
  router: ApiRouter;
  dynamism: DynamismClassifier;
  /** Executes one validated call under the guards (bound to the Worker's fetch, secrets and dispatchers). */
  execute: (entry: ApiEntry, args: Record<string, unknown>) => Promise<ApiCallRecord>;
  trace: Trace;
}

export interface ApiFallbackOptions {
  /** Schemas offered to the router (the paper's top-M schema filtering). */
  topM: number;
  /** Calls at most per question. */
  maxCalls: number;
  /** Asked before each router step: whether the run's budget has room for its call (Budget.canSpend). */
  canRoute?: () => boolean;
}

const RESULT_CHARS = 4000;

/** Whether the question is about something that changes faster than a corpus (the paper's stated failure mode). */
export async function isLiveQuestion(
  question: string,
  queryTime: string,
  deps: Pick<ApiFallbackDeps, "dynamism" | "trace">,
): Promise<boolean> {
  try {
    const outcome = await deps.dynamism.classify(question, queryTime);
    deps.trace.step("dynamism", { ...outcome });
    return outcome.dynamism === "real-time" || outcome.dynamism === "fast-changing";
  } catch (e) {
    deps.trace.step("error", { stage: "dynamism", message: String(e) });
    return false;
  }
}

/**
 * DynaRAG's API fallback: find the top-M schemas for the question, let the router make at most one
 * call per step, validate it against the offered schemas (a call to an unknown function or with
 * invalid arguments is rejected and recorded, never executed), execute it under the guards, and
 * return the results as passages to prepend to the context, cited as `source: "api"`.
 */
export async function apiFallback(
  input: { question: string; queryTime: string; trigger: string },
  options: ApiFallbackOptions,
  deps: ApiFallbackDeps,
): Promise<{ passages: ScoredPassage[]; calls: ApiCallRecord[] }> {
  const calls: ApiCallRecord[] = [];
  let schemas: ApiEntry[];
  try {
    const onVectorFailure = (message: string) =>
      deps.trace.step("error", { stage: "api_schemas", fallback: "lexical", message });
    schemas = await searchSchemas(input.question, options.topM, { ...deps, onVectorFailure });
  } catch (e) {
    deps.trace.step("error", { stage: "api_schemas", message: String(e) });
    return { passages: [], calls };
  }
  deps.trace.step("api_schemas", { trigger: input.trigger, offered: schemas.map((s) => s.name) });
  if (schemas.length === 0) return { passages: [], calls };

  for (let step = 0; step < options.maxCalls; step++) {
    if (options.canRoute && !options.canRoute()) {
      deps.trace.step("api_route", { call: null, reason: "no room left in the run's model-call budget" });
      break;
    }
    let decision: RouteDecision;
    try {
      decision = await deps.router.route({
        question: input.question,
        queryTime: input.queryTime,
        schemas,
        previous: calls,
      });
    } catch (e) {
      deps.trace.step("error", { stage: "api_route", message: String(e) });
      break;
    }
    if (decision.kind === "none") {
      deps.trace.step("api_route", { call: null, reason: decision.reason });
      break;
    }
    const { name, arguments: args } = decision.call;
    // The same call again would return the same answer: the router has nothing new to try.
    if (calls.some((c) => c.name === name && JSON.stringify(c.arguments) === JSON.stringify(args))) {
      deps.trace.step("api_route", {
        call: { name, arguments: args },
        reason: "repeats a call already made; stopping",
      });
      break;
    }
    const entry = schemas.find((s) => s.name === name);
    // A positional argument (`f("Paris")`, read from a Python-style call as "$0") names no parameter: rejected.
    const positional = Object.keys(args).filter((k) => /^\$\d+$/.test(k));
    const check = !entry
      ? { valid: false as const, errors: [`${name} is not among the offered functions`] }
      : positional.length > 0
        ? { valid: false as const, errors: [`positional arguments name no parameter: ${positional.join(", ")}`] }
        : validateArguments(entry.parameters, args);
    let record: ApiCallRecord;
    if (!entry || !check.valid) {
      record = { name, arguments: args, status: "rejected", error: check.valid ? "rejected" : check.errors.join("; ") };
    } else {
      record = await deps.execute(entry, args);
    }
    calls.push(record);
    deps.trace.step("api_call", {
      step: step + 1,
      name,
      arguments: args,
      status: record.status,
      ...(record.error ? { error: record.error } : {}),
      ...(decision.reason ? { reason: decision.reason } : {}),
    });
    if (record.status === "ok") break;
  }
  const passages = calls
    .filter((c) => c.status === "ok")
    .map((c, i) => ({
      id: `api:${c.name}:${i + 1}`,
      source: "api" as const,
      title: `${c.name}(${JSON.stringify(c.arguments)})`,
      text: describeResult(c),
      // A live answer to the question is the strongest evidence there is about the present.
      score: 1,
    }));
  return { passages, calls };
}

/** An API result as text the answerer can read: a `summary` first when the API gives one, then the fields. */
export function describeResult(call: ApiCallRecord): string {
  const result = call.result as { body?: unknown } | undefined;
  const body = result && typeof result === "object" && "body" in result ? result.body : call.result;
  const lines: string[] = [];
  if (body && typeof body === "object" && !Array.isArray(body)) {
    const record = body as Record<string, unknown>;
    if (typeof record.summary === "string") lines.push(record.summary);
    for (const [k, v] of Object.entries(record)) {
      if (k === "summary") continue;
      lines.push(`${k.replace(/_/g, " ")}: ${typeof v === "string" ? v : JSON.stringify(v)}`);
    }
  } else {
    lines.push(typeof body === "string" ? body : JSON.stringify(body));
  }
  const text = lines.join("\n");
  return text.length > RESULT_CHARS ? `${text.slice(0, RESULT_CHARS)} …` : text;
}
