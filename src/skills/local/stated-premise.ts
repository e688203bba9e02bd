// A premise a question states about what it describes, checked against the page it was found on: "the band formed in
// Seattle in 1985", "the 2005 Usher single". A page that dates or places the same event otherwise, and never states
// the question's year or place, is about another entity than the one described (a near-miss premise).
import { sentences, terms } from "../../text/analyze";
import { escapeRegExp, wholeWord } from "../../text/regex";
import { MONTH, YEAR } from "./spans";

/** What a description says of its entity: an event (its verb) or a noun, with the year or place it gives. */
interface Premise {
  /** The event's verb as written ("formed") or the noun a year describes ("single"). */
  word: string;
  /** How a sentence says it: the verb's own forms ("formed", "forming", "formation"), or the noun. */
  says: RegExp;
  year?: string;
  place?: string;
}

/** Verbs of an event a year or place dates: "formed in 1985", "opened in Adelaide". */
const EVENT =
  "formed|founded|co-founded|established|opened|closed|built|completed|constructed|released|published|premiered|" +
  "aired|debuted|launched|created|born|died|married|fired|signed|elected|appointed|demolished|dissolved|started|" +
  "began|ended|introduced|recorded|issued|held|hosted|drafted|inaugurated|incorporated|renamed|merged|appeared|" +
  "emerged|originated";
// "In what year did X form Y in Minneapolis?": after "did", the event's verb comes bare.
const BARE: Record<string, string> = {
  form: "formed",
  establish: "established",
  open: "opened",
  build: "built",
  release: "released",
  publish: "published",
  launch: "launched",
  create: "created",
  start: "started",
  begin: "began",
  hold: "held",
  host: "hosted",
  record: "recorded",
  incorporate: "incorporated",
  appear: "appeared",
  emerge: "emerged",
  originate: "originated",
};
/**
 * The event, then up to six words before "in"/"on" and what it gives; no clause break and no other event between
 * ("drafted the player born in Ohio" dates the birth, not the draft).
 */
const EVENT_AT = new RegExp(
  `\\b(${EVENT}|${Object.keys(BARE).join("|")})\\b((?:\\s+(?!(?:who|whom|which|that|where|and|${EVENT})\\b)[^\\s,;?]+){0,6}?)\\s+(in|on)\\s+`,
  "giu",
);
/** Other forms of an event's verb a page may use ("death" for "died"); otherwise the stem with -ing, -ation. */
// (Verbs only: "the shale formation in Alberta", "the foundation in Geneva" name things, not a founding.)
const FOUNDING = "found(?:ed|ing)|established|formed|conceived";
const FORMS: Record<string, string> = {
  born: "born|birth",
  died: "died|death",
  began: "began|begun|beginning",
  // A founding is said in any of its verbs: "founded in Montreal" against "conceived and formed … in Toronto".
  founded: FOUNDING,
  "co-founded": FOUNDING,
  formed: FOUNDING,
  established: FOUNDING,
};
/**
 * A year written before the noun it dates, after an article, a possessive or nothing (a hop's description), a name
 * between them or not: "the 2005 Usher single", "Cameron's 1994 film", "2005 Usher single that …".
 */
const DATED_NOUN = new RegExp(
  `(?:^|\\b(?:the|a|an|his|her|their|its)\\s+|['’]s\\s+)(${YEAR})\\s+(?:\\p{Lu}[\\p{L}'’.-]*\\s+){0,3}(\\p{Ll}[\\p{Ll}-]{2,})`,
  "gu",
);
/** A measure after a number is no dated noun: "the 1500 metres". */
const UNIT = /^(?:met(?:re|er)s?|kilomet(?:re|er)s?|km|miles?|feet|foot|yards?|seats?|people|pounds?|tons?|acres?)$/;
/** A capitalised run after "in": a place, unless it is a month, a language or an abbreviation ("NYC", "LA"). */
const PLACE = /^(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2})/u;
const MONTH_WORD = new RegExp(`^${MONTH}$`, "i");
const LANGUAGE =
  /^(?:English|French|German|Spanish|Italian|Portuguese|Russian|Japanese|Chinese|Mandarin|Cantonese|Korean|Arabic|Hindi|Latin|Greek|Dutch|Swedish|Polish|Hebrew)$/;
const ABBREVIATION = /^\p{Lu}[\p{Lu}.]{0,4}$/u;
const YEAR_AT = new RegExp(`^(?:(?:early|late|mid)[\\s-]+)?(?:${MONTH}\\s+(?:\\d{1,2},?\\s+)?)?(${YEAR})\\b`, "iu");

/** An event's name after "in" ("died in World War II", "won in the 2012 Olympics"): no place. */
const EVENT_NAME = /\b(?:War|Battle|Games|Olympics|Cup|Championships?|Revolution|Crisis|Season|Tour)\b/;

