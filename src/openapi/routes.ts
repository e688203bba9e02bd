import { z } from "zod";
import { entrySchema, openapiBody, pack } from "../routes/apis";
import { keyBody } from "../routes/keys";
import { documentsBody, namespaceParam, queryBody } from "../validation";
import {
  apiEntryResponse,
  apisList,
  apisRegistered,
  deleted,
  documentsList,
  documentsStored,
  health,
  queryResult,
  runView,
} from "./responses";

/** Who may call an operation: anyone, a reader (a query key once keys exist), a writer, or a run's holder. */
export type Access = "open" | "read" | "write" | "admin" | "run";

export interface Example {
  summary: string;
  value: unknown;
}

export interface ResponseDoc {
  description: string;
  /** The JSON body; omitted for non-JSON responses (contentType says what is sent). */
  schema?: z.ZodType;
  contentType?: string;
  example?: unknown;
}

/** One operation of the HTTP API. Request schemas are the validators the routes themselves use. */
export interface OperationDoc {
  method: "get" | "post" | "delete";
  /** OpenAPI form: /v1/runs/{run_id}. */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  pathParams?: Record<string, { description: string; schema: z.ZodType; example: string }>;
  query?: Record<string, { description: string; schema: z.ZodType; example?: string }>;
  body?: { schema: z.ZodType; examples: Record<string, Example> };
  responses: Record<string, ResponseDoc>;
  /** Error statuses besides 400 (which every operation with input has) that the operation documents. */
  errors?: number[];
}

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
const RUN_ID = "3f1c2a9e-8b7d-4c65-a1f0-9d2e4b6c8a10";

/** POST /v1/apis takes one entry, several, or an OpenAPI document: the three schemas the route tries. */
/** The examples' secret is bound to their host, as API_SECRETS would bind it (PRICE_API_KEY@api.example.com). */
const EXAMPLE_SECRETS = new Map([["PRICE_API_KEY", new Set(["api.example.com"])]]);
const exampleEntry = entrySchema([], EXAMPLE_SECRETS);
const apisBody = z.union([exampleEntry, z.object({ apis: z.array(exampleEntry).min(1).max(100) }), openapiBody]);

/** The JSON-RPC message a client POSTs to /mcp (the MCP SDK validates it; this names its shape). */
const jsonRpcRequest = z.looseObject({
  jsonrpc: z.literal("2.0"),
  id: z.union([z.string(), z.number()]).optional().describe("The request's id; absent on a notification."),
  method: z.string().describe("initialize, tools/list, tools/call, ping, or a notification."),
  params: z.record(z.string(), z.unknown()).optional().describe("tools/call takes {name, arguments}."),
});
const jsonRpcResponse = z.looseObject({
  jsonrpc: z.literal("2.0"),
  id: z.union([z.string(), z.number()]).nullable(),
  result: z.record(z.string(), z.unknown()).optional(),
  error: z.looseObject({ code: z.number(), message: z.string() }).optional(),
});

const keyInfo = z.looseObject({
  id: z.string(),
  namespaces: z.array(z.string()),
  role: z.enum(["query", "write"]),
  created_at: z.string().optional(),
});
const keyCreated = keyInfo.extend({ key: z.string().describe("The bearer secret: shown once, stored hashed.") });
const keysList = z.object({ keys: z.array(keyInfo) });

const ingestionQueued = z.looseObject({ ingestion_id: z.string(), status: z.literal("queued") });
const ingestionView = z.looseObject({
  ingestion_id: z.string(),
  namespace: z.string(),
  status: z.enum(["queued", "running", "done", "failed"]),
  documents: z.looseObject({ total: z.number(), done: z.number(), duplicate: z.number(), failed: z.number() }),
  failures: z.array(z.looseObject({ reason: z.string() })),
});
const ingestionsList = z.object({ namespace: z.string(), ingestions: z.array(ingestionView) });

const QUESTION = "How long do v4 access tokens last before they expire?";

