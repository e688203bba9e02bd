// Where a question's clause ends and its main predicate starts: the closing verb a question leaves for its end
// ("When was the X who … born?") and the main verb after a clause's own ("… voiced the title character first went on
// the air …"). The chain parser (chain.ts) cuts relative clauses and participles with these.
import { ownWords } from "./chain-words";

// The main verb that closes a question after a clause ("When was the X who … born?", "When did the X in which …
// first air?"), with its adverb and particle.
export const MAIN_TAIL_VERBS = "born|founded|established|formed|released|built|opened|created|published|married|died";
// The adverbs a closing verb may carry ("first air", "originally released").
const TAIL_ADVERBS = "first|originally|initially|last|officially|finally|later";
const TAIL_ADVERB = `((?:${TAIL_ADVERBS})\\s+)?`;
const ADVERB_BEFORE = new RegExp(`\\s+(?:${TAIL_ADVERBS})$`, "i");
const TAIL_VERBS =
  "(born|die|died|air|aired|premiere|premiered|release|released|found|founded|establish|established|form|formed|" +
  "open|opened|begin|began|start|started|end|ended|close|closed|build|built|publish|published|locate|located|" +
  "base|based|bury|buried|marry|married|debut|debuted|retire|retired|join|joined|live|lived|come out|" +
  "launch|launched|create|created|dissolve|dissolved|disband|disbanded|begin airing|start airing|" +
  "originate|originated|headquartered|play|played|work|worked|study|studied|graduate|graduated|" +
  "win|won|lose|lost|receive|received|leave|left|become|became|reach|reached|sign|signed|" +
  "celebrate|celebrated|hold|held|observe|observed|name|named|compose|composed|write|written|direct|directed|" +
  "date|date back|belong|have|known as|called)";
const MAIN_TAIL = new RegExp(
  `\\s+${TAIL_ADVERB}${TAIL_VERBS}` +
    // "… win its first title?", "… worked in France", "… have in 2014", "… work for during his exile": the verb's own
    // objects, a determiner's phrase, a name or a year, after a preposition or not (two at most).
    "((?:\\s+(?:in|on|at|from|to|with|for|during|after|before)(?:\\s+(?:(?:its|his|her|their|the|a|an)(?:\\s+[\\p{L}\\d-]+){1,3}|" +
    "\\p{Lu}[\\p{L}'’.-]*(?:\\s+\\p{Lu}[\\p{L}'’.-]*){0,2}|\\d{4}))?|" +
    "\\s+(?:its|his|her|their|the|a|an)(?:\\s+[\\p{L}\\d-]+){1,3}){0,2})\\s*$",
  "iu",
);
// "… join the Science Fiction and Fantasy Writers of America?": the verb's object a name of any length, its small words
// inside (capitalised: read case-sensitively, as MAIN_TAIL's words are not).
const NAMED_TAIL = new RegExp(
  `\\s+${TAIL_ADVERB}${TAIL_VERBS}\\s+(?:the\\s+)?\\p{Lu}[\\p{L}'’.&-]*(?:\\s+(?:(?:of|and|for|the|de|&)\\s+)?\\p{Lu}[\\p{L}'’.&-]*)+\\s*$`,
  "u",
);
// The question leaves its verb for the end: "When was …", "What year did …", "When did the founder of …" (after a
// preposition asking with it: "For how many years did …", "Up to how many floors does …"); a question word's own noun
// phrase may be longer ("Which health care program did …"), not before "there" ("are there" asks of a place).
// (Only before "do" or "have": after a copula, "Which Major League Baseball team was the club that Babe Ruth
// joined?", the verb closing the clause is the clause's own.)
// (The auxiliary is captured: after a copula only a passive closes the question, see splitTail.)
const AUX_END =
  /^\s*(?:(?:for|in|at|on|by|from|to|up\s+to|of|with)\s+)?(?:(?:which|what|how)\s+(?:\S+\s+){0,5}?(do|does|did|has|have|had)\b|(?:\S+\s+){0,3}?(is|was|are|were|do|does|did|has|have|had)\b(?!\s+there\b))/i;

