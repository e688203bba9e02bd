import { sentences, terms } from "../../text/analyze";
import type { ScoredPassage } from "../../types";
import type { Hop } from "./chain-words";
import { titleTerms } from "./page-title";

/**
 * A relation a company may hold as well as a person (the person-kind roles of chain-words that a body may hold): "the publisher of Villard" is Random House, "the parent of Mobil
 * Producing Nigeria" ExxonMobil. Where a hop asking for a person finds none, the body the subject's page names right
 * after the relation's own words is read: "a publishing imprint of Random House", "subsidiaries of the petroleum
 * company ExxonMobil". Only there: a name elsewhere in the sentence ("founded and based in Boston, Massachusetts",
 * "developed by Bungie and published by …" for a publisher) is another relation's.
 */
const BODY_CUES: Record<string, RegExp> = {
  publisher: /\b(?:imprints?\s+of|published\s+by)\s+/giu,
  parent: /\b(?:subsidiar(?:y|ies)|divisions?|units?)\s+of\s+|\b(?:owned|acquired)\s+by\s+/giu,
  owner: /\b(?:owned|acquired)\s+by\s+|\bsubsidiar(?:y|ies)\s+of\s+/giu,
  developer: /\bdeveloped\s+by\s+/giu,
};

// After the cue: a few lower-case words at most ("the petroleum company"), then the name.
const NAME_AFTER =
  /^(?:(?:the|a|an|[\p{Ll}-]+)\s+){0,3}?(\p{Lu}[\p{L}\d'’.&-]*(?:\s+(?:(?:of|the|and|&|de)\s+)?\p{Lu}[\p{L}\d'’.&-]*)*)/u;

export interface BodyHolder {
  span: string;
  passageId: string;
  score: number;
}

/**
 * The body a person hop's relation names on its subject's page, or undefined: the name right after the relation's
 * words, in a sentence of the subject's own page or one naming every name of the hop, new to the question.
 */
export function bodyHolder(
  query: string,
  hop: Hop,
  evidence: { passage: ScoredPassage; score: number }[],
  known: string,
  floor: number,
): BodyHolder | undefined {
  const cue = BODY_CUES[(hop.noun ?? "").toLowerCase()];
  if (hop.kind !== "person" || !cue) return undefined;
  const names = new Set((query.match(/[\p{Lu}\p{N}][\p{L}\p{N}'’.&-]*/gu) ?? []).flatMap((w) => terms(w)));
  if (names.size === 0) return undefined;
  const knownTerms = new Set(terms(known));
  for (const { passage, score } of evidence.slice(0, 2)) {
    if (score < floor) break;
    const title = titleTerms(passage);
    const own = title.length > 0 && title.every((t) => names.has(t));
    for (const { text } of sentences(passage.text)) {
      const have = new Set(terms(text));
      if (!own && ![...names].every((t) => have.has(t))) continue;
      for (const m of text.matchAll(cue)) {
        const name = NAME_AFTER.exec(text.slice((m.index ?? 0) + m[0].length))?.[1]?.replace(/[.,]$/, "");
        if (name && terms(name).some((t) => !knownTerms.has(t))) return { span: name, passageId: passage.id, score };
      }
    }
  }
  return undefined;
}
