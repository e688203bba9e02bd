// An entity's own page: which of its pages a hop reads first (among namesakes, the sense whose page states the
// relation asked), and which page the context keeps for a name a part found.
import { isStopword, sentences, terms } from "../../text/analyze";
import { escapeRegExp } from "../../text/regex";
import type { ScoredPassage } from "../../types";
import { TITLE_NOUN } from "./chain-words";
import { titleName, titleTerms } from "./page-title";
import { doerVerbTerms } from "./relation-cues";
import { isPeoplesWord } from "./same-place";

/**
 * How many of the hop's relation words (its query's words other than its names, and a role noun's verb) a page holds,
 * in its text or its title's aside. "director Alien": "Alien (film)" says "directed by", "Alien (soundtrack)" only
 * "composed by" — both are Alien's pages, and the film's is the one a director is read from.
 */
export function relationFit(p: ScoredPassage, query: string, names: Set<string>): number {
  const relation = new Set([...terms(query), ...doerVerbTerms(query)].filter((t) => !names.has(t)));
  if (relation.size === 0) return 0;
  const have = new Set(terms(`${p.title ?? ""} ${p.text}`));
  return [...relation].filter((t) => have.has(t)).length;
}

/**
 * The id of a name's own page among these passages (best first): titled with the name, an aside aside ("Lia Dorn",
 * then "Lia Dorn (album)"); else titled with the name's last words, what a description ends in ("Tom Vale" for
 * "Governor Tom Vale", "Lia Dorn" for "17-year-old Lia Dorn").
 */
export function ownPage(passages: ScoredPassage[], name: string): string[] {
  const wanted = terms(name);
  if (wanted.length === 0) return [];
  const tail = (p: ScoredPassage) => {
    const have = titleTerms(p);
    const k = have.length;
    return (
      k >= Math.min(2, wanted.length) && k <= wanted.length && have.every((t, i) => t === wanted[wanted.length - k + i])
    );
  };
  // Ordered, as tail is (plan-steps titled is unordered): either in the other's place finds other pages, so both stay.
  const exact = (p: ScoredPassage) => titleTerms(p).length === wanted.length && tail(p);
  const plain = (p: ScoredPassage) => titleName(p.title ?? "") === p.title;
  const page =
    passages.find((p) => exact(p) && plain(p)) ??
    passages.find(exact) ??
    passages.find((p) => tail(p) && plain(p)) ??
    passages.find(tail);
  return page ? [page.id] : [];
}

// Words before a name that are no part of it: an honorific ("Sir Peter Vell", "Dr. Ada Vell"); a title (chain-words'
// TITLE_NOUN), a stopword, a possessive or a people's word are no part of it either.
const HONORIFIC = /^(?:sir|dame|lord|lady|dr|mr|mrs|ms|miss|prof|professor|saint|st|general|captain|judge)\.?$/i;
const outsideName = (word: string) =>
  HONORIFIC.test(word) ||
  TITLE_NOUN.test(word) ||
  isStopword(word.toLowerCase()) ||
  /['’]s$/.test(word) ||
  isPeoplesWord(word);

/**
 * The longer name a sentence says the entity's name inside ("Kasper Peter Vell" holding "Peter Vell": another person),
 * when every mention of it there is inside one; undefined when the sentence names the entity itself (or not at all).
 */
export function longerName(sentence: string, name: string): string | undefined {
  const re = new RegExp(`(?:(\\p{Lu}[\\p{L}'’.-]*)\\s+)?${escapeRegExp(name)}(?![\\p{L}])`, "gu");
  let longer: string | undefined;
  for (const m of sentence.matchAll(re)) {
    const before = m[1];
    // ("Sir Peter Vell", "The Peter Vell …", "Denmark's Peter Vell", "Danish Peter Vell": Peter Vell himself.)
    if (!before || outsideName(before)) return undefined;
    longer ??= m[0];
  }
  return longer;
}

/**
 * An answer about an entity read where its name is part of another's ("When was Peter Vell born?" from "Kasper Peter
 * Vell (born 5 November 1986) …"): the longer name, when every cited sentence holding the answer says the entity only
 * inside it and none is on the entity's own page.
 */
export function answeredOfAnother(about: string, span: string, cited: ScoredPassage[]): string | undefined {
  let other: string | undefined;
  for (const p of cited) {
    if (titleName(p.title ?? "").toLowerCase() === about.toLowerCase()) return undefined;
    for (const s of sentences(p.text)) {
      if (!s.text.includes(span) || !s.text.includes(about)) continue;
      const longer = longerName(s.text, about);
      if (!longer) return undefined;
      other ??= longer;
    }
  }
  return other;
}
