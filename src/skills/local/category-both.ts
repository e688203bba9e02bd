import { sentences, terms } from "../../text/analyze";
import { escapeRegExp } from "../../text/regex";
import type { ScoredPassage } from "../../types";
import { isPeoplesWord, originsOf } from "./same-place";

/**
 * "Are A and B both terrier breeds?", "… both chains of supermarkets?": a category asked of two things, read from
 * each side's own definition, the phrase its page's first sentence gives after "is a" ("The Valley Terrier is a
 * breed of dog of the smooth-haired terrier type"). "yes" when each definition holds every word of the category; "no"
 * when one does and the other's definition is of the same kind (a word of it in both, not a people's word or a year)
 * but of another sort (its own words, and its page never uses the category's missing word: "a type of herding dog"
 * against "terrier"); undefined otherwise (a page without a definition, a definition that says neither).
 */
export type CategoryVerdict = "yes" | "no";

/** What follows "both": a noun phrase of a few words, not a place, a relation or an event ("from", "born in"). */
const CATEGORY = /\bboth\s+((?:an?\s+)?[\p{L}\d'’-]+(?:\s+[\p{L}\d'’-]+){0,4})\s*\??$/iu;
const NOT_A_CATEGORY = new RegExp(
  "^(?:an?\\s+)?(?:from|in|of|on|at|by|to|for|with|born|died|located|based|known|named|made|members?|part|the|same|" +
    "have|had|been|being|\\p{L}+ed)\\b",
  "iu",
);
const MAX_SUBJECT_WORDS = 12;
const COPULA = /\s(?:is|was|are|were)\s+(?:(?:a|an|the|one\s+of\s+the|one\s+of)\s+)?/i;
/** Where a definition's clause ends: punctuation, a relative clause, a participle or a place. */
const DEFINITION_END = new RegExp(
  "[,;:(—–]|\\s(?:that|which|who|whose|where|including|operating|located|based|founded|owned|known|from|in|on|at|" +
    "since|until|for)\\s|\\s\\p{L}+ed\\s+by\\s",
  "iu",
);
/**
 * Words a definition of any sort may share without making two things alike. A taxonomic rank says how a thing is
 * classed, not what it is: "a genus of … cacti" and "a genus of flowering plants" are alike in rank only, and the
 * cacti are plants all the same.
 */
const GENERIC = new Set(
  terms("type kind sort form variety one part member group series number genus genera species family order"),
);

/** The phrase after "both" as written ("terrier breeds", "American"); undefined when it asks a relation or an event. */
function categoryPhrase(question: string, sides: string[]): string | undefined {
  // "Are both Velmia and Orrin genera?": the sides named after "both" are not the category.
  const bare = sides.reduce((q, s) => (s ? q.replace(new RegExp(`\\b${escapeRegExp(s)}\\b`, "i"), " ") : q), question);
  const phrase = CATEGORY.exec(bare.trim().replace(/\bboth\s+and\s+/i, "both "))?.[1];
  return phrase && !/\band\b/i.test(phrase) && !NOT_A_CATEGORY.test(phrase) ? phrase : undefined;
}

/** The category a "both" question asks of its sides, as terms; undefined when it asks a relation or an event. */
export function askedCategory(question: string, sides: string[] = []): string[] | undefined {
  const category = terms(categoryPhrase(question, sides) ?? "");
  return category.length > 0 ? category : undefined;
}

/** The people's words a "both" question's category holds ("American" in "both American bands"). */
function askedPeoples(question: string, sides: string[]): string[] {
  const phrase = categoryPhrase(question, sides) ?? "";
  return phrase.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w) && isPeoplesWord(w));
}

/** The defining phrase of a page: its first sentence after "is a", to the end of its clause, as terms. */
export function definition(passage: ScoredPassage): { terms: string[]; kinds: string[] } | undefined {
  const first = (sentences(passage.text)[0]?.text ?? "").replace(/\s*\([^)]*\)/g, "");
  const copula = COPULA.exec(first);
  if (!copula || first.slice(0, copula.index).split(/\s+/).length > MAX_SUBJECT_WORDS) return undefined;
  const rest = first.slice(copula.index + copula[0].length);
  const end = DEFINITION_END.exec(rest);
  const phrase = (end ? rest.slice(0, end.index) : rest).replace(/[.!?]+$/, "");
  const words = terms(phrase);
  if (words.length === 0) return undefined;
  // A people's word ("American") or a year says where or when, not what: two things sharing it may differ in kind.
  const kinds = phrase
    .split(/\s+/)
    .filter((w) => !/^\p{Lu}/u.test(w) && !/\d/.test(w))
    .flatMap((w) => terms(w))
    .filter((t) => !GENERIC.has(t));
  return { terms: words, kinds };
}

/** The verdict on "are A and B both <category>?" from the sides' own pages; undefined when they do not settle it. */
export function categoryBoth(
  question: string,
  passages: ScoredPassage[],
  sides: string[] = [],
): CategoryVerdict | undefined {
  const category = askedCategory(question, sides);
  if (!category || passages.length !== 2) return undefined;
  const defs = passages.map(definition);
  if (defs.some((d) => !d)) return undefined;
  // A people's word is where a thing is from, however its page says it: "a United States post-punk band" is American.
  const peoples = askedPeoples(question, sides);
  const peopleTerms = new Set(peoples.flatMap((w) => terms(w)));
  const kind = category.filter((t) => !peopleTerms.has(t));
  const origins = passages.map((p) => originsOf(sentences(p.text)[0]?.text ?? ""));
  const from = origins.map((o) => peoples.every((w) => o.has(w)));
  const holds = defs.map((d, i) => kind.every((t) => d!.terms.includes(t)) && from[i]);
  if (holds.every(Boolean)) return "yes";
  if (holds.every((h) => !h)) return undefined;
  const f = holds.indexOf(false);
  // Failing on origin alone: "no" only where the page gives another ("a British band"), not where it gives none.
  if (kind.every((t) => defs[f]!.terms.includes(t))) return origins[f]!.size > 0 ? "no" : undefined;
  const failing = defs[f]!,
    holding = defs[1 - f]!;
  const sameKind = failing.kinds.some((t) => holding.kinds.includes(t));
  const own = failing.terms.some((t) => !holding.terms.includes(t) && !category.includes(t));
  const page = new Set(terms(`${passages[f]!.title ?? ""} ${passages[f]!.text}`));
  const missing = category.filter((t) => !failing.terms.includes(t));
  const neverSaid = missing.some((t) => !page.has(t));
  return sameKind && own && neverSaid ? "no" : undefined;
}

const SAME_SORT = /\bsame\s+(?:level|type|kind|sort|class|category|grade|rank)\s+of\s+(\p{L}+)/iu;

/**
 * "Are Harlow and Venmouth the same level of city?": each side's definition names the noun ("a prefecture-level city",
 * "a county-level city"); yes when the words before it are the same, no when they share none, else undefined.
 */
export function sameSort(question: string, passages: ScoredPassage[]): CategoryVerdict | undefined {
  const noun = SAME_SORT.exec(question)?.[1];
  const head = noun && terms(noun)[0];
  if (!head || passages.length !== 2) return undefined;
  const sorts = passages.map((p) => {
    const d = definition(p);
    const at = d ? d.terms.indexOf(head) : -1;
    return at > 0 ? d!.terms.slice(0, at) : undefined;
  });
  if (sorts.some((s) => !s)) return undefined;
  const [a, b] = sorts as [string[], string[]];
  if (a.length === b.length && a.every((t) => b.includes(t))) return "yes";
  return a.some((t) => b.includes(t)) ? undefined : "no";
}
