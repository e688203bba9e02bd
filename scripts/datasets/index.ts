// Dataset registry: a name from --datasets (or a path to a .jsonl file) to its loaded items and corpus.
import { loadCrag } from "./crag.ts";
import { loadFreshQa } from "./freshqa.ts";
import { loadHotpotQa } from "./hotpotqa.ts";
import { loadJsonl } from "./jsonl.ts";
import { loadLumen } from "./lumen.ts";
import { loadMultiHopRag } from "./multihop.ts";
import { sample } from "./sample.ts";
import { inSplit, type Split } from "./split.ts";
import type { LoadedDataset } from "./types.ts";

export type { CorpusDocument, EvalCorpus, EvalItem, EvalPage, LoadedDataset } from "./types.ts";

export const SHARED_DATASETS: Record<string, () => Promise<LoadedDataset>> = {
  crag: () => loadCrag(),
  freshqa: () => loadFreshQa(),
  hotpotqa: () => loadHotpotQa(),
  "multihop-rag": () => loadMultiHopRag(),
  // Not shared data: the sample corpus and questions written for it (scripts/datasets/lumen-questions.json).
  lumen: () => loadLumen(),
};

export interface LoadOptions {
  limit?: number;
  seed?: string;
  /** Prepended to every corpus namespace (items and corpus alike), e.g. "eval-". */
  namespacePrefix?: string;
  /** Only the dev or test half (FNV-1a hash of the item id, even = dev), before --limit. */
  split?: Split;
}

export async function loadDataset(spec: string, opts: LoadOptions = {}): Promise<LoadedDataset> {
  const loader = SHARED_DATASETS[spec];
  if (!loader && !/\.jsonl$/i.test(spec)) {
    throw new Error(`unknown dataset "${spec}": use ${Object.keys(SHARED_DATASETS).join(", ")} or a path to a .jsonl file`);
  }
  const full = loader ? await loader() : await loadJsonl(spec);
  const items = sample(inSplit(full.items, opts.split), opts.limit, opts.seed, full.name);
  const prefix = opts.namespacePrefix ?? "";
  if (!prefix) return { ...full, items };
  const rename = (ns: string) => `${prefix}${ns}`.slice(0, 64);
  return {
    ...full,
    items: items.map((i) => (typeof i.namespace === "string" ? { ...i, namespace: rename(i.namespace) } : i)),
    corpus: full.corpus && { ...full.corpus, namespace: rename(full.corpus.namespace) },
  };
}