/** A place a description may be checked by: a name, not a month, a language, an abbreviation or an event. */
function placeName(run: string): boolean {
  const first = run.split(/\s+/)[0]!;
  return !MONTH_WORD.test(first) && !LANGUAGE.test(first) && !ABBREVIATION.test(run) && !EVENT_NAME.test(run);
}

/** The forms of an event's verb a sentence says it by: "founded", "founding", "foundation" (not "founder", "found"). */
function verbForms(verb: string): RegExp {
  const stem = terms(verb.replace(/^co-/, ""))[0] ?? verb;
  const forms = FORMS[verb] ?? `${escapeRegExp(verb.replace(/^co-/, ""))}|${stem}ing|${stem}ation`;
  return new RegExp(`\\b(?:co-)?(?:${forms})\\b`, "i");
}

/** The premises of a description: each event's year and place, each dated noun's year. */
export function premisesOf(text: string): Premise[] {
  const out: Premise[] = [];
  for (const m of text.matchAll(EVENT_AT)) {
    const verb = BARE[m[1]!.toLowerCase()] ?? m[1]!.toLowerCase();
    // What follows: "in Seattle in 1985", "in 1971", "on October 3, 2004" (a place only after "in").
    let rest = text.slice((m.index ?? 0) + m[0].length);
    let on = m[3]!.toLowerCase() === "on";
    let year: string | undefined;
    let place: string | undefined;
    for (let i = 0; i < 2; i++) {
      const y = YEAR_AT.exec(rest);
      const p = y || on ? null : PLACE.exec(rest);
      if (y) year ??= y[1];
      else if (p && placeName(p[1]!)) place ??= p[1];
      else break;
      rest = rest.slice((y ?? p)![0].length);
      // "in Seattle in 1985", "in Ellensburg, Washington in 1985": the next "in"/"on", past a place's state.
      const next = /^,?\s*(?:\p{Lu}[\p{L}.-]*,?\s+)?(in|on)\s+/u.exec(rest);
      if (!next) break;
      on = next[1] === "on";
      rest = rest.slice(next[0].length);
    }
    if (year || place) out.push({ word: verb, says: verbForms(verb), year, place });
  }
  for (const m of text.matchAll(DATED_NOUN)) {
    if (UNIT.test(m[2]!)) continue;
    // "her 1990 film Harbour Lights II" names its subject: the name, not the year, says which film it is.
    if (/^\s+["“‘]?\p{Lu}/u.test(text.slice((m.index ?? 0) + m[0].length))) continue;
    out.push({ word: m[2]!, says: wholeWord(m[2]!, "iu"), year: m[1] });
  }
  return out;
}

// Nouns pages use for one another: "the 2004 motion picture Nina" dates the film Nina.
const FILM = "(?:film|movie|motion\\s+picture|feature\\s+film|picture)";
const SAME_NOUN: Record<string, string> = { film: FILM, movie: FILM };
// A name dated in brackets after it, as pages title namesakes: "Tosca (1959 film)".
const NAME_DATED = new RegExp(
  `(\\p{Lu}[\\p{L}'’.-]*(?:\\s+\\p{Lu}[\\p{L}'’.-]*){0,3})\\s*\\((${YEAR})\\s+(\\p{Ll}[\\p{Ll}-]{2,})\\)`,
  "gu",
);
// The name a dated noun is given after it: "film Second Best", "film 'A Kiss for Corliss'".
const NAME_AFTER = /^\s+(?:["“‘']([^"”’']+)["”’']|(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3}))/u;

/**
 * Text ending in a word of a longer name ("Purple " before "Rain"): a capitalised word, not a possessive ("Tom Hale's
 * Dunmere") nor a sentence's opening function word ("In Dunmere (1994 film)").
 */
const LONGER_NAME =
  /(?:[\p{L}\d'’-]|\b(?!(?:In|On|At|The|A|An|By|For|From|With|And|But|Of|To|As|After|Before|During|When|While)[ \t])\p{Lu}[\p{L}'’-]*(?<!['’]s)[ \t]+)$/u;

/**
 * "the 1997 film Second Best" read off pages that never say 1997 and date that very name otherwise where they name it:
 * "Second Best is a 1994 British drama film", "the 1994 film Second Best", "Second Best (1994 film)". Another year
 * elsewhere on the pages ("the sequel to her 1986 film Harbour Lights") dates another name.
 */
function namedYearOtherwise(description: string, all: string): string | undefined {
  // "the 1997 film Second Best" and "Tosca (1959 film)": a dated noun and the name it is given.
  const dated: { year: string; noun: string; name: string }[] = [];
  for (const m of description.matchAll(DATED_NOUN)) {
    const named = NAME_AFTER.exec(description.slice((m.index ?? 0) + m[0].length));
    const name = named?.[1] ?? named?.[2];
    if (name) dated.push({ year: m[1]!, noun: m[2]!, name });
  }
  for (const m of description.matchAll(NAME_DATED)) dated.push({ year: m[2]!, noun: m[3]!, name: m[1]! });
  for (const { year, noun, name } of dated) {
    if (UNIT.test(noun) || wholeWord(year).test(all)) continue;
    const n = escapeRegExp(name);
    const w = SAME_NOUN[noun.toLowerCase()] ?? escapeRegExp(noun);
    const other = `(?!${year}\\b)(${YEAR})\\s+(?:[\\p{L}"“”'’-]+\\s+){0,3}?`;
    const dating = new RegExp(
      `\\b${other}${w}\\s+["“‘']?${n}(?![\\p{L}\\d])|` +
        `${n}["”’']?\\s*(?:\\([^)]*\\)\\s*)?,?\\s+(?:is|was)\\s+(?:an?|the)\\s+${other}${w}\\b|` +
        `${n}\\s*\\(${other}${w}\\)`,
      "giu",
    );
    for (const found of all.matchAll(dating)) {
      // The name whole, not the end of another ("Purple Rain (1984 film)" dates no film "Rain"); a year one off is
      // the same work dated by its premiere or its release ("a 1996 film" for "the 1997 film").
      if (!found[1] && LONGER_NAME.test(all.slice(Math.max(0, found.index - 60), found.index))) continue;
      const given = found.slice(1).find(Boolean)!;
      if (Math.abs(Number(given) - Number(year)) > 1) return `the pages date ${noun} ${name} ${given}, not ${year}`;
    }
  }
  return undefined;
}

/** The place a sentence gives the event after its verb: "formed in Ellensburg, Washington" → "Ellensburg". */
function placeAfter(sentence: string, says: RegExp): string | undefined {
  const at = says.exec(sentence);
  if (!at) return undefined;
  const after = sentence.slice(at.index, at.index + 80);
  const m = /\bin\s+(?:the\s+)?(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2})/u.exec(after);
  // (A full stop after a word in lower case ends the sentence: "in Ottawa." is Ottawa; "D.C." keeps its own.)
  return m && placeName(m[1]!) ? m[1]!.replace(/(?<=\p{Ll})\.$/u, "") : undefined;
}

/** Any year of a sentence. */
const YEARS = new RegExp(`\\b${YEAR}\\b`, "g");

/**
 * Why the pages an entity was read from are about another one than the description: they never state its year (or
 * place), and a sentence of `where` (all their sentences unless given) dates (or places) the same event or noun
 * otherwise ("formed in Ellensburg", "(2004) … January 27, 2004"). Undefined when they state it, or say nothing of it.
 * A description stating no premise costs nothing more than reading it (`where` is asked for only then).
 */
export function premiseContradicted(description: string, texts: string[], where?: () => string[]): string | undefined {
  const premises = premisesOf(description);
  const all = texts.join("\n");
  const named = namedYearOtherwise(description, all);
  if (named || premises.length === 0) return named;
  const have = new Set(terms(all));
  const said = where?.() ?? texts.flatMap((t) => sentences(t).map((s) => s.text));
  for (const p of premises) {
    const about = said.filter((s) => p.says.test(s));
    if (p.year && !wholeWord(p.year).test(all)) {
      const other = about.flatMap((s) => s.match(YEARS) ?? [])[0];
      if (other) return `the pages give ${other}, not ${p.year}, for "${p.word}"`;
    }
    const asked = p.place ? terms(p.place) : [];
    // ("formed … in 1919 in Robbinsdale, Minnesota" answers no "form … in Minneapolis", though the page names
    // Minneapolis elsewhere: the sentence stating the event places it, and never says the question's place.)
    const placedOtherwise = (s: string) => {
      const other = placeAfter(s, p.says);
      const have = new Set(terms(s));
      return other !== undefined && !terms(other).some((t) => asked.includes(t)) && !asked.every((t) => have.has(t));
    };
    if (p.place && asked.every((t) => have.has(t)) && about.length > 0 && about.every(placedOtherwise)) {
      return `the pages say "${p.word}" in ${placeAfter(about[0]!, p.says)}, not ${p.place}`;
    }
    if (p.place && !asked.every((t) => have.has(t))) {
      // Another place, not one sharing a word with the question's ("New York City" for "New York").
      const other = about
        .map((s) => placeAfter(s, p.says))
        .find((o) => o !== undefined && !terms(o).some((t) => asked.includes(t)));
      if (other) return `the pages say "${p.word}" in ${other}, not ${p.place}`;
    }
  }
  return undefined;
}
