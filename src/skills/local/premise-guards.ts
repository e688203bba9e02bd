// What a question takes for granted about the thing it asks of, checked where the answer is read: the year a figure
// is for, the rank it gives an office, the title it quotes, the role it asks for. Evidence that states the fact of
// another year, rank or title (or never states the role) answers another question: the answer is withheld.
import { foldAccents, isStopword, sentences, terms } from "../../text/analyze";
import { ORDINAL, ordinalValue } from "../../text/number-words";
import { escapeRegExp, wholeWord } from "../../text/regex";
import type { ScoredPassage } from "../../types";
import { choiceOptions } from "./answer-type";
import { WORK_NOUNS } from "./chain-words";
import { titleName } from "./page-title";
import { missingSpecifiers } from "./premise";
import { doerVerb, relationCue } from "./relation-cues";
import { YEAR } from "./spans";

const YEARS = new RegExp(`\\b${YEAR}\\b`, "g");
const EVENT_YEAR = new RegExp(
  `\\b(?:founded|formed|established|born|released|published|opened|built|created|launched|started|began|died|merged)\\s+(?:in\\s+)?${YEAR}\\b`,
  "gi",
);

/**
 * "What was the attendance at the 2016 Chagrin festival?" is not answered by "That year (2010) … an attendance of
 * 1,800" from pages that never say 2016: a figure changes from year to year, and the one read is another year's.
 */
export function figureOfOtherYear(question: string, texts: string[]): string | undefined {
  const all = texts.join("\n");
  // (A year dating another event, "the company founded in 1998", is no year of the figure.)
  const asked = [...new Set(question.replace(EVENT_YEAR, " ").match(YEARS) ?? [])];
  const missing = asked.find((y) => !wholeWord(y).test(all));
  if (!missing) return undefined;
  const other = (all.match(YEARS) ?? []).find((y) => !asked.includes(y));
  return other
    ? `the question asks the figure of ${missing}; the pages give ${other}'s, never ${missing}'s`
    : undefined;
}

// A year the question places its fact by, after the word that places it: "since 17 July 2013", "until 1998", "as of
// 2010". ("in" is not one: "born in 1950" on a chain's last page dates another event than the question's "in 2013";
// nor "after", "before", "during", which name spans a sentence may state otherwise and still cover.)
const PLACED_YEAR = new RegExp(`\\b(since|until|till|from|as\\s+of)\\s+(?:[\\p{L}\\d,]+\\s+){0,2}?(${YEAR})\\b`, "giu");
/** A span of years a sentence states: "from 1988 to 1996", "1997–2001", "1988 until 1996". */
const YEAR_SPAN = new RegExp(`(${YEAR})\\s*(?:[–—-]|to|until|till|through)\\s*(${YEAR})`, "gu");

/**
 * "Who has been Canada's Chief of the Defence Staff since 17 July 2013?" is not answered by "The current CDS, since 17
 * July 2015, is Jonathan Vance": the pages never state the question's year, and the answer's own sentence (`holding`)
 * places its fact by the same word at a year that does not cover the question's: a later one after "since" or
 * "from", an earlier one after "until", another after "as of". A span it states that holds the question's year
 * ("from 1988 to 1996" for "from 1990") covers it.
 */
export function yearPlacedOtherwise(question: string, texts: string[], holding: string[]): string | undefined {
  const all = texts.join("\n");
  for (const m of question.matchAll(PLACED_YEAR)) {
    const year = m[2]!;
    if (wholeWord(year).test(all)) continue;
    const word = m[1]!.toLowerCase().replace(/\s+/g, " ");
    const asked = Number(year);
    const covered = holding.some((h) =>
      [...h.matchAll(YEAR_SPAN)].some((x) => Number(x[1]) <= asked && asked <= Number(x[2])),
    );
    if (covered) continue;
    const at = new RegExp(`\\b${word.replace(" ", "\\s+")}\\s+(?:[\\p{L}\\d,]+\\s+){0,2}?(${YEAR})\\b`, "giu");
    const clashes = (y: number) =>
      word === "since" || word === "from" ? y > asked : word === "until" || word === "till" ? y < asked : y !== asked;
    const other = holding.flatMap((h) => [...h.matchAll(at)].map((x) => x[1]!)).find((y) => clashes(Number(y)));
    if (other) return `the question says ${word} ${year}; the answer's sentence, ${word} ${other}`;
  }
  return undefined;
}

