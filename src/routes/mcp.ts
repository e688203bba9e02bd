import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { createMcpServer } from "../mcp/server";
import { queryGuards } from "./read-guards";

export const mcp = new Hono<AppEnv>();

/**
 * The MCP endpoint (streamable HTTP, stateless): each POST is one JSON-RPC exchange with a fresh server,
 * answered as JSON. The same guards as POST /v1/query run first, so MCP has exactly the HTTP API's auth.
 */
mcp.post("/", queryGuards, async (c) => {
  const server = createMcpServer(c);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  return transport.handleRequest(c.req.raw);
});

/** No sessions, so no server-to-client stream to open (GET) or session to end (DELETE): 405, as MCP expects. */
mcp.on(["GET", "DELETE"], "/", (c) => {
  c.header("allow", "POST");
  const message = `${c.req.method} /mcp is not supported: this MCP server is stateless; POST JSON-RPC messages`;
  return c.json({ error: { code: "invalid_request", message, details: { allow: ["POST"] } } }, 405);
});
