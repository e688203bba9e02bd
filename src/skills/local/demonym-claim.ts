// "Is Nutri Ventures – The Quest for the 7 Kingdoms a Brazilian TV series?" is answered "No" from its own page's lead,
// "… is a Portuguese TV series": a country's word the subject's lead gives it (after "is a"), never saying the
// question's, plainly negates the claim. A lead giving the question's word, or none, decides nothing here.
import { sentences } from "../../text/analyze";
import { normalizeQuery as key } from "../../text/normalize-query";
import { wholeWord } from "../../text/regex";
import type { ScoredPassage } from "../../types";
import type { AnswerOutcome } from "../types";
import { passageAnswer } from "./answer-confidence";
import { titleName } from "./page-title";
import { PEOPLE, sameCountry } from "./swapped-demonym";

/** "Is X a(n) [adjectives] <Demonym> …?" of one subject. */
const CLAIM = new RegExp(
  `^\\s*(?:[Ii]s|[Ww]as)\\s+(.+?)\\s+(?:an?|the)\\s+(?:[\\p{L}\\d'’-]+\\s+){0,2}?(${PEOPLE})\\b(?!-)`,
  "u",
);
/** The country's word a lead gives its subject: "… is a Portuguese TV series", "was an American-born …" (not). */
const LEAD_PEOPLE = new RegExp(`\\b(?:is|was)\\s+(?:an?|the)\\s+(?:[\\p{L}\\d'’-]+\\s+){0,3}?(${PEOPLE})\\b(?!-)`, "u");

/** The first words of a text, lower-cased, up to its clause's end ("TV series produced by" → tv, series, produced). */
const words = (text: string) =>
  (text.split(/[?.,;:()]/)[0] ?? "")
    .toLowerCase()
    .match(/[\p{L}\d'’-]+/gu)
    ?.slice(0, 3) ?? [];
/** "No" where the subject's own lead gives it another country's word; undefined otherwise. */
export function demonymClaimAnswer(question: string, passages: ScoredPassage[]): AnswerOutcome | undefined {
  const m = CLAIM.exec(question);
  if (!m || /\b(?:both|either|neither|and|or)\b/i.test(question)) return undefined;
  const subject = key(m[1]!.replace(/^the\s+/i, ""));
  const asked = m[2]!;
  for (const [k, p] of passages.entries()) {
    if (!p.title || key(titleName(p.title)) !== subject) continue;
    if (wholeWord(asked).test(p.text)) return undefined;
    const lead = LEAD_PEOPLE.exec(sentences(p.text)[0]?.text ?? "");
    if (!lead || sameCountry(lead[1]!, asked)) return undefined;
    // Of the same kind of thing: "a Brazilian TV series" against "a Portuguese TV series", not a namesake film's page.
    const noun = words(question.slice((m.index ?? 0) + m[0].length)).at(-1);
    const after = words(p.text.slice((lead.index ?? 0) + lead[0].length)).slice(0, 3);
    if (!noun || !after.includes(noun)) return undefined;
    return passageAnswer("No", k, 0.5);
  }
  return undefined;
}
