// Acronyms and their spelled-out forms, learned from a corpus's own text at ingest (query expansion reads them back).
// The matching is Schwartz & Hearst's (2003): the short form's letters must appear in order in the long form, the
// first one at the start of a word, and the long form may not run longer than the short form can account for.

export interface AcronymPair {
  /** The short form, lower-cased ("dlq"). */
  short: string;
  /** The long form, lower-cased, words separated by single spaces ("dead letter queue"). */
  long: string;
}

const SHORT = /^[\p{Lu}][\p{L}\p{N}]*[\p{Lu}][\p{L}\p{N}]*$|^[\p{Lu}]{2,}$/u;
const WORD = /[\p{L}\p{N}]/u;

/** A short form: 2–10 characters, starting with a capital and holding at least two (DLQ, gRPC is not one, TTLs is). */
export function isShortForm(token: string): boolean {
  const t = token.replace(/s$/, "");
  return t.length >= 2 && t.length <= 10 && SHORT.test(t);
}

/** Lower-cased words of a long form, hyphens and slashes read as spaces: "Dead-Letter Queue" → "dead letter queue". */
export function normalizeLongForm(text: string): string {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(" ");
}

/** The shortest end of `candidate` that spells `short` (Schwartz & Hearst), or null. */
export function bestLongForm(short: string, candidate: string): string | null {
  const s = short.toLowerCase().replace(/s$/, "");
  const l = candidate.toLowerCase();
  let si = s.length - 1;
  let li = l.length - 1;
  while (si >= 0) {
    const c = s[si]!;
    if (!WORD.test(c)) {
      si--;
      continue;
    }
    while (li >= 0 && (l[li] !== c || (si === 0 && li > 0 && WORD.test(l[li - 1]!)))) li--;
    if (li < 0) return null;
    li--;
    si--;
  }
  const start = l.lastIndexOf(" ", li) + 1;
  const long = candidate.slice(start).trim();
  const words = normalizeLongForm(long).split(" ").filter(Boolean);
  if (words.length < 2 || words.length > Math.min(s.length + 5, s.length * 2)) return null;
  if (long.length <= s.length || long.toLowerCase().includes(s)) return null;
  return long;
}

const MINOR = new Set(["a", "an", "and", "for", "in", "of", "on", "the", "to"]);

/** The initials of a title's words, minor words left out: "Dead-Letter Queues" → "dlq". */
function titleInitials(title: string): string {
  return normalizeLongForm(title)
    .split(" ")
    .filter((w) => w && !MINOR.has(w))
    .map((w) => w[0])
    .join("");
}

const PAREN = /\(([^()]{1,80})\)/g;

/**
 * Pairs stated in the text: "dead-letter queue (DLQ)" and "DLQ (dead-letter queue)"; and, given the document's
 * title, a short form in the text that spells the title ("Dead Letter Queues" and "DLQ").
 */
export function learnAcronyms(text: string, title?: string | null): AcronymPair[] {
  const found = new Map<string, AcronymPair>();
  const add = (short: string, long: string) => {
    const pair = { short: short.toLowerCase().replace(/s$/, ""), long: normalizeLongForm(long) };
    if (pair.long && pair.short) found.set(`${pair.short}\n${pair.long}`, pair);
  };
  for (const m of text.matchAll(PAREN)) {
    const inner = m[1]!.trim();
    const before = text.slice(Math.max(0, m.index - 120), m.index).trimEnd();
    if (isShortForm(inner)) {
      // "long form (SF)": the long form ends right before the parenthesis, within the sentence.
      const sentence = before.split(/[.;:!?\n]\s/).pop() ?? before;
      const long = bestLongForm(inner, sentence);
      if (long) add(inner, long);
      continue;
    }
    // "SF (long form)": the word before the parenthesis is the short form, the parenthesis all of the long form.
    const short = /([\p{L}\p{N}]+)$/u.exec(before)?.[1];
    if (short && isShortForm(short)) {
      const long = bestLongForm(short, inner);
      if (long && normalizeLongForm(long) === normalizeLongForm(inner)) add(short, long);
    }
  }
  const initials = title ? titleInitials(title) : "";
  if (initials.length >= 2) {
    for (const token of new Set(text.match(/\b[\p{Lu}][\p{L}\p{N}]+\b/gu) ?? [])) {
      if (isShortForm(token) && token.toLowerCase().replace(/s$/, "") === initials) add(token, title!);
    }
  }
  return [...found.values()];
}
