import { isStopword, sentences, terms } from "../../text/analyze";
import { escapeRegExp, wholeWord } from "../../text/regex";
import type { ScoredPassage } from "../../types";
import type { AnswerInput, AnswerOutcome } from "../types";
import { IDK } from "../types";
import { type AnswerType, answerType, askedNoun, WHO_VERB } from "./answer-type";
import { MILITARY_UNIT, NOT_A_PERSON } from "./bridge-kind";
import { isPersonClass, kindOfNoun, PLACE_NOUNS } from "./chain-words";
import { leadLifeDate } from "./compare-dates";
import { countsOther } from "./counted-noun";
import { countryNamed } from "./countries";
import { demonymWord } from "./demonyms";
import { EVENT_WORDS, WHEN_EVENT } from "./event-words";
import { kindMisfit } from "./kind-fit";
import { nameRuns } from "./name-runs";
import { otherInstance } from "./numbered-instance";
import { namesAnOption, offeredChoice } from "./offered-choice";
import { OFFICES_OF_PLACE } from "./offices";
import { originUnstated } from "./origin-unstated";
import { pageText, titledAs, titleName } from "./page-title";
import { agentNamedOtherwise, agentPremiseBroken, doneByPageSubject, whichVerb } from "./passive-agent";
import { usState } from "./place-levels";
import { namesakeOnly, otherHeadOnly } from "./premise";
import {
  figureOfOtherYear,
  otherRank,
  qualifierUnnamed,
  quotedTitleUnnamed,
  roleUnsaid,
  yearPlacedOtherwise,
  yearUnstated,
} from "./premise-guards";
import { KIN_LINEAL, KIN_SIBLING, KIN_SPOUSE } from "./relation-cues";
import { MONTH, YEAR } from "./spans";
import { premiseContradicted } from "./stated-premise";
import { swappedDemonym } from "./swapped-demonym";
import { swappedModifier } from "./swapped-modifier";

/** Words of kinship: a relative asked for is named in a sentence holding one. */
const KIN = new RegExp(
  `\\b(?:(?:great-)*(?:grand)?(?:${KIN_LINEAL})|born to|${KIN_SPOUSE}|married|wed|wedded|${KIN_SIBLING}|uncle|aunt|nephew|niece|cousin|` +
    "father-in-law|mother-in-law)s?\\b",
  "i",
);

/**
 * The kinship a question asks for — its last kin word's family, either way round ("her father": a parent or a child;
 * "his wife": a spouse) — as the words a sentence naming the relative holds. "Sultan Osric Bey had a fifth wife; who
 * was her father?" asks for a parent: a sentence naming only his wife names no father.
 */
function kinAsked(question: string): RegExp | undefined {
  const last = [...question.matchAll(new RegExp(KIN.source, "gi"))].at(-1)?.[0].toLowerCase();
  if (!last) return undefined;
  const family = KIN_FAMILIES.find((f) => f.test(last));
  return family ?? KIN;
}

const KIN_FAMILIES = [
  new RegExp(`\\b(?:great-)*grand(?:${KIN_LINEAL})s?\\b`, "i"),
  // (A sentence states a parent by "born to", a spouse by "wed".)
  new RegExp(`\\b(?:${KIN_LINEAL}|born to)s?\\b`, "i"),
  new RegExp(`\\b(?:${KIN_SPOUSE}|married|wed|wedded)s?\\b`, "i"),
  new RegExp(`\\b(?:${KIN_SIBLING})s?\\b`, "i"),
];

/** Answers that are values: one the question itself states answers nothing. */
const VALUE_TYPES: ReadonlySet<AnswerType> = new Set(["number", "money", "duration", "date", "time"]);

/** The span, whole, among the question's words ("1931" in "the 1931 Harbour Medals", not in "19310"). */
function statedIn(question: string, span: string): boolean {
  return wholeWord(span, "iu").test(question);
}

/** Types whose answer is a count or an amount: it holds a number (digits or a number word). */
const AMOUNT_TYPES: ReadonlySet<AnswerType> = new Set(["number", "money"]);
const NUMBER_WORDS =
  /\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|trillion|dozen|half)\b/i;

/**
 * An amount asked for is a number the question does not state: "2010 census" answers "What was the 2010 population
 * of Elmford?" with the year the question gives, not a count.
 */
function statesNoNewNumber(question: string, span: string): boolean {
  if (NUMBER_WORDS.test(span)) return false;
  // (A span with no number at all, "Not available", "unlimited", says the amount another way.)
  const numbers = span.match(/\d[\d,.]*/g) ?? [];
  return numbers.length > 0 && numbers.every((n) => statedIn(question, n.replace(/[.,]$/, "")));
}

/** What a date is said with: a number, a month or a day's name, an era's word. */
const DATE_WORDS =
  /\d|\b(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|yesterday|tomorrow|century|centuries|decade|millennium|spring|summer|autumn|fall|winter|year|years|ago|now|never|bc|bce|ad|ce)\b/i;

/** A span that is a year and nothing else. */
const YEAR_ONLY = new RegExp(`^${YEAR}$`);
/** A question asking someone's or something's age. */
const ASKS_AGE = /\bhow\s+old\b|\b(?:what|which)\s+age\b/i;

