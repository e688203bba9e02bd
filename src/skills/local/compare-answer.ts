import { sentences, terms } from "../../text/analyze";
import { escapeRegExp } from "../../text/regex";
import { NAME_PARTICLES } from "../../text/words";
import type { ScoredPassage } from "../../types";
import { localConfidence } from "./answer-confidence";
import { askedNoun, asksYesNo, choiceOptions } from "./answer-type";
import { categoryBoth, sameSort } from "./category-both";
import { PLACE_NOUNS } from "./chain-words";
import {
  dateAttribute,
  namesOrigin,
  order,
  type SideDate,
  settled,
  sideDate,
  verbTerms,
  yearOf,
  yearsBetween,
} from "./compare-dates";
import { type SideNumber, sideNumber } from "./compare-numbers";
import { inOptionName } from "./compare-values";
import { COUNTRIES } from "./countries";
import { otherAgent } from "./other-agent";
import { titleAside, titledAs, titleHolds, titleName, titleTerms } from "./page-title";
import { roleHolder, roleNamed } from "./role-holder";
import { isPeoplesWord, originsOf, placedElsewhere, samePlace } from "./same-place";
import { sameSport } from "./same-sport";
import { YEAR } from "./spans";

/** A plan's own answer and how sure the evidence makes it, on the answerer's confidence scale (the floor gates it). */
export interface Verdict {
  text: string;
  confidence: number;
}

export interface Side {
  /** The side as the question names it ("Harrow's Quarterly"). */
  name: string;
  passage: ScoredPassage;
  /** Whom the passage is about when not the side itself: a bridge-comparison's director, founder, author. */
  about?: string;
}

const EARLIER = /\b(older|oldest|earlier|earliest|first|before|sooner|predates?)\b/i;
const LATER = /\b(younger|youngest|later|latest|newer|newest|more recent(?:ly)?|last|after)\b/i;
const MORE =
  /\b(more|most|larger|largest|bigger|biggest|higher|highest|longer|longest|taller|tallest|greater|greatest|heavier|wider|deeper)\b/i;
const FEWER = /\b(fewer|fewest|less|least|smaller|smallest|lower|lowest|shorter|shortest|lighter|narrower)\b/i;
// Any year-like number, 1000–2099, as the older year reader takes one (spans.ts's YEAR, 1500–2099, is a date's year).
const YEAR_NUMBER = /\b(1[0-9]{3}|20[0-9]{2})\b/;
const NUMBER = /\b\d[\d,]*(?:\.\d+)?\b/;
const MAX_SIDE_WORDS = 8;
const MAX_PREDICATE_TERMS = 4;

/** The sentence of a side's passage that says most about what the question compares ("born", "founded"). */
function aboutSentence(
  passage: ScoredPassage,
  context: Set<string>,
  holds: (sentence: string) => boolean,
): string | undefined {
  const list = sentences(passage.text).filter((s) => holds(s.text));
  const hits = (s: string) => terms(s).filter((t) => context.has(t)).length;
  return list.sort((a, b) => hits(b.text) - hits(a.text))[0]?.text;
}