export const OPERATIONS: OperationDoc[] = [
  {
    method: "get",
    path: "/healthz",
    operationId: "health",
    tag: "Service",
    summary: "Health, version and the providers in use",
    access: "open",
    responses: { "200": { description: "The service is up.", schema: health } },
  },
  {
    method: "post",
    path: "/v1/query",
    operationId: "query",
    tag: "Query",
    summary: "Answer a question with citations",
    description:
      "Runs the question through the dynamic RAG pipeline (gate, retrieval, rerank, sufficiency, live APIs, " +
      "answer) as a run with its own trace. With `stream: true` (or `Accept: text/event-stream`) the run is " +
      "sent as Server-Sent Events: `step`, `token`, then `result` and `done`.",
    access: "read",
    body: {
      schema: queryBody,
      examples: {
        lookup: { summary: "A lookup in the default corpus", value: { question: QUESTION } },
        baseline: {
          summary: "The direct-RAG baseline",
          value: { question: QUESTION, mode: "direct-rag", use_apis: false },
        },
        pages: {
          summary: "Over the question's own page only",
          value: {
            question: "How long is a visitor pass valid?",
            namespace: null,
            pages: [{ url: "https://intranet.example/parking", html: "<p>Visitor passes are valid for 4 hours.</p>" }],
          },
        },
        stream: { summary: "Streamed as Server-Sent Events", value: { question: QUESTION, stream: true } },
      },
    },
    responses: {
      "200": {
        description: "The answer (JSON), or the run as Server-Sent Events when streaming.",
        schema: queryResult,
        contentType: "text/event-stream",
        example: {
          run_id: RUN_ID,
          run_token: "rt_9kQ2vLxP0aZ3mN7bC1dE5fG8hJ4sT6uW",
          answer: "15 minutes [1]",
          abstained: false,
          partial: false,
          route: "single-pass",
          sufficient: true,
          top_score: 0.866,
          threshold: 0.5,
          iterations: 1,
          sub_queries: [QUESTION],
          stop_reason: "single-pass",
          citations: [
            {
              ref: 1,
              source: "corpus",
              id: "c-4f2a",
              url: "https://docs.lumenrelay.example/auth/v4",
              title: "Authentication v4",
              snippet: "Access tokens expire after 15 minutes.",
              score: 0.866,
            },
          ],
          api_calls: [],
          usage: { model_calls: 0, input_tokens: 0, output_tokens: 0, embed_calls: 1, skill_calls: 3 },
          timings_ms: { retrieve: 12, rerank: 3, answer: 2, total: 25 },
        },
      },
    },
    errors: [401, 403, 413, 429],
  },
  {
    method: "get",
    path: "/v1/runs/{run_id}",
    operationId: "getRun",
    tag: "Runs",
    summary: "A run's whole trace",
    description: "Every step of one query, in order, and its result once done.",
    access: "run",
    pathParams: { run_id: { description: "The run_id a query returned.", schema: uuid, example: RUN_ID } },
    responses: { "200": { description: "The run.", schema: runView } },
    errors: [404],
  },
  {
    method: "get",
    path: "/v1/runs/{run_id}/events",
    operationId: "streamRun",
    tag: "Runs",
    summary: "A run's steps as Server-Sent Events",
    description: "Replays the steps after `Last-Event-ID` (or `?after=`), then follows the run live until it ends.",
    access: "run",
    pathParams: { run_id: { description: "The run_id a query returned.", schema: uuid, example: RUN_ID } },
    query: {
      after: { description: "Replay the events after this seq.", schema: z.string().regex(/^\d{1,9}$/), example: "0" },
    },
    responses: { "200": { description: "The event stream.", contentType: "text/event-stream" } },
    errors: [404],
  },
  {
    method: "post",
    path: "/v1/documents",
    operationId: "addDocuments",
    tag: "Documents",
    summary: "Store documents in a namespace (inline, or in the background past the inline line)",
    description:
      "Each document has exactly one of html, text, markdown, pdf_base64, or a url alone (fetched through the " +
      "guarded fetcher); or the request names a sitemap. Cleans, chunks and indexes each document; idempotent by " +
      "content hash. A bad document is a failure with its reason; only a request with nothing valid is a 400. " +
      "Past INGEST_INLINE_DOCS / _BYTES / _URLS, or with a sitemap, the answer is 202 and a workflow ingests it.",
    access: "write",
    body: {
      schema: documentsBody,
      examples: {
        html: {
          summary: "One HTML page",
          value: {
            namespace: "handbook",
            documents: [
              {
                url: "https://intranet.example/handbook/parking",
                title: "Parking policy",
                html: "<main><h1>Parking policy</h1><p>Visitor passes are valid for 4 hours.</p></main>",
              },
            ],
          },
        },
      },
    },
    responses: {
      "200": {
        description: "What was stored.",
        schema: documentsStored,
        example: { namespace: "handbook", documents: [{ id: "d-9c1e", chunks: 1, duplicate: false }], failures: [] },
      },
      "202": {
        description: "Queued for background ingestion: poll GET /v1/ingestions/{id}.",
        schema: ingestionQueued,
        example: { ingestion_id: "ing_0123456789abcdef01234567", status: "queued", namespace: "handbook" },
      },
    },
    errors: [401, 403, 413, 502],
  },
  {
    method: "get",
    path: "/v1/ingestions",
    operationId: "listIngestions",
    tag: "Documents",
    summary: "Recent background ingestions of a namespace",
    access: "read",
    query: {
      namespace: { description: "The corpus (default 'default').", schema: namespaceParam, example: "default" },
    },
    responses: { "200": { description: "The ingestions, newest first.", schema: ingestionsList } },
  },
  {
    method: "get",
    path: "/v1/ingestions/{id}",
    operationId: "getIngestion",
    tag: "Documents",
    summary: "A background ingestion's status, counts and failures",
    access: "read",
    pathParams: {
      id: { description: "The ingestion's id.", schema: z.string().min(1), example: "ing_0123456789abcdef01234567" },
    },
    responses: { "200": { description: "Its progress.", schema: ingestionView } },
    errors: [401, 403, 404],
  },
  {
    method: "get",
    path: "/v1/documents",
    operationId: "listDocuments",
    tag: "Documents",
    summary: "List a namespace's documents",
    access: "read",
    query: {
      namespace: { description: "The corpus (default 'default').", schema: namespaceParam, example: "default" },
    },
    responses: { "200": { description: "The documents.", schema: documentsList } },
  },
  {
    method: "delete",
    path: "/v1/documents/{id}",
    operationId: "deleteDocument",
    tag: "Documents",
    summary: "Remove a document and all its chunks",
    access: "write",
    pathParams: { id: { description: "The document's id.", schema: z.string().min(1), example: "d-9c1e" } },
    responses: { "200": { description: "Removed.", schema: deleted } },
    errors: [401, 403, 404],
  },
  {
    method: "post",
    path: "/v1/apis",
    operationId: "registerApis",
    tag: "Live APIs",
    summary: "Register callable APIs in the catalog",
    description: "One entry, `{apis: [...]}`, or `{openapi: {...}}` (one entry per GET or POST operation).",
    access: "write",
    body: {
      schema: apisBody,
      examples: {
        entry: {
          summary: "One entry",
          value: {
            name: "get_price",
            description: "The latest price of a stock ticker.",
            parameters: { type: "object", properties: { ticker: { type: "string" } }, required: ["ticker"] },
            endpoint: { method: "GET", url: "https://api.example.com/price/{ticker}", auth_secret: "PRICE_API_KEY" },
          },
        },
        openapi: {
          summary: "From an OpenAPI document",
          value: {
            openapi: {
              openapi: "3.0.3",
              info: { title: "Weather", version: "1" },
              servers: [{ url: "https://weather.example.com" }],
              paths: {
                "/forecast/{city}": {
                  get: {
                    operationId: "get_forecast",
                    summary: "Tomorrow's forecast for a city",
                    parameters: [{ name: "city", in: "path", required: true, schema: { type: "string" } }],
                  },
                },
              },
            },
          },
        },
      },
    },
    responses: { "200": { description: "The registered entries.", schema: apisRegistered } },
    errors: [401, 403, 502],
  },
  {
    method: "get",
    path: "/v1/apis",
    operationId: "listApis",
    tag: "Live APIs",
    summary: "List the catalog",
    access: "read",
    query: { pack: { description: "Only the entries of this pack.", schema: pack, example: "demo" } },
    responses: { "200": { description: "The entries.", schema: apisList } },
  },
  {
    method: "get",
    path: "/v1/apis/{id}",
    operationId: "getApi",
    tag: "Live APIs",
    summary: "One catalog entry",
    access: "read",
    pathParams: { id: { description: "The entry's id.", schema: z.string().min(1), example: "api-get_price" } },
    responses: { "200": { description: "The entry.", schema: apiEntryResponse } },
    errors: [404],
  },
  {
    method: "delete",
    path: "/v1/apis/{id}",
    operationId: "deleteApi",
    tag: "Live APIs",
    summary: "Remove a catalog entry",
    access: "write",
    pathParams: { id: { description: "The entry's id.", schema: z.string().min(1), example: "api-get_price" } },
    responses: { "200": { description: "Removed.", schema: deleted } },
    errors: [401, 403, 404],
  },
  {
    method: "post",
    path: "/v1/keys",
    operationId: "createKey",
    tag: "Keys",
    summary: "Create an API key for some namespaces (shown once)",
    access: "admin",
    body: {
      schema: keyBody,
      examples: { query: { summary: "A query key for one namespace", value: { namespaces: ["docs"], role: "query" } } },
    },
    responses: { "201": { description: "The key; its secret is shown only here.", schema: keyCreated } },
    errors: [401, 403],
  },
  {
    method: "get",
    path: "/v1/keys",
    operationId: "listKeys",
    tag: "Keys",
    summary: "List API keys (never their secrets)",
    access: "admin",
    responses: { "200": { description: "The keys.", schema: keysList } },
    errors: [401, 403],
  },
  {
    method: "delete",
    path: "/v1/keys/{id}",
    operationId: "deleteKey",
    tag: "Keys",
    summary: "Revoke an API key",
    access: "admin",
    pathParams: { id: { description: "The key's id.", schema: z.string().min(1), example: "key_3f1c2a9e" } },
    responses: { "200": { description: "Revoked.", schema: deleted } },
    errors: [401, 403, 404],
  },
  {
    method: "post",
    path: "/mcp",
    operationId: "mcp",
    tag: "MCP",
    summary: "Model Context Protocol server (streamable HTTP, stateless)",
    description:
      "JSON-RPC 2.0 messages of the Model Context Protocol. Tools: `ask` (an answer with citations, the same run " +
      "as POST /v1/query), `search` (reranked passages) and `list_documents`. Send `Accept: application/json, " +
      "text/event-stream`. Tool failures are tool results with `isError: true` and this API's error message.",
    access: "read",
    body: {
      schema: jsonRpcRequest,
      examples: {
        list: { summary: "List the tools", value: { jsonrpc: "2.0", id: 1, method: "tools/list" } },
        ask: {
          summary: "Call ask",
          value: {
            jsonrpc: "2.0",
            id: 2,
            method: "tools/call",
            params: { name: "ask", arguments: { question: QUESTION } },
          },
        },
      },
    },
    responses: {
      "200": { description: "The JSON-RPC response (202 with no body for a notification).", schema: jsonRpcResponse },
      "400": {
        description: "Not a valid JSON-RPC message: a JSON-RPC error, as MCP specifies.",
        schema: jsonRpcResponse,
      },
      "406": {
        description: "The Accept header must allow application/json and text/event-stream (a JSON-RPC error).",
        schema: jsonRpcResponse,
      },
    },
    errors: [401, 403, 429],
  },
  {
    method: "get",
    path: "/mcp",
    operationId: "mcpStream",
    tag: "MCP",
    summary: "Not supported (stateless server): 405",
    access: "open",
    responses: {},
    errors: [405],
  },
  {
    method: "delete",
    path: "/mcp",
    operationId: "mcpEndSession",
    tag: "MCP",
    summary: "Not supported (no sessions): 405",
    access: "open",
    responses: {},
    errors: [405],
  },
  {
    method: "get",
    path: "/openapi.json",
    operationId: "openapi",
    tag: "Service",
    summary: "This document (OpenAPI 3.1)",
    access: "open",
    responses: { "200": { description: "The OpenAPI document.", contentType: "application/json" } },
  },
  {
    method: "get",
    path: "/docs",
    operationId: "docs",
    tag: "Service",
    summary: "The API reference page (HTML, no outside assets)",
    access: "open",
    responses: { "200": { description: "The reference page.", contentType: "text/html" } },
  },
];
