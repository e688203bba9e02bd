// "What was Karen Clark Sheard's birth name?", "birth name of …", "What was her maiden name?": the name a biography's
// lead gives after "born" or "née" in the parenthesis (or between commas) right after the subject's name —
// "Karen Clark-Sheard (born Karen Valencia Clark; November 15, 1960)", "Ada Vell, née Ada Hart, was …". Only the
// subject's own lead: a sentence whose opening names the subject. A page that states no such name leaves the question
// to the span reader, whose guards judge what it finds.
import type { ScoredPassage } from "../../types";
import type { AnswerOutcome } from "../types";
import { localConfidence } from "./answer-confidence";
import { nameRuns } from "./name-runs";

const ASKS_BIRTH_NAME = /\b(?:birth|maiden)\s+name\b|\bname\s+at\s+birth\b|\bborn\s+as\b|\bnée\b/i;
/** A parenthesis or comma clause opening with "born"/"née" and a capitalised name: the name, up to ";", ",", ")". */
const BORN_AS =
  /(?:\(\s*|,\s+)(?:born|née|nee)\s+(\p{Lu}[\p{L}'’.-]*(?:\s+(?:de\s+|van\s+|von\s+)?\p{Lu}[\p{L}'’.-]*){1,4})\s*(?=[;,)])/u;

/** Words of a name, hyphens split ("Clark-Sheard" is "Clark", "Sheard"), a possessive's "'s" off, lower-cased. */
const nameWords = (name: string) =>
  name
    .replace(/['’]s\b/g, "")
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);

/**
 * The birth name the subject's lead gives, as an answer; a reason to abstain when the subject's pages give none (the
 * sentence about the subject is no birth name); undefined when the question asks none or the subject is not found.
 */
export function birthNameAnswer(question: string, passages: ScoredPassage[]): AnswerOutcome | string | undefined {
  if (!ASKS_BIRTH_NAME.test(question)) return undefined;
  const subjects = nameRuns(question)
    .map(nameWords)
    .filter((s) => !(s.length === 1 && /^(?:what|which|who|whose)$/.test(s[0]!)));
  if (subjects.length === 0) return undefined;
  const bare = (w: string) => w.replace(/[^\p{L}]/gu, "");
  const names = (text: string) => {
    const words = new Set(nameWords(text).map(bare));
    return subjects.some((s) => s.every((w) => words.has(bare(w))));
  };
  for (const [k, p] of passages.entries()) {
    const m = BORN_AS.exec(p.text);
    // The lead's own subject: every word of a name the question gives, before the parenthesis; or, on the page
    // titled with that name, its last word there ("William Jefferson Clinton (born …" on the page "Bill Clinton").
    if (!m || m.index === undefined) continue;
    const opening = p.text.slice(0, m.index);
    const surname = (s: string[]) => new Set(nameWords(opening).map(bare)).has(bare(s.at(-1)!));
    if (!names(opening) && !(names(p.title ?? "") && subjects.some(surname))) continue;
    const confidence = localConfidence({ typeFit: "typed", coverage: 1, margin: 1 });
    return { answer: `${m[1]} [${k + 1}]`, cited: [k + 1], abstained: false, confidence };
  }
  // A page opening on the subject that says nothing of a name at birth: no birth name is given.
  const own = passages.some((p) => names(p.text.slice(0, 80)) && !/\b(?:born|née|nee)\s+\p{Lu}/u.test(p.text));
  return own ? "the subject's page gives no birth name" : undefined;
}
