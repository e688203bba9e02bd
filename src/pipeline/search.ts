import { runEmbedder } from "../models/run-embedder";
import type { Trace } from "../trace";
import type { ScoredPassage } from "../types";
import { rerank } from "./rerank";
import { retrieve } from "./retrieve";
import type { Services } from "./types";

export interface SearchRequest {
  query: string;
  namespace: string;
  /** How many reranked passages to return. */
  topK: number;
}

/**
 * Retrieval without an answer: the query's stages up to the rerank (the corpus's hybrid search over the
 * already-cleaned chunks, then the reranker), best first. At least the pipeline's own top-K candidates are
 * reranked, so a small top_k sees the same ordering a query would.
 */
export async function searchPassages(req: SearchRequest, services: Services, trace: Trace): Promise<ScoredPassage[]> {
  const embedder = runEmbedder(services.embedder, services.budget);
  const candidates = await trace.time("retrieve", () =>
    retrieve(
      {
        question: req.query,
        pagePassages: [],
        namespace: req.namespace,
        topK: Math.max(req.topK, services.settings.topK),
      },
      {
        corpus: services.corpus,
        vectors: services.vectors,
        embedder,
        pageEmbedder: services.pageEmbedder,
        trace,
        settings: services.settings,
      },
    ),
  );
  const ranked = await trace.time("rerank", () => rerank(req.query, candidates, services, trace));
  return ranked.slice(0, req.topK);
}
