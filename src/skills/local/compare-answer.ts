import { sentences, terms } from "../../text/analyze";
import type { ScoredPassage } from "../../types";
import { choiceOptions } from "./answer-type";

export interface Side {
  /** The side as the question names it ("Arthur's Magazine"). */
  name: string;
  passage: ScoredPassage;
}

const EARLIER = /\b(older|oldest|earlier|earliest|first|before|sooner|predates?)\b/i;
const LATER = /\b(younger|youngest|later|latest|newer|newest|more recent(?:ly)?|last|after)\b/i;
const MORE =
  /\b(more|most|larger|largest|bigger|biggest|higher|highest|longer|longest|taller|tallest|greater|greatest|heavier|wider|deeper)\b/i;
const FEWER = /\b(fewer|fewest|less|least|smaller|smallest|lower|lowest|shorter|shortest|lighter|narrower)\b/i;
const YEAR = /\b(1[0-9]{3}|20[0-9]{2})\b/;
const NUMBER = /\b\d[\d,]*(?:\.\d+)?\b/;
const DEMONYM = /^\p{Lu}\p{Ll}+(?:an|ian|ese|ish|ch|i|ic)$/u;
const MAX_SIDE_WORDS = 5;
const MAX_PREDICATE_TERMS = 4;
const YES_NO = /^(?:are|were|is|was|do|does|did|have|has|can)\b/i;

/** The sentence of a side's passage that says most about what the question compares ("born", "founded"). */
function aboutSentence(passage: ScoredPassage, context: Set<string>, pattern: RegExp): string | undefined {
  const list = sentences(passage.text).filter((s) => pattern.test(s.text));
  const hits = (s: string) => terms(s).filter((t) => context.has(t)).length;
  return list.sort((a, b) => hits(b.text) - hits(a.text))[0]?.text;
}

function value(side: Side, context: Set<string>, pattern: RegExp): number | undefined {
  const s = aboutSentence(side.passage, context, pattern);
  const m = s ? pattern.exec(s) : null;
  return m ? Number(m[0].replace(/,/g, "")) : undefined;
}

/** The question's own spelling of each side: the options of "…, A or B?" when they match the sides. */
function spelled(question: string, sides: Side[]): string[] {
  const options = choiceOptions(question);
  return sides.map((s) => {
    const mine = new Set(terms(s.name));
    const option = options?.find((o) => terms(o).some((t) => mine.has(t)));
    if (!option) return s.name;
    // "first, Arthur's Magazine": the option is cut to where the side's own words begin.
    const words = option.split(/\s+/);
    const from = words.findIndex((w) => terms(w).some((t) => mine.has(t)));
    return words
      .slice(Math.max(0, from))
      .join(" ")
      .replace(/^[,;:\s]+|[,;:\s]+$/g, "");
  });
}

/**
 * A comparison answered from each side's own evidence: the winner of "which is older, A or B?" by the dates or
 * numbers each side's passage gives; yes/no for "were A and B both …?" and "… the same …?". Undefined when the
 * evidence does not settle it (the answerer then answers from the context).
 */
export function compareAnswer(question: string, sides: Side[]): string | undefined {
  // Sides are names ("Arthur's Magazine"); long descriptions are claims, which this does not weigh.
  if (sides.length !== 2 || sides.some((s) => s.name.split(/\s+/).length > MAX_SIDE_WORDS)) return undefined;
  const sideTerms = new Set(sides.flatMap((s) => terms(s.name)));
  const context = new Set(terms(question).filter((t) => !sideTerms.has(t)));
  if (YES_NO.test(question.trim())) return yesNo(question, sides, context);
  const earlier = EARLIER.test(question),
    later = LATER.test(question),
    more = MORE.test(question),
    fewer = FEWER.test(question);
  const names = spelled(question, sides);
  if (earlier !== later) {
    const [a, b] = sides.map((s) => value(s, context, YEAR));
    if (a === undefined || b === undefined || a === b) return undefined;
    return names[a < b === earlier ? 0 : 1];
  }
  if (more !== fewer) {
    const [a, b] = sides.map((s) => value(s, context, NUMBER));
    if (a === undefined || b === undefined || a === b) return undefined;
    return names[a > b === more ? 0 : 1];
  }
  return undefined;
}

function yesNo(question: string, sides: Side[], context: Set<string>): string | undefined {
  if (/\bsame\b/i.test(question)) {
    // "Were A and B of the same nationality?": the nationalities each side's opening sentence gives.
    const origins = sides.map((s) => {
      const first = sentences(s.passage.text)[0]?.text ?? "";
      return new Set((first.match(/\p{Lu}\p{Ll}+/gu) ?? []).filter((w) => DEMONYM.test(w)));
    });
    const [a, b] = origins as [Set<string>, Set<string>];
    if (a.size === 0 || b.size === 0) return undefined;
    return [...a].some((w) => b.has(w)) ? "yes" : "no";
  }
  // "Are A and B both American documentaries?": the predicate's words in each side's passage.
  const predicate = [...context].filter((t) => !/^(both|same|also|either|neither|each)$/.test(t));
  // A category ("American documentaries", "opera composers") is checked word by word; a long claim is not.
  if (predicate.length === 0 || predicate.length > MAX_PREDICATE_TERMS) return undefined;
  const holds = sides.map((s) => {
    const have = new Set(terms(`${s.passage.title ?? ""} ${s.passage.text}`));
    return predicate.filter((t) => have.has(t)).length / predicate.length;
  });
  return holds.every((h) => h >= PREDICATE_SHARE) ? "yes" : "no";
}

/** Share of the predicate's words a side's passage must hold for "both …" to be true of it. */
const PREDICATE_SHARE = 0.6;
