import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker-provider.js";
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";
import { jsonSchemaOf } from "../openapi/json-schema";
import { parseWith } from "../validation";
import { VERSION } from "../version";
import { MCP_TOOLS, type McpTool } from "./tools";

/**
 * One MCP server per request (stateless streamable HTTP). It is the SDK's low-level Server, not McpServer:
 * the tools' arguments are parsed by our own zod validators (parseWith), so a bad argument gets the very
 * message POST /v1/query would put in its error JSON, and tools/list shows the JSON Schema of those same
 * validators (the one the OpenAPI document shows).
 */
export function createMcpServer(c: Context<AppEnv>): Server {
  const server = new Server(
    { name: "edge-dynamic-rag", title: "Edge dynamic RAG", version: VERSION },
    {
      capabilities: { tools: {} },
      instructions:
        "Answers questions from this service's documents with numbered citations (ask), finds passages (search) " +
        "and lists what is stored (list_documents). Cite sources by their [n] markers.",
      // The SDK's default validator (Ajv) compiles code at run time, which Workers forbid.
      jsonSchemaValidator: new CfWorkerJsonSchemaValidator(),
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: MCP_TOOLS.map(describeTool) }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = MCP_TOOLS.find((t) => t.name === request.params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `no tool named ${request.params.name}`);
    return callTool(c, tool, request.params.arguments ?? {});
  });
  return server;
}

export function describeTool(tool: McpTool): Tool {
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: jsonSchemaOf(tool.input) as Tool["inputSchema"],
    annotations: { title: tool.title, ...tool.annotations },
  };
}

/** Runs a tool; every failure is a tool error (isError) carrying the HTTP API's error message and JSON. */
export async function callTool(c: Context<AppEnv>, tool: McpTool, args: unknown): Promise<CallToolResult> {
  try {
    const out = await tool.run(c, parseWith(tool.input, args));
    return { content: [{ type: "text", text: out.text }], structuredContent: out.structured };
  } catch (e) {
    const error = e instanceof ApiError ? e : internalError(e);
    return { isError: true, content: [{ type: "text", text: error.message }], structuredContent: error.toJSON() };
  }
}

function internalError(e: unknown): ApiError {
  console.error("MCP tool failed", e);
  return new ApiError("internal", "internal error; the run's trace has the details");
}
