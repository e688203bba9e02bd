/**
 * Numbered instances of a series: "season 5", "the fifth season", "Volume 2", "(season 4)". A question asking about one
 * is not answered from a passage about another ("how many episodes in season 5" from "the fourth season … consisted
 * of 22 episodes").
 */

import { sentences } from "../../text/analyze";
import { CARDINAL, NUMBER_WORDS, ORDINAL, ordinalValue } from "../../text/number-words";

/** Nouns whose instances are numbered in order. */
export const SERIAL = "season|series|volume|part|episode|chapter|edition|installment|instalment|stage|round";

// "season 5", "season five", "Volume 2" (not "series 1995", a year); "the fifth season", "5th season", "first-round",
// "the eighth and final season" (not "the first regular season", a compound noun, nor "his first full season", a
// career's).
const AFTER = new RegExp(`\\b(${SERIAL})\\s+(\\d{1,2}|${CARDINAL})\\b(?![.,]\\d)`, "gi");
const BEFORE = new RegExp(
  `(?<![\\p{L}\\d-])(${ORDINAL})(?:\\s+(?:and\\s+)?(?:final|last|concluding))?[\\s-]+(${SERIAL})\\b`,
  "giu",
);

export interface Instance {
  noun: string;
  n: number;
}

/** The numbered instances a text names, each noun in the singular and lower case. */
export function numberedInstances(text: string): Instance[] {
  const out: Instance[] = [];
  const noun = (w: string) => w.toLowerCase().replace(/^instalment$/, "installment");
  for (const m of text.matchAll(AFTER))
    out.push({ noun: noun(m[1]!), n: /^\d/.test(m[2]!) ? Number(m[2]) : (NUMBER_WORDS.get(m[2]!.toLowerCase()) ?? 0) });
  for (const m of text.matchAll(BEFORE)) out.push({ noun: noun(m[2]!), n: ordinalValue(m[1]!) });
  return out;
}

/**
 * The instance the question asks about when the evidence is about another instance of the same noun: a passage's
 * title or opening sentence names one ("Charmed (season 4)", "The fourth season of Charmed …"), no passage is about the
 * one asked, and the sentences holding the answer's `span` (read only then) do not name it. (An instance a later
 * sentence mentions, "in the second round", says nothing of what the passage is about.) `evidence` is each passage's
 * title and text.
 */
export function otherInstance(
  question: string,
  evidence: { title?: string; text: string }[],
  span: string,
): { asked: Instance; found: Instance } | undefined {
  // (Most questions name no instance: the evidence is not read for one.)
  const instances = numberedInstances(question);
  if (instances.length === 0) return undefined;
  const about = evidence.flatMap((p) => numberedInstances(`${p.title ?? ""}\n${sentences(p.text)[0]?.text ?? ""}`));
  let said: Instance[] | undefined;
  for (const asked of instances) {
    const found = about.find((s) => s.noun === asked.noun && s.n !== asked.n);
    if (!found || about.some((s) => s.noun === asked.noun && s.n === asked.n)) continue;
    // The sentence stating the answer names the instance asked ("renewed for a fifth season of 23 episodes"); one that
    // only mentions it elsewhere ("after the third season's finale") does not make the page about it. (Read once.)
    said ??= holding(evidence, span).flatMap((x) => numberedInstances(withoutPassing(x)));
    if (said.some((s) => s.noun === asked.noun && s.n === asked.n)) continue;
    return { asked, found };
  }
  return undefined;
}

/**
 * The sentences holding the answer's span, each with the sentence before it when it goes on about that one's subject
 * ("The second series was broadcast in 2006. It consisted of 8 episodes.").
 */
function holding(evidence: { text: string }[], span: string): string[] {
  if (!span) return [];
  return evidence.flatMap((p) => {
    const list = sentences(p.text).map((x) => x.text);
    return list.flatMap((x, i) => (!x.includes(span) ? [] : REFERS_BACK.test(x) && i > 0 ? [x, list[i - 1]!] : [x]));
  });
}

const REFERS_BACK = new RegExp(
  `^(?:It|Its|This|That|These|They|Their|She|He|Her|His|The\\s+(?:${SERIAL}|show|book|album))\\b`,
);

/**
 * A sentence without the instances it names only in passing: "after the third season finale", "unlike the third
 * season", "the third season's departure of …" say nothing of which instance the sentence is about.
 */
const withoutPassing = (text: string): string => text.replace(PASSING_BEFORE, " ").replace(PASSING_AFTER, " ");
const INSTANCE = `(?:(?:${ORDINAL})[\\s-]+(?:${SERIAL})|(?:${SERIAL})\\s+(?:\\d{1,2}|${CARDINAL}))`;
const PASSING_BEFORE = new RegExp(`\\b(?:after|unlike|following|before|since)\\s+(?:the\\s+)?${INSTANCE}\\b`, "giu");
const PASSING_AFTER = new RegExp(
  `${INSTANCE}(?:['’]s)?\\s+(?:finale|premiere|opener|departure|cliffhanger|ending)\\b`,
  "giu",
);
