// A question that names what it describes by a name before a noun ("the WBA junior welterweight title", "the Atlantic
// Coast shipbuilding industry") asks about that one. Evidence that never says the name, and puts another name before
// the same noun ("the IBF junior welterweight title", "the Pacific Coast shipbuilding industry"), is about another
// thing than the one described: a near-miss premise, whatever else it says.
import { isStopword, sentences } from "../../text/analyze";
import { escapeRegExp, wholeWord } from "../../text/regex";

/** A run of one to three capitalised words, then the lower-case noun it names the kind of (four letters or more). */
const NAMED_NOUN = /(?<![\p{L}'’.-])(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2})\s+(\p{Ll}[\p{Ll}-]{3,})\b/gu;

/** The initials of a run: "International Boxing Federation" → "IBF" (an acronym and its spelling-out are one name). */
const initials = (run: string) =>
  run
    .split(/\s+/)
    .filter((w) => !isStopword(w.toLowerCase()))
    .map((w) => w[0])
    .join("")
    .toUpperCase();

/** Two runs that are one name written two ways: an acronym of the other, or the same letters dotted ("U.S."). */
function sameName(a: string, b: string): boolean {
  const bare = (s: string) => s.replace(/[.\s]/g, "").toUpperCase();
  return bare(a) === bare(b) || bare(a) === initials(b) || bare(b) === initials(a);
}

/** A run past its leading question or function words ("Which", "In the", "The"): "" when nothing else. */
function bareRun(run: string): string {
  const words = run.split(/\s+/);
  while (words.length > 0 && isStopword(words[0]!.toLowerCase())) words.shift();
  return words.join(" ");
}

/**
 * A word saying where something is from ("French", "American", "British"): a page may say it with the country's
 * name ("the Grand Est region of France"), so it names nothing the page must repeat.
 */
const DEMONYM = /^\p{Lu}\p{Ll}+(?:an|ian|ese|ish|ch|ic|i)$/u;

/** The question's capitalised runs before a noun (not a demonym alone: "which French region"). */
function namedNouns(question: string): { name: string; noun: string }[] {
  const out: { name: string; noun: string }[] = [];
  for (const m of question.matchAll(NAMED_NOUN)) {
    const name = bareRun(m[1]!);
    if (name && !DEMONYM.test(name) && !isStopword(m[2]!)) out.push({ name, noun: m[2]! });
  }
  return out;
}

/**
 * Why `texts` (the cited pages, titles with them) are about another thing than the question describes: a name the
 * question puts before a noun is nowhere in them, and one of their sentences puts another name before that noun.
 * The reason names both ("the evidence says IBF junior welterweight where the question says WBA"); undefined when
 * the pages say the question's name, or name no other.
 */
export function swappedModifier(question: string, texts: string[]): string | undefined {
  const all = texts.join("\n");
  for (const { name, noun } of namedNouns(question)) {
    if (wholeWord(name, "iu").test(all)) continue;
    // The words the two names do not share must be absent too: "Atlantic" of "Atlantic Coast" against "Pacific Coast".
    const before = new RegExp(
      `(?<![\\p{L}'’.-])(\\p{Lu}[\\p{L}'’.-]*(?:\\s+\\p{Lu}[\\p{L}'’.-]*){0,2})\\s+${escapeRegExp(noun)}\\b`,
      "gu",
    );
    for (const s of texts.flatMap((t) => sentences(t).map((x) => x.text))) {
      for (const m of s.matchAll(before)) {
        const other = bareRun(m[1]!);
        if (!other || sameName(name, other)) continue;
        const own = name.split(/\s+/).filter((w) => !other.split(/\s+/).includes(w));
        const theirs = other.split(/\s+/).filter((w) => !name.split(/\s+/).includes(w));
        // ("U.S. Navy" and "United States Navy" differ by one name written two ways.)
        if (own.length === 0 || own.some((w) => wholeWord(w, "iu").test(all))) continue;
        if (sameName(own.join(" "), theirs.join(" "))) continue;
        return `the evidence says ${other} ${noun} where the question says ${name}`;
      }
    }
  }
  return undefined;
}
