import { z } from "zod";
import { MAX_QUESTION_CHARS, namespaceParam, queryBody } from "../validation";

/** `ask` takes the fields of POST /v1/query a chat client can fill in, validated by the same schema. */
export const askInput = queryBody.pick({
  question: true,
  namespace: true,
  mode: true,
  use_apis: true,
  query_time: true,
});

export const MAX_SEARCH_TOP_K = 50;

/** `search`: retrieval and rerank only. top_k defaults to the service's RAG_TOP_N. */
export const searchInput = z.object({
  query: z
    .string({ error: "query is required" })
    .trim()
    .min(1, `query must be 1-${MAX_QUESTION_CHARS} characters`)
    .max(MAX_QUESTION_CHARS, `query must be 1-${MAX_QUESTION_CHARS} characters`),
  namespace: namespaceParam.default("default"),
  top_k: z
    .number({ error: "top_k must be a whole number" })
    .int(`top_k must be 1-${MAX_SEARCH_TOP_K}`)
    .min(1, `top_k must be 1-${MAX_SEARCH_TOP_K}`)
    .max(MAX_SEARCH_TOP_K, `top_k must be 1-${MAX_SEARCH_TOP_K}`)
    .optional(),
});

/** `list_documents`: the same namespace rule as GET /v1/documents. */
export const listDocumentsInput = z.object({ namespace: namespaceParam.default("default") });
