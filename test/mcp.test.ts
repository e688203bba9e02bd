import { exports } from "cloudflare:workers";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker-provider.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { diversify } from "../src/pipeline/rerank";
import { queryGuards } from "../src/routes/read-guards";
import { SAMPLE_DOCUMENTS } from "../src/sample/corpus";
import { call, json } from "./helpers";

const NS = "mcp-sample";
const QUESTION = "How long do v4 access tokens last before they expire?";

/** The official MCP client, speaking streamable HTTP to the Worker under test (its fetch is the Worker's). */
async function connect(): Promise<Client> {
  const client = new Client(
    { name: "mcp-test", version: "1.0.0" },
    { jsonSchemaValidator: new CfWorkerJsonSchemaValidator() },
  );
  const transport = new StreamableHTTPClientTransport(new URL("http://rag.test/mcp"), {
    fetch: (input, init) => exports.default.fetch(new Request(input, init)),
  });
  await client.connect(transport);
  return client;
}

function text(result: CallToolResult): string {
  return result.content.map((c) => (c.type === "text" ? c.text : "")).join("\n");
}

let client: Client;

beforeAll(async () => {
  const res = await call("POST", "/v1/documents", { namespace: NS, documents: SAMPLE_DOCUMENTS });
  expect(res.status).toBe(200);
  client = await connect();
});

afterAll(async () => {
  await client?.close();
});

