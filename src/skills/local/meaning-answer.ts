// "What does the name of the denomination Meserete Kristos mean?": the gloss the evidence gives right after the name —
// "Meserete Kristos (meaning "Christ foundation")", "Kale Heywet, literally 'Word of Life'", "Tsar ("Caesar")". A
// plain parenthesis names no meaning (a date, a place, another name); only one marked as a meaning or quoted does.
import { escapeRegExp } from "../../text/regex";
import type { ScoredPassage } from "../../types";
import type { AnswerOutcome } from "../types";
import { passageAnswer } from "./answer-confidence";
import { CAPITALISED_RUN } from "./name-runs";

const ASKS_MEANING =
  /\bwhat\s+(?:does|did)\b[^?]*\bmean\??\s*$|\bwhat\s+is\s+the\s+(?:meaning|translation)\s+of\b|\b(?:mean|means|translates?\s+(?:as|to))\s+what\b/i;
/** The name asked about: the question's last run of capitalised words, or its quoted term. */
const QUOTED = /["“‘']([^"”’']{2,60})["”’']/u;
const MARK = String.raw`(?:meaning|lit\.|literally|which\s+means|translated\s+as|translating\s+as)`;

/** The gloss a passage gives right after the name, as an answer; undefined when the question asks none. */
export function meaningAnswer(question: string, passages: ScoredPassage[]): AnswerOutcome | undefined {
  if (!ASKS_MEANING.test(question)) return undefined;
  const name = QUOTED.exec(question)?.[1] ?? [...question.matchAll(CAPITALISED_RUN)].at(-1)?.[0];
  if (!name) return undefined;
  const n = escapeRegExp(name);
  const gloss = new RegExp(
    String.raw`${n}["”’']?\s*(?:\(\s*(?:${MARK}\s*:?\s*)?["“‘']([^"”’']{2,60})["”’']|\(\s*${MARK}\s*:?\s*([^()"”;,]{2,60})\)|,\s*${MARK}\s*:?\s*["“‘']([^"”’']{2,60})["”’'])`,
    "u",
  );
  for (const [k, p] of passages.entries()) {
    const m = gloss.exec(p.text);
    const said = m?.slice(1).find(Boolean)?.trim();
    if (!said) continue;
    return passageAnswer(said, k);
  }
  return undefined;
}
