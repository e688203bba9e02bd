/**
 * A scripted OpenAI-compatible model server for tests and local trials (node:http, loopback only).
 *
 * Serves what the service's OpenAI-compatible provider speaks:
 *   POST /v1/chat/completions  plain text, JSON schema (`response_format`), tool calls (`tools`), and
 *                              streaming (`stream: true`, OpenAI SSE chunks then `data: [DONE]`);
 *   POST /v1/embeddings        deterministic hashed bag-of-words vectors (`dimensions` honoured);
 *   GET  /v1/models            the model list (what /healthz probes).
 * Control endpoints (for a test in any runtime, e.g. the Workers vitest pool, which reaches loopback over fetch):
 *   PUT  /__script    body `{ rules: Rule[] }` replaces the script (and clears the request log);
 *   GET  /__requests  the requests received since, in order: `{ path, auth, body }`;
 *   POST /__reset     no rules, empty log.
 * A chat request takes the first rule whose `when` matches (kind, schema name, text in its messages, stream);
 * a rule with `times` is used that many times then dropped. Unmatched requests get defaults: "I don't know" as
 * text, `{}` for a JSON schema, no call for tools. Replies may be an HTTP error (`status`), a delay
 * (`delayMs`), a malformed body (`raw`), tool calls (`tool_calls`), or text (a Gorilla-style call is just text).
 *
 * From Node: `const server = await startOpenAiServer({ port: 0 }); server.url // http://127.0.0.1:N/v1`.
 * Standalone: `npx tsx test/support/openai-server.ts --port 8899 [--key k] [--script rules.json]`.
 */

import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

export type ChatKind = "plain" | "json" | "tools";

export interface Rule {
  when?: {
    kind?: ChatKind;
    /** The `response_format.json_schema.name` asked for. */
    schema?: string;
    /** Text that must appear in the request's messages. */
    contains?: string;
    stream?: boolean;
    /** "chat" (default) or "embeddings". */
    endpoint?: "chat" | "embeddings";
  };
  reply: Reply;
  times?: number;
}

export interface Reply {
  text?: string;
  /** Sent as the message content, JSON-encoded. */
  json?: unknown;
  tool_calls?: { name: string; arguments: unknown }[];
  /** An HTTP error status, with `error` as its message. */
  status?: number;
  error?: string;
  /** A body sent as is (malformed JSON, say). */
  raw?: string;
  delayMs?: number;
}

export interface RecordedRequest {
  path: string;
  auth: string | null;
  body: any;
}

export interface OpenAiServerOptions {
  port?: number;
  host?: string;
  /** When set, requests without `Authorization: Bearer <apiKey>` get 401. */
  apiKey?: string;
  /** When set, a request naming another model gets 404 (as OpenAI does). */
  models?: string[];
  rules?: Rule[];
  /** Dimensions of embeddings when a request does not ask (default 64). */
  dimensions?: number;
}

export interface OpenAiServer {
  /** The base URL to configure (`.../v1`). */
  url: string;
  port: number;
  requests: RecordedRequest[];
  setRules(rules: Rule[]): void;
  close(): Promise<void>;
}

