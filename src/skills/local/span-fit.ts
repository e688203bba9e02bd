// How well a span fits what a question asks: beside the noun asked for, the words naming what is counted, a rate,
// or after the words of the relation asked ("directed by …"). The typed-span answerer (typed-span-answer.ts) picks
// its span with these.
import { terms } from "../../text/analyze";
import { askedNoun } from "./answer-type";
import { nameRuns } from "./name-runs";
import { SERIAL } from "./numbered-instance";
import { isDate, type Span } from "./spans";

/**
 * The span whose neighbourhood (six words before it, the span and three words after) shares most with the question,
 * the words naming what is counted ("how many automatic retries") counting once more (twice after the number), then
 * the one nearest to the question's words. Spans the question itself contains are skipped. "retries a failed delivery up to 7 times" answers
 * "how many retries"; "8 delivery attempts" in the same sentence counts something else.
 */
export function pickSpan(
  sentence: string,
  spans: Span[],
  question: string,
  wanted: Wanted,
  questionWords: Set<string>,
): string | undefined {
  const q = question.toLowerCase();
  // A name holding a whole name the question gives, and little more, is that one ("Piet Bolesław Brook" for a
  // question about Piet Brook): the subject, not the answer.
  const givenNames = nameRuns(question)
    .map((run) => terms(run))
    .filter((ts) => ts.length >= 2);
  const counting = HOW_MANY.test(question);
  const fresh = spans.filter((s) => {
    const lower = s.text.toLowerCase();
    if (q.includes(lower)) return false;
    // "from season four onwards", "in chapter 7": a number naming one of a series is no count of anything.
    if (counting && LABEL_BEFORE.test(sentence.slice(0, s.start))) return false;
    // "the 2010 population" is not answered by "2010 census": a year the question gives is no answer. (Another number
    // may be: "in its first 2 weeks" asks "2 million copies".)
    const year = /^(1\d{3}|20\d{2})(?![\d,.])/.exec(s.text)?.[1];
    if (year && new RegExp(`(?<![\\d,.])${year}(?![\\d]|[,.]\\d)`).test(q)) return false;
    const spanTerms = terms(s.text);
    const have = new Set(spanTerms);
    if (givenNames.some((run) => run.every((t) => have.has(t)) && spanTerms.length <= run.length + 1)) return false;
    return spanTerms.length === 0 || spanTerms.some((t) => !questionWords.has(t));
  });
  if (fresh.length === 0) return undefined;
  // "sold 18 million units in the United States and approximately 33 million units worldwide": a figure's words are
  // those of its own clause, before and after it ("in the United States" says which figure is the country's), and
  // the words before the sentence's first figure, which its clauses share ("The film grossed $120 million worldwide
  // and $50 million in North America").
  const isFigure = (s: Span) => FIGURE.test(s.text) && !isDate(s.text);
  const firstFigure = spans.find(isFigure);
  const lead = firstFigure ? terms(lastWords(sentence.slice(0, firstFigure.start), 6)) : [];
  // "… and the Arrondissement of Strasbourg had 484,157": a longer name holding one the question gives is another
  // entity's, and says nothing of which figure is the question's.
  const askedNames = (question.match(CAPITALISED) ?? []).map((run) => terms(run)).filter((ts) => ts.length > 0);
  const ownClause = (text: string) =>
    (text.match(CAPITALISED) ?? [])
      .filter((run) => {
        const have = terms(run);
        return askedNames.some((a) => a.length < have.length && a.every((t) => have.includes(t)));
      })
      .reduce((out, run) => out.replace(run, " ".repeat(run.length)), text);
  const anchors: number[] = [];
  // (A figure's nearest words, too, are none of another entity's name.)
  const lower = (firstFigure ? ownClause(sentence) : sentence).toLowerCase();
  for (const m of lower.matchAll(/[\p{L}\p{N}]+/gu)) {
    const t = terms(m[0])[0];
    if (t && questionWords.has(t)) anchors.push(m.index ?? 0);
  }
  // Where the sentence's clauses meet: a figure's own words run from the break before it to the break after it.
  const breaks = firstFigure ? clauseBreaks(sentence, spans.filter(isFigure)) : [];
  const counted = new Set(wanted.counted);
  const { asked, wantsRate, cue } = wanted;
  const distance = (s: Span) => (anchors.length ? Math.min(...anchors.map((a) => Math.abs(a - s.start))) : s.start);
  // "What is the seating capacity of …" over "a 4,000 capacity (3,677 seated) arena": the words narrowing the measure
  // asked ("seating") say which of its figures is meant, where the measure's own word ("capacity") fits both. (Its own
  // words: the span's and the two after it, up to the next figure.)
  const narrowing = new Set(terms(MEASURE_OF.exec(question)?.[1] ?? ""));
  const fitScore = (s: Span) => {
    const figure = isFigure(s);
    const end = s.start + s.text.length;
    const head = sentence.slice(0, s.start);
    const rest = sentence.slice(end);
    const from = Math.max(0, ...breaks.filter((b) => b.end <= s.start).map((b) => b.end));
    const to = Math.min(sentence.length, ...breaks.filter((b) => b.start >= end).map((b) => b.start));
    const ownAfter = figure ? ownClause(sentence.slice(end, to)) : rest;
    const before = terms(lastWords(figure ? ownClause(sentence.slice(from, s.start)) : head, 6));
    const after = terms(`${s.text} ${firstWords(ownAfter, 3)}`);
    // (The lead is shared only by a clause joined on after it: "… 7 times …, so one message gets at most 8 delivery
    // attempts" is one clause, whose second figure has its own words.)
    const clause = figure ? [...(from > 0 ? lead : []), ...terms(firstWords(ownAfter, 8))] : [];
    const shared = new Set([...before, ...after, ...clause].filter((t) => questionWords.has(t))).size;
    return (
      shared +
      2 * new Set(after.filter((t) => counted.has(t))).size +
      new Set(before.filter((t) => counted.has(t))).size +
      (besideNoun(sentence, s, asked) ? 2 : 0) +
      (wantsRate && isRate(s) ? 1 : 0) +
      (cue && followsCue(sentence, s, cue, spans) ? 3 : 0) +
      (figure &&
      narrowing.size > 0 &&
      terms(`${s.text} ${firstWords(rest.split(/\d/)[0]!, 2)}`).some((t) => narrowing.has(t))
        ? 1
        : 0)
    );
  };
  // (Each span's fit read once, not in every comparison of the sort.)
  const fit = new Map(fresh.map((s) => [s, fitScore(s)]));
  return [...fresh].sort((a, b) => fit.get(b)! - fit.get(a)! || distance(a) - distance(b))[0]!.text;
}

