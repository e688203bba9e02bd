import { z } from "zod";

/**
 * The response bodies, as the OpenAPI document describes them. Objects are open (z.looseObject): the
 * contract lets the service add fields. test/openapi.test.ts checks real responses against these.
 */
export const errorBody = z.object({
  error: z.object({
    code: z.enum([
      "invalid_request",
      "unauthorized",
      "forbidden",
      "not_found",
      "payload_too_large",
      "unsupported_media_type",
      "rate_limited",
      "upstream_error",
      "timeout",
      "internal",
    ]),
    message: z.string(),
    details: z.record(z.string(), z.unknown()),
  }),
});

export const health = z.looseObject({
  ok: z.literal(true),
  version: z.string(),
  providers: z.looseObject({ chat: z.string(), embeddings: z.string(), vectors: z.string() }),
});

const citation = z.looseObject({
  ref: z.number().int(),
  source: z.enum(["page", "corpus", "api"]),
  id: z.string(),
  url: z.string().optional(),
  title: z.string().optional(),
  snippet: z.string(),
  score: z.number(),
});

const apiCall = z.looseObject({
  name: z.string(),
  arguments: z.record(z.string(), z.unknown()),
  status: z.enum(["ok", "error", "rejected"]),
  result: z.unknown().optional(),
  error: z.string().optional(),
});

export const queryResult = z.looseObject({
  run_id: z.string(),
  run_token: z.string().describe("The capability to read this run's trace (GET /v1/runs/{run_id}); shown once."),
  answer: z.string().describe('The answer with [n] markers, or "I don\'t know" when abstaining.'),
  abstained: z.boolean(),
  partial: z.boolean(),
  route: z.enum(["llm-only", "direct-rag", "single-pass", "dynamic"]),
  sufficient: z.boolean().nullable(),
  top_score: z.number().nullable(),
  threshold: z.number(),
  iterations: z.number().int(),
  sub_queries: z.array(z.string()),
  stop_reason: z.string(),
  gate: z.looseObject({ route: z.string(), kind: z.string(), reason: z.string() }).optional(),
  citations: z.array(citation),
  api_calls: z.array(apiCall),
  usage: z.looseObject({
    model_calls: z.number().int(),
    input_tokens: z.number().int(),
    output_tokens: z.number().int(),
    embed_calls: z.number().int(),
    skill_calls: z.number().int(),
  }),
  timings_ms: z.record(z.string(), z.number()),
  notes: z.array(z.string()).optional(),
  context: z
    .array(z.looseObject({ id: z.string(), source: z.string(), score: z.number(), text: z.string() }))
    .optional(),
});

export const runView = z.looseObject({
  run_id: z.string(),
  status: z.enum(["running", "done", "failed"]),
  question: z.string(),
  created_at: z.string(),
  events: z.array(
    z.looseObject({ seq: z.number().int(), at: z.string(), type: z.string(), data: z.record(z.string(), z.unknown()) }),
  ),
  result: z.record(z.string(), z.unknown()).nullable(),
});

export const documentsStored = z.looseObject({
  namespace: z.string(),
  documents: z.array(z.looseObject({ id: z.string(), chunks: z.number().int(), duplicate: z.boolean() })),
});

export const documentsList = z.looseObject({
  namespace: z.string(),
  documents: z.array(
    z.looseObject({
      id: z.string(),
      url: z.string().nullable(),
      title: z.string().nullable(),
      chunks: z.number().int(),
      chars: z.number().int(),
      created_at: z.string(),
    }),
  ),
});

export const deleted = z.object({ id: z.string(), deleted: z.literal(true) });

const apiEntry = z.looseObject({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  parameters: z.record(z.string(), z.unknown()),
  endpoint: z.looseObject({ method: z.enum(["GET", "POST"]), url: z.string(), auth_secret: z.string().optional() }),
  pack: z.string().optional(),
  created_at: z.string(),
});

export const apiEntryResponse = apiEntry;
export const apisList = z.looseObject({ apis: z.array(apiEntry) });
export const apisRegistered = z.looseObject({
  apis: z.array(z.object({ id: z.string(), name: z.string() })),
  skipped: z.array(z.object({ operation: z.string(), reason: z.string() })).optional(),
});
