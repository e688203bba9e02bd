import { VERSION } from "../version";
import { type JsonSchema, jsonSchemaOf } from "./json-schema";
import { errorBody } from "./responses";
import { type Access, OPERATIONS, type OperationDoc } from "./routes";

const ERROR_TEXT: Record<number, string> = {
  400: "Invalid request (invalid_request).",
  401: "No valid bearer key or token (unauthorized).",
  403: "Refused: writes are closed, or the namespace is outside the key (forbidden).",
  404: "Not found (not_found).",
  405: "Method not allowed on this path.",
  413: "The body or a page is too large (payload_too_large).",
  429: "Rate limited (rate_limited); see Retry-After.",
  502: "A model or store failed (upstream_error).",
};

const ACCESS_TEXT: Record<Access, string> = {
  open: "",
  read: "Reads need a bearer key (or the admin token) once API keys exist or REQUIRE_QUERY_KEY=true.",
  write: "Needs `Authorization: Bearer <ADMIN_TOKEN>` (or a write key) unless ALLOW_OPEN_WRITES=true.",
  admin: "Needs `Authorization: Bearer <ADMIN_TOKEN>`.",
  run: "Needs the run's run_token, the admin token or the key that made the run.",
};

/** The OpenAPI 3.1 document of the whole HTTP API, built from the route table and the request validators. */
export function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) (paths[op.path] ??= {})[op.method] = operation(op);
  return {
    openapi: "3.1.0",
    info: {
      title: "edge-dynamic-rag",
      version: VERSION,
      summary: "Dynamic retrieval-augmented generation on Cloudflare Workers.",
      description:
        "Answers questions from your documents and live APIs with numbered citations, abstaining when the " +
        'evidence falls short. Every error is `{"error": {"code", "message", "details"}}`. ' +
        "The same service speaks MCP at /mcp.",
    },
    servers: [{ url: "/", description: "This deployment" }],
    tags: [...new Set(OPERATIONS.map((o) => o.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: jsonSchemaOf(errorBody, "output") },
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          description: "An API key, the admin token, or (for a run's trace) its run_token.",
        },
      },
    },
  };
}

function operation(op: OperationDoc): Record<string, unknown> {
  const description = [op.description, ACCESS_TEXT[op.access]].filter(Boolean).join("\n\n");
  const parameters = [
    ...Object.entries(op.pathParams ?? {}).map(([name, p]) => ({
      name,
      in: "path",
      required: true,
      description: p.description,
      schema: jsonSchemaOf(p.schema),
      example: p.example,
    })),
    ...Object.entries(op.query ?? {}).map(([name, p]) => ({
      name,
      in: "query",
      required: false,
      description: p.description,
      schema: jsonSchemaOf(p.schema),
      ...(p.example === undefined ? {} : { example: p.example }),
    })),
  ];
  const hasInput = parameters.length > 0 || op.body !== undefined;
  const errors = [...new Set([...(hasInput ? [400] : []), ...(op.errors ?? [])])].sort((a, b) => a - b);
  const responses: Record<string, unknown> = {};
  for (const [status, r] of Object.entries(op.responses)) responses[status] = response(r);
  for (const status of errors.filter((s) => responses[String(s)] === undefined)) {
    responses[String(status)] = {
      description: ERROR_TEXT[status] ?? "Error.",
      content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
    };
  }
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    ...(description ? { description } : {}),
    ...(op.access === "open" ? {} : { security: [{}, { bearer: [] }] }),
    ...(parameters.length ? { parameters } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: jsonSchemaOf(op.body.schema), examples: op.body.examples } },
          },
        }
      : {}),
    responses,
  };
}

function response(r: OperationDoc["responses"][string]): Record<string, unknown> {
  const content: Record<string, unknown> = {};
  if (r.schema) {
    content["application/json"] = {
      schema: jsonSchemaOf(r.schema, "output"),
      ...(r.example === undefined ? {} : { example: r.example }),
    };
  }
  // A JSON body and another form (a stream) can be offered side by side.
  if (r.contentType && r.contentType !== "application/json") content[r.contentType] = { schema: { type: "string" } };
  if (r.contentType === "application/json" && !r.schema) content["application/json"] = { schema: { type: "object" } };
  return { description: r.description, ...(Object.keys(content).length ? { content } : {}) };
}