/** "What is the seating capacity of …", "what was the total attendance at …": the words before the measure's noun. */
const MEASURE_OF =
  /^\s*(?:what|which)\s+(?:is|was|are|were)\s+the\s+((?:(?!of\b)[\p{L}-]+\s+){1,2})[\p{L}-]+\s+(?:of|at|for|in)\b/iu;

/** What a question asks for, beside a span: the noun asked for, whether a rate, the words naming what is counted. */
export interface Wanted {
  /** The words of the person relation asked for ("directed", "son of"), for a "who" question. */
  cue?: RegExp;
  asked: string | undefined;
  wantsRate: boolean;
  counted: string[];
}

export const wantedOf = (question: string): Wanted => ({
  asked: askedTerm(question),
  wantsRate: RATE_WORDS.test(question),
  counted: countedTerms(question),
});

/** Whether one of the spans sits next to the noun the question asks for, or is a rate when a rate is asked for. */
export function fitsAsked(sentence: string, spans: Span[], { asked, wantsRate, counted }: Wanted): boolean {
  return spans.some(
    (s) => (wantsRate && isRate(s)) || besideNoun(sentence, s, asked) || besideCounted(sentence, s, counted),
  );
}

/**
 * What a "how many" question counts is named beside the number: "retries a failed delivery up to 7 times", or joined
 * to it by a hyphen ("a 16-screen theater" counts screens).
 */
