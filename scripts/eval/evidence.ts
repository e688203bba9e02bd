// Is a gold answer present in a text? Used for clean_recall (pages before/after cleaning) and recall_at_n (context).
import type { EvalItem } from "../datasets/types.ts";
import { containsPhrase, isStopword, normalizeAnswer, tokens } from "./normalize.ts";

/** Golds that can be looked for in a text: yes/no, "insufficient information" and "invalid question" cannot. */
export function searchableGolds(item: Pick<EvalItem, "answers">): string[] {
  const skip = new Set(["yes", "no", "insufficient information", "invalid question", "nan", ""]);
  return [...new Set(item.answers.map(normalizeAnswer))].filter((g) => !skip.has(g));
}

const SHORT_GOLD_TOKENS = 6;
const WINDOW = 80;
const KEY_SHARE = 0.8;

/**
 * A short gold (≤ 6 tokens) must appear as a phrase. A long gold sentence (CRAG's "the shortest highway in the us,
 * i-878 in new york, is only 3,696 feet long") never appears verbatim, so its key tokens (not stopwords, not in the
 * question) must instead appear together: at least 80% of them within one 80-token window.
 */
export function goldInText(textNorm: string, goldNorm: string, question: string): boolean {
  const goldTokens = tokens(goldNorm);
  if (goldTokens.length <= SHORT_GOLD_TOKENS) return containsPhrase(textNorm, goldNorm);
  const asked = new Set(tokens(normalizeAnswer(question)));
  const keys = [...new Set(goldTokens.filter((t) => !isStopword(t) && !asked.has(t)))];
  if (keys.length < 2) return containsPhrase(textNorm, goldNorm);
  const need = Math.ceil(KEY_SHARE * keys.length);
  const keyIndex = new Map(keys.map((k, i) => [k, i]));
  const hits: [number, number][] = [];
  tokens(textNorm).forEach((t, pos) => {
    const k = keyIndex.get(t);
    if (k !== undefined) hits.push([pos, k]);
  });
  const counts = new Array<number>(keys.length).fill(0);
  let distinct = 0;
  let lo = 0;
  for (const [pos, k] of hits) {
    if (counts[k]!++ === 0) distinct++;
    while (hits[lo]![0] <= pos - WINDOW) {
      const kk = hits[lo++]![1];
      if (--counts[kk]! === 0) distinct--;
    }
    if (distinct >= need) return true;
  }
  return false;
}

export function anyGoldIn(textNorm: string, golds: string[], question: string): boolean {
  return golds.some((g) => goldInText(textNorm, g, question));
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" };

/** Visible text of raw HTML without any boilerplate removal: scripts, styles and comments dropped, tags → spaces. */
export function rawHtmlText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (m, e: string) => {
      const lower = e.toLowerCase();
      if (lower.startsWith("#x")) return String.fromCodePoint(parseInt(lower.slice(2), 16) || 32);
      if (lower.startsWith("#") && lower !== "#39") return String.fromCodePoint(Number(lower.slice(1)) || 32);
      return ENTITIES[lower] ?? m;
    });
}