/** A question asking which year ("In what year …", "which year …", "the year in which …"). */
const ASKS_YEAR = /\b(?:what|which)\s+year\b|\bthe\s+year\s+(?:in\s+which|when|that)\b/i;
/** What names a year: its digits (a decade's too, "the 1990s", "'90s"), a century, an era. */
const NAMES_YEAR = /\d{3,4}|['’]\d\d|\b(?:century|centuries|decade|millennium|bce?|ad|ce)\b/i;
/** "In what month …?" and what names a month. */
const ASKS_MONTH = /\b(?:what|which)\s+month\b/i;
const NAMES_MONTH = new RegExp(`\\b${MONTH}\\b`, "i");
/** "Under which article …?", "What chapter …?": things told apart by their number, and what names one. */
const ASKS_NUMBERED = /\b(?:what|which)\s+(?:article|chapter|amendment|clause|paragraph|volume)\b/i;
/** A number, a numeral, an ordinal, or a name ("Commerce Clause", a titled chapter). */
const NAMES_NUMBER = /\d|\p{Lu}/u;
const NUMBER_WORD =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|first|second|third|\p{L}+th|last|final)\b/iu;

/**
 * A full stop after a word of three or more lower-case letters, then a capital: the end of a sentence inside a span
 * ("Trophy. Lewiston"), not an abbreviation in a name ("Warner Bros. Pictures", "St. Louis", "Tom Hale Jr. Park").
 */
const ACROSS_SENTENCES =
  /(?<!\b(?:Bros|Corp|Inc|Ltd|Jr|Sr|Dr|St|Mt|Ft|Gen|Col|Capt|Gov|Sen|Rev|Prof|Univ|Dept|Assn|Intl|Mfg|Bhd|Pty|Ave|Blvd|Rd|No|Vol))(?<=\p{Ll}{3})\.\s+\p{Lu}/u;

/** A question that says it asks for a person, not whoever or whatever did something ("Who owns …" may be a firm). */
const ASKS_INDIVIDUAL = /\bwho\b[^?]*\b(?:individual|person|man|woman)\b/i;

/** A body that sits or governs, by its last word: "Republican National Committee", "Kent County Board". */
const GOVERNING_BODY = /\s(?:Committee|Commission|Ministry|Department|Agency|Board|Bureau)$/;

/** A name that is a body's, not a person's: an acronym ("FTX"), a company's or a country's head word, a unit's name. */
const namesABody = (span: string): boolean =>
  /^\p{Lu}{2,6}$/u.test(span) || NOT_A_PERSON.test(span) || MILITARY_UNIT.test(span) || GOVERNING_BODY.test(span);

/**
 * "Who replaced Tom Vale as White House Chief of Staff?", "Who served as head coach …?": the office a who-question
 * names after "as" is one a person holds, read up to the question's end or its next clause; only after a verb of
 * succeeding or holding, which makes the asked one the holder. (Not "Who hired Ada Vell as head coach?": the office
 * is the object's, and a club hires; nor "known as the Father of …", "events such as …".)
 */
const AS_OFFICE =
  /^\s*who\s+(?:(?:currently|later|also|first|then|briefly|once|still|subsequently|eventually|will|would|has|had|is|was|to)\s+)*(?:(?:replaced|succeeded|followed|preceded|took\s+over\s+from)\s+[^?]*?|did\s+[^?]*?\s(?:replace|succeed|follow|precede)\s+|(?:serve[sd]?|serving|became|becomes?|acted|acts|stood|remained|ran|took\s+office|(?:was|is|were|been)\s+(?:elected|appointed|named|chosen|installed|sworn\s+in))\s+(?:[^?]*?\s)?)as\s+(?:the\s+|an?\s+|its\s+|their\s+|his\s+|her\s+)?([^?,;]+)/iu;
const OFFICE_WORD = new RegExp(
  `^(?:${OFFICES_OF_PLACE}|Chief|Chair|Chairman|Chairwoman|Speaker|Premier|Commissioner)$`,
);

/**
 * The noun a "which/what" question asks a person by, when only people are that ("which architect", "which American
 * actress", "who was the commanding officer of …"): a person's role or class, not one a firm may hold ("owner",
 * "publisher", "founder").
 */
function peopleNounAsked(question: string): string | undefined {
  // (Or "Who was the commanding officer of …?": the noun before "of" says what the person is.)
  const m = /\b(?:which|what)\s+([\p{L}-]+)(?:\s+([\p{L}-]+))?/iu.exec(question);
  const which = [m?.[1], m?.[2]]
    .map((w) => w?.toLowerCase())
    .find((w) => !!w && kindOfNoun(w) === "person" && !FIRM_ROLE.test(w));
  if (which) return which;
  // "Who was the (first) commanding officer of …": a noun only people are (an officer, an actress), not a role a
  // body may hold too ("the architect of", "the author of").
  const who = /^\s*who\s+(?:is|was|are|were)\s+the\s+(?:[\p{L}-]+\s+){0,2}?([\p{L}-]+)\s+of\b/iu.exec(question)?.[1];
  if (who && isPersonClass(who)) return who.toLowerCase();
  const office = AS_OFFICE.exec(question)?.[1]?.split(
    /\s+(?=(?:in|at|for|from|after|before|until|since|during|when|while)\b)/,
  )[0];
  return office
    ?.split(/\s+/)
    .find((w) => OFFICE_WORD.test(w) || (kindOfNoun(w) === "person" && !FIRM_ROLE.test(w.toLowerCase())))
    ?.toLowerCase();
}

/** Person nouns a firm may also be: an owner, a publisher, a founder, a host. */
const FIRM_ROLE =
  /^(?:owner|publisher|developer|producer|partner|successor|predecessor|host|head|leader|founder|co-founder|creator|co-creator|namesake|star|general)$/;

/**
 * The same relation asked in the passive: "… was composed by whom?", "By whom was the score composed?", "Who was it
 * directed by?". Regular participles only: "written by whom" names no verb here, and nothing is withheld for it.
 */