export async function startOpenAiServer(options: OpenAiServerOptions = {}): Promise<OpenAiServer> {
  const host = options.host ?? "127.0.0.1";
  let rules: Rule[] = [...(options.rules ?? [])];
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err) => send(res, 500, { error: { message: String(err) } }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const raw = await readBody(req);
    if (path === "/__script" && req.method === "PUT") {
      rules = (JSON.parse(raw) as { rules: Rule[] }).rules ?? [];
      requests.length = 0;
      return send(res, 200, { ok: true });
    }
    if (path === "/__reset") {
      rules = [];
      requests.length = 0;
      return send(res, 200, { ok: true });
    }
    if (path === "/__requests") return send(res, 200, { requests });
    if (path === "/v1/models")
      return send(res, 200, { object: "list", data: (options.models ?? ["any"]).map((id) => ({ id })) });

    let body: any = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      return send(res, 400, { error: { message: "request body is not JSON" } });
    }
    const auth = req.headers.authorization ?? null;
    requests.push({ path, auth, body });
    if (options.apiKey && auth !== `Bearer ${options.apiKey}`) {
      return send(res, 401, { error: { message: "Incorrect API key provided", type: "invalid_request_error" } });
    }
    if (options.models && body && typeof body.model === "string" && !options.models.includes(body.model)) {
      return send(res, 404, { error: { message: `The model ${body.model} does not exist`, code: "model_not_found" } });
    }
    if (path === "/v1/embeddings") return embeddings(res, body, pick("embeddings", body));
    if (path === "/v1/chat/completions") return chat(res, body, pick("chat", body));
    return send(res, 404, { error: { message: `no route ${path}` } });
  }

  function pick(endpoint: "chat" | "embeddings", body: any): Reply | undefined {
    const kind = kindOf(body);
    const text = JSON.stringify(body?.messages ?? body?.input ?? "");
    const at = rules.findIndex((r) => {
      const w = r.when ?? {};
      if ((w.endpoint ?? "chat") !== endpoint) return false;
      if (w.kind && w.kind !== kind) return false;
      if (w.schema && body?.response_format?.json_schema?.name !== w.schema) return false;
      if (w.stream !== undefined && Boolean(body?.stream) !== w.stream) return false;
      return !w.contains || text.includes(w.contains);
    });
    if (at < 0) return undefined;
    const rule = rules[at]!;
    if (rule.times !== undefined && --rule.times <= 0) rules.splice(at, 1);
    return rule.reply;
  }

  async function chat(res: ServerResponse, body: any, reply: Reply | undefined): Promise<void> {
    if (reply?.delayMs) await sleep(reply.delayMs);
    if (reply?.status) {
      send(res, reply.status, { error: { message: reply.error ?? `status ${reply.status}` } });
      return;
    }
    if (reply?.raw !== undefined) {
      sendRaw(res, 200, reply.raw);
      return;
    }
    const kind = kindOf(body);
    const content =
      reply?.json !== undefined
        ? JSON.stringify(reply.json)
        : (reply?.text ?? (reply?.tool_calls ? "" : defaultText(kind)));
    const toolCalls = reply?.tool_calls?.map((c, i) => ({
      id: `call_${i}`,
      type: "function",
      function: {
        name: c.name,
        arguments: typeof c.arguments === "string" ? c.arguments : JSON.stringify(c.arguments),
      },
    }));
    const usage = {
      prompt_tokens: Math.ceil(JSON.stringify(body?.messages ?? "").length / 4),
      completion_tokens: Math.ceil(content.length / 4),
    };
    if (body?.stream) return stream(res, body.model, content, usage);
    const message: Record<string, unknown> = { role: "assistant", content: toolCalls && !content ? null : content };
    if (toolCalls) message.tool_calls = toolCalls;
    send(res, 200, {
      id: "chatcmpl-scripted",
      object: "chat.completion",
      model: body?.model,
      choices: [{ index: 0, message, finish_reason: toolCalls ? "tool_calls" : "stop" }],
      usage,
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://${host}:${port}/v1`,
    port,
    requests,
    setRules: (next) => {
      rules = [...next];
      requests.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  function embeddings(res: ServerResponse, body: any, reply: Reply | undefined): void {
    if (reply?.status) {
      send(res, reply.status, { error: { message: reply.error ?? `status ${reply.status}` } });
      return;
    }
    if (reply?.raw !== undefined) {
      sendRaw(res, 200, reply.raw);
      return;
    }
    const inputs: string[] = Array.isArray(body?.input) ? body.input : [String(body?.input ?? "")];
    const dims = Number(body?.dimensions) || options.dimensions || 64;
    send(res, 200, {
      object: "list",
      model: body?.model,
      data: inputs.map((text, index) => ({ object: "embedding", index, embedding: hashedVector(text, dims) })),
      usage: { prompt_tokens: inputs.join(" ").length / 4, total_tokens: inputs.join(" ").length / 4 },
    });
  }
}

function kindOf(body: any): ChatKind {
  if (Array.isArray(body?.tools) && body.tools.length > 0) return "tools";
  if (body?.response_format?.type === "json_schema" || body?.response_format?.type === "json_object") return "json";
  return "plain";
}

function defaultText(kind: ChatKind): string {
  return kind === "json" ? "{}" : kind === "tools" ? "No function fits this question." : "I don't know";
}

/** OpenAI's streamed chat: one chunk per word, a usage chunk, then `[DONE]`. */
async function stream(res: ServerResponse, model: string, content: string, usage: object): Promise<void> {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const pieces = content.match(/\S+\s*|\s+/g) ?? [];
  for (const piece of pieces) {
    res.write(
      `data: ${JSON.stringify({ object: "chat.completion.chunk", model, choices: [{ index: 0, delta: { content: piece } }] })}\n\n`,
    );
    await sleep(5);
  }
  res.write(
    `data: ${JSON.stringify({ object: "chat.completion.chunk", model, choices: [{ index: 0, delta: {}, finish_reason: "stop" }] })}\n\n`,
  );
  res.write(`data: ${JSON.stringify({ object: "chat.completion.chunk", model, choices: [], usage })}\n\n`);
  res.end("data: [DONE]\n\n");
}

/** A deterministic unit vector from the text's lower-cased words (similar texts get similar vectors). */
export function hashedVector(text: string, dims: number): number[] {
  const v = new Array<number>(dims).fill(0);
  for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    let h = 2166136261;
    for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 16777619);
    v[(h >>> 0) % dims]! += 1;
  }
  const norm = Math.hypot(...v) || 1;
  return v.map((x) => (x === 0 && norm === 1 ? 1 / Math.sqrt(dims) : x / norm));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  sendRaw(res, status, JSON.stringify(body));
}

function sendRaw(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(body);
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

// Standalone: `npx tsx test/support/openai-server.ts --port N [--key K] [--script rules.json]`.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const arg = (name: string) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const script = arg("script");
  const server = await startOpenAiServer({
    port: Number(arg("port") ?? 8899),
    ...(arg("key") ? { apiKey: arg("key") } : {}),
    rules: script ? (JSON.parse(readFileSync(script, "utf8")) as { rules: Rule[] }).rules : [],
  });
  console.log(`scripted OpenAI-compatible server at ${server.url}`);
  let printed = 0;
  const log = setInterval(() => {
    if (printed > server.requests.length) printed = 0; // a new script cleared the log
    for (const r of server.requests.slice(printed)) {
      const tools = Array.isArray(r.body?.tools) ? r.body.tools.map((t: any) => t.function?.name) : undefined;
      console.log(
        JSON.stringify({ path: r.path, auth: r.auth, model: r.body?.model, stream: r.body?.stream ?? false, tools }),
      );
    }
    printed = server.requests.length;
  }, 200);
  process.on("SIGINT", () => {
    clearInterval(log);
    void server.close().then(() => process.exit(0));
  });
}
