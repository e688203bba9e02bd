// Connects the official MCP client to a running server, lists its tools and asks one question.
// Usage: npx tsx scripts/mcp-check.ts [url] [question]   (url defaults to http://localhost:8787/mcp)
//   MCP_BEARER=<key> adds `Authorization: Bearer <key>` when the server's reads need a key.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

const url = new URL(process.argv[2] ?? "http://localhost:8787/mcp");
const question = process.argv[3] ?? "How long do v4 access tokens last before they expire?";
const bearer = process.env.MCP_BEARER;

const client = new Client({ name: "mcp-check", version: "1.0.0" });
const transport = new StreamableHTTPClientTransport(url, {
  requestInit: bearer ? { headers: { authorization: `Bearer ${bearer}` } } : undefined,
});
await client.connect(transport);
const server = client.getServerVersion();
console.log(`connected to ${server?.name} ${server?.version} (protocol ${transport.protocolVersion ?? "?"})`);
const { tools } = await client.listTools();
console.log(`tools: ${tools.map((t) => t.name).join(", ")}`);
const result = (await client.callTool({ name: "ask", arguments: { question } })) as CallToolResult;
console.log(`\nask: ${question}${result.isError ? " (tool error)" : ""}`);
for (const c of result.content) if (c.type === "text") console.log(c.text);
await client.close();
