// clean_recall: of the items whose gold answer is in the raw page text, in how many is it still in the cleaned text?
// Uses the service's own cleaner (src/pipeline/clean.ts) in Node.
import type { EvalItem } from "../datasets/types.ts";
import { anyGoldIn, rawHtmlText, searchableGolds } from "./evidence.ts";
import { normalizeAnswer } from "./normalize.ts";

export type Cleaner = (html: string) => string;

/** The service's cleaner, or null (with the reason) when src/ cannot be imported right now. */
export async function loadCleaner(): Promise<{ clean: Cleaner | null; error?: string }> {
  try {
    const mod = (await import("../../src/pipeline/clean.ts")) as {
      cleanHtml: (html: string) => { title: string; text: string };
    };
    return { clean: (html) => mod.cleanHtml(html).text };
  } catch (e) {
    return { clean: null, error: String(e instanceof Error ? e.message : e) };
  }
}

/** true/false for items with pages whose raw text holds a gold answer; null when the measure does not apply. */
export function cleanRecall(item: EvalItem, clean: Cleaner): boolean | null {
  const pages = (item.pages ?? []).filter((p) => p.html.trim());
  const golds = searchableGolds(item);
  if (!pages.length || !golds.length) return null;
  const inRaw = pages.some((p) => anyGoldIn(normalizeAnswer(rawHtmlText(p.html)), golds, item.question));
  if (!inRaw) return null;
  return pages.some((p) => {
    try {
      return anyGoldIn(normalizeAnswer(clean(p.html)), golds, item.question);
    } catch {
      return false;
    }
  });
}
