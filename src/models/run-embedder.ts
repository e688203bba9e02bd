import { StageError } from "../types";
import type { Budget } from "./budget";
import { meteredEmbedder } from "./metered-embedder";
import type { Embedder } from "./types";

/**
 * A run's embedder: each distinct text is embedded once per run, keyed by its content (the API fallback's schema
 * search reuses the question's vector from retrieval; a sub-query asked again in a later round reuses its own).
 * The texts of a call not seen yet go to the model in one call, which the run's budget counts; a failed call is
 * forgotten, so a later one tries again. Callers must not mutate the vectors they get: they are shared.
 * Metering rule: each call to the model is counted by meteredEmbedder (runQuery wraps the services' embedder in
 * this); ingestion and schema indexing, which run outside a run, meter their calls the same way.
 */
export function runEmbedder(inner: Embedder, budget: Budget): Embedder {
  const model = meteredEmbedder(inner, budget);
  const vectors = new Map<string, Promise<number[]>>();
  return {
    id: model.id,
    dimensions: model.dimensions,
    embed(texts) {
      const fresh = [...new Set(texts.filter((t) => !vectors.has(t)))];
      if (fresh.length > 0) {
        const call = Promise.resolve().then(() => model.embed(fresh));
        fresh.forEach((text, i) => {
          const one = call.then(
            (all) =>
              all[i] ??
              Promise.reject(
                new StageError("embed", `${model.id} returned no vector for text ${i + 1} of ${fresh.length}`),
              ),
          );
          vectors.set(text, one);
          one.catch(() => vectors.get(text) === one && vectors.delete(text));
        });
      }
      return Promise.all(texts.map((t) => vectors.get(t)!));
    },
  };
}