/** A span of years written short: "1997–98", "1995-6". */
const SHORT_SPAN = new RegExp(`(${YEAR})\\s*[–—-]\\s*(\\d{1,2})\\b`, "gu");
/** A year read as a bound, not a fact: "since 2013", "before 1990", "by the year 2000", "between 1990 and …". */
const BOUND_YEAR = new RegExp(
  `\\b(?:since|until|till|from|to|through|after|before|by|between|prior\\s+to|as\\s+of|circa|around|c\\.)\\s+(?:the\\s+)?(?:year\\s+)?(?:(?:early|late|mid)[\\s-]+)?(${YEAR})\\b`,
  "giu",
);

/** A span between full dates: "from March 4, 1861, until his assassination in April 1865", "between 1994 and 1999". */
const DATED_SPAN = new RegExp(
  `\\b(?:from|between|since)\\s+(?:[\\p{L}\\d]+,?\\s+){0,3}?(${YEAR})\\b,?\\s+(?:to|until|till|through|and)\\s+(?:[\\p{L}'’\\d]+,?\\s+){0,4}?(${YEAR})\\b`,
  "gu",
);
/** The second bound of "between 1990 and 1995". */
const BETWEEN_YEARS = new RegExp(`\\bbetween\\s+(?:the\\s+years\\s+)?${YEAR}\\s+and\\s+(${YEAR})\\b`, "giu");

/**
 * "In what year was the collection of 1972 jam sessions released?" is not answered from pages that never say 1972
 * (they gave "The Original Jam Sessions 1969"): every year the question states is a fact it takes for granted, and
 * the pages the answer is read from (`texts`, each hop's page in a chain) must state it, as a year, inside a span
 * they give ("1988 to 1996", "1997–98") or as its decade ("the 1990s"); or another page's sentence naming what a
 * cited page is about must (`naming`, read only when the pages leave a year unstated: "Ada Vell directed Harbour
 * Lights II in 1990" for the page on Harbour Lights II). The years of an either-or question's options are not
 * required (the pages need only name the option that holds), nor a bound ("since 2013" is covered by "since 2011",
 * which yearPlacedOtherwise reads).
 */
export function yearUnstated(question: string, texts: string[], naming?: () => string[]): string | undefined {
  const options = (choiceOptions(question) ?? []).join(" ");
  const bounds = new Set([...question.matchAll(BOUND_YEAR), ...question.matchAll(BETWEEN_YEARS)].map((m) => m[1]!));
  const asked = [...new Set(question.match(YEARS) ?? [])].filter((y) => !bounds.has(y) && !wholeWord(y).test(options));
  const stated = texts.join("\n");
  const left = asked.filter((y) => !wholeWord(y).test(stated));
  if (left.length === 0) return undefined;
  const all = naming ? `${stated}\n${naming().join("\n")}` : stated;
  const spans = [
    ...[...all.matchAll(YEAR_SPAN), ...all.matchAll(DATED_SPAN)].map((m) => [Number(m[1]), Number(m[2])]),
    ...[...all.matchAll(SHORT_SPAN)].map((m) => {
      const from = Number(m[1]);
      const tail = m[2]!;
      const unit = 10 ** tail.length;
      const to = Math.floor(from / unit) * unit + Number(tail);
      // "1999–00" ends in the next century.
      return [from, to < from ? to + unit : to];
    }),
  ];
  const unstated = left.find(
    (year) =>
      !wholeWord(year).test(all) &&
      !spans.some(([from, to]) => from! <= Number(year) && Number(year) <= to!) &&
      !new RegExp(`\\b${year.slice(0, 3)}0s\\b`).test(all),
  );
  return unstated && `the question says ${unstated}; the pages read never state it`;
}

// Ranks from the second on ("the first album" is often said "debut": no rank is checked for it). Not the end of a
// compound, "twenty-fifth", which another number word begins. The words after it, up to three, are read ahead
// without being taken, so that a rank among them is read too ("the second album and third single").
const RANKED = new RegExp(`(?<![\\p{L}\\d-])(${ORDINAL})(?=((?:\\s+\\p{L}[\\p{L}-]{2,}){1,3}))`, "giu");
const ranked = (word: string) => ordinalValue(word) > 1;
/** An ordinal standing alone, in words or digits ("fourth", "4th"). */
const RANK_WORD = new RegExp(`(?<![\\p{L}\\d-])(?:${ORDINAL})(?![\\p{L}\\d-])`, "giu");

