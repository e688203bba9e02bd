// The typed span an answer gives when a question asks for a number, date, duration, version, identifier…: found in
// the best sentences or, beyond them, in a sentence that names what the question names and holds the span beside the
// noun asked for. The extractive answerer (extractive-answer.ts) ranks the sentences; this file picks the span.
import { terms } from "../../text/analyze";
import type { AnswerOutcome } from "../types";
import { localConfidence, supportMargin, termCoverage } from "./answer-confidence";
import { type AnswerType, askedPhrase, asksForAddress } from "./answer-type";
import { leadLifeDate } from "./compare-dates";
import { totalAnswer } from "./count-total";
import { eventStems, statesEvent } from "./event-words";
import { nameRuns } from "./name-runs";
import { titleName, titleTerms } from "./page-title";
import { namesAll } from "./premise";
import { askedRelationCue } from "./relation-cues";
import { agentsWith, fitsAsked, followsCue, pickSpan, type Wanted, wantedOf } from "./span-fit";
import { candidateSpans, type Span, YEAR, YEAR_WORD } from "./spans";

/** A sentence must cover at least this share of the question (with its passage's support) to be answered from. */
export const MIN_SENTENCE_SUPPORT = 0.4;
/** How far below the best sentence's support a sentence holding the asked-for type may be. */
const TYPED_SPAN_REACH = 0.25;

export interface Candidate {
  passage: number;
  text: string;
  /** The sentence with the line before it (a heading, a table header, the title). */
  window: string;
  support: number;
  title?: string;
}

/** Types whose span is specific enough to be looked for beyond the best sentences (not names: every sentence has one). */
export const WIDE_TYPES = new Set<AnswerType>([
  "number",
  "money",
  "duration",
  "date",
  "time",
  "status",
  "version",
  "code",
]);
/** Types whose span is everywhere (a number, an identifier): found beyond the best sentences only beside what is asked. */
const COMMON_TYPES = new Set<AnswerType>(["number", "code"]);
/** Beyond the best sentences, a sentence holding the type may be this far below the best (and not below WIDE_MIN). */
const WIDE_REACH = 0.4;
export const WIDE_MIN = 0.3;
/** A sentence stating the asked relation about what the question names may answer down to this support. */
const RELATED_MIN = 0.15;

/**
 * The span of the asked type from the best sentences (within TYPED_SPAN_REACH of the best) or, beyond them, from a
 * sentence that names everything the question names and holds the type beside what is asked (WIDE_REACH). Sentences
 * naming what the question names come first, then those whose span sits beside the noun asked for.
 */