describe("the MCP server at /mcp", () => {
  it("initializes and lists ask, search and list_documents with their input schemas", async () => {
    expect(client.getServerVersion()?.name).toBe("edge-dynamic-rag");
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(["ask", "list_documents", "search"]);
    const ask = tools.find((t) => t.name === "ask")!;
    expect(ask.inputSchema.required).toEqual(["question"]);
    expect(Object.keys(ask.inputSchema.properties ?? {}).sort()).toEqual([
      "mode",
      "namespace",
      "query_time",
      "question",
      "use_apis",
    ]);
    expect(ask.annotations?.readOnlyHint).toBe(true);
  });

  it("ask answers with numbered citations, and the run is the same kind POST /v1/query makes", async () => {
    const result = (await client.callTool({
      name: "ask",
      arguments: { question: QUESTION, namespace: NS },
    })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    const body = result.structuredContent as Record<string, any>;
    expect(body.abstained).toBe(false);
    expect(body.answer).toContain("15 minutes");
    const ref = body.answer.match(/\[(\d+)\]/)?.[1];
    const cited = body.citations.find((c: any) => String(c.ref) === ref);
    expect(cited.url).toBe("https://docs.lumenrelay.example/auth/v4");
    // The text a chat client shows: the answer, then the numbered source it cites.
    expect(text(result)).toContain(body.answer);
    expect(cited.title).toMatch(/^Authentication v4/);
    expect(text(result)).toContain(`[${ref}] ${cited.title} — https://docs.lumenrelay.example/auth/v4`);
    expect(body).toMatchObject({ partial: false, route: expect.any(String), run_id: expect.any(String) });
    // The run went through the run machinery: its trace is there, and it ends in the same result.
    // Its trace is private: the run_token the result carries reads it.
    expect(body.run_token).toEqual(expect.any(String));
    const run = await json(
      await call("GET", `/v1/runs/${body.run_id}`, undefined, { authorization: `Bearer ${body.run_token}` }),
    );
    expect(run.status).toBe("done");
    expect(run.question).toBe(QUESTION);
    expect(run.result.answer).toBe(body.answer);
  });

  it("ask abstains when the corpus does not know", async () => {
    const result = (await client.callTool({
      name: "ask",
      arguments: { question: "Which header carries the API key in v2?", namespace: NS, mode: "single-pass" },
    })) as CallToolResult;
    const body = result.structuredContent as Record<string, any>;
    expect(body.abstained).toBe(true);
    expect(body.citations).toEqual([]);
    expect(text(result)).toMatch(/^I don't know/);
  });

  it("search returns reranked passages with scores, best first, and no answer", async () => {
    const result = (await client.callTool({
      name: "search",
      arguments: { query: QUESTION, namespace: NS, top_k: 5 },
    })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    const body = result.structuredContent as Record<string, any>;
    expect(body.answer).toBeUndefined();
    expect(body.passages).toHaveLength(5);
    const scores = body.passages.map((p: any) => p.score);
    // Best first, but a source's second passage gives way to a near-equal one from another source (RAG_RETRIEVAL's
    // "diverse"): exactly the diversified order of the passages sorted by score.
    expect(scores[0]).toBe(Math.max(...scores));
    const byScore = [...body.passages].sort((a: any, b: any) => b.score - a.score);
    expect(body.passages.map((p: any) => p.id)).toEqual(diversify(byScore).map((p: any) => p.id));
    const answering = body.passages.find((p: any) => p.text.includes("expire after 15 minutes"));
    expect(answering.url).toBe("https://docs.lumenrelay.example/auth/v4");
    expect(text(result)).toContain("[1] score ");
    // The same stages as a query: the passages (and scores) a single-pass run hands its answerer.
    const query = await json(
      await call("POST", "/v1/query", {
        question: QUESTION,
        namespace: NS,
        mode: "single-pass",
        use_apis: false,
        include_context: true,
      }),
    );
    expect(body.passages.map((p: any) => [p.id, p.score])).toEqual(query.context.map((p: any) => [p.id, p.score]));
    const two = (await client.callTool({
      name: "search",
      arguments: { query: QUESTION, namespace: NS, top_k: 2 },
    })) as CallToolResult;
    expect((two.structuredContent as any).passages.map((p: any) => p.id)).toEqual(
      body.passages.slice(0, 2).map((p: any) => p.id),
    );
  });

  it("search in an empty namespace finds nothing, and says so", async () => {
    const result = (await client.callTool({
      name: "search",
      arguments: { query: QUESTION, namespace: "nothing-here" },
    })) as CallToolResult;
    expect((result.structuredContent as any).passages).toEqual([]);
    expect(text(result)).toContain("No passages found");
  });

  it("list_documents lists what the namespace holds", async () => {
    const result = (await client.callTool({ name: "list_documents", arguments: { namespace: NS } })) as CallToolResult;
    const body = result.structuredContent as Record<string, any>;
    expect(body.documents).toHaveLength(SAMPLE_DOCUMENTS.length);
    expect(body.documents.map((d: any) => d.url)).toContain("https://docs.lumenrelay.example/auth/v4");
    expect(text(result)).toContain(`${SAMPLE_DOCUMENTS.length} document(s) in "${NS}"`);
  });

  it("bad arguments are tool errors with the HTTP API's own messages", async () => {
    const cases: [string, Record<string, unknown>, () => Promise<Response>][] = [
      ["ask", { question: "   " }, () => call("POST", "/v1/query", { question: "   " })],
      ["ask", { question: "x".repeat(2001) }, () => call("POST", "/v1/query", { question: "x".repeat(2001) })],
      [
        "ask",
        { question: "When?", query_time: "yesterday-ish" },
        () => call("POST", "/v1/query", { question: "When?", query_time: "yesterday-ish" }),
      ],
      ["ask", { question: "q", mode: "fast" }, () => call("POST", "/v1/query", { question: "q", mode: "fast" })],
      [
        "ask",
        { question: "q", namespace: "__apis__" },
        () => call("POST", "/v1/query", { question: "q", namespace: "__apis__" }),
      ],
    ];
    for (const [name, args, http] of cases) {
      const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
      const res = await http();
      expect(res.status).toBe(400);
      const httpError = await json(res);
      expect(result.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
      expect(text(result)).toBe(httpError.error.message);
      expect((result.structuredContent as any).error.code).toBe("invalid_request");
    }
    const bad = (await client.callTool({ name: "search", arguments: { query: "tokens", top_k: 0 } })) as CallToolResult;
    expect(bad.isError).toBe(true);
    expect(text(bad)).toBe("top_k: top_k must be 1-50");
    const reserved = (await client.callTool({
      name: "list_documents",
      arguments: { namespace: "__apis__" },
    })) as CallToolResult;
    expect(reserved.isError).toBe(true);
    expect(text(reserved)).toContain("namespaces starting with '__' are reserved");
  });

  it("an unknown tool is a protocol error", async () => {
    await expect(client.callTool({ name: "delete_everything", arguments: {} })).rejects.toThrow(
      /no tool named delete_everything/,
    );
  });

  it("GET and DELETE /mcp are 405 (stateless: no stream, no session)", async () => {
    for (const method of ["GET", "DELETE"]) {
      const res = await exports.default.fetch(
        new Request("http://rag.test/mcp", { method, headers: { accept: "text/event-stream" } }),
      );
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
      expect((await json(res)).error.code).toBe("invalid_request");
    }
  });

  it("transport-level errors are JSON-RPC errors, as MCP specifies (and as /openapi.json documents)", async () => {
    const post = (accept: string, body: unknown) =>
      exports.default.fetch(
        new Request("http://rag.test/mcp", {
          method: "POST",
          headers: { "content-type": "application/json", accept },
          body: JSON.stringify(body),
        }),
      );
    const notAcceptable = await post("application/json", { jsonrpc: "2.0", id: 1, method: "tools/list" });
    expect(notAcceptable.status).toBe(406);
    expect((await json(notAcceptable)).error.code).toBeTypeOf("number");
    const invalid = await post("application/json, text/event-stream", { hello: "world" });
    expect(invalid.status).toBe(400);
    expect((await json(invalid)).jsonrpc).toBe("2.0");
  });

  it("POST /mcp passes the same guard middleware as POST /v1/query", () => {
    const guarded = (path: string) =>
      createApp().routes.some((r) => r.method === "POST" && r.path === path && r.handler === queryGuards);
    expect(guarded("/v1/query")).toBe(true);
    expect(guarded("/mcp")).toBe(true);
  });
});