/** The ranks a text gives a noun, a word or two between them or not ("the third term", "3rd studio album"). */
const ranksOf = (text: string, noun: string) =>
  [
    ...text.matchAll(
      new RegExp(`(?<![\\p{L}\\d-])(${ORDINAL})\\s+(?:[\\p{L}-]+\\s+){0,2}?${escapeRegExp(noun)}\\b`, "giu"),
    ),
  ]
    .map((x) => x[1]!)
    .filter(ranked);

/**
 * "In what year did her son become the third President of Ireland?" is not answered by the sentence calling him "the
 * fourth President of Ireland": where the answer is read (`holding`, the sentences giving it), the question's rank
 * for a noun it ranks is not the evidence's. Nor is "the Democratic nominee when Percy ran for a fourth Senate term"
 * read off a page (`texts`, the cited pages) that gives his run only as for "a third term" and never says "fourth".
 */
export function otherRank(question: string, holding: string[], texts: string[] = []): string | undefined {
  const all = holding.join("\n");
  const pages = texts.join("\n");
  for (const m of question.matchAll(RANKED)) {
    if (!ranked(m[1]!)) continue;
    const rank = ordinalValue(m[1]!);
    // The noun it ranks: the word after it, whatever it is ("third studio album": "studio"; "second most …": "most");
    // after a name's word, the words on to a function word or another rank as well ("a fourth Senate term": "Senate",
    // "term").
    const [first, ...more] = m[2]!.trim().split(/\s+/);
    const nouns = [first!];
    for (const w of /^\p{Lu}/u.test(first!) ? more : []) {
      if (isStopword(w.toLowerCase()) || ordinalValue(w) > 0) break;
      nouns.push(w);
    }
    // (The rank said as a number after its noun is said too: "Season 4", "term 4".)
    const saysRank = (text: string) =>
      nouns.some((noun) => new RegExp(`\\b${escapeRegExp(noun)}\\s+${rank}\\b`, "iu").test(text));
    const other = (text: string) => {
      const found = nouns.map((noun) => ({ noun, ranks: ranksOf(text, noun) }));
      if (saysRank(text) || found.some((f) => f.ranks.some((r) => ordinalValue(r) === rank))) return undefined;
      return found.find((f) => f.ranks.length > 0);
    };
    const said = other(all);
    if (said) return `the question says the ${m[1]} ${nouns.join(" ")}; the pages, the ${said.ranks[0]} ${said.noun}`;
    // The pages, when they never say the question's rank at all.
    if ([...pages.matchAll(RANK_WORD)].some((x) => ordinalValue(x[0]) === rank)) continue;
    // (A sentence ranks a noun only where its page does: no page rank, no sentence to read.)
    if (!nouns.some((noun) => ranksOf(pages, noun).length > 0)) continue;
    // Only a sentence stating the question's own event otherwise: one sharing two more of its lower-case words (its
    // names are every sentence's subject) — "Percy ran for re-election to a third term" — not one ranking an earlier
    // instance ("serving a second term").
    const asked = new Set(
      terms(
        question
          .split(/\s+/)
          .filter((w) => /^\p{Ll}/u.test(w) && !ordinalValue(w))
          .join(" "),
      ),
    );
    const own = (x: string) => terms(x).filter((t) => asked.has(t) && !nouns.some((n) => terms(n).includes(t)));
    const stating = texts.flatMap((t) => sentences(t).map((x) => x.text)).filter((x) => new Set(own(x)).size >= 2);
    const paged = other(stating.join("\n"));
    if (paged)
      return `the question says the ${m[1]} ${nouns.join(" ")}; the pages, only the ${paged.ranks[0]} ${paged.noun}`;
  }
  return undefined;
}