function besideCounted(sentence: string, s: Span, counted: string[]): boolean {
  if (counted.length === 0) return false;
  const compound = /^-(\p{L}+)/u.exec(sentence.slice(s.start + s.text.length))?.[1] ?? "";
  const near = new Set(terms(`${lastWords(sentence.slice(0, s.start), 6)} ${s.text} ${compound}`));
  return counted.some((t) => near.has(t));
}

/** The (stemmed) noun a "what/which <noun>" question asks for: "what HTTP header …" → header. */
const askedTerm = (question: string) => terms(askedNoun(question) ?? "").slice(-1)[0];

/** The noun asked for names its value where the two meet: "the X-Api-Key header", "HTTP status 429". */
function besideNoun(sentence: string, s: Span, asked: string | undefined): boolean {
  if (!asked) return false;
  return terms(`${lastWords(sentence.slice(0, s.start), 2)} ${firstWords(sentence.slice(s.start), 3)}`).includes(asked);
}

/** A rate is an amount per unit: "1,000 requests per second", not the status returned when it is exceeded. */
const isRate = (s: Span) => /\bper\b/i.test(s.text);

const RATE_WORDS = /\b(rate|per|speed|throughput)\b/i;

/** The words naming what a "how many …" question counts: "how many automatic retries does …" → automat, retri. */
function countedTerms(question: string): string[] {
  // "the (maximum) number of retries for …" counts retries as "how many retries" does.
  const numberOf =
    /\bnumber of\s+(.+?)(?=\s+(?:for|in|on|at|per|of|that|which|do|does|is|are|can|before|after)\b|[?,]|$)/i.exec(
      question,
    );
  if (numberOf) return terms(numberOf[1]!);
  return terms(howManyPhrase(question) ?? "");
}

/** The words after "how many", up to the question's verb or a preposition: "how many automatic retries does …". */
export function howManyPhrase(question: string): string | undefined {
  return /\bhow many\s+(.+?)(?=\s+(?:do|does|did|is|are|was|were|can|could|will|would|has|have|had|in|on|at|for|per)\b|[?,]|$)/i.exec(
    question,
  )?.[1];
}

const HOW_MANY = /\bhow many\b/i;
/**
 * A series' noun in lower case right before a number makes it a label: "season four", "in week 12", "game 7" (not
 * a name's last word: "won the World Series 27 times").
 */
