// "How many Liberty ships did the Kaiser Shipyards build?" is not answered by "The Kaiser Shipyards were seven major
// shipbuilding yards": the number there counts yards. A count answers a how-many question where it counts the noun
// asked; a number written with another noun, the asked one not said of it, counts something else ("two non-Tree
// albums: … and the single …" is no count of singles).
import { isStopword, terms } from "../../text/analyze";
import { CLOSED_WORDS, kindOfNoun } from "./chain-words";

/**
 * The plural noun a "how many …" question counts, as written: "how many Liberty ships did …" → "ships". Not "times"
 * (how often), nor a phrase with none ("how many people").
 */
function countedNoun(question: string): string | undefined {
  const m =
    /\bhow many\s+(.+?)(?=\s+(?:do|does|did|is|are|was|were|can|could|will|would|has|have|had|in|on|at|for|per|of)\b|[?,]|$)/i.exec(
      question,
    );
  // The first plural of its first three words: "how many main characters take turns narrating the series The
  // Chronicles is …" counts characters.
  const noun = m?.[1]
    ?.trim()
    .split(/\s+/)
    .slice(0, 3)
    .map((w) => w.toLowerCase())
    .find((w) => /^\p{Ll}+[^s]s$/u.test(w));
  return noun && noun !== "times" ? noun : undefined;
}

/** Nouns that count people: one counted by another ("members" as "musicians") is still a count of people. */
const PEOPLE =
  /^(?:people|persons|individuals|inhabitants|residents|citizens|members|employees|workers|staff|soldiers|troops|students|pupils|players|musicians|passengers|spectators|fans|visitors|attendees|children|men|women|adults|survivors|victims|casualties|deaths|crew|crewmen|personnel)$/;
const countsPeople = (noun: string) => PEOPLE.test(noun) || kindOfNoun(noun.replace(/s$/, "")) === "person";

/** A number, in digits or in words. */
const NUMBER =
  /(?<![\p{L}\d])(?:\d[\d,.]*|(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|dozen)(?:-\p{Ll}+)?)(?![\p{L}\d])/iu;

/**
 * The noun a number in `text` is written with: the last of the lower-case words right after it, up to a function
 * word or a preposition ("7 times after …"), a participle or a mark ("seven major shipbuilding yards located …" → "yards"). Undefined when none follows.
 */
function nounAfterNumber(text: string): string | undefined {
  const at = NUMBER.exec(text);
  if (!at) return undefined;
  const words: string[] = [];
  for (const w of text.slice((at.index ?? 0) + at[0].length).split(/(?=[,.;:()])|\s+/)) {
    if (!w) continue;
    if (!/^\p{Ll}[\p{L}-]+$/u.test(w) || isStopword(w) || CLOSED_WORDS.test(w) || /(?<!ing)ed$/.test(w)) break;
    if (words.length === 4) break;
    words.push(w);
  }
  // (A word ending in -ing may be a noun's modifier, "shipbuilding yards", but is no head of its own.)
  while (words.length > 0 && /ing$/.test(words.at(-1)!)) words.pop();
  return words.at(-1);
}

/**
 * Why `span`, read from `holding` (the sentences of the cited pages that hold it), counts another thing than the
 * question: its number is written with another noun, and the noun asked is not said within the words after it. People
 * counted by another person noun ("members" as "musicians") are still people: nothing is withheld for them.
 */
export function countsOther(question: string, span: string, holding: string[]): string | undefined {
  // A rate ("How many API calls per second …") is counted in its unit's own words ("1,000 requests per second").
  if (/\bper\b/i.test(question)) return undefined;
  const asked = countedNoun(question);
  const askedTerm = asked ? terms(asked)[0] : undefined;
  if (!asked || !askedTerm || holding.length === 0) return undefined;
  for (const s of holding) {
    const from = s.slice(Math.max(0, s.indexOf(span)));
    const noun = nounAfterNumber(from);
    // "retries a failed delivery up to 7 times": "times" counts how often the clause's verb happened, which the
    // question may name as a noun ("how many automatic retries").
    if (!noun || terms(noun)[0] === askedTerm || /^(?:times|occasions)$/.test(noun)) continue;
    // The asked noun said of the same number, a few words on in its clause: "40 hulls, all of them cargo ships" (not
    // "two albums: Purple Lane and the single …").
    const clause = from.split(/[:;.()]/)[0]!;
    if (terms(clause.split(/\s+/).slice(0, 9).join(" ")).includes(askedTerm)) continue;
    if (countsPeople(noun) && countsPeople(asked)) continue;
    return `the number there counts ${noun}, and the question asks how many ${asked}`;
  }
  return undefined;
}