// A title the question quotes: in double quotes, or in single quotes that open after a space and close before one
// ("the song 'Shallow'", not "Guns N' Roses' drummer").
const QUOTED = /["“]([^"”]{3,80})["”]|(?<=^|\s)['‘]([^'’]{3,80})['’](?=[\s?,.!;:]|$)/gu;
// (Or the noun and a copula or a naming verb: "whose debut album is '2014 S/S'", "the film titled 'Up'".)
const WORK_BEFORE = new RegExp(`\\b(?:${WORK_NOUNS})\\s+(?:(?:is|was|called|titled|entitled|named)\\s+)?$`, "i");
// ("Amélie" is "Amelie", "Sorcerer's" is "Sorcerers".)
const flat = (text: string) =>
  (
    foldAccents(text)
      .replace(/['’]/g, "")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).join(" ");

/**
 * "In what year was Louise Bryant's book "Ten Red Months in Russia" published?" is not answered from pages that
 * never name that title (hers is "Six Red Months in Russia"): the quoted title is the question's subject.
 */
export function quotedTitleUnnamed(question: string, texts: string[]): string | undefined {
  const all = flat(texts.join("\n"));
  for (const m of question.matchAll(QUOTED)) {
    // Only a work's title ("the book "…"", "the single '…'"): a quoted source ("'The Age'") or nickname ("the "Prince
    // of tenors"") may be found on a page the answer does not cite.
    if (!WORK_BEFORE.test(question.slice(0, m.index))) continue;
    const title = (m[1] ?? m[2] ?? "").trim();
    if (flat(title) && !` ${all} `.includes(` ${flat(title)} `)) return `no page found names "${title}"`;
  }
  return undefined;
}

// "the cinematographer of X": a role a person holds for a work or a body, said by the role's noun or its verb.
const ROLES = new Set(
  "director producer composer screenwriter cinematographer editor designer architect founder co-founder creator owner publisher illustrator narrator host coach manager captain conductor choreographer lyricist inventor photographer animator presenter".split(
    " ",
  ),
);
// The noun the question asks its answer by: "Who was the cinematographer of …", "Who was X's editor?" (not a middle
// one: "Who is the wife of the founder of …" asks for a wife).
const ROLE_ASKED = [
  /^\s*who\s+(?:is|was|were|are|served\s+as)\s+(?:the|its|his|her|their)\s+(?:[a-z-]+\s+){0,2}?([a-z-]+)\s+of\b/i,
  /^\s*who\s+(?:is|was|were|are)\s+[^?]*['’]s\s+(?:[a-z-]+\s+){0,2}?([a-z-]+)\s*\??\s*$/i,
];

// A role's other words where its holder is named: an owner is who the thing was "bought by" ("acquired by"), a host
// or presenter who it was "presented by" or "hosted" by (not "bought a player", "presented the award").
const ROLE_OTHER: Record<string, RegExp> = {
  owner: /\b(?:bought|acquired|purchased)\s+by\b/i,
  host: /\b(?:presented\s+by|presenters?)\b/i,
  presenter: /\b(?:(?:co-)?host(?:ed|s|ing)?|presented\s+by)\b/i,
};

/**
 * "Who was the cinematographer of Big Stone Gap?" is not answered by "written and directed by Adriana Trigiani": no
 * sentence naming the answer (nor the answer's own page) says the role, by its noun, its verb ("directed",
 * "cinematography") or its other words (ROLE_OTHER).
 */
export function roleUnsaid(question: string, cited: ScoredPassage[], span: string): string | undefined {
  const role = ROLE_ASKED.map((re) => re.exec(question)?.[1]?.toLowerCase()).find((x) => x);
  if (!role || !ROLES.has(role) || !span) return undefined;
  const verb = doerVerb(role.replace(/^co-/, ""));
  const cue =
    relationCue(role) ?? new RegExp(`\\b(?:co-)?(?:${escapeRegExp(role.replace(/^co-/, ""))}|${verb ?? role})`, "i");
  const said = cited.flatMap((p) =>
    titleName(p.title ?? "") === span
      ? sentences(p.text).map((x) => x.text)
      : sentences(p.text)
          .filter((x) => x.text.includes(span))
          .map((x) => x.text),
  );
  if (said.length === 0 || said.some((x) => cue.test(x) || ROLE_OTHER[role]?.test(x))) return undefined;
  return `no sentence naming "${span}" says "${role}"`;
}

// "… on CBS", "… for ABC": a name the question frames its event by (a network, a team, a label).
const FRAME = /\b(?:on|for)\s+(?:the\s+)?(\p{Lu}[\p{L}'’.&-]*(?:\s+\p{Lu}[\p{L}'’.&-]*){0,3})/gu;

/**
 * "Who hosted the revival of Ripley's on CBS in the 1980s?" is not answered from a sentence framing the revival by
 * another name ("revived for ABC in the 1980s, … hosted by Jack Palance") on pages that never say "CBS". An either-or
 * question's options need not be named: the pages name the one that holds.
 */
export function qualifierUnnamed(question: string, texts: string[], holding: string[]): string | undefined {
  if (texts.length === 0 || choiceOptions(question)) return undefined;
  const other = holding
    .flatMap((h) => [...h.matchAll(FRAME)].map((x) => x[1]!))
    .find((name) => !question.includes(name));
  if (!other) return undefined;
  for (const m of question.matchAll(FRAME)) {
    if (missingSpecifiers(m[0], texts).length > 0)
      return `the answer's sentence says ${other}, and the pages never mention "${m[1]}"`;
  }
  return undefined;
}
