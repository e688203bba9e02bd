import type { QueryResult } from "../pipeline/types";
import type { ScoredPassage } from "../types";

/** The answer as a chat client shows it: the text with its [n] markers, then the numbered sources. */
export function answerText(result: QueryResult): string {
  const lines = [result.answer];
  if (result.citations.length > 0) {
    lines.push("", "Sources:");
    for (const c of result.citations) lines.push(`[${c.ref}] ${sourceLabel(c.title, c.url, c.id)}`);
  }
  const flags = [result.abstained ? "abstained" : "", result.partial ? "partial answer" : ""].filter(Boolean);
  lines.push("", `(${[...flags, `route ${result.route}`, `run ${result.run_id}`].join(", ")})`);
  return lines.join("\n");
}

/** Reranked passages, best first, each with its score and where it came from. */
export function passagesText(query: string, passages: ScoredPassage[]): string {
  if (passages.length === 0) return `No passages found for "${query}".`;
  return passages
    .map((p, i) => `[${i + 1}] score ${p.score.toFixed(3)} · ${sourceLabel(p.title, p.url, p.id)}\n${p.text}`)
    .join("\n\n");
}

export function documentsText(
  namespace: string,
  docs: { id: string; title: string | null; url: string | null; chunks: number }[],
): string {
  if (docs.length === 0) return `The namespace "${namespace}" holds no documents.`;
  const lines = docs.map(
    (d) => `- ${sourceLabel(d.title ?? undefined, d.url ?? undefined, d.id)} (${d.chunks} chunks, id ${d.id})`,
  );
  return [`${docs.length} document(s) in "${namespace}":`, ...lines].join("\n");
}

function sourceLabel(title: string | undefined, url: string | undefined, id: string): string {
  if (title && url) return `${title} — ${url}`;
  return title ?? url ?? id;
}