const BY_WHOM = /\b(\p{Ll}{3,}ed)\s+by\s+(?:whom|who)\b/iu;
const WHOM_FIRST =
  /^(?:by\s+whom\s+(?:was|were|is|are)\b[^?]*?\s(\p{Ll}{3,}ed)|whom?\s+(?:was|were|is|are)\b[^?]*?\s(\p{Ll}{3,}ed)\s+by)\s*\??\s*$/iu;

/**
 * "Who did the hero of X kill in a duel?", "Whom did she marry?": the verb closing the question, before any phrase of
 * place or time after it ("in a duel"). Not a phrase led by "of" or "by": those belong to the subject. A lower-case
 * word not after a determiner ("Who did the voice of the donkey?" asks no verb).
 */
const WHO_DID =
  /^[Ww]hom?\s+(?:did|does|do|had|has|will|would)\s+[^?]*?(?<!\b(?:the|a|an|of|his|her|its|their|my|your|our))\s(\p{Ll}{3,})(?:\s+(?:in|at|on|with|during|from|to|into|over|after|before|against|for)\s+[^?]*)?\s*\?*\s*$/u;

/**
 * The verb a who-question asks its relation with, active or passive ("owns", "composed"), or the verb whose object it
 * asks for ("Who did … kill?": `object`).
 */
function askedVerb(question: string): { verb: string; object: boolean } | undefined {
  const m = WHO_VERB.exec(question) ?? BY_WHOM.exec(question) ?? WHOM_FIRST.exec(question);
  const verb = m?.[1] ?? m?.[2];
  if (verb) return { verb: verb.toLowerCase(), object: false };
  const did = WHO_DID.exec(question)?.[1];
  return did ? { verb: did.toLowerCase(), object: true } : undefined;
}