// "What is the seating capacity of the arena where X played …?": "is" joins what is asked to a noun phrase; it leaves
// no verb for the end.
const COPULA_OF = /^\s*(?:what|which|who)\s+(?:is|was|are|were)\s+the\s+(?:[\p{L}\d'’-]+\s+){1,5}?of\s+(?:the\s+)?$/iu;

/** The rightmost start from which MAIN_TAIL runs to the clause's end, moved back over an adverb before it. */
function closingTail(clause: string): { index: number; 0: string } | undefined {
  const starts = [...clause.matchAll(/\s+(?=\S)/g)].map((x) => x.index ?? 0).reverse();
  for (const i of starts) {
    const m = MAIN_TAIL.exec(clause.slice(i)) ?? NAMED_TAIL.exec(clause.slice(i));
    if (m?.index !== 0) continue;
    const adverb = ADVERB_BEFORE.exec(clause.slice(0, i));
    const index = adverb?.index ?? i;
    if (index === 0) return undefined;
    return { index, 0: clause.slice(index) };
  }
  return undefined;
}

const ADVERB = /^(?:first|originally|initially|later|eventually|also|once|then|subsequently|finally)$/i;
const MAIN_VERB_WORD =
  /^(?:is|was|are|were|went|became|won|began|ran|came|made|had|has|took|held|played|aired|premiered|opened|ended|moved|served|received|lost|gave)$/i;
const NOT_BEFORE_VERB = /^(?:the|a|an|its|his|her|their|of|in|on|at|by|for|to|with|and|or)$/i;

/**
 * Where the main predicate starts in the text after a clause's subject ("voiced the title character first went on
 * the air on what date" → at "first"): after the clause's own verb, the first adverb or verb before what is asked;
 * -1 when none is found.
 */
export function mainPredicate(after: string, wh: number, seen = 0): number {
  const words = [...after.matchAll(/\S+/g)];
  let verbs = seen;
  for (let i = 0; i < words.length; i++) {
    const at = words[i]!.index ?? 0;
    if (wh >= 0 && at >= wh) break;
    const w = words[i]![0].replace(/[,;:]$/, "");
    const prev = i > 0 ? words[i - 1]![0] : "";
    const verb = isVerbAt(words, i);
    if (verbs > 0 && (verb || ADVERB.test(w))) {
      // "who had Ivo Marensk arrested worked at …": of two verbs in a row the later is the main one (the earlier
      // completes the clause); "whose debut album was '2014 S/S' was formed": the main verb's auxiliary starts it.
      if (verb && i + 1 < words.length && isVerbAt(words, i + 1) && (wh < 0 || (words[i + 1]!.index ?? 0) < wh)) {
        verbs++;
        continue;
      }
      if (verb && AUXILIARY.test(prev) && (words[i - 1]!.index ?? 0) > 0) return words[i - 1]!.index ?? at;
      return at;
    }
    if (verb) verbs++;
  }
  return -1;
}

const AUXILIARY = /^(?:is|was|are|were|has|have|had|will|would|can|could|did|does)$/i;

function isVerbAt(words: RegExpMatchArray[], i: number): boolean {
  const w = words[i]![0].replace(/[,;:]$/, "");
  const prev = i > 0 ? words[i - 1]![0] : "";
  return MAIN_VERB_WORD.test(w) || (/^\p{Ll}+ed$/u.test(w) && !NOT_BEFORE_VERB.test(prev));
}

// Words that follow a name without being a verb: determiners, prepositions, adverbs and the like.
const NOT_A_BARE_VERB =
  /^(?:the|and|but|nor|for|with|off|out|from|than|that|which|who|whom|whose|where|when|every|each|its|his|her|their|this|these|those|first|last|next|again|later|together|abroad|home|there|here|ago|today|also|still|then|now|ever|once|not|most|more|only|very|all|some|any|both|many|much|well|over|under|into|onto|about|after|before|during|since|until|between|against|via|per|era|series|club|team|band|group|company|brand|family)$/;

// (A name or a year: "hired by the Atlanta Falcons in 1990 attend"; not "the 1995–96 season", nor "the 2004
// season", whose year modifies the noun after it.)
const BARE_VERB_AFTER_NAME =
  /(?:\p{Lu}[\p{L}\d'’.&-]*|(?<![\d–-]|\bthe\s)\d{4})(\s+)(\p{Ll}{3,})((?:\s+[\p{L}\d'’.&–-]+){0,6})\s*$/u;
// (A past form, "became", is the clause's own verb: "the team that Roy Harper became a core member of".)
const isBareVerb = (w: string) =>
  !NOT_A_BARE_VERB.test(w) &&
  !MAIN_VERB_WORD.test(w) &&
  // Nor a plural, a participle, an adverb, an adjective ("1992 presidential") or an ordinal ("Cosby's third").
  !/(?:[^s]s|ed|ing|ly|ial|ical|ous|ful|less|[^aeiou]th|second|third)$/.test(w);

/**
 * "did" before the clause with no verb of its own yet: "How many people did the company …" leaves its verb to come;
 * "What year did Guns N Roses perform a promo for a movie …" has it ("perform"), so the clause keeps its last word.
 */
function verbToCome(before: string): boolean {
  const aux = /\b(?:do|does|did)\b/i.exec(before);
  if (!aux) return false;
  const after = before.slice((aux.index ?? 0) + aux[0].length);
  return ![...after.matchAll(/\p{Lu}[\p{L}\d'’.&-]*\s+(\p{Ll}{3,})/gu)].some((x) => isBareVerb(x[1]!));
}

/**
 * "How many people did the company that owns Handi-Snacks employ in 2010?": after "did", the question's verb comes
 * bare; in a clause ending on a name, the lower-case word right after the name (not a determiner, a preposition, a
 * plural, a participle or an adverb) is that verb, and the clause ends before it. The verb's own words (at most six,
 * "before its 2012 spin-off") go with it.
 */
function bareTail(clause: string): { index: number; 0: string } | undefined {
  // (The first name after which a bare verb stands: "… founded by Ada Vell with Tom Hale employ" passes "with".)
  for (let from = 0; ; ) {
    const m = BARE_VERB_AFTER_NAME.exec(clause.slice(from));
    if (!m) return pastThenBare(clause);
    const at = from + (m.index ?? 0);
    // The verb's words hold no other verb's clause ("… release that …").
    // ("… where Kansas City jazz developed cost": a word before a past verb is that verb's subject, no verb itself.)
    const next = /^\s+([a-z]+)\b/.exec(m[3]!)?.[1];
    const beforeVerb = next !== undefined && (MAIN_VERB_WORD.test(next) || /ed$/.test(next));
    // ("… on Confederate Railroad's album …": a possessive's next word is what it owns.)
    const owned = /['’]s$/.test(m[0].slice(0, m[0].indexOf(m[1]!)));
    if (isBareVerb(m[2]!) && !beforeVerb && !owned && !/\b(?:that|which|who|whose|where)\b/i.test(m[3]!)) {
      const index = lastBareWord(clause, at + m[0].indexOf(m[1]!));
      return { index, 0: clause.slice(index) };
    }
    from = at + 1;
  }
}

// "… where Kansas City jazz developed cost": of two verbs in a row at the clause's end, the later is the question's.
const PAST_THEN_BARE = /\s+\p{Ll}+ed(\s+)(\p{Ll}{3,})\s*$/u;

function pastThenBare(clause: string): { index: number; 0: string } | undefined {
  const m = PAST_THEN_BARE.exec(clause);
  if (!m || m.index === undefined || !isBareVerb(m[2]!)) return undefined;
  const at = m.index + m[0].lastIndexOf(m[1]! + m[2]!);
  return { index: at, 0: clause.slice(at) };
}

/**
 * "… that acquired Pixar studio produce?", "… in 1972 final represent?": of bare words in a row from `index`, the last
 * is the verb, the ones before it the name's noun; where it starts (its space before it).
 */
function lastBareWord(clause: string, index: number): number {
  const words = [...clause.slice(index).matchAll(/\s+(\S+)/g)];
  let at = index;
  for (let k = 1; k < words.length && /^\p{Ll}{3,}$/u.test(words[k]![1]!) && isBareVerb(words[k]![1]!); k++)
    at += words[k - 1]![0].length;
  return at;
}

// (The verb takes its object, or the clause is it: "did the Bolsheviks disband the assembly", not "did the Disney film
// about …".)
const DID_NAME_VERB =
  /\b(?:do|does|did)\s+(?:the\s+)?\p{Lu}[\p{L}'’.&-]*(?:\s+\p{Lu}[\p{L}'’.&-]*)*\s+(\p{Ll}{3,})(?:\s+(?:the|a|an|his|her|its|their)\b|\s*$)/u;

/** A clause with the question's closing verb cut off it, when the question's opening leaves its verb for the end. */
export function splitTail(before: string, clause: string): { clause: string; tail: string } {
  const aux = AUX_END.exec(before);
  if (!aux || COPULA_OF.test(before)) return { clause, tail: "" };
  // "In what month and year did the Bolsheviks disband the assembly …": the question's verb came before the clause,
  // right after the name "did" asks of.
  const given = DID_NAME_VERB.exec(before);
  if (given && isBareVerb(given[1]!)) return { clause, tail: "" };
  // The shortest closing verb phrase ("… played their home games open" closes with "open"), with its adverb.
  const m = closingTail(clause) ?? (verbToCome(before) ? bareTail(clause) : undefined);
  if (!m) return { clause, tail: "" };
  const kept = clause.slice(0, m.index);
  // "the city where X was born": the clause's own auxiliary takes the verb; the question's "is" is a copula.
  // (Lower-case only: "the album featuring Love Me Like You Do released" ends a title on "Do", no auxiliary.)
  if (/\b(?:is|was|are|were|be|been|being|has|have|had|did|does|do)\s*$/.test(kept)) return { clause, tail: "" };
  if (ownWords(kept).length === 0) return { clause, tail: "" };
  // After a copula the question's verb is a passive participle ("When was the X who … born?"); a verb no passive is
  // made of is the clause's own: "Which team was the club that Babe Ruth joined?".
  if (/^(?:is|was|are|were)$/i.test(aux[1] ?? aux[2]!) && ACTIVE_ONLY.test(m[0].trim())) return { clause, tail: "" };
  return { clause: kept, tail: m[0].trim() };
}

// Verbs whose passive a question does not ask ("was … joined?", "was … died?").
const ACTIVE_ONLY = new RegExp(
  `^(?:(?:${TAIL_ADVERBS})\\s+)?(?:join|joined|die|died|lose|lost|leave|left|become|became|live|lived|work|worked|study|studied|graduate|graduated|retire|retired|debut|debuted|belong|have|come out|originate|originated|reach|reached)\\b`,
  "i",
);
