import type { Passage } from "../../types";

/** Cuts text to at most `max` characters, at a word boundary when one is near, marking the cut. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.8 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Numbers passages [1]..[n], the ids the prompts, the rerank JSON and the citations all share. */
export function numberedPassages(passages: Passage[], maxChars: number): string {
  return passages
    .map((p, i) => {
      const title = p.title ? `(${truncate(p.title, 120)}) ` : "";
      return `[${i + 1}] ${title}${truncate(p.text, maxChars)}`;
    })
    .join("\n\n");
}