/** What makes a name the name of an honour or a title: a possessive, "Best", "Award", "of the Year". */
const KIND_MARK = /['’]s\s|\b(?:Best|Award|Prize|Trophy|Medal|of the Year)\b/;

/**
 * "… held by which goalkeeper?" is not answered by "IFFHS World's Best Goalkeeper": a name that ends in the person noun
 * asked for names a kind of them (an award, a title), not one of them. Of any noun, "Harbor League's Club" asked of
 * Harbor League names the given name's own club (unless the question puts its answer there: "Which museum in New
 * York …" → "New York's Museum").
 */
function namesTheKind(question: string, span: string): string | undefined {
  const noun = askedNoun(question);
  const last = span.toLowerCase().split(/\s+/).pop() ?? "";
  if (!noun || !span || (last !== noun && last !== `${noun}s`)) return undefined;
  // (A title's marks, a possessive or "Best", "Award": "Gary Player" is a player's name, "Stephen King" a king of horror.)
  if (kindOfNoun(noun) === "person" && KIND_MARK.test(span)) return `"${span}" names a kind of ${noun}, not one`;
  const owner = /^(.+?)['’]s\s/u.exec(span)?.[1];
  const placed = (name: string) =>
    new RegExp(`\\b(?:in|at|near|of|from)\\s+(?:the\\s+)?${escapeRegExp(name)}\\b`, "i").test(question);
  return owner?.includes(" ") && question.toLowerCase().includes(owner.toLowerCase()) && !placed(owner)
    ? `"${span}" names ${owner}'s own ${noun}, not the one asked`
    : undefined;
}

/**
 * Why a name is not the kind of thing the question asks for: a body's name for "who is the individual …", a place's
 * or body's for "which architect …", a kind for one of it ("Gary Player" for "which player"), a length without a
 * unit. Read by guardAnswer and by the local answerer's name vote, which passes over names no answer could be.
 */
export function kindWithheld(question: string, span: string): string | undefined {
  if (!span) return undefined;
  if (ASKS_INDIVIDUAL.test(question) && namesABody(span))
    return `"${span}" names a body, and the question asks for a person`;
  // "Which architect designed it?" is not answered by "Fairfax County, Virginia": a person asked by a noun only people
  // are is no place's or body's name.
  const personNoun = peopleNounAsked(question);
  if (personNoun && namesABody(span))
    return `"${span}" names a place or body, and the question asks for ${/^[aeiou]/i.test(personNoun) ? "an" : "a"} ${personNoun}`;
  // "Who won the Vell Pro 2017?" is not answered by the tour the event belongs to: a winner is no competition.
  if (ASKS_WINNER.test(question) && EVENT_HEAD.test(span))
    return `"${span}" names a competition, and the question asks who won`;
  return namesTheKind(question, span) ?? kindMisfit(question, span);
}

/** "Who won …?", "who was the winner of …?": a competitor is asked for. */
const ASKS_WINNER = /^\s*who\s+(?:won|wins|has won|had won)\b|\bwho\s+(?:is|was)\s+the\s+winner\b/i;
/**
 * A competition's name, by its last word: "… Men's Championship Tour", "… World Cup", "the Vell Open". (Not "League",
 * which wins elections, nor "Games", a studio's name: see the organiser check in guardAnswer.)
 */
const EVENT_HEAD =
  /\b(?:Tour|Championships?|Cup|Open|Tournament|Olympics|Series|Trophy|Prize|Awards?|Classic|Marathon|Grand Prix|Pro)$/;

/** The passages an answer cites. */
const citedBy = (input: AnswerInput, out: AnswerOutcome) => out.cited.flatMap((r) => input.passages[r - 1] ?? []);

// A year written before the noun it describes: "James Cameron's 1990 film", "her 1968 debut studio album" (not "in 1990
// which team", where the year dates the question's event).
// (A nationality may stand between them: "the 1994 British film Second Best".)
const DESCRIBED_YEAR = new RegExp(`\\b(${YEAR})((?:\\s+(?:\\p{Ll}[\\p{L}-]*|${demonymWord()}\\b)){1,3})`, "gu");
const DEMONYM = new RegExp(`^${demonymWord()}$`, "u");

/**
 * A dated phrase's nouns, up to its first function word: "debut studio album" of "1968 debut studio album by …" (a
 * nationality before them describes, it is not what is dated).
 */
function phraseNouns(phrase: string): string[] {
  const words: string[] = [];
  for (const w of phrase.trim().split(/\s+/)) {
    if (isStopword(w.toLowerCase())) break;
    if (!DEMONYM.test(w)) words.push(w.replace(/[^\p{L}-]+$/u, ""));
  }
  return words.filter(Boolean);
}

/**
 * "Who composed the score for James Cameron's 1990 film?" answered from "The score to the 1986 James Cameron film
 * Aliens …": the passage the answer cites describes the noun the question dates ("film") with another year, and never
 * states the question's, so the answer is about another entity than the one described (a near-miss premise).
 */
function describedYearUnstated(input: AnswerInput, out: AnswerOutcome, holding: () => string[]): string | undefined {
  const cited = citedBy(input, out);
  if (cited.length === 0) return undefined;
  const pages = cited.map(pageText).join("\n");
  for (const m of input.question.matchAll(DESCRIBED_YEAR)) {
    const year = m[1]!;
    // Pages stating the year elsewhere are read where the answer is: "the adjusted 1991 census figures" is not
    // answered by the sentence giving "the adjusted 2001 census figures" on a page that says "the 1991 census" once.
    // (Not for an either-or question: the answer's sentence is the winner's, the year may describe the other option.)
    const elsewhere = wholeWord(year).test(pages);
    if (elsewhere && offeredChoice(input.question)) continue;
    const text = elsewhere ? holding().join("\n") : pages;
    if (wholeWord(year).test(text)) continue;
    // "her 1990 film Harbour Lights II" names its subject: the name, not the year, says which film it is (the pages'
    // own dating of that name is read by premiseContradicted).
    if (/^\s+["“‘]?\p{Lu}/u.test(input.question.slice((m.index ?? 0) + m[0].length))) continue;
    const words = phraseNouns(m[2]!);
    const other = words.find((w) =>
      new RegExp(`\\b(?!${year}\\b)${YEAR}\\s+(?:[\\p{L}"“”'’-]+\\s+){0,3}?${escapeRegExp(w)}\\b`, "iu").test(text),
    );
    if (other) return `the question's ${year} ${other} is described with another year where the answer is read`;
  }
  return undefined;
}

/** The sentences of those passages that hold the answer's span. */
// (An answer that is a passage, longer than a sentence and cut short, holds the sentences it opens; only such an
// answer: a short span holding a stock opening, "As of the census of", would hold that opening on every town's page.)
const holdingSpan = (cited: ScoredPassage[], span: string) =>
  cited.flatMap((p) =>
    sentences(p.text).filter(
      (x) => x.text.includes(span) || (span.length > 80 && x.text.length >= 20 && span.includes(x.text.slice(0, 20))),
    ),
  );

/**
 * A who-question's relation is said where its answer is named: "Who owns the club Tom Vale coached?" is not answered
 * by the assistant coach a sentence about the club names; the sentence says "owner", "owned", "ownership".
 */
function relationUnsaid(input: AnswerInput, out: AnswerOutcome, span: string): string | undefined {
  const asked = askedVerb(input.question.trim());
  const verb = asked?.verb;
  const stem = verb ? terms(verb)[0] : undefined;
  if (!verb || !stem || stem.length < 3 || !span) return undefined;
  const cited = citedBy(input, out);
  // The answer's own page is about the answer; what it did is said where the question's other names are.
  if (cited.some((p) => titleName(p.title ?? "") === span)) return undefined;
  const holding = holdingSpan(cited, span);
  if (holding.length === 0) return undefined;
  const saysVerb = (text: string) => (text.toLowerCase().match(/\p{L}+/gu) ?? []).some((w) => w.startsWith(stem));
  // "Who did the hero of X kill?" is not answered by the writer every sentence names only as a maker or an owner ("a
  // tragedy written by …", "William Shakespeare's tragedy"): the one who did something else. Any other sentence
  // naming the span may say the verb in its own words ("met", "defeated", "her husband was").
  if (asked.object) {
    const maker = new RegExp(`\\bby ${escapeRegExp(span)}|${escapeRegExp(span)}['’]s\\b`, "g");
    const otherwise = (text: string) => text.replace(maker, " ").includes(span);
    const makerOnly = holding.every((x) => !otherwise(x.text) && !saysVerb(x.text));
    return makerOnly ? `"${span}" is named only as a maker or owner, not as whom "${verb}" asks` : undefined;
  }
  // "… an aria from the opera Gino by Lucio Vane": a maker named after "by" is said to have made it.
  const says = holding.some((x) => x.text.includes(`by ${span}`) || saysVerb(x.text));
  return says ? undefined : `no sentence naming "${span}" says "${verb}"`;
}

/**
 * What makes the verb right after it a possibility, not a deed, governing it with nothing between but its object:
 * "was considering Hale to replace", "expected to win", "planned to found", "could have been painted", "might kill".
 */
const MODAL_BEFORE =
  /\b(?:(?:consider(?:ed|ing)?|rumou?red|speculated)(?:\s+[^\s,;:.]+){0,2}?\s+to|(?:expected|proposed|planned|plans|planning|intended|hoped|wanted|tipped|shortlisted)(?:\s+[^\s,;:.]+){0,2}?\s+to(?:\s+have)?|(?:could|might|may)(?:\s+(?:not\s+)?(?:have\s+)?(?:been\s+)?)?)\s+$/;
/** Words saying the deed was done after all: "was expected to replace Marr, and did so". */
const DONE_AFTER_ALL =
  /\b(?:did\s+so|went\s+on\s+to|eventually|finally|ultimately|took\s+(?:charge|over|office)|became|was\s+(?:appointed|named|installed|elected))\b/i;

/**
 * "Who replaced Ed Marr as Chief of Staff?" is not answered by the sentence saying Ada Vell "was considering Hale to
 * replace Ed Marr": where every sentence naming the answer says the question's verb (its forms, not a noun from it,
 * "founder") only as what someone considered, planned or expected, the deed itself is never stated.
 */
function onlyConsidered(question: string, holding: string[]): string | undefined {
  const asked = askedVerb(question.trim());
  const stem = asked && !asked.object ? terms(asked.verb)[0] : undefined;
  if (!stem || stem.length < 3) return undefined;
  const form = new RegExp(`\\b${escapeRegExp(stem)}\\p{L}{0,3}\\b`, "giu");
  const said = holding.flatMap((text) =>
    [...text.matchAll(form)]
      .filter((w) => !/(?:er|or|ers|ors|ion|ions)$/i.test(w[0]))
      .map((w) => ({ text, at: w.index })),
  );
  const modal = ({ text, at }: { text: string; at: number }) =>
    MODAL_BEFORE.test(text.slice(0, at)) && !DONE_AFTER_ALL.test(text);
  return said.length > 0 && said.every(modal)
    ? `the evidence says "${asked!.verb}" only as something considered or expected, not done`
    : undefined;
}

/**
 * The sentences of the uncited passages that name what a cited page is about (its title's name): "Ada Vell directed
 * Harbour Lights II in 1990" beside the cited page on Harbour Lights II.
 */
function namingCited(passages: ScoredPassage[], cited: ScoredPassage[]): string[] {
  const names = cited.map((p) => titleName(p.title ?? "")).filter((n) => n.length >= 3);
  if (names.length === 0) return [];
  return passages
    .filter((p) => !cited.includes(p))
    .flatMap((p) => sentences(p.text).map((x) => x.text))
    .filter((t) => names.some((n) => t.includes(n)));
}

/** Events a where-question is checked for: born, died, founded, established, formed, married. */
const WHERE_EVENTS = new Set(["born", "die", "died", "founded", "established", "formed", "married"]);
// A life's dates in a parenthesis after a name: "(5 June 1881 – 1932)" says both when someone was born and died.
const LIFE_SPAN = /\([^()]*\d{3,4}\s*[–—-]\s*[^()]*\d{3,4}[^()]*\)/;
/**
 * A when- or where-question's event is said where its answer is: "When was he born?" is not answered by "The holiday
 * was created by … in 1941", nor "Where did he die?" by "born in Leeds". Born and died are also said by a life's dates
 * in parentheses (or in a lead's span that lost its opening one); another verb by its stem ("opened", "founding").
 */
function eventUnsaid(input: AnswerInput, out: AnswerOutcome, span: string): string | undefined {
  const asked = WHEN_EVENT.exec(input.question.trim());
  const verb = asked?.[1]?.toLowerCase();
  const stem = verb ? terms(verb)[0] : undefined;
  if (!verb || !stem || !span) return undefined;
  // Where something happened is checked for a life's and a body's events only: a structure stands where it was built
  // ("a stadium in Burslem" answers where it was built), and dates say no place.
  const where = /^(?:where|in)\b/i.test(asked![0]);
  if (where && !WHERE_EVENTS.has(verb)) return undefined;
  const word = EVENT_WORDS[verb];
  const life = !where && (verb === "born" || verb === "die" || verb === "died");
  const says = (text: string) =>
    (word?.test(text) ?? false) ||
    (life && (LIFE_SPAN.test(text) || leadLifeDate(text, verb === "born") === span)) ||
    terms(text).includes(stem);
  const holding = holdingSpan(citedBy(input, out), span).map((x) => x.text);
  if (holding.length === 0 || says(span) || holding.some(says)) return undefined;
  return `no sentence giving "${span}" says "${verb}"`;
}

// An office held of a place ("41st Vice President of the United States", "Mayor of Dunmere"): a person's title.
const OFFICE_OF = new RegExp(`\\b(?:${OFFICES_OF_PLACE})\\s+of\\b`);

/** A place asked for is not answered by an office held of one: "governor of which state?" by "Vice President of …". */
function officeForPlace(question: string, span: string): boolean {
  const noun = askedNoun(question);
  return !!noun && PLACE_NOUNS.test(noun) && OFFICE_OF.test(span);
}

/**
 * Whether the question names `span` on its own: not as part of a longer name ("James Webb" in "the James Webb Space
 * Telescope", "Chicago" in "the Chicago Tribune") nor as a place after a preposition ("won the Cup in France").
 */
export function standsAlone(span: string, question: string): boolean {
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(span)}(?![\\p{L}\\p{N}])`, "gu");
  return [...question.matchAll(re)].some((m) => {
    const before = question.slice(0, m.index);
    const after = question.slice((m.index ?? 0) + m[0].length);
    return (
      !/(?:^|\s)(?!(?:A|An|The|Who|Whom|What|Which|When|Where|How|Did|Does|Do|Is|Was|Were|Are|In|On|At|By|For|From|Of|And|Or|But|That|This)\s)\p{Lu}[\p{L}'’.-]*\s+$/u.test(
        before,
      ) &&
      !/\b(?:in|at|from|of)\s+$/i.test(before) &&
      !/^\s*(?:['’]s?\s+)?\p{Lu}/u.test(after)
    );
  });
}

// "… between Michael Jordan and Scottie Pippen?", "Of Ada Vell and Tom Hale, who …": two names offered as a pair.
const PAIR_OFFERED =
  /\b(?:between|[Oo]f)\s+((?:\p{Lu}[\p{L}'’.-]*\s*)+?)\s+and\s+((?:\p{Lu}[\p{L}'’.-]*\s*)+?)\s*(?:[,?]|$)/u;
// "A … song was sent out in 1999. Who directed that film?": the last sentence asks who.
const ASKS_WHO_LAST = /(?:^|[.;:]\s*)who\b[^.;:]*\?\s*$/i;
/** A question asked after a statement: "…; when was that coach born?" */
const WHEN_LAST = /(?:^|[.;:]\s*)when\s+(?:did|was|were|is|does|do|will|had)\b[^.;:]*\?\s*$/i;

/** A US state's or a country's name, as a whole span. */
const isStateOrCountry = (span: string): boolean => usState(span) !== undefined || countryNamed(span) !== undefined;

/**
 * A place: a US state's or a country's name, or a name its own sentence places in one after a preposition ("near
 * Bathurst in New South Wales, Australia"; not a results list's "won by Tom Lisle, Australia", nor "Lee, Ohio State's
 * coach": the whole run after the comma is the state or country).
 */
function placeNamed(span: string, holding: string[]): boolean {
  if (isStateOrCountry(span)) return true;
  const within = new RegExp(
    `\\b(?:in|at|near|outside|of|from)\\s+(?:the\\s+)?${escapeRegExp(span)},\\s+(\\p{Lu}\\p{L}*(?:\\s+\\p{Lu}\\p{L}*){0,2})(?![\\p{L}'’-]|\\s+\\p{Lu})`,
    "u",
  );
  return holding.some((s) => {
    const run = within.exec(s)?.[1];
    return run !== undefined && isStateOrCountry(run);
  });
}

/** Questions an origin's word answers: a nationality, a language, a cuisine, a people. */
const ASKS_ORIGIN =
  /\b(?:nationality|nationalities|language|languages|citizenship|origin|origins|ethnicity|ethnic|descent|heritage|cuisine|demonym|people|adjective)\b/i;

/** A person is named: "Italian-born American" only says where someone is from. */
const FROM_WORD = new RegExp(`^${demonymWord(["-born", "ican", "ian", "ese", "ish"])}$`, "u");
const onlySaysOrigin = (span: string): boolean => {
  const words = span.split(/\s+/).filter(Boolean);
  return words.length > 0 && words.every((w) => FROM_WORD.test(w) || /^\p{Ll}/u.test(w)) && FROM_WORD.test(words[0]!);
};

/**
 * "the 2010 population of the county seat of Elm County": an attribute of what a relation ("county seat") gives for a
 * named entity. The relation's head noun ("seat") and the named entity, when the question has that shape.
 */
function nestedRelation(question: string): { relation: string; head: string; name: string } | undefined {
  const m =
    /\bof the ((?:[\p{Ll}-]+\s+){0,2}([\p{Ll}-]{3,}))\s+of\s+(?:the\s+)?(\p{Lu}[\p{L}'’.-]*(?:\s+(?:of\s+|the\s+)?\p{Lu}[\p{L}'’.-]*)*)/u.exec(
      question,
    );
  if (!m) return undefined;
  // The attribute asked must come before the relation: "the population of the county seat of …".
  if (!/\b\p{Ll}+\s+of the\s*$/u.test(question.slice(0, m.index + 7))) return undefined;
  return { relation: m[1]!, head: m[2]!, name: m[3]! };
}

/**
 * An answer read off the named entity's own page, from a sentence that never says the relation the question goes
 * through, is the entity's own attribute: "As of 2010 the county population was 9,100" on Elm County's page does not
 * give the population of its county seat.
 */
function skipsRelation(input: AnswerInput, out: AnswerOutcome, span: string): string | undefined {
  const nested = nestedRelation(input.question);
  if (!nested || !span) return undefined;
  const nameTerms = terms(nested.name);
  // A role names what was done: "director" is said by "directed".
  const heads = [...terms(nested.head), ...terms(nested.head.replace(/(?:er|or)$/, ""))];
  if (heads.length === 0 || nameTerms.length === 0) return undefined;
  for (const r of out.cited) {
    const p = input.passages[r - 1];
    if (!p) continue;
    const title = new Set(terms(titleName(p.title ?? "")));
    if (title.size === 0 || !nameTerms.every((t) => title.has(t))) continue;
    const holding = sentences(p.text).filter((x) => x.text.includes(span));
    if (holding.length > 0 && holding.every((x) => !terms(x.text).some((t) => heads.includes(t))))
      return `"${span}" is said of ${nested.name} itself, not of its ${nested.relation}`;
  }
  return undefined;
}

/**
 * What an answer read from the evidence must also be to be given: not a value the question states, a relative named
 * where the kinship is stated, one of the options an either-or question offers. Otherwise it is withheld, with why.
 * `type` is the answer type the answerer read (answer-type.ts), read here when not given.
 */
export function guardAnswer(
  input: AnswerInput,
  out: AnswerOutcome,
  type: AnswerType = answerType(input.question),
): AnswerOutcome {
  if (out.abstained) return out;
  const span = out.answer.replace(/\s*\[\d+\]/g, "").trim();
  const withheld = (reason: string): AnswerOutcome => ({
    answer: IDK,
    cited: [],
    abstained: true,
    reason,
    guarded: true,
  });
  // A name is read from one sentence: "Jean Rougeau Trophy. Lewiston" runs across a full stop into the next one.
  if (span.split(/\s+/).length <= 6 && ACROSS_SENTENCES.test(span))
    return withheld(`"${span}" runs across two sentences`);
  // A value the question states is not the one it asks for: "In which year was the king of the 1931 Harbour
  // Honours born?" is not answered by "1925".
  if (VALUE_TYPES.has(type) && span && statedIn(input.question, span))
    return withheld(`"${span}" is what the question states, not what it asks`);
  if (AMOUNT_TYPES.has(type) && span && statesNoNewNumber(input.question, span))
    return withheld(`"${span}" holds no amount beyond what the question states`);
  const cited = citedBy(input, out);
  // The cited sentences holding the span, read once when a check asks for them.
  let holdingText: string[] | undefined;
  const holding = () => (holdingText ??= span ? holdingSpan(cited, span).map((x) => x.text) : []);
  // "How many Liberty ships did the yards build?" is not answered by "seven major shipbuilding yards".
  const counted =
    AMOUNT_TYPES.has(type) && span
      ? countsOther(
          input.question,
          span,
          holding(),
          cited.map((p) => p.text),
        )
      : undefined;
  if (counted) return withheld(counted);
  // "What is the capacity of Vell Park?" is not answered by the "1999" of "opened in 1999": a year its sentence writes
  // as a date is no amount; nor is a year an age ("How old was he when he died?" by "1960").
  if (AMOUNT_TYPES.has(type) && YEAR_ONLY.test(span)) {
    const dated = new RegExp(
      `\\b(?:in|since|until|till|by|from|during|after|before|${MONTH})\\s+(?:\\d{1,2},?\\s+)?${span}\\b|\\(${span}\\)`,
      "i",
    );
    if (holding().some((x) => dated.test(x)))
      return withheld(`"${span}" is a year its sentence dates by, not an amount`);
    if (ASKS_AGE.test(input.question)) return withheld(`"${span}" is a year, and the question asks an age`);
  }
  // "When did the war end?" is not answered by a sentence that names no day, month, year nor era.
  // (The question asked after a statement is its last clause: "…; when was that coach born?")
  const undated = describedYearUnstated(input, out, holding);
  if (undated) return withheld(undated);
  // "Who founded Vell Records in Montreal?" is not answered by the sentence saying it was founded in Toronto (by that
  // sentence only: in "Where was the founder of the bank founded in 1901 born?" the founder's own foundings are
  // other events).
  // (The cited pages' titles and texts, which the premise checks read.)
  const citedTexts = cited.map(pageText);
  // (Other pages' sentences naming what a cited page is about, read once when a premise check asks for them.)
  let namingText: string[] | undefined;
  const naming = () => (namingText ??= namingCited(input.passages, cited));
  // (A "No" to a yes/no question claims nothing of the thing described: a premise the evidence contradicts is its
  // reason, not one against it: "Is X a Brazilian TV series?" against "a Portuguese TV series".)
  const denies = type === "yesno" && /^no\b/i.test(span);
  const premise = denies ? undefined : premiseContradicted(input.question, citedTexts, holding);
  if (premise) return withheld(`the question's premise does not hold where the answer is read: ${premise}`);
  // "On what date did Roald Dahl personally open the gallery?" is not answered by the sentence saying it was opened
  // by someone else; nor a figure "of 2016" by another year's, "the third President" by pages naming the fourth, a
  // quoted title by pages that never name it.
  const taken = denies
    ? undefined
    : (agentPremiseBroken(input.question, holding()) ??
      doneByPageSubject(input.question, () =>
        cited.flatMap((p) =>
          holdingSpan([p], span).map((x) => ({ sentence: x.text, title: p.title, before: p.text.slice(0, x.offset) })),
        ),
      ) ??
      (AMOUNT_TYPES.has(type) ? figureOfOtherYear(input.question, citedTexts) : undefined) ??
      otherRank(input.question, holding(), citedTexts) ??
      yearPlacedOtherwise(input.question, citedTexts, holding()) ??
      yearUnstated(input.question, citedTexts, naming) ??
      // (A quoted title is looked for in all the evidence: a chain's answer cites the last hop's page, not the one
      // naming the song it started from.)
      quotedTitleUnnamed(input.question, input.passages.map(pageText)) ??
      // "Jane Marcus's 2006 book" is not read off the page of Jane de Gay, which never says "Marcus".
      namesakeOnly(input.question, cited) ??
      // "the Oslo Society of Model Engineers" is not read off the page of the New York one, which never says "Oslo".
      otherHeadOnly(input.question, cited) ??
      qualifierUnnamed(input.question, citedTexts, holding()));
  if (taken) return withheld(`the question's premise does not hold where the answer is read: ${taken}`);
  // "Who founded it for the Atlantic Coast shipbuilding industry?" is not answered by the page of one founded for the
  // Pacific Coast shipbuilding industry, which never says "Atlantic".
  const swapped = denies
    ? undefined
    : (swappedModifier(input.question, citedTexts) ?? swappedDemonym(input.question, citedTexts, span));
  if (swapped) return withheld(`the question describes another thing than the evidence: ${swapped}`);
  // "Which American company sells Crunchwell?": the answer's own page may be what says it is American; a chain's
  // answer cites its last page, so the evidence's other pages (which hold every sentence naming a cited page) may
  // state what an earlier hop took for granted.
  const origin = denies
    ? undefined
    : originUnstated(
        input.question,
        [...citedTexts, ...input.passages.filter((p) => span && titledAs(p, terms(span))).map(pageText)],
        () => input.passages.map(pageText),
      );
  if (origin) return withheld(`the question's premise does not hold where the answer is read: ${origin}`);
  // "How many episodes in season 5 of Charmed?" is not answered from the page of its fourth season.
  const instance = otherInstance(input.question, cited, span);
  if (instance)
    return withheld(
      `the evidence is about ${instance.found.noun} ${instance.found.n}, not ${instance.asked.noun} ${instance.asked.n}`,
    );
  const asksWhen = type === "date" || WHEN_LAST.test(input.question);
  if (asksWhen && span && !DATE_WORDS.test(span)) return withheld(`"${span}" names no date`);
  // "In what year was she born?" is not answered by "26 November" from a page that gives no year of birth.
  if (asksWhen && span && ASKS_YEAR.test(input.question) && !NAMES_YEAR.test(span))
    return withheld(`"${span}" names no year, and the question asks one`);
  // "In what month was he born?" is not answered by a span naming no month; "Under which article …?" by one naming no
  // article's number.
  if (span && ASKS_MONTH.test(input.question) && !NAMES_MONTH.test(span))
    return withheld(`"${span}" names no month, and the question asks one`);
  if (span && ASKS_NUMBERED.test(input.question) && !NAMES_NUMBER.test(span) && !NUMBER_WORD.test(span))
    return withheld(`"${span}" names no number, and the question asks which one`);
  // (Where it happened too: "Where did he die?" is not answered by the sentence saying he was born in Leeds.)
  const untold = eventUnsaid(input, out, span);
  if (untold) return withheld(untold);
  if (type === "person" && onlySaysOrigin(span)) return withheld(`"${span}" says where someone is from, not who`);
  // "Who founded 990WBOB?" is not answered by "Rhode Island" ("Founded in Providence, Rhode Island"): a state or a
  // country is where something happened, not who did it.
  if ((type === "person" || ASKS_WHO_LAST.test(input.question)) && span && placeNamed(span, holding()))
    return withheld(`"${span}" is a place, and the question asks who`);
  // "Which company syndicated the show?" is not answered by "American" either: only a question asking where from
  // (a nationality, a language) is.
  // (An option the question offers, "the Italian or the Spanish version", is answered by its word.)
  if (onlySaysOrigin(span) && !ASKS_ORIGIN.test(input.question) && !statedIn(input.question, span))
    return withheld(`"${span}" says where something is from, not which one`);
  if (span && officeForPlace(input.question, span))
    return withheld(`"${span}" is an office, and the question asks a place`);
  const kind = kindWithheld(input.question, span);
  if (kind) return withheld(kind);
  // "Who won the Vell Pro 2019?" is not answered by "the World Surf League", whose event the page says it is (a league
  // may win an election: only one named as the event's organiser is withheld).
  if (
    span &&
    ASKS_WINNER.test(input.question) &&
    new RegExp(
      `\\b(?:event|competition|tournament|round|leg|stage|part)\\s+of\\s+(?:the\\s+)?${escapeRegExp(span)}\\b`,
      "i",
    ).test(citedTexts.join("\n"))
  )
    return withheld(`"${span}" organises the event, and the question asks who won`);
  // "Who directed that film?" is not answered by a name the question gives ("Guns N' Roses"), unless it offers it.
  if (
    (type === "person" || ASKS_WHO_LAST.test(input.question)) &&
    span &&
    standsAlone(span, input.question) &&
    !offeredChoice(input.question) &&
    !PAIR_OFFERED.exec(input.question)
      ?.slice(1)
      .some((o) => o.trim() === span)
  )
    return withheld(`"${span}" is a name the question gives, not the one it asks for`);
  const unsaid =
    type === "person"
      ? (relationUnsaid(input, out, span) ??
        roleUnsaid(input.question, cited, span) ??
        onlyConsidered(input.question, holding()))
      : undefined;
  if (unsaid) return withheld(unsaid);
  // "Which psychologist hosts the show?" is not answered by the name beside "hosted by" another's ("… is hosted by
  // actor Ravi Kishan, while the sessions are conducted by psychologist Trupti Jayin").
  const who = askedVerb(input.question.trim());
  const verb = who ? (who.object ? undefined : who.verb) : whichVerb(input.question);
  const agent = verb && /^\p{Lu}/u.test(span) ? agentNamedOtherwise(verb, span, holding()) : undefined;
  if (agent) return withheld(agent);
  const skipped = VALUE_TYPES.has(type) ? skipsRelation(input, out, span) : undefined;
  if (skipped) return withheld(skipped);
  // A relative is named where a kinship is stated: "Who was Tom Vale's great-great-grandfather?" is not
  // answered by the librettist a sentence names beside him.
  const asked = type === "person" ? kinAsked(input.question) : undefined;
  if (asked) {
    // On the relative's own page its sentences say "he", "his great-great-grandson …": there the sentence names the
    // person the question asks about ("the mother of Lenna Sultan" on a wife's page names no father of Osric Bey's).
    const names = nameRuns(input.question).filter((n) => !n.includes(span));
    const stated = cited.some((p) =>
      sentences(p.text).some(
        (x) =>
          asked.test(x.text.replace(span, " ")) &&
          (x.text.includes(span) ||
            (titleName(p.title ?? "") === span && (names.length === 0 || names.some((n) => x.text.includes(n))))),
      ),
    );
    if (!stated) return withheld(`no sentence naming ${span} states the kinship asked`);
  }
  // "…, A or B?" is answered by A or B: a third name the evidence held ("the arena's name") answers another question,
  // and an answer naming both (each side's sentence) has not chosen.
  const options = offeredChoice(input.question);
  // (An option inside the other, "Tarrow" in "Tarrow Rising", is named by an answer naming the longer one.)
  const own = options?.filter((o, i) => {
    const other = new Set(terms(options[1 - i]!));
    return !terms(o).every((t) => other.has(t));
  });
  const named = options?.filter((o) => namesAnOption(out.answer, [o])).length;
  const both = own?.length === 2 && named === 2;
  if (options && named === 0)
    return withheld(`the question offers "${options[0]}" or "${options[1]}"; the evidence gave "${span}"`);
  if (options && both) return withheld(`the answer names both "${options[0]}" and "${options[1]}"`);
  return out;
}
