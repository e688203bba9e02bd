import type { Trace } from "../trace";
import type { ScoredPassage } from "../types";
import { searchCorpus } from "./retrieve";
import type { QueryInput, Services } from "./types";

/**
 * The direct-rag baseline's context: a fixed window (~directRagTokens) of cleaned page text in page
 * order — or, without pages, of the corpus's best chunks — with no rerank and no sufficiency check.
 */
export async function directWindow(
  input: QueryInput,
  pageTexts: string[],
  services: Services,
  trace: Trace,
): Promise<ScoredPassage[]> {
  const budget = services.settings.directRagTokens * 4;
  const parts: { text: string; source: "page" | "corpus"; id: string; url?: string; title?: string }[] = [];
  input.pages.forEach((p, i) =>
    parts.push({ id: `page${i + 1}`, text: pageTexts[i] ?? "", source: "page", url: p.url, title: p.name }),
  );
  if (parts.length === 0 && input.namespace !== null) {
    const hits = await searchCorpus(input.question, input.namespace, services.settings.topK, { ...services, trace });
    parts.push(...hits.map((h) => ({ id: h.id, text: h.text, source: "corpus" as const, url: h.url, title: h.title })));
  }
  const window: ScoredPassage[] = [];
  let used = 0;
  for (const part of parts) {
    if (used >= budget) break;
    const text = part.text.slice(0, budget - used);
    used += text.length;
    if (text.trim()) window.push({ ...part, text, score: 1 });
  }
  trace.step("retrieve", {
    query: input.question,
    window_chars: used,
    hits: window.map((p) => ({ id: p.id, source: p.source })),
  });
  return window;
}
