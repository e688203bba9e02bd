// A question that names what it describes by a name before a noun ("the WBA junior welterweight title", "the Atlantic
// Coast shipbuilding industry") asks about that one. Evidence that never says the name, and puts another name before
// the same noun ("the IBF junior welterweight title", "the Pacific Coast shipbuilding industry"), is about another
// thing than the one described: a near-miss premise, whatever else it says. Both must be names in a noun phrase (after
// "the", "a", "which", a possessive): a descriptor ("American", "Oscar-winning", "Conservative") on either side says
// the same thing another way as often as not.
import { isStopword, sentences } from "../../text/analyze";
import { escapeRegExp, wholeWord } from "../../text/regex";
import { DEMONYM_ENDINGS, OTHER_DEMONYMS } from "./demonyms";

/** What opens a noun phrase: an article, a question's "which", a possessive. */
const OPENS = "(?:\\b(?:[Tt]he|[Aa]n?|[Ww]hich|[Ww]hat|[Ii]ts|[Hh]is|[Hh]er|[Tt]heir)\\s+|['’]s\\s+)";
/** A run of one to three capitalised words, then the lower-case noun it names the kind of (four letters or more). */
const RUN = "(\\p{Lu}[\\p{L}'’.&-]*(?:\\s+\\p{Lu}[\\p{L}'’.&-]*){0,2})";
const NAMED_NOUN = new RegExp(`${OPENS}${RUN}\\s+(\\p{Ll}[\\p{Ll}-]{3,})\\b`, "gu");

/** The initials of a run: "International Boxing Federation" → "IBF" (an acronym and its spelling-out are one name). */
const initials = (run: string) =>
  run
    .split(/\s+/)
    .filter((w) => !isStopword(w.toLowerCase()))
    .map((w) => w[0])
    .join("")
    .toUpperCase();

/**
 * Two runs that are one name written two ways: an acronym of the other (or one its initials begin: "NATO", "North
 * Atlantic"), or the same letters dotted ("U.S.").
 */
function sameName(a: string, b: string): boolean {
  const bare = (s: string) => s.replace(/[.\s]/g, "").toUpperCase();
  const acronym = (x: string, y: string) => /^\p{Lu}{2,6}$/u.test(bare(x)) && bare(x).startsWith(initials(y));
  return bare(a) === bare(b) || acronym(a, b) || acronym(b, a);
}

/**
 * A word that describes rather than names: where something is from ("French", "Greek", "Northern Irish",
 * "Greek-American"), a compound with a lower-case part ("Oscar-winning", "Los Angeles-based"), an adjective's ending
 * ("Midwestern", "Conservative", "Federal").
 */
const DESCRIPTOR = new RegExp(
  `(?:-\\p{Ll}+|(?:${[...DEMONYM_ENDINGS, "ern", "ive", "al"].join("|")})|` +
    `^(?:${OTHER_DEMONYMS}|Jewish|Catholic|Protestant|Muslim|Christian|Hindu|Buddhist))$`,
  "u",
);
const describes = (run: string) => DESCRIPTOR.test(run.split(/\s+/).at(-1)!);

/** A run past its leading question or function words ("Which", "In the", "The"), and a possessive's "'s". */
function bareRun(run: string): string {
  const words = run.replace(/['’]s$/, "").split(/\s+/);
  while (words.length > 0 && isStopword(words[0]!.toLowerCase())) words.shift();
  return words.join(" ");
}

/** The question's names before a noun (not descriptors, not a verb's participle: "JFK assassinated"). */
function namedNouns(question: string): { name: string; noun: string }[] {
  const out: { name: string; noun: string }[] = [];
  for (const m of question.matchAll(NAMED_NOUN)) {
    const name = bareRun(m[1]!);
    const noun = m[2]!;
    if (name && !describes(name) && !isStopword(noun) && !/ed$/.test(noun)) out.push({ name, noun });
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
  let said: string[] | undefined;
  for (const { name, noun } of namedNouns(question)) {
    if (wholeWord(name, "iu").test(all)) continue;
    const before = new RegExp(`${OPENS}${RUN}\\s+${escapeRegExp(noun)}\\b`, "gu");
    said ??= texts.flatMap((t) => sentences(t).map((x) => x.text));
    for (const s of said) {
      for (const m of s.matchAll(before)) {
        const other = bareRun(m[1]!);
        if (!other || describes(other) || sameName(name, other)) continue;
        // The words the two names do not share must be absent too: "Atlantic" of "Atlantic Coast" against "Pacific
        // Coast". ("U.S. Navy" and "United States Navy" differ by one name written two ways.)
        const own = name.split(/\s+/).filter((w) => !other.split(/\s+/).includes(w));
        const theirs = other.split(/\s+/).filter((w) => !name.split(/\s+/).includes(w));
        if (own.length === 0 || own.some((w) => wholeWord(w, "iu").test(all))) continue;
        if (sameName(own.join(" "), theirs.join(" "))) continue;
        return `the evidence says ${other} ${noun} where the question says ${name}`;
      }
    }
  }
  return undefined;
}