/** A side's first number of the pattern in its best sentence, outside its own name ("2016–17" of "the 2016–17 team"). */
function value(side: Side, context: Set<string>, pattern: RegExp): { value: number; sentence: string } | undefined {
  const every = new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`);
  const first = (s: string) => {
    const named = inOptionName(side.name, s);
    return [...s.matchAll(every)].find((m) => !named(m.index));
  };
  const s = aboutSentence(side.passage, context, (x) => first(x) !== undefined);
  const m = s ? first(s) : undefined;
  return m && s ? { value: Number(m[0].replace(/,/g, "")), sentence: s } : undefined;
}

// Comparatives that name no measure of their own ("bigger" may be an area, a depth, a head count).
const GENERIC = /\b(?:bigger|biggest|larger|largest|greater|greatest|smaller|smallest|more|most|fewer|less|lesser)\b/i;

/** The word after a value in its sentence ("62 acres" → "acre"), singular, or undefined. */
function unitAfter(sentence: string, value: number): string | undefined {
  for (const m of sentence.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*([\p{L}²]+)?/gu)) {
    if (Number(m[1]!.replace(/,/g, "")) === value) return m[2]?.toLowerCase().replace(/s$/, "");
  }
  return undefined;
}

/** The question without the sides' names (each as spelled, in any case; an empty name takes nothing out), `gap` in each place. */
export function withoutNames(question: string, names: string[], gap = " "): string {
  return names.reduce((q, name) => {
    const at = q.toLowerCase().indexOf(name.toLowerCase());
    return at < 0 || !name ? q : `${q.slice(0, at)}${gap}${q.slice(at + name.length)}`;
  }, question);
}

const withoutSides = (question: string, sides: Side[]) =>
  withoutNames(
    question,
    sides.map((s) => s.name),
  );

/** The question's own spelling of each side: the options of "…, A or B?" when they match the sides. */
function spelled(question: string, sides: Side[]): string[] {
  const options = choiceOptions(question);
  const own = sides.map((s, i) => {
    const others = new Set(sides.filter((_, j) => j !== i).flatMap((o) => terms(o.name)));
    return new Set(terms(s.name).filter((t) => !others.has(t)));
  });
  // Each side's option is the one holding its own words ("Ferris", not the "State Fishing Lake" both sides share).
  const optionOf = (i: number) => options?.find((o) => terms(o).some((t) => own[i]!.has(t)));
  const chosen = sides.map((_, i) => optionOf(i));
  const distinct = new Set(chosen).size === chosen.length;
  return sides.map((s, i) => {
    // The side as the question spells it, when it does ("Harrow Lake National Park", not the option's last words).
    if (s.name.split(/\s+/).length > 1 && question.toLowerCase().includes(s.name.toLowerCase())) return s.name;
    const mine = own[i]!;
    const option = distinct ? chosen[i] : undefined;
    if (!option) return s.name;
    // "first, Harrow's Quarterly": the option is cut to where the side's own words begin.
    const words = option.split(/\s+/);
    const from = words.findIndex((w) => terms(w).some((t) => mine.has(t)));
    // A capitalised word before them is the name's own ("No. 2 Squadron", where "No." both sides share).
    if (words.slice(0, Math.max(0, from)).some((w) => /^\p{Lu}/u.test(w))) return option.replace(/[,;:\s]+$/g, "");
    return words
      .slice(Math.max(0, from))
      .join(" ")
      .replace(/^[,;:\s]+|[,;:\s]+$/g, "");
  });
}

/**
 * A comparison answered from each side's own evidence: the winner of "which is older, A or B?" by the dates or
 * numbers each side's passage gives (the date by what is compared: compare-dates.ts; the number after the measure's
 * word: compare-numbers.ts); yes/no for "were A and B both …?", "… the same nationality?", "is A older than B?",
 * "… the same director?". Undefined when
 * the evidence does not settle it (the answerer then answers from the context). Its confidence is the answerer's
 * measure (answer-confidence.ts): a typed answer, the share of what is compared that each side's sentence states,
 * and how decisive the evidence is; a "no" read only from words a passage lacks is weak and stays under the floor.
 */
export function compareAnswer(question: string, sides: Side[]): Verdict | undefined {
  // Sides are names ("Harrow's Quarterly"); long descriptions are claims, which this does not weigh.
  if (sides.length !== 2 || sides.some((s) => s.name.split(/\s+/).length > MAX_SIDE_WORDS)) return undefined;
  const sideTerms = new Set(sides.flatMap((s) => terms(s.name)));
  const context = new Set(terms(question).filter((t) => !sideTerms.has(t)));
  // "Was A or B born earlier?" opens as a yes/no question does and offers its two sides to choose from (either way
  // round); "Was either A or B founded in …?" asks yes or no still.
  const [x, y] = sides.map((s) => escapeRegExp(s.name));
  const offered =
    !/\beither\b/i.test(question) &&
    new RegExp(`${x}\\s*,?\\s+or\\s+${y}|${y}\\s*,?\\s+or\\s+${x}`, "i").test(question);
  if (DIFFERENCE.test(question)) return difference(question, sides);
  if (asksYesNo(question) && !offered) {
    const dated = datedYesNo(question, sides);
    if (dated) return dated;
    // "Did A have more residents than B?" weighs two numbers: words both pages hold ("population") settle nothing.
    return THAN_COUNT.test(withoutSides(question, sides))
      ? countedYesNo(question, sides)
      : yesNo(question, sides, context);
  }
  // The comparative is the question's own, not a word of a side's name ("Last Quiet Harbor", "More Than Echoes").
  const asked = withoutSides(question, sides);
  const earlier = EARLIER.test(asked),
    later = LATER.test(asked),
    more = MORE.test(asked),
    fewer = FEWER.test(asked);
  const names = spelled(question, sides);
  const span = LIFESPAN.exec(asked);
  if (span) return lifespans(sides, names, /shorter|less|younger/i.test(span[0]));
  const bridged = sides.some((s) => s.about !== undefined);
  // What is compared ("born", "founded"), without the comparative itself and the question's own words.
  const about = new Set(
    [...context].filter((t) => !COMPARATIVE_TERMS.has(t) && !/^(?:which|who|what|or|first)$/.test(t)),
  );
  // (`ranks`: a place in a ranking read on both sides wants the other end: "number 28" is higher than "number 33".)
  const pick = (pattern: RegExp, wantSmaller: boolean, ranks = false, placesOnly = false): Verdict | undefined => {
    const found = sides.map((s) => value(s, context, pattern));
    const [a, b] = found.map((f) => f?.value);
    if (a === undefined || b === undefined || a === b) return undefined;
    const places = ranks && found.every((f) => rankPlace(f!.sentence, f!.value, question));
    if (placesOnly && !places) return undefined;
    // "Which is bigger, A or B?" names nothing measured: each page's first number may measure anything (a depth, a
    // distance), so the pick is a guess unless both numbers are of one unit. ("Taller", "longer" say the measure.)
    const units = found.map((f) => unitAfter(f!.sentence, f!.value));
    const unmeasured = about.size === 0 && GENERIC.test(asked) && (!units[0] || units[0] !== units[1]);
    const coverage = unmeasured ? 0 : Math.min(...found.map((f) => share(about, f?.sentence ?? "")));
    return {
      text: names[(a < b === wantSmaller) !== places ? 0 : 1]!,
      confidence: localConfidence({ typeFit: "typed", coverage, margin: 1 }),
    };
  };
  if (earlier !== later) {
    const dated = datedSides(question, sides);
    if (dated) {
      const first = dated.order < 0 ? 0 : 1;
      return dated.order === 0
        ? undefined
        : { text: names[earlier ? first : 1 - first]!, confidence: dated.confidence };
    }
    // A bridge's page read by year alone could give any year of the person's life: only their dates are compared.
    return bridged ? undefined : pick(YEAR_NUMBER, earlier);
  }
  if (bridged) return undefined;
  if (more !== fewer) {
    const measure = measureOf(question, sides);
    const counted = numberedSides(question, sides, measure);
    if (counted) {
      if (counted.values[0] === counted.values[1]) return undefined;
      const larger = counted.values[0]! > counted.values[1]! ? 0 : 1;
      return { text: names[(counted.places ? more : fewer) ? 1 - larger : larger]!, confidence: counted.confidence };
    }
    // "Which band has more members?" where a page states no number of members: the year it formed, a count of its
    // albums, measure nothing the question names, and comparing them is a guess. A question naming a measure is read
    // here only from places in a ranking ("number 28" charted higher); one naming none ("which is bigger") from any
    // number.
    return pick(NUMBER, fewer, true, measure.length > 0);
  }
  return choice(names, sides, context);
}

/**
 * Each side's date of what an earlier/later question compares (a birth, an end, a founding), read from its own page:
 * undefined when a side's page gives none (the older year reader then tries). The comparison is as sure as its
 * weakest side: a side whose page is its own (titled with its name, or opening with it) and gives one value is sure;
 * a value read from another page, or a page giving two different ones, is not (its answer stays under the floor).
 */
function datedSides(
  question: string,
  sides: Side[],
  byYear = false,
): { order: -1 | 0 | 1; dates: SideDate[]; confidence: number } | undefined {
  const attribute = dateAttribute(withoutSides(question, sides));
  const verb = verbTerms(
    question,
    sides.map((s) => s.name),
    new Set([...COMPARATIVE_TERMS, ...DIFFERENCE_TERMS, ...sides.flatMap((s) => nameGoesOn(question, s))]),
  );
  const found = sides.map((s) => sideDate(s.passage.text, attribute, verb));
  if (found.some((f) => !f)) return undefined;
  const [a, b] = found as [SideDate, SideDate];
  // About the side: its own page, or a sentence of another page whose subject it is ("Nova Five … is a South Korean
  // boy group formed … in 2015" on the group's discography page).
  const about = (side: Side, d: SideDate) =>
    ownPageIn(side, question) || opensWith(d.sentence, terms(side.about ?? side.name));
  // A side's second value leaves the order open only when it could turn it.
  const sure = (side: Side, d: SideDate) => (!d.unique && !settled(a, b) ? 0 : about(side, d) ? 1 : ELSEWHERE);
  const coverage = Math.min(sure(sides[0]!, a), sure(sides[1]!, b));
  const years = [a, b].map((d) => yearOf(d.value));
  return {
    order: byYear ? (years[0] === years[1] ? 0 : 1) : order(a, b),
    dates: [a, b],
    confidence: localConfidence({ typeFit: "typed", coverage, margin: 1 }),
  };
}

/**
 * "How many more people did A have than B?", "How many years older is A than B?", "How many years passed between the
 * unveiling of A and that of B?": a difference between the two sides' values, read as the comparison reads them (the
 * measure's number, the date of what is compared). A gap the other way round from the one asked ("how many more" of the
 * smaller side) answers nothing: the question's premise does not hold.
 */
const DIFFERENCE =
  /^how\s+many\s+(?:(more|fewer|less)\b|years?\s+(?:(older|earlier|after)|(younger|later|before|prior\s+to)|apart|(?:had\s+)?(?:passed|elapsed)\s+between)\b)/i;
const DIFFERENCE_TERMS = new Set(terms("many years apart passed elapsed between"));

/**
 * Whether two counts are of one time: each side's sentence gives every year the question names ("in 2011"); with none
 * named, neither sentence gives counts of several years ("330 in 2001, 341 in 2011"), which the gap would mix.
 */
function sameTime(question: string, sentences: string[]): boolean {
  const yearsIn = (text: string) => new Set(text.match(/\b(?:1[5-9]\d{2}|20\d{2})\b/g) ?? []);
  const asked = [...yearsIn(question)];
  return asked.length
    ? sentences.every((s) => asked.every((y) => yearsIn(s).has(y)))
    : sentences.every((s) => yearsIn(s).size < 2);
}

function difference(question: string, sides: Side[]): Verdict | undefined {
  const [, count, earlier, later] = DIFFERENCE.exec(question) ?? [];
  if (count) {
    const counted = numberedSides(question, sides);
    if (!counted || counted.places || !sameTime(question, counted.sentences)) return undefined;
    const [a, b] = inQuestionOrder(question, sides, counted.values) as [number, number];
    const gap = count.toLowerCase() === "more" ? a - b : b - a;
    return gap > 0 ? { text: String(Math.round(gap * 1e6) / 1e6), confidence: counted.confidence } : undefined;
  }
  const dated = datedSides(question, sides);
  if (!dated) return undefined;
  const [x, y] = inQuestionOrder(question, sides, dated.dates) as [SideDate, SideDate];
  // Years from the first-named side's date to the other's. "Older", "before": two dates to the day are whole years
  // apart as an age is (born three days apart across a New Year: 0, not 1); "passed between" two events counts their
  // years, as such a question is commonly answered.
  const exact = (earlier || later) && x.precision === "day" && y.precision === "day";
  const span = !exact
    ? yearOf(y.value) - yearOf(x.value)
    : x.value <= y.value
      ? yearsBetween(x.value, y.value)
      : -yearsBetween(y.value, x.value);
  // "How many years older is A than B": A's date is the earlier; "younger", "later": the later. "How many years
  // before B was A born" names the later one first; "after B", the earlier.
  const gap = earlier ? span : later ? -span : Math.abs(span);
  return gap > 0 ? { text: `${gap} year${gap === 1 ? "" : "s"}`, confidence: dated.confidence } : undefined;
}

/** Two sides' values in the order the question names the sides, whichever order the sides come in. */
function inQuestionOrder<T>(question: string, sides: Side[], values: T[]): T[] {
  const at = sides.map((s) => question.toLowerCase().indexOf(s.name.toLowerCase()));
  return at.every((i) => i >= 0) && at[1]! < at[0]! ? [...values].reverse() : values;
}

/**
 * The words right after a side's name in the question that its page title holds: typed in a hurry, "westminster
 * school adelaide" names the side "Westminster" with its page's "School, Adelaide"; they are no verb of the question.
 * ("Which became a national park first, Crater Lake National Park or …": "national park" follows no side's name.)
 */
function nameGoesOn(question: string, side: Side): string[] {
  const at = question.toLowerCase().indexOf(side.name.toLowerCase());
  if (at < 0) return [];
  const title = new Set(titleTerms(side.passage));
  const out: string[] = [];
  for (const w of question
    .slice(at + side.name.length)
    .split(/[\s,]+/)
    .filter(Boolean)
    .slice(0, 3)) {
    const t = terms(w);
    if (t.length === 0 || !t.every((x) => title.has(x))) break;
    out.push(...t);
  }
  return out;
}

/**
 * Each side's number of what a more/fewer question measures ("population", "floors"), read where its page states the
 * measure; as sure as the weaker side, like dates. Undefined when a side's page states no number for it.
 */
function numberedSides(
  question: string,
  sides: Side[],
  measure = measureOf(question, sides),
): { values: number[]; sentences: string[]; places: boolean; confidence: number } | undefined {
  const found = sides.map((s) => sideNumber(s.passage.text, measure, question));
  if (found.some((f) => !f)) return undefined;
  const sure = (side: Side, n: SideNumber) =>
    !n.unique ? 0 : ownPageIn(side, question) || opensWith(n.sentence, terms(side.about ?? side.name)) ? 1 : ELSEWHERE;
  const coverage = Math.min(...sides.map((s, i) => sure(s, found[i]!)));
  return {
    values: found.map((f) => f!.value),
    sentences: found.map((f) => f!.sentence),
    // Both values places in a ranking: the higher is the smaller number.
    places: found.every((f) => rankPlace(f!.sentence, f!.value, question)),
    confidence: localConfidence({ typeFit: "typed", coverage, margin: 1 }),
  };
}

/** What a more/fewer question measures, as stems: "Which arena has more seats" → seat ("arena" is what the sides are). */
function measureOf(question: string, sides: Side[]): string[] {
  const noun = askedNoun(question) ?? "";
  const kind = terms(noun);
  const measuring = (t: string) => !/^\d/.test(t) && !kind.includes(t);
  // "spent more consecutive weeks at number one on the R&B chart": the words after "more" name the measure, the
  // rest (the chart, the place) say where it is counted; without them, the question's other words do.
  const phrase = MORE_WHAT.exec(withoutSides(question, sides))?.[1];
  const named = terms(phrase ?? "").filter((t) => !COMPARATIVE_TERMS.has(t) && measuring(t));
  const measured =
    named.length > 0
      ? named
      : verbTerms(
          question,
          sides.map((s) => s.name),
          COMPARATIVE_TERMS,
        ).filter(measuring);
  // "more residents", "fewer inhabitants": pages state a place's head count as its population; so "more people" of
  // places ("which village had more people at the 2011 census"), not of a company's staff or a memorial's names.
  // ("how many more people did A have than B in 2011": a place the question does not call one is one each side's
  // page calls a place: "… is a village and civil parish"; a firm "based in a town with a population of …" is none.)
  const ofPlaces =
    PLACE_NOUNS.test(noun.split(/\s+/).pop() ?? "") ||
    /\b(?:census|live|lived|living)\b/i.test(question) ||
    sides.every((s) => CALLED_A_PLACE.test(s.passage.text));
  if (measured.some((t) => HEADCOUNT.test(t) || (t === "peopl" && ofPlaces))) measured.push("population");
  return measured;
}

/**
 * The words a "more"/"fewer" names, up to a preposition, a verb or the end: "more consecutive weeks at …", "more
 * Grammy Awards".
 */
const MORE_WHAT =
  /\b(?:more|fewer|less)\s+((?:\p{L}[\p{L}-]*\s+){0,2}?\p{L}[\p{L}-]*)(?=\s+(?:at|on|in|for|of|than|to|during|from|by|with|as|over|did|does|do|has|have|had|was|were|is|are)\b|\s*[,?:;]|\s*$)/u;

/** A page's subject called a place: "X is a village …", "X was a market town …". */
const CALLED_A_PLACE =
  /^[^.]*?\b(?:is|was)\s+(?:an?|the)\s+(?:[\p{L}-]+\s+){0,3}?(?:village|town|city|hamlet|parish|suburb|municipality|commune|borough|district|county|settlement|community|island|census-designated\s+place)\b/iu;

/** Stems of a head count's words ("residents" → "resid"). */
const HEADCOUNT = /^(?:resid|inhabit|dweller|citizen)/;

/** "Who lived longer?", "Who died younger?": the length of each side's life, from its life span. */
const LIFESPAN =
  /\b(?:lived\s+(?:longer|shorter|less\s+long)|longer[-\s]lived|shorter[-\s]lived|died\s+(?:at\s+an?\s+)?(?:older|younger))\b/i;

function lifespans(sides: Side[], names: string[], shorter: boolean): Verdict | undefined {
  const lives = sides.map((s) => {
    const [birth, death] = [sideDate(s.passage.text, "birth"), sideDate(s.passage.text, "death")];
    if (!birth || !death) return undefined;
    const sure = birth.unique && death.unique && birth.precision === "day" && death.precision === "day";
    return { days: death.value - birth.value, sure: sure && (ownPage(s) || opensWith(birth.sentence, terms(s.name))) };
  });
  if (lives.some((l) => !l) || lives[0]!.days === lives[1]!.days) return undefined;
  const longer = lives[0]!.days > lives[1]!.days ? 0 : 1;
  const coverage = lives.every((l) => l!.sure) ? 1 : ELSEWHERE;
  return {
    text: names[shorter ? 1 - longer : longer]!,
    confidence: localConfidence({ typeFit: "typed", coverage, margin: 1 }),
  };
}

/** How sure a date read from a page that is not the side's own is: it may be another thing's date. */
const ELSEWHERE = 0.1;

/**
 * The side's own page (for a bridge, its person's): titled with its name ("Salt and Ash (1947 film)"), or opening with
 * its name.
 */
export function ownPage(side: Side): boolean {
  const name = terms(side.about ?? side.name);
  const written = side.about ?? side.name;
  if (titledAs(side.passage, name) || describedTitle(written, side.passage) || kindAfterTitle(written, side.passage))
    return true;
  return opensWith(side.passage.text, name);
}

/**
 * "the Extreme singer Gary Cherone", "Mimi Alford's Once Upon a Secret": a side named after a description of it (a
 * common noun in lower case, or a possessive, before the name as the question writes it) whose name is the page's
 * title. Not a relation ("the father of Gary Cherone"), a particle of a longer name ("Ludwig van Beethoven", "Kirton
 * in Lindsey"), a page set apart as another kind ("the Beatles song Yesterday" is no "Yesterday (2019 film)"), nor a
 * question typed in lower case, where nothing marks a name. (A name alone, "New York Yankees", is not "Yankees".)
 */
function describedTitle(written: string, page: ScoredPassage): boolean {
  const title = titleName(page.title ?? "");
  // "Gorillaz's 'Feel Good Inc.'": a title in quotes is the title.
  const quoted = /["“‘']/u.test(written.slice(0, -1)) && /["”’']$/u.test(written);
  const name = quoted ? written.replace(/\s*["”’']$/u, "") : written;
  if (!title || title.length >= name.length || !name.toLowerCase().endsWith(title.toLowerCase())) return false;
  // (As the question writes it: a question typed in lower case marks no name.)
  const asWritten = name.slice(name.length - title.length);
  const before = name.slice(0, name.length - title.length).replace(/["“‘']$/u, "");
  if (!/\s$/.test(before) || !/^[\p{Lu}\d]/u.test(asWritten)) return false;
  const words = before.trim().split(/\s+/);
  if (words.some((w) => NAME_PARTICLE.test(w))) return false;
  const aside = titleAside(page.title ?? "");
  if (aside) {
    const described = new Set(terms(before));
    if (!terms(aside).some((t) => !/^\d/.test(t) && described.has(t))) return false;
  }
  if (words.some((w) => /^\p{Ll}/u.test(w))) return true;
  const owner = /^(.*?)(?:['’]s|(?<=s)['’])\s+$/u.exec(before)?.[1];
  if (!owner) return false;
  // "Sugarland's 'Stay'": a work in quotes is its owner's, whom its page names as its maker, not any page's "Stay".
  // ("Extreme's Gary Cherone" names a member, whose page need not name the band.)
  return !quoted || maker(page, terms(owner));
}

/**
 * "the Villard publishing imprint": a name as its page's title, followed by lower-case words saying its kind, which the
 * title's aside shares ("Villard (imprint)"; not "Yesterday (2019 film)" for "the Yesterday song"), or, without one,
 * the page's first sentence says. As the question writes it: a question typed in lower case marks no name.
 */
function kindAfterTitle(written: string, page: ScoredPassage): boolean {
  const title = titleName(page.title ?? "");
  if (!title || !written.startsWith(`${title} `) || !/^[\p{Lu}\d]/u.test(title)) return false;
  const kind = written.slice(title.length).trim().split(/\s+/);
  if (kind.length > 3 || !kind.every((w) => /^\p{Ll}[\p{Ll}-]*$/u.test(w) && !NAME_PARTICLE.test(w))) return false;
  const kindTerms = terms(kind.join(" "));
  const aside = titleAside(page.title ?? "");
  if (aside) return terms(aside).some((t) => kindTerms.includes(t));
  // (Without an aside, the page's first sentence says the kind: "Villard … is a publishing imprint"; a verb the side's
  // name was read with, "the Robins Center open", is no kind.)
  const lead = new Set(terms(sentences(page.text)[0]?.text ?? ""));
  return kindTerms.length > 0 && kindTerms.every((t) => lead.has(t));
}

/**
 * Small words that join a name or a relation, not a description: "van", "in", "of", "the".
 * (A name's particles, less "ter": this test has never taken it, and taking it would change what it reads.)
 */
const NAME_PARTICLE = new RegExp(
  `^(?:of|in|on|upon|at|by|for|and|the|${NAME_PARTICLES.filter((p) => p !== "ter").join("|")})$`,
  "i",
);

/** The side's own page, or a page titled with its name and the question's words ("the 2015–16 team"). */
function ownPageIn(side: Side, question: string): boolean {
  const written = side.about ?? side.name;
  return (
    ownPage(side) ||
    shortOfTitle(side, terms(written), question) ||
    toldApart(side.passage, written) ||
    describedName(side.passage, written)
  );
}

// A side written as a description and a name: "the Arrernte country singer Gus Williams", "the Super Junior member
// Kyuhyun" (the description holds a word in lower case).
const DESCRIBED_NAME = /^(.*\s\p{Ll}[\p{L}-]*\s+)(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3})$/u;

/**
 * "the Arrernte country singer Gus Williams" on "Gus Williams (musician)", "the Super Junior member Kyuhyun" on
 * "Cho Kyuhyun": a page titled with the side's name (all of it, perhaps with more) is the side's own when its first two
 * sentences say every word of the description ("… was a country singer … He was an Arrernte man").
 */
function describedName(page: ScoredPassage, written: string): boolean {
  const m = DESCRIBED_NAME.exec(written.replace(/^the\s+/i, "").trim());
  if (!m) return false;
  const name = terms(m[2]!);
  const own = titleTerms(page);
  if (name.length === 0 || !name.every((t) => own.includes(t))) return false;
  // ("Tom Hale Sr." is another of the name: his son's description may be his too.)
  if (/\b(?:Sr|Jr|II|III|IV)\b/.test(titleName(page.title ?? "")) && !/\b(?:Sr|Jr|II|III|IV)\b/.test(written))
    return false;
  const described = terms(m[1]!).filter((t) => !name.includes(t));
  const opening = new Set(
    terms(
      sentences(page.text)
        .slice(0, 2)
        .map((x) => x.text)
        .join(" "),
    ),
  );
  return described.length > 0 && described.every((t) => opening.has(t));
}

/**
 * "Cotter High School in Winona" on "Cotter High School (Winona, Minnesota)", "Cosmic Nomads' Make Love Not War" on
 * "Make Love Not War (album)": a side written as its page's name and words telling which one it is (a place, an
 * owner) is that page's when the page says those words itself, in its title's aside or its first sentence.
 */
function toldApart(page: ScoredPassage, written: string): boolean {
  const name = terms(written);
  const own = titleTerms(page);
  if (own.length === 0 || !own.every((t) => name.includes(t))) return false;
  const extra = name.filter((t) => !own.includes(t));
  if (extra.length === 0) return false;
  // In the title's aside ("(Winona, Minnesota)"), or as the work's maker ("… debut album by … Cosmic Nomads"); an
  // owner the page names otherwise ("a cover of the Sugarland original") is someone else's work's. Without an aside,
  // a side's description is told by the page's first sentence ("Kenton Terry Richardson, the Hartlepool defender":
  // "Kenton Terry Richardson … plays as a defender for … Hartlepool United").
  const aside = titleAside(page.title ?? "");
  if (aside !== undefined) return extra.every((t) => terms(aside).includes(t)) || maker(page, extra);
  if (POSSESSIVE.test(written)) return maker(page, extra);
  const opening = new Set(terms(sentences(page.text)[0]?.text ?? ""));
  return extra.every((t) => opening.has(t));
}

/** A name written with its owner's possessive: "Sugarland's 'Stay'", "Cosmic Nomads' Make Love Not War". */
const POSSESSIVE = /\p{L}(?:['’]s|(?<=s)['’])\s/u;

/** A work's maker as its page's first sentence names them: "… is a song by …", "… debut album by … Cosmic Nomads". */
function maker(page: ScoredPassage, name: string[]): boolean {
  const opening = sentences(page.text)[0]?.text ?? "";
  const by = MADE_BY.exec(opening)?.[1];
  const said = new Set(terms(by ?? ""));
  return name.length > 0 && name.every((t) => said.has(t));
}

const MADE_BY =
  /\b(?:song|single|album|ep|record|track|film|movie|novel|book|play|opera|musical|series|show|painting|poem|work)\b[^.;]{0,40}?\bby\s+([^,.;(]+)/iu;

/**
 * "the 2015–16 team" of "Which Colorado Buffaloes men's basketball team won more games, …": a side named short of its
 * page's title, the title's other words all the question's ("2015–16 Colorado Buffaloes men's basketball team").
 */
function shortOfTitle(side: Side, name: string[], question: string): boolean {
  const asked = new Set(terms(question));
  return titleHolds(side.passage, name) && titleTerms(side.passage).every((t) => asked.has(t));
}

/** A text that opens with a name: its first words hold every word of it ("Sir Dale Rusk (born …", "Kasper Piet
 * Brook" for "Kasper Brook"), not a page that names it later ("… directed by Dale Rusk"). */
export function opensWith(text: string, name: string[]): boolean {
  const opening = terms(text.slice(0, 200)).slice(0, name.length + 2);
  return name.length > 0 && name.every((t) => opening.includes(t));
}

/** "before 1900", "after 1950": a bound a yes/no question puts on each side's date. */
const BOUND_BY_YEAR = new RegExp(`\\b(?:before|after|prior\\s+to)\\s+${YEAR}\\b`, "i");

/**
 * "Is A older than B?", "Was A born before B?", "Did A and B die in the same year?": a comparison asked as yes/no,
 * answered from both sides' dates; undefined when a side has none (or the question compares no dates).
 */
function datedYesNo(question: string, sides: Side[]): Verdict | undefined {
  const asked = withoutSides(question, sides);
  // "… both born before 1900?" bounds each side's date by a year (yearOfVerb), not one side's by the other's.
  if (BOUND_BY_YEAR.test(asked)) return undefined;
  const sameYear = /\bsame\s+(?:year|decade|day|date)\b/i.test(asked);
  const before = /\b(?:before|earlier\s+than|older\s+than|sooner\s+than|prior\s+to)\b/i.test(asked);
  const after = /\b(?:after|later\s+than|younger\s+than|newer\s+than|more\s+recent(?:ly)?\s+than)\b/i.test(asked);
  if (!sameYear && before === after) return undefined;
  // "the same year": order 0 when the years are the same.
  const dated = datedSides(question, sides, sameYear);
  if (!dated) return undefined;
  const yes = sameYear ? dated.order === 0 : dated.order === (before ? -1 : 1);
  if (!sameYear && dated.order === 0) return undefined;
  return { text: yes ? "yes" : "no", confidence: dated.confidence };
}

/**
 * A value a sentence gives as a place in a ranking ("number 33 on the UK Singles Chart", "peaked at No. 5", "#2"),
 * where the sentence or the question speaks of a chart, a peak, a position or a rank. A higher place is the smaller
 * number, so "higher", "more", "a bigger hit" want it ("a higher peak" of "4,200 metres" is a size).
 */
function rankPlace(sentence: string, value: number, question: string): boolean {
  const placed = new RegExp(`(?:\\bnumber|\\bNo\\.|#)\\s*${value}(?![\\d.,])`, "i").test(sentence);
  return placed && /\b(?:chart|peak|position|rank|placing)/i.test(`${sentence} ${question}`);
}

/**
 * "more residents than", "a larger population than", "taller than": a number compared, by a comparative of MORE or
 * FEWER ("more recent" is a date).
 */
const THAN_COUNT = new RegExp(
  `(?!\\bmore\\s+recent)(?:${MORE.source}|${FEWER.source})(?:\\s+[\\p{L}-]+){0,2}\\s+than\\b`,
  "iu",
);

/**
 * "Did A have more residents than B at the 2011 census?", "Is A larger than B?": yes when side A's number (the side
 * the question names first) is the larger (the smaller for "fewer"); undefined when a side states none.
 */
function countedYesNo(question: string, sides: Side[]): Verdict | undefined {
  const asked = withoutSides(question, sides);
  const [more, fewer] = [MORE.test(asked), FEWER.test(asked)];
  if (more === fewer) return undefined;
  const counted = numberedSides(question, sides);
  if (!counted) return undefined;
  // Side A is the one the question names first, whichever order the sides come in.
  const [a, b] = inQuestionOrder(question, sides, counted.values) as [number, number];
  if (a === b) return undefined;
  const larger = counted.places ? !more : more;
  return { text: (larger ? a > b : a < b) ? "yes" : "no", confidence: counted.confidence };
}

/**
 * "Which dog's ancestors include Fenn and Dray Setters: the Valley Terrier or the Brisk Hound?": no value to
 * compare, so the side whose page states the question's words, when one does and the other plainly does not.
 */
function choice(names: string[], sides: Side[], context: Set<string>): Verdict | undefined {
  const predicate = [...context].filter((t) => !/^(?:which|who|what|or|both|either)$/.test(t) && !KIND_WORDS.has(t));
  if (predicate.length < 2) return undefined;
  const holds = sides.map((s) => {
    const have = new Set(terms(`${s.passage.title ?? ""} ${s.passage.text}`));
    return predicate.filter((t) => have.has(t)).length / predicate.length;
  });
  const [a, b] = holds as [number, number];
  const best = Math.max(a, b);
  const lead = Math.abs(a - b);
  if (best < PREDICATE_SHARE || lead < CHOICE_LEAD) return undefined;
  return {
    text: names[a > b ? 0 : 1]!,
    confidence: localConfidence({ typeFit: "typed", coverage: best, margin: lead / best }),
  };
}

/** How much more of the question's words the chosen side's page must state than the other's. */
const CHOICE_LEAD = 0.3;

/** Share of `wanted` in a sentence; 1 when nothing is wanted beyond the comparison itself. */
function share(wanted: Set<string>, sentence: string): number {
  if (wanted.size === 0) return 1;
  const have = new Set(terms(sentence));
  return [...wanted].filter((t) => have.has(t)).length / wanted.size;
}

// "Were A and B of the same nationality?", "… both from the same country?": the one "same" read from demonyms.
const SAME_ORIGIN =
  /\bsame\s+(?:nationality|country|origin|citizenship)\b|\bboth\s+from\s+the\s+same\b|\bshare\s+(?:a|an|the\s+same|their)?\s*(?:nationality|country|citizenship)\b/i;

/** The demonyms ("American", "Italian") of a side's opening sentence, or its countries' (same-place.ts). */
function origins(side: Side): Set<string> {
  return originsOf(sentences(side.passage.text)[0]?.text ?? "");
}

/** A typed yes/no read from each side's own page. */
const SURE = localConfidence({ typeFit: "typed", coverage: 1, margin: 0.5 });

function yesNo(question: string, sides: Side[], context: Set<string>): Verdict | undefined {
  if (/\bsame\b/i.test(question) || SAME_ORIGIN.test(question)) {
    // Only an origin is read this way; "the same neighborhood" or "the same level of city" is not a nationality.
    // "formed by the same company", "the same director": the holders each side's page names, compared.
    // "Were A and B born in the same city?": the places after "born in", compared.
    // (Two sides read from one page are not two places: a page compared with itself always agrees.)
    const place =
      sides[0]!.passage.id === sides[1]!.passage.id
        ? undefined
        : samePlace(
            question,
            sides.map((s) => s.passage.text),
          );
    if (place) {
      const sure = sides.every(ownPage);
      return {
        text: place,
        confidence: localConfidence({ typeFit: "typed", coverage: sure ? 1 : ELSEWHERE, margin: 0.5 }),
      };
    }
    // Read from each side's own page: "Did A and B play the same sport?" (the sport its first sentence names), "the
    // same level of city?" (the words its definition puts before the noun).
    const defined = sides.every(ownPage)
      ? (sameSport(
          question,
          sides.map((s) => s.passage.text),
        ) ??
        sameSort(
          question,
          sides.map((s) => s.passage),
        ))
      : undefined;
    if (defined) return { text: defined, confidence: SURE };
    if (!SAME_ORIGIN.test(question)) return sameHolder(question, sides);
    const [a, b] = sides.map(origins) as [Set<string>, Set<string>];
    if (a.size === 0 || b.size === 0) return undefined;
    const shared = [...a].some((w) => b.has(w));
    return { text: shared ? "yes" : "no", confidence: SURE };
  }
  const inYear = yearOfVerb(question, sides);
  if (inYear) return inYear;
  // "Are A and B both terrier breeds?": each side's own page defines it (category-both.ts).
  const category = sides.every(ownPage)
    ? categoryBoth(
        question,
        sides.map((s) => s.passage),
        sides.map((s) => s.name),
      )
    : undefined;
  if (category) return { text: category, confidence: SURE };
  // "Are A and B both from the United States?": the country is asked as its people's word ("American"), as pages say.
  const origin = countryAsked(question);
  const countryTerms = new Set(origin ? terms(origin.country) : []);
  // "Are A and B both American documentaries?": the predicate's words in each side's passage.
  const predicate = [...context].filter(
    (t) => !/^(both|same|also|either|neither|each)$/.test(t) && !KIND_WORDS.has(t) && !countryTerms.has(t),
  );
  const units = predicate.length + (origin ? 1 : 0);
  // A category ("American documentaries", "opera composers") is checked word by word; a long claim is not.
  if (units === 0 || predicate.length > MAX_PREDICATE_TERMS) return undefined;
  const holds = sides.map((s) => {
    const have = new Set(terms(`${s.passage.title ?? ""} ${s.passage.text}`));
    const from = origin && (have.has(origin.people) || [...countryTerms].every((t) => have.has(t))) ? 1 : 0;
    return (predicate.filter((t) => have.has(t)).length + from) / units;
  });
  const least = Math.min(...holds);
  // A side whose page places it in another state or country, or names another agent for the verb, is a "no" on
  // positive evidence whichever side holds fewer of the words: "Kansas City, Missouri" holds "Kansas" for "both based
  // in Kansas?", and the page that lacks "based" may be the one in Kansas.
  const elsewhere = sides.some(
    (s) => placedElsewhere(question, s.passage.text) || otherAgent(question, s.passage.text),
  );
  if (least >= PREDICATE_SHARE && !elsewhere) {
    return { text: "yes", confidence: localConfidence({ typeFit: "typed", coverage: least, margin: 0.5 }) };
  }
  // "no" on positive evidence: the predicate names an origin ("American") and the failing side's opening sentence
  // gives another ("an Australian documentary"). A passage merely lacking the words says little ("a genus of
  // cacti" never says "plant"): that "no" is a partial answer, below the floor unless the floor is lowered.
  const asked = new Set([
    ...predicate.filter((t) => isPeoplesWord(t.charAt(0).toUpperCase() + t.slice(1))).map((t) => t.toLowerCase()),
    ...(origin ? [origin.people] : []),
  ]);
  const failing = sides[holds.indexOf(least)]!;
  const theirs = [...origins(failing)].map((w) => terms(w)[0] ?? w.toLowerCase());
  const contradicted = (asked.size > 0 && theirs.length > 0 && theirs.every((w) => !asked.has(w))) || elsewhere;
  return {
    text: "no",
    confidence: localConfidence({
      typeFit: contradicted ? "typed" : "partial",
      coverage: contradicted ? 1 : 1 - least,
      margin: contradicted ? 0.5 : 0,
    }),
  };
}

/**
 * "… both formed in 2014?", "… both die in the 1980s?", "… both born before 1900?": the years a yes/no question asks a
 * verb's date to fall in, as the first and last year (a decade is its ten years; "before" and "after" exclude the year).
 */
function askedYears(question: string): { from: number; to: number } | undefined {
  // "the 1900s" may be a century: a decade of a past century only when its tens are not 0 ("the 2000s" is one).
  const decade = /\b(?:in|during)\s+the\s+(1[5-9][1-9]|20\d)0s\b/.exec(question);
  if (decade) return { from: Number(decade[1]) * 10, to: Number(decade[1]) * 10 + 9 };
  const year = new RegExp(`\\b(in|before|after)\\s+(${YEAR})\\b`).exec(question);
  if (!year) return undefined;
  const y = Number(year[2]);
  if (year[1] === "before") return { from: -Infinity, to: y - 1 };
  if (year[1] === "after") return { from: y + 1, to: Infinity };
  return { from: y, to: y };
}

/**
 * "Were Winner and Madtown both formed in 2014?": each side's date of the question's verb, read as a comparison reads
 * it, against the years asked; a page saying "formed in 2013 … debuted in 2014" is no 2014 formation, though it holds
 * the word and the year. "no" as soon as one side's own date falls outside them; undefined when a side gives none.
 */
function yearOfVerb(question: string, sides: Side[]): Verdict | undefined {
  const asked = askedYears(question);
  if (!asked) return undefined;
  const attribute = dateAttribute(question);
  const verb = verbTerms(
    question,
    sides.map((s) => s.name),
    COMPARATIVE_TERMS,
  ).filter((t) => !/\d/.test(t));
  // A point event only: "both active in 2014" asks of a span, which one year inside it answers.
  if (attribute !== "birth" && attribute !== "death" && !namesOrigin(verb)) return undefined;
  const found = sides.map((s) => sideDate(s.passage.text, attribute === "age" ? "event" : attribute, verb));
  const fits = found.map((d) => (d?.unique ? d.years[0]! >= asked.from && d.years[0]! <= asked.to : undefined));
  const sure = (i: number) => (ownPage(sides[i]!) ? 1 : ELSEWHERE);
  const other = fits.indexOf(false);
  if (other >= 0)
    return { text: "no", confidence: localConfidence({ typeFit: "typed", coverage: sure(other), margin: 0.5 }) };
  if (!fits.every((f) => f === true)) return undefined;
  return {
    text: "yes",
    confidence: localConfidence({ typeFit: "typed", coverage: Math.min(sure(0), sure(1)), margin: 0.5 }),
  };
}

/**
 * "Were NX9 and Echo formed by the same entertainment company?", "Do A and B have the same director?": yes when
 * each side's page names the same holder ("formed by Vell Music"), no when they name different ones; sure
 * when each is named once on the side's own page.
 */
function sameHolder(question: string, sides: Side[]): Verdict | undefined {
  const passive = /\b(?:(\p{Ll}+)\s+)?(\p{L}+(?:ed|en)|sung|sang|made|built|run)\s+by\s+(?:the\s+)?same\b/u.exec(
    question,
  );
  const byVerb = passive?.[2];
  const noun = /\bsame\s+(?:\p{L}+\s+)?(\p{L}+)\b/iu.exec(question)?.[1];
  const role = byVerb ? { noun: byVerb, verb: new RegExp(`\\b${byVerb}\\b`, "i") } : noun ? roleNamed(noun) : undefined;
  if (!role) return undefined;
  const holders = sides.map((s) => roleHolder(s.passage, role, true));
  if (holders.some((h) => !h)) return undefined;
  const [a, b] = holders.map((h) => terms(h!.name).join(" "));
  // "film scores composed by the same person": the holder is the score's where the sentence naming them says "score"
  // (a page's "songs composed by …" names another maker of the same film). A capitalised word is a side's name, an
  // "-ly" word an adverb ("originally directed by"): neither is the thing made.
  const thing = passive?.[1];
  const made =
    thing && !/ly$|^(?:was|were|is|are|been|being|be|both|all|each|and|or|also|then|first)$/.test(thing)
      ? terms(thing)
      : [];
  const ofMade = (s: Side, name: string) =>
    made.length === 0 ||
    sentences(s.passage.text).some((x) => x.text.includes(name) && made.every((t) => terms(x.text).includes(t)));
  const sure = sides.every((s, i) => holders[i]!.unique && ownPage(s) && ofMade(s, holders[i]!.name));
  return {
    text: a === b ? "yes" : "no",
    confidence: localConfidence({ typeFit: "typed", coverage: sure ? 1 : ELSEWHERE, margin: 0.5 }),
  };
}

/** "from (the) United States": the country asked for, and its people's word as a term ("american"). */
function countryAsked(question: string): { country: string; people: string } | undefined {
  for (const [country, people] of COUNTRIES) {
    if (new RegExp(`\\bfrom\\s+(?:the\\s+)?${country}\\b`, "i").test(question)) {
      return { country, people: terms(people)[0] ?? people.toLowerCase() };
    }
  }
  return undefined;
}

/** Words naming a kind of thing ("types of plant"), not a property of it: "plant" is what is asked. */
const KIND_WORDS = new Set(
  [
    "type",
    "kind",
    "sort",
    "form",
    "variety",
    "example",
    "both",
    "described",
    "considered",
    "classified",
    "known",
  ].flatMap((w) => terms(w)),
);
const COMPARATIVE_TERMS = new Set(
  terms(
    "older oldest earlier earliest first before sooner predate predates younger youngest later latest newer newest " +
      "recent recently last after more most larger largest bigger biggest higher highest longer longest taller " +
      "tallest greater greatest heavier wider deeper fewer fewest less least smaller smallest lower lowest shorter " +
      "shortest lighter narrower",
  ),
);

/** Share of the predicate's words a side's passage must hold for "both …" to be true of it. */
const PREDICATE_SHARE = 0.6;
