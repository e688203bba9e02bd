import type { Context } from "hono";
import type { z } from "zod";
import type { AppEnv } from "../env";
import { searchPassages } from "../pipeline/search";
import { queryRunResult, startQueryRun } from "../routes/query-run";
import { authorizeNamespace } from "../routes/read-guards";
import { seedIfConfigured } from "../routes/seed-once";
import { buildServices } from "../runtime";
import { Trace } from "../trace";
import { answerText, documentsText, passagesText } from "./format";
import { askInput, listDocumentsInput, searchInput } from "./schemas";

/** What a tool hands back: the text a chat client shows, and the same result as structured data. */
export interface ToolOutput {
  text: string;
  structured: Record<string, unknown>;
}

export interface McpTool<S extends z.ZodType = z.ZodType> {
  name: string;
  title: string;
  description: string;
  input: S;
  annotations: { readOnlyHint: boolean; openWorldHint: boolean };
  run(c: Context<AppEnv>, args: z.output<S>): Promise<ToolOutput>;
}

function tool<S extends z.ZodType>(t: McpTool<S>): McpTool {
  return t as unknown as McpTool;
}

export const MCP_TOOLS: McpTool[] = [
  tool({
    name: "ask",
    title: "Ask the knowledge base",
    description:
      "Answers a question from the ingested documents (and, when use_apis is true, the live APIs of the catalog), " +
      'with numbered citations [n] to its sources; says "I don\'t know" when the evidence falls short. ' +
      "The same run as POST /v1/query: its run_id opens the trace at GET /v1/runs/{run_id}.",
    input: askInput,
    annotations: { readOnlyHint: true, openWorldHint: true },
    async run(c, args) {
      const run = await startQueryRun(c, { ...args, pages: [], stream: false, include_context: false });
      const result = await queryRunResult(run);
      return { text: answerText(result), structured: result as unknown as Record<string, unknown> };
    },
  }),
  tool({
    name: "search",
    title: "Search passages",
    description:
      "Finds the passages of a namespace that best match a query (hybrid search, then the reranker), best first, " +
      "each with its relevance score in [0, 1]. No answer is written.",
    input: searchInput,
    annotations: { readOnlyHint: true, openWorldHint: false },
    async run(c, args) {
      await authorizeNamespace(c, args.namespace);
      await seedIfConfigured(c.env);
      const services = buildServices(c.env);
      const trace = new Trace();
      const topK = args.top_k ?? services.settings.topN;
      const passages = await searchPassages({ query: args.query, namespace: args.namespace, topK }, services, trace);
      // A store or reranker that failed degraded the search; say so rather than pass it off as complete.
      const degraded = trace.events.filter((e) => e.type === "error").map((e) => e.data);
      return {
        text: passagesText(args.query, passages),
        structured: {
          query: args.query,
          namespace: args.namespace,
          passages: passages.map((p, i) => ({
            rank: i + 1,
            id: p.id,
            score: p.score,
            source: p.source,
            url: p.url,
            title: p.title,
            document_id: p.docId,
            text: p.text,
          })),
          ...(degraded.length ? { degraded } : {}),
        },
      };
    },
  }),
  tool({
    name: "list_documents",
    title: "List documents",
    description: "Lists the documents stored in a namespace (id, title, url, chunks), as GET /v1/documents does.",
    input: listDocumentsInput,
    annotations: { readOnlyHint: true, openWorldHint: false },
    async run(c, args) {
      await authorizeNamespace(c, args.namespace);
      await seedIfConfigured(c.env);
      const list = await buildServices(c.env).corpus.listDocuments(args.namespace);
      const documents = list.map((d) => ({
        id: d.id,
        url: d.url,
        title: d.title,
        chunks: d.chunk_count,
        chars: d.chars,
        created_at: d.created_at,
      }));
      return { text: documentsText(args.namespace, documents), structured: { namespace: args.namespace, documents } };
    },
  }),
];
