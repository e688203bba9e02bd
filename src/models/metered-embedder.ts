import type { Budget } from "./budget";
import type { Embedder } from "./types";

/**
 * Wraps an Embedder so each call is counted on the budget (`usage.embed_calls`), as meteredChat counts chat calls:
 * the one place embedding calls are metered (a run's embedder, ingestion and schema indexing all go through it).
 */
export function meteredEmbedder(model: Embedder, budget: Budget): Embedder {
  return {
    id: model.id,
    get dimensions() {
      return model.dimensions;
    },
    embed(texts) {
      budget.addEmbedCall();
      return model.embed(texts);
    },
  };
}