const LABEL_BEFORE = new RegExp(`(?<![\\p{L}-])(?:${SERIAL}|week|game|issue)\\s+$`, "u");
/** A capitalised name, its joining words kept: "Arrondissement of Strasbourg", "Eurométropole de Strasbourg". */
const CAPITALISED = /\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:of|de|du|the|and)\s+)?\p{Lu}[\p{L}'’.-]*)*/gu;
/** A figure: a number or an amount of money, not a name or a date written out. */
const FIGURE = /^[\d$€£¥]/;
/**
 * Where a sentence's next clause starts: a semicolon or a joining word between clauses. (Not a comma: "In 2014, the
 * city proper had 276,170 inhabitants" dates the figure after it.)
 */
const CLAUSE_BREAK = /;|\s+(?:and|but|while|whereas)\s+/g;

/**
 * The clause breaks of a sentence holding `figures`, less an "and" that joins a second noun to a figure's own ("226
 * degree and certificate programs", "900 boys and girls"): one right after a figure written with its noun, before a
 * word that is no determiner, name or figure and is not itself followed by a figure ("floor 7 and seats 52 people"
 * joins two clauses).
 */
function clauseBreaks(sentence: string, figures: Span[]): { start: number; end: number }[] {
  const nounEnds = new Set(figures.filter((f) => WITH_NOUN.test(f.text)).map((f) => f.start + f.text.length));
  return [...sentence.matchAll(CLAUSE_BREAK)]
    .filter((m) => !(nounEnds.has(m.index ?? -1) && JOINED_NOUN.test(sentence.slice(m.index))))
    .map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
}

/** A figure written with the noun it counts: "226 degree", "4 million units" (not "7", "$120 million"). */
const WITH_NOUN = /\d\S*(?:\s+(?:hundred|thousand|million|billion|trillion))?\s+\p{Ll}/u;
/**
 * "and" before a second noun: a lower-case word, no determiner, adverb of amount or verb ("ranked", "setting"), and no
 * figure after it.
 */
const JOINED_NOUN =
  /^\s+and\s+(?!(?:the|a|an|its|his|her|their|this|that|these|those|it|he|she|they|we|approximately|about|around|nearly|almost|over|under|some|more|less|fewer|only|just|then|also)\b)(?!\p{Ll}{2,}(?:ed|ing)\b)\p{Ll}[\p{L}-]*(?![\p{L}-])(?!\s+[\d$€£¥])/u;
const lastWords = (text: string, n: number) => text.trim().split(/\s+/).slice(-n).join(" ");
const firstWords = (text: string, n: number) => text.trim().split(/\s+/).slice(0, n).join(" ");

/**
 * The span is the name the relation's words point at: after them in the same clause ("directed by Ari Ryan", "son of
 * former … goalkeeper Piet Brook", "married a princess, Nadira Sultan"), the last name before the clause moves on
 * (", and written by", "and his wife", a full stop); `spans` are the sentence's other names of the type.
 */
export function followsCue(sentence: string, s: Span, cue: RegExp, spans: Span[] = []): boolean {
  const before = sentence.slice(Math.max(0, s.start - 90), s.start);
  const re = new RegExp(cue.source, "gi");
  const last = [...before.matchAll(re)].at(-1);
  if (!last) return false;
  const between = before.slice((last.index ?? 0) + last[0].length);
  if (CLAUSE_MOVES_ON.test(between)) return false;
  // A later name in the same stretch is the one pointed at: "of former Vale United … goalkeeper Peter Brook".
  const end = s.start + s.text.length;
  // (Only within the same noun phrase: no comma, a few words.)
  return !spans.some((o) => {
    if (o.start < end) return false;
    const gap = sentence.slice(end, o.start);
    return !/[,.;:()]/.test(gap) && gap.trim().split(/\s+/).length <= 8 && !CLAUSE_MOVES_ON.test(gap);
  });
}

/**
 * The names the relation's "by" points at together, as the sentence writes them, when `s` is one of a list of them:
 * "directed by brothers Chris Weitz and Paul Weitz" → "Chris Weitz and Paul Weitz", "written by A, B and C"; undefined
 * for a name standing alone. Only an agent's "by": "the son of A and B" names a father and a mother, not two fathers.
 */
export function agentsWith(sentence: string, s: Span, cue: RegExp, spans: Span[]): string | undefined {
  const joined = (a: Span, b: Span) =>
    a.start < b.start && /^(?:\s*,)?\s+and\s+$|^\s*(?:,|&)\s*$/.test(sentence.slice(a.start + a.text.length, b.start));
  let first = s;
  let last = s;
  for (let o = spans.find((x) => joined(x, first)); o; o = spans.find((x) => joined(x, first))) first = o;
  for (let o = spans.find((x) => joined(last, x)); o; o = spans.find((x) => joined(last, x))) last = o;
  if (first === last) return undefined;
  const before = sentence.slice(Math.max(0, first.start - 90), first.start);
  const cued = [...before.matchAll(new RegExp(cue.source, "gi"))].at(-1);
  if (!cued) return undefined;
  const between = before.slice((cued.index ?? 0) + cued[0].length);
  if (!/\bby\s*$/i.test(cued[0]) && !/^\s*by\b/i.test(between)) return undefined;
  if (CLAUSE_MOVES_ON.test(between)) return undefined;
  return sentence.slice(first.start, last.start + last.text.length);
}

const CLAUSE_MOVES_ON =
  /[.;:()]|,\s*(?:and|but|who|which|where|when|while|as|he|she|it|they|whose)\b|\b(?:and|or)\s+(?:his\b|her\b|their\b|its\b|\p{Ll}+(?:ed|en|ing)\b|(?:\p{Ll}+\s+)?by\b)|\bwith\s+(?:\p{Ll}+\s+){1,3}by\b|,\s*(?:and\s+)?(?:[\p{L}-]+\s+){0,2}(?:by|of)\b/u;
