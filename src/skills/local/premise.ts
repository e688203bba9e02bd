import { choiceOptions } from "./answer-type";

/**
 * The words of a question that say which thing it is about: ones with a digit ("v2", "5.0.0", "2024"),
 * acronyms ("CEO", "SMS") and capitalised words after its first ("Starter", "Platinum"). Evidence that
 * never mentions one of them is about something else, and an answer drawn from it would be confident
 * nonsense ("How many requests does the Starter plan allow?" answered from the Team plan's limits).
 */
export function specifiers(question: string): string[] {
  const words = question.split(/\s+/).map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "").replace(/['’]s$/i, ""));
  const found = words.filter((w, i) => w.length > 0 && (/\d/.test(w) || /^\p{Lu}{2,}s?$/u.test(w) || (i > 0 && /^\p{Lu}\p{Ll}/u.test(w))));
  return [...new Set(found.map((w) => w.toLowerCase()))].filter((w) => !NOT_SPECIFIC.has(w));
}

/** Capitalised for emphasis or grammar, not to name a thing. */
const NOT_SPECIFIC = new Set(["i", "i'm", "i've", "ok"]);

/**
 * The specifiers of the question that no evidence text mentions (as a whole word; a plural "s" may differ).
 * The options of an either-or question are not required: the evidence need only name the one that holds.
 */
export function missingSpecifiers(question: string, evidence: string[]): string[] {
  const text = evidence.join("\n").toLowerCase();
  const options = new Set((choiceOptions(question) ?? []).flatMap((o) => o.toLowerCase().split(/\s+/)));
  return specifiers(question).filter(
    (s) => !options.has(s) && !mentions(text, s) && !(s.length > 3 && s.endsWith("s") && mentions(text, s.slice(0, -1))),
  );
}

function mentions(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?:^|[^\\p{L}\\p{N}])${escaped}(?:s)?(?:$|[^\\p{L}\\p{N}])`, "u").test(text);
}
