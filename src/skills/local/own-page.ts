// An entity's own page: which of its pages a hop reads first (among namesakes, the sense whose page states the
// relation asked), and which page the context keeps for a name a part found.
import { terms } from "../../text/analyze";
import type { ScoredPassage } from "../../types";
import { titleName, titleTerms } from "./page-title";

/** A role noun's verb ("director" → "direct", "founder" → "found"), as terms: the page says what the role did. */
function roleVerbTerms(query: string): string[] {
  return (query.match(/\p{Ll}{4,}(?:er|or)\b/gu) ?? []).flatMap((w) => terms(w.slice(0, -2)));
}

/**
 * How many of the hop's relation words (its query's words other than its names, and a role noun's verb) a page holds,
 * in its text or its title's aside. "director Alien": "Alien (film)" says "directed by", "Alien (soundtrack)" only
 * "composed by" — both are Alien's pages, and the film's is the one a director is read from.
 */
export function relationFit(p: ScoredPassage, query: string, names: Set<string>): number {
  const relation = new Set([...terms(query), ...roleVerbTerms(query)].filter((t) => !names.has(t)));
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
