import { queryTerms, terms } from "../../text/analyze";
import { CARDINALS } from "../../text/words";
import { askedCategory } from "./category-both";
import { normalise } from "./premise";

/** Words that plainly negate what a sentence says. */
const NEGATION =
  /\b(?:no|not|never|none|cannot|without|neither|nor|(?:can|doesn|don|isn|aren|won|wasn|weren|didn|hasn|haven)['’]t)\b/i;

const CARDINAL_RE = new RegExp(`\\b(${Object.keys(CARDINALS).join("|")})\\b(?!\\s+(?:of|another|or)\\b)`, "g");

/** The numbers a text gives, in digits or as words ("1,000" is 1000, "one hour" is 1; "one of them" is no number). */
const numbersIn = (text: string) => {
  const plain = normalise(text);
  return [
    ...[...plain.matchAll(/\b\d+(?:\.\d+)?\b/g)].map((m) => Number(m[0])),
    ...[...plain.matchAll(CARDINAL_RE)].map((m) => CARDINALS[m[1]!]!),
  ];
};

/** A sentence speaks to a claim when it holds all of its terms (light verbs aside). */
export const MIN_CLAIM_COVERAGE = 1;

export type Verdict = "yes" | "no";

export interface YesNoDecision {
  verdict: Verdict;
  /** Share of the claim's terms the evidence sentence holds. */
  coverage: number;
}

/** Verbs that carry little of a claim: "Does the Free plan include an uptime SLA?" is "Free plan … uptime SLA". */
const LIGHT_VERBS = new Set(
  terms("include have has use allow support offer provide get make come there")
    // Prepositions of time: "after creating it" is said "when you create".
    .concat(terms("after before during until within once while ever still actual")),
);

/** The question's claim terms: its content terms without light verbs and the words the sides of the question name. */
export function claimTerms(question: string, sides: string[] = []): string[] {
  const sideTerms = new Set(sides.flatMap((s) => terms(s)));
  return queryTerms(question).filter((t) => !sideTerms.has(t) && t !== "both" && !LIGHT_VERBS.has(t));
}

/**
 * Whether `sentence` states or plainly negates the claim of a yes/no question about one subject: it must hold every
 * claim term but the numbers; a negation, or a number of the question replaced by another, says "no"; otherwise
 * "yes". Undefined when the sentence does not speak to the claim (then the answerer abstains).
 */
export function decideYesNo(question: string, sentence: string): YesNoDecision | undefined {
  const claim = claimTerms(question).filter((t) => !/^\d/.test(t));
  if (claim.length === 0) return undefined;
  const have = new Set(terms(sentence));
  const coverage = claim.filter((t) => have.has(t)).length / claim.length;
  const asked = numbersIn(question);
  const given = numbersIn(sentence);
  // "Is the limit 50?" against "the limit is 100": the sentence answers with another number.
  // "raised from 50 to 100": the number asked about is what it was, not what it is.
  const replaced = asked.some((n) => new RegExp(`\\bfrom\\s+${n}\\s+to\\s+\\d`).test(normalise(sentence)));
  const otherNumber = asked.length > 0 && given.length > 0 && (replaced || !asked.some((n) => given.includes(n)));
  // "after one hour" against "after 15 minutes": the unit of the number replaced is replaced with it.
  if (otherNumber && coverage >= 0.5) return { verdict: "no", coverage: numberedCoverage(question, claim, have) };
  // "Does v4 use HMAC request signatures?" against "v4 does not use request signatures": what is denied in general
  // is denied of each kind of it. Only the words qualifying a term the sentence holds may be missing.
  if (coverage < MIN_CLAIM_COVERAGE && NEGATION.test(sentence) && !NEGATION.test(question)) {
    const order = terms(question);
    const qualifiers = claim.filter((t) => !have.has(t));
    const qualifies = (t: string) => {
      const head = order[order.indexOf(t) + 1];
      return head !== undefined && have.has(head) && negatedNear(sentence, head);
    };
    if (claim.length - qualifiers.length >= 2 && qualifiers.length === 1 && qualifiers.every(qualifies))
      return { verdict: "no", coverage: 1 - 0.5 / claim.length };
  }
  if (coverage < MIN_CLAIM_COVERAGE) return undefined;
  if (NEGATION.test(sentence) && !NEGATION.test(question)) return { verdict: "no", coverage };
  return { verdict: "yes", coverage };
}

/**
 * Whether a negation governs the word of `term` in the sentence: at most two words before it, in the same clause ("does
 * not use request signatures"; not "no uptime SLA, and support …").
 */
function negatedNear(sentence: string, term: string): boolean {
  const tokens = sentence.split(/\s+/);
  return tokens.some((w, i) => {
    if (!terms(w).includes(term)) return false;
    const before = tokens.slice(Math.max(0, i - 3), i);
    const k = before.findIndex((b) => NEGATION.test(b));
    return (
      k >= 0 && !before.slice(k, -1).some((b) => /[,;.:]$/.test(b)) && !/[,;.:]$/.test(before[before.length - 1] ?? "")
    );
  });
}

/** Share of the claim's terms held, counting the unit after each of the question's numbers as held ("one hour"). */
function numberedCoverage(question: string, claim: string[], have: Set<string>): number {
  const units = new Set(
    [...question.matchAll(/\b(?:\d[\d,.]*|[a-z]+)\s+([a-z]+)/gi)]
      .filter((m) => numbersIn(m[0].split(/\s+/)[0]!).length > 0)
      .flatMap((m) => terms(m[1]!)),
  );
  return claim.filter((t) => have.has(t) || units.has(t)).length / claim.length;
}

/**
 * "Are A and B both X?": yes when each side's sentence states X (all the claim terms, no negation), no when one plainly
 * negates it; undefined otherwise ("the same", "older": a comparison of values, not a yes/no claim about each).
 */
export function decideBoth(question: string, sides: string[], sentences: string[]): YesNoDecision | undefined {
  if (!/\bboth\b/i.test(question) || sentences.length !== sides.length) return undefined;
  // "both terrier breeds": a category's words are all asked, though a side's name holds one ("Valley Terrier").
  const claim = (askedCategory(question, sides) ?? claimTerms(question, sides)).filter((t) => !/^\d/.test(t));
  if (claim.length === 0) return undefined;
  let coverage = 1;
  for (const s of sentences) {
    const have = new Set(terms(s));
    const share = claim.filter((t) => have.has(t)).length / claim.length;
    if (share < MIN_CLAIM_COVERAGE) return undefined;
    if (NEGATION.test(s)) return { verdict: "no", coverage: share };
    coverage = Math.min(coverage, share);
  }
  return { verdict: "yes", coverage };
}