export function typedSpanAnswer(
  question: string,
  aligned: string,
  ranked: Candidate[],
  type: AnswerType,
  bridged: boolean,
): AnswerOutcome | undefined {
  const best = ranked[0];
  if (!best) return undefined;
  if (type === "date") {
    const life = lifeDateAnswer(question, aligned, ranked, bridged);
    if (life) return life;
  }
  if (type === "number") {
    const total = totalAnswer(question, aligned, ranked);
    if (total) return total;
  }
  const questionWords = new Set(terms(aligned));
  const q = question.toLowerCase();
  // What is asked for, read once per question: from the reworded question beside a span, and for picking the span,
  // the noun and rate from the question as asked (the counted words from the reworded one).
  const wanted = wantedOf(aligned);
  const cue = type === "person" ? askedRelationCue(question) : undefined;
  const picking: Wanted = {
    ...wantedOf(question),
    counted: wanted.counted,
    ...(cue ? { cue } : {}),
  };
  // The words of the noun asked for ("what HTTP header") describe the answer, not what the question is about.
  const subject = withoutAskedPhrase(question);
  const near = ranked
    .slice(0, 6)
    .filter((c) => c.support >= Math.max(MIN_SENTENCE_SUPPORT, best.support - TYPED_SPAN_REACH));
  const spans = new Map<Candidate, Span[]>();
  // "Where do I request a token?" wants a host or a path; "where does it put its key?" not a bare acronym.
  const address = type === "code" && asksForAddress(question);
  const where = /^\s*where\b/i.test(question);
  // "On which date …", "what is the date of …": a day, not a bare year ("1857" does not say when in the year).
  const wantsDay =
    type === "date" && /\b(?:what|which)\s+(?:exact\s+)?(?:date|day)\b|\bthe date (?:of|on)\b/i.test(question);
  const spansOf = (c: Candidate) => {
    if (!spans.has(c))
      spans.set(
        c,
        candidateSpans(c.text, type).filter(
          (x) =>
            (!address || /[./]\p{L}/u.test(x.text)) &&
            (!where || isIdentifier(x.text)) &&
            (!wantsDay || !/^\d{4}$/.test(x.text)) &&
            (type !== "date" || !datesAnother(c.text, x.start, questionWords)) &&
            // "How many Grammy Awards …?" is not answered by the year of "the 2010 Christian-drama film": a year-like
            // number counts only beside what is counted ("2000 people"), and never opening a parenthesis ("the
            // single Grey Day (1999 sub pop)" dates the single).
            (type !== "number" ||
              !YEAR_LIKE.test(x.text) ||
              wanted.counted.length === 0 ||
              (fitsAsked(c.text, [x], wanted) && !/\(\s*$/.test(c.text.slice(0, x.start)))),
        ),
      );
    return spans.get(c)!;
  };
  const wide = WIDE_TYPES.has(type)
    ? ranked
        .slice(0, 20)
        .filter(
          (c) =>
            !near.includes(c) &&
            c.support >= Math.max(WIDE_MIN, best.support - WIDE_REACH) &&
            spansOf(c).length > 0 &&
            namesAll(subject, c.window) &&
            (!COMMON_TYPES.has(type) || fitsAsked(c.text, spansOf(c), wanted)),
        )
    : [];
  // "When was X born?" with no sentence giving a birth in its set places: only a sentence saying "born" may answer;
  // another date of the same person ("joined the campaign in April 2011") answers another question.
  const life = type === "date" ? LIFE_EVENT.exec(question) : null;
  // "When did Letters to Cleo break up?": likewise only a sentence stating the event ("broke up", "split",
  // "disbanded") dates it; "best known for the 1994 single" dates another.
  const event = type === "date" && !life ? eventStems(question) : undefined;
  // "Who sang X?": a sentence about X saying "sung by …" answers, though it shares fewer words than one that does not.
  const related =
    type === "person" && cue
      ? ranked
          .slice(0, 12)
          .filter(
            (c) =>
              !near.includes(c) &&
              !wide.includes(c) &&
              c.support >= RELATED_MIN &&
              namesAll(subject, c.window) &&
              candidateSpans(c.text, type).some((x) => followsCue(c.text, x, cue, candidateSpans(c.text, type))),
          )
      : [];
  const reach = [...near, ...wide, ...related].filter(
    (c) => (!life || LIFE_EVENT.test(c.text)) && (!event || statesEvent(c.text, event)),
  );
  // Each sentence's rank is computed once (2 × named + fits), not in every comparison of the sort.
  // "Who directed X?": a sentence naming someone right after "directed by" states the relation asked; one listing the
  // cast names people in another.
  const statesRelation = (c: Candidate) => !!cue && spansOf(c).some((x) => followsCue(c.text, x, cue, spansOf(c)));
  // (Only in a sentence about what the question names: "owned by …" in a page about a nightclub is another owner.)
  const order = new Map(
    reach.map((c) => {
      const named = namesAll(subject, c.window);
      return [
        c,
        2 * Number(named) + Number(fitsAsked(c.text, spansOf(c), wanted)) + 3 * Number(named && statesRelation(c)),
      ];
    }),
  );
  // "Who was the father of X?": only a sentence stating the relation about X answers; a page about X that never says
  // who his father was holds other names (X's own, fuller: "Piet Bolesław Brook"), none of them the answer.
  const kin = cue && type === "person" && KINSHIP.test(question);
  // About the subject: on its own page, or naming it whole ("Kasper Brook", not "Brook" alone).
  const subjectNames = nameRuns(question)
    .map((run) => terms(run))
    .filter((ts) => ts.length >= 2);
  const aboutSubject = (c: Candidate) => {
    const title = titleTerms(c);
    const have = new Set(terms(`${c.title ?? ""} ${c.window}`));
    return (
      subjectNames.some((run) => title.length > 0 && title.every((t) => run.includes(t))) ||
      subjectNames.some((run) => run.every((t) => have.has(t)))
    );
  };
  // "Who was the great-great-grandfather of X?" over Orlo's page: "… his great-great-grandson, … X": the relation
  // stated from the answer's side, on the answer's own page, names the page's subject.
  if (kin) {
    const inverse = askedRelationCue(question, true);
    const own = reach.find(
      (c) =>
        !!c.title &&
        !!inverse?.test(c.text) &&
        // The sentence names the subject whole ("… great-great-grandson, … Tomaso Verrani").
        subjectNames.some((run) => {
          const have = new Set(terms(c.text));
          return run.every((t) => have.has(t));
        }) &&
        // The sentence is about the page's subject: "He …", "She …", or the title's own first word.
        (/^(?:he|she)\b/i.test(c.text.trim()) || c.text.trim().startsWith(titleName(c.title).split(/\s+/)[0]!)) &&
        candidateSpans(titleName(c.title), "person").length > 0 &&
        !question.toLowerCase().includes(titleName(c.title).toLowerCase()),
    );
    if (own?.title) {
      const confidence = localConfidence({
        typeFit: bridged ? "partial" : "typed",
        coverage: termCoverage(aligned, `${own.title}\n${own.window}`),
        margin: 0.5,
      });
      return {
        answer: `${titleName(own.title)} [${own.passage + 1}]`,
        cited: [own.passage + 1],
        abstained: false,
        confidence,
      };
    }
  }
  for (const c of [...reach].sort((a, b) => order.get(b)! - order.get(a)!)) {
    if (kin && !(aboutSubject(c) && statesRelation(c))) continue;
    const span = pickSpan(c.text, spansOf(c), question, picking, questionWords);
    if (!span) continue;
    // The runner-up span: the best other sentence offering a different answer of the same type, and, when this span
    // sits beside what is asked ("the X-Api-Key header"), one that does too: a span of another kind competes not.
    const fits = fitsAsked(c.text, [spansOf(c).find((x) => x.text === span)!], wanted);
    const differs = (o: Candidate) => {
      const others = candidateSpans(o.text, type).filter(
        (x) => x.text.toLowerCase() !== span.toLowerCase() && !q.includes(x.text.toLowerCase()),
      );
      return others.length > 0 && (!fits || fitsAsked(o.text, others, wanted));
    };
    const runnerUp = ranked.find((o) => o !== c && o.text !== c.text && differs(o));
    const confidence = localConfidence({
      typeFit: bridged ? "partial" : "typed",
      // (A bridge question's sentence may be about the bridge, not what is asked: its type words stay.)
      coverage: termCoverage(bridged ? aligned : withoutTypeWords(aligned, type), c.window),
      margin: supportMargin(c.support, runnerUp?.support),
    });
    // "Who directed X?" over "directed by brothers Chris Weitz and Paul Weitz": both directors, as written.
    const chosen = spansOf(c).find((x) => x.text === span);
    const agents = cue && chosen ? agentsWith(c.text, chosen, cue, spansOf(c)) : undefined;
    const text = type === "date" ? asAsked(question, span) : (agents ?? span);
    return { answer: `${text} [${c.passage + 1}]`, cited: [c.passage + 1], abstained: false, confidence };
  }
  return undefined;
}

/** A number written as a year is ("1994", not "1,994"), with nothing of a count's after it but words. */
const YEAR_LIKE = new RegExp(`^${YEAR}(?![\\d,.])`);

/** What a parenthesis of a life's dates holds besides the dates: "born", "c.", dashes, commas. */
const LIFE_WORDS = /^(?:[\s,.;:–—-]|born|died|b\.|d\.|c\.|circa|ca\.)*$/i;

/**
 * A date in the parenthesis right after a name the question does not give dates that name: "attributed to Eliza Lee
 * Cabot Follen (1787–1860)" says when the poet lived, not when the rhyme asked about was published.
 */
function datesAnother(text: string, at: number, questionWords: Set<string>): boolean {
  const open = text.lastIndexOf("(", at);
  const close = text.indexOf(")", at);
  if (open < 0 || close < 0 || text.lastIndexOf(")", at) > open) return false;
  // Only dates and a life's words in it ("(1787–1860)", "(born 4 May 1950)"): "(completed 2003)" states an event.
  const inside = text.slice(open + 1, close);
  const undated = candidateSpans(inside, "date").reduceRight(
    (rest, d) => rest.slice(0, d.start) + rest.slice(d.start + d.text.length),
    inside,
  );
  if (!LIFE_WORDS.test(undated)) return false;
  const name = /((?:\p{Lu}[\p{L}'’.-]*\s+){1,5})$/u.exec(text.slice(0, open))?.[1];
  const ts = name ? terms(name) : [];
  return ts.length > 0 && ts.some((t) => !questionWords.has(t));
}

/** The words naming a span's type, as a question asks for it: "in which month and year", "on what date". */
const TYPE_WORDS: Partial<Record<AnswerType, RegExp>> = {
  date: /\b(?:year|month|date|day|decade|century)s?\b/gi,
  time: /\b(?:time|hour)s?\b/gi,
};

/**
 * The question without the words naming the type of a typed span: a date answers "in which month and year" without
 * its sentence saying "month" or "year", so those words are no evidence the sentence must hold.
 */
function withoutTypeWords(question: string, type: AnswerType): string {
  const words = TYPE_WORDS[type];
  if (!words) return question;
  // "What is the date of birth of X?" asks "When was X born?": a biography says "born", not "birth".
  const event = question.replace(
    /\b(?:date|day|year) of (birth|death)\b|\b(birth|death) ?(?:date|day|year)\b|\bbirthday\b/gi,
    (_, a, b) => (/death/i.test(a ?? b ?? "") ? "died" : "born"),
  );
  return event.replace(words, " ");
}

/**
 * An identifier a client sends or calls ("X-Api-Key", "/v1/topics", "topics:publish"), not an acronym ("API") or an
 * English compound ("short-lived").
 */
const isIdentifier = (text: string) =>
  !/^\p{Lu}+$/u.test(text) && (/[\d_:./]/.test(text) || /\p{Lu}/u.test(text.slice(1)) || /^\p{Lu}.*-/u.test(text));

/** The question without the noun phrase it asks for: "What HTTP header do v3 integrations use?" → "What do v3 …". */
function withoutAskedPhrase(question: string): string {
  const phrase = askedPhrase(question);
  return phrase ? question.replace(phrase, " ") : question;
}

/** Kinship asked for: its answer is only where a sentence states it. */
const KINSHIP =
  /\b(?:(?:father|mother|son|daughter)-in-law|father|mother|parents?|sons?|daughters?|child|children|wife|husband|spouse|brothers?|sisters?|siblings?|(?:great-)*grand(?:father|mother|son|daughter|child|parents?)|uncle|aunt|nephew|niece|cousin)\b/i;

/** "When was X born?", "when did X die?", "X's date of birth": a question about a life's start or end. */
export const LIFE_EVENT = /\b(?:(born|birth|birthday)|(died|die|dies|death|pass(?:ed)? away))\b/i;

/**
 * A biography gives a life's dates in set places: "(born 14 January 1988)", "born on …", "(2 May 1871 – 9 June
 * 1940)" — the first date the birth, the second the death — "died on …". A question asking when someone was born or
 * died is answered by the date in that place, not by another date of the same sentence ("joined the campaign in April
 * 2011"). Read from the best sentences naming what the question names; undefined when none gives it.
 */
function lifeDateAnswer(
  question: string,
  aligned: string,
  ranked: Candidate[],
  bridged: boolean,
): AnswerOutcome | undefined {
  const m = LIFE_EVENT.exec(question);
  if (!m) return undefined;
  const birth = m[1] !== undefined;
  const subject = withoutAskedPhrase(question);
  const best = ranked[0]?.support ?? 0;
  for (const c of ranked.slice(0, 8)) {
    if (c.support < Math.max(WIDE_MIN, best - WIDE_REACH)) break;
    if (!namesAll(subject, c.window)) continue;
    const date = lifeDate(c.text, birth);
    if (!date) continue;
    const runnerUp = ranked.find((o) => o !== c && o.text !== c.text && lifeDate(o.text, birth) !== undefined);
    const other = runnerUp && lifeDate(runnerUp.text, birth);
    const confidence = localConfidence({
      typeFit: bridged ? "partial" : "typed",
      // The life's place in the sentence states the verb the question asks ("born"), written or not.
      coverage: termCoverage(bridged ? aligned : withoutTypeWords(aligned, "date"), `${c.window} ${m[0]}`),
      margin: other && other.toLowerCase() !== date.toLowerCase() ? supportMargin(c.support, runnerUp.support) : 1,
    });
    const text = asAsked(question, date);
    return { answer: `${text} [${c.passage + 1}]`, cited: [c.passage + 1], abstained: false, confidence };
  }
  return undefined;
}

/** The birth (or death) date a sentence gives in a biography's set places, if any. */
function lifeDate(sentence: string, birth: boolean): string | undefined {
  const dates = (text: string) => candidateSpans(text, "date").filter((d) => /\d{3,4}/.test(d.text));
  const verb = birth ? /\bborn(?:\s+(?:on|in)\b)?[\s:,]*/i : /\b(?:died|death)(?:\s+(?:on|in)\b)?[\s:,]*/i;
  const stated = verb.exec(sentence);
  if (stated?.index !== undefined) {
    const first = dates(sentence.slice(stated.index + stated[0].length, stated.index + stated[0].length + 24))[0];
    if (first && first.start <= 4) return first.text;
    // "(born Walter Jameson Brill III; March 3, 1952)": a birth name, then the date.
    const named = birth ? /^[^;()\d]{2,50};\s*/.exec(sentence.slice(stated.index + stated[0].length)) : null;
    if (named) {
      const from = stated.index + stated[0].length + named[0].length;
      const date = dates(sentence.slice(from, from + 24))[0];
      if (date && date.start === 0) return date.text;
    }
  }
  // "(2 May 1871 – 9 June 1940)": the life's span, in the parenthesis after the name.
  for (const paren of sentence.matchAll(/\(([^()]*)\)/g)) {
    // ("(1813-1901)": a hyphen between two years joins them too.)
    const sides = paren[1]!.split(/\s[–—-]\s|\s?[–—]\s?|(?<=\d)-(?=\d)/);
    if (sides.length !== 2) continue;
    const [from, to] = sides.map((x) => dates(x).at(-1)?.text);
    if (from && to) return birth ? from : to;
  }
  return leadLifeDate(sentence, birth);
}

/** "In which year …" is answered with the year of a fuller date ("3 June 1865" → "1865"), as asked. */
function asAsked(question: string, date: string): string {
  if (!/\b(?:what|which)\s+year\b/i.test(question)) return date;
  const year = YEAR_WORD.exec(date)?.[0];
  return year ?? date;
}
