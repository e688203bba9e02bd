// A question's words said the evidence's way: a word the evidence never uses is replaced by the evidence's own word
// for it, either a longer or shorter form of the same word ("Auth" for "Authentication", "expiry" for "expire") or a
// word of the same general-English sense ("shipped" for "introduced", "pay" for "price"). Only absent words are
// replaced, so a question already worded like its evidence is left as it is.
import { isQuestionWord, isStopword, sentences, stem, terms, words } from "./analyze";

/**
 * Words of one everyday sense, as questions and documentation say it. General English, not any corpus's terms: a
 * thing first made available (released, launched, shipped …), what something costs, a request to a service.
 */
const SENSES: string[][] = [
  ["introduced", "released", "launched", "shipped", "added", "debuted", "unveiled", "available"],
  ["price", "cost", "pay", "fee", "charge"],
  ["request", "call"],
  // how an organisation came to be: "founded" is said "formed" or "established" as often
  ["founded", "formed", "established"],
  ["built", "constructed", "construction"],
  // the most or least something may be: "the biggest payload" is "the maximum payload"
  ["maximum", "biggest", "largest", "highest", "greatest", "max"],
  ["minimum", "smallest", "lowest", "least", "min"],
];

/** The sense a stem belongs to, if any. */
const senseOf = (t: string) => SENSES.find((s) => s.some((w) => stem(w) === t));

/** The other words of the sense a word (or its stem) belongs to, as written: "found" → ["formed", "established"]. */
export function sameSense(word: string): string[] {
  const t = stem(word);
  return senseOf(t)?.filter((w) => stem(w) !== t) ?? [];
}

/** A shorter form must keep this many letters to stand for a longer one ("auth" → "authentication"). */
const MIN_PREFIX = 4;

interface EvidenceTerms {
  /** How often each term occurs in the evidence; titles count double (they name what a page is about). */
  count: Map<string, number>;
  /** A surface word of the evidence for each term. */
  surface: Map<string, string>;
  /** Each sentence's terms (one pass over the evidence serves both). */
  sentences: string[][];
}

function evidenceTerms(texts: string[], titles: string[]): EvidenceTerms {
  const count = new Map<string, number>();
  const surface = new Map<string, string>();
  const add = (text: string, weight: number) => {
    const out: string[] = [];
    for (const w of words(text)) {
      if (isStopword(w)) continue;
      const t = stem(w);
      out.push(t);
      count.set(t, (count.get(t) ?? 0) + weight);
      if (!surface.has(t)) surface.set(t, w);
    }
    return out;
  };
  const split = texts.flatMap((t) => sentences(t).map((s) => add(s.text, 1)));
  for (const t of titles) add(t, 2);
  return { count, surface, sentences: split };
}

/** The evidence's other form of a question word it never uses ("expiry" / "expire"), or undefined. */
function otherForm(word: string, ev: EvidenceTerms): string | undefined {
  const t = stem(word);
  if (t.length < MIN_PREFIX || /\d/.test(t)) return undefined;
  // A longer form must spell the question's word out ("auth" → "authentication"), not merely share its stem's
  // letters ("population" stems to "popul", which "popular" only happens to begin with).
  const spells = (e: string) => (ev.surface.get(e) ?? "").startsWith(word);
  // Same word, longer or shorter: "auth" / "authent", "expiri" / "expir" (the shorter is at least 4 letters, and at
  // most one letter short of the question's own when the evidence's is the shorter).
  const forms = [...ev.count.keys()].filter(
    (e) =>
      !/\d/.test(e) &&
      e !== t &&
      ((e.startsWith(t) && t.length >= MIN_PREFIX && spells(e)) ||
        (t.startsWith(e) && e.length >= Math.max(5, t.length - 1))),
  );
  const form = forms.sort((a, b) => (ev.count.get(b) ?? 0) - (ev.count.get(a) ?? 0))[0];
  return form ? ev.surface.get(form) : undefined;
}

/**
 * The word of the same sense that the evidence uses with the question's other words: "became available" is said
 * "launched" where the sentences about the thing asked after say "launched". Undefined when the question's own word
 * does as well.
 */
function senseWord(word: string, others: Set<string>, texts: () => Set<string>[]): string | undefined {
  const t = stem(word);
  const sense = senseOf(t);
  if (!sense) return undefined;
  const sentenceTerms = texts();
  const cooccurring = (m: string) =>
    Math.max(0, ...sentenceTerms.filter((s) => s.has(m)).map((s) => [...others].filter((o) => s.has(o)).length));
  const own = cooccurring(t);
  let best: string | undefined;
  let bestFit = own;
  for (const w of sense) {
    const f = cooccurring(stem(w));
    if (f > bestFit) [best, bestFit] = [w, f];
  }
  return best;
}

/**
 * A short form of a title word followed by the word that follows it in the title: "Auth v4" for "Authentication
 * v4". The name is the title's, even where the evidence also uses the short form for something else.
 */
function titleWord(word: string, next: string | undefined, titles: string[]): string | undefined {
  if (!next || word.length < MIN_PREFIX) return undefined;
  const lower = word.toLowerCase();
  for (const title of titles) {
    const ws = words(title);
    for (let i = 0; i + 1 < ws.length; i++) {
      if (ws[i]!.length > lower.length && ws[i]!.startsWith(lower) && ws[i + 1] === next.toLowerCase()) return ws[i];
    }
  }
  return undefined;
}

/**
 * The question with each content word said the evidence's way: a short form of a title's name ("Auth v4"), a word
 * the evidence never uses replaced by its other form, and a word of a common sense by the one the evidence uses with
 * the question's other words. Words with digits and stopwords stay as they are.
 */
export function alignToEvidence(question: string, texts: string[], titles: string[] = []): string {
  const ev = evidenceTerms(texts, titles);
  // The evidence's sentences as term sets, made only when a question word has a sense to look up.
  let sets: Set<string>[] | undefined;
  const sentenceTerms = () => {
    sets ??= ev.sentences.map((s) => new Set(s));
    return sets;
  };
  const raws = [...question.matchAll(/[\p{L}\p{N}][\p{L}\p{N}.'’-]*/gu)].map((m) => m[0].replace(/[.]$/, ""));
  // The noun asked for ("what date …") says what kind of answer is wanted, not what the sentence is about.
  const asked = /\b(?:what|which)\s+([\p{L}]+)/iu.exec(question)?.[1];
  const questionTerms = terms(question).filter(
    (t) => !isQuestionWord(t) && (!asked || t !== stem(asked.toLowerCase())),
  );
  let k = 0;
  return question.replace(/[\p{L}\p{N}][\p{L}\p{N}.'’-]*/gu, (match) => {
    const raw = match.replace(/[.]$/, "");
    const next = raws[++k];
    const lower = raw.toLowerCase();
    if (isStopword(lower) || /\d/.test(lower) || terms(lower).length === 0 || isQuestionWord(stem(lower))) return match;
    const t = stem(lower.replace(/['’]s$/u, ""));
    const others = new Set(questionTerms.filter((o) => o !== t));
    const replaced =
      (/^\p{Lu}/u.test(raw) ? titleWord(lower, next, titles) : undefined) ??
      (ev.count.has(t) ? undefined : otherForm(lower, ev)) ??
      senseWord(lower, others, sentenceTerms);
    return replaced === undefined ? match : match.replace(raw, replaced);
  });
}
