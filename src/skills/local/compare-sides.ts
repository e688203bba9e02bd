import { ENTITY_ROLE, kindOfNoun, WH_WORDS } from "./chain-words";
import { comparativeOf } from "./comparative";

/**
 * The two sides of a comparison that the name patterns miss: titles with small words ("A Week with Nell", "Salt and
 * Ember") offered at the end ("Which film came out first, Salt and Ember or The Baker and the Bell-Ringer?"), and
 * comparisons asked as yes/no ("Is Castor Drilling older than Varn Oil?", "Was Ida Marlow born before Lia Dorn?").
 * Each side keeps its own spelling; the rest of the question is the shared context.
 */
export interface SplitSides {
  a: string;
  b: string;
  /** The question without the sides: what is compared ("came out first", "born before"). */
  rest: string;
  /** Both sides are descriptions of what is compared ("the director of Alien"), not names. */
  described?: boolean;
  /** The options as the question writes them, when the sides leave out a kind they share ("Suffolk one"). */
  written?: [string, string];
}

const MAX_SIDE_WORDS = 8;
/** A side starts as a name does: a capital, a digit or a quote (after an article). */
const NAMELIKE = /^(?:(?:the|a|an)\s+)?["“'‘]?[\p{Lu}\d]/u;

const clean = (s: string) =>
  s
    .trim()
    .replace(/^(?:the)\s+/i, "")
    .replace(/[,;:.!?]+$/, "")
    .trim();

/**
 * Two sides as named, each without a description set after it ("Ken St. Andre, the game designer"), unless that
 * leaves one name twice: "John Smith, the governor of Virginia, or John Smith, the explorer" is told apart only by them.
 */
function sidesNamed(a: string, b: string): [string, string] {
  const [x, y] = [withoutPostposed(a), withoutPostposed(b)];
  return x.toLowerCase() === y.toLowerCase() ? [a, b] : [x, y];
}

/**
 * "Ken St. Andre, the game designer", "Ron Bottcher, the baritone from Sandpoint": a name, a comma, then an article,
 * one to four lower-case words and perhaps a phrase after "from", "of", "in"… describing it is the name ("Verdi, the
 * King of Melody", capitalised after its article, is a title and stays whole).
 */
const DESCRIBING =
  "(?:the|a|an)\\s+\\p{Ll}[\\p{Ll}'’-]*(?:\\s+(?!(?:the|a|an|and|or)\\b)\\p{Ll}[\\p{Ll}'’-]*){0,3}(?:\\s+(?:from|of|in|for|with|at|on)\\s+[^,]{1,50})?";
const POSTPOSED = new RegExp(`^(\\p{Lu}[^,]*?),\\s+${DESCRIBING}$`, "u");
const withoutPostposed = (side: string) => POSTPOSED.exec(side)?.[1] ?? side;
/**
 * What a comma opens when it sets a description after side A: "the game designer" of "…, X, the game designer, or Y"
 * (after a comma and a name; "whose arena …, the rockford hawks or the dover owls" offers a lower-case option).
 */
const DESCRIPTION_ONLY = new RegExp(`^\\s*${DESCRIBING}\\s*$`, "u");

function fits(side: string): boolean {
  const words = side.split(/\s+/).filter(Boolean);
  return words.length > 0 && words.length <= MAX_SIDE_WORDS && NAMELIKE.test(side);
}

/**
 * "…, A or B?": the text after the question's last comma (or colon) is two options joined by one "or". Options may
 * be descriptions ("Who was born earlier: the actress who starred in 'Quiet Lanes', or the author of 'Nine Quiet
 * Essays on Tides'?"): each keeps its article, which marks it as one (see `described`), and the shared context is
 * left out of their searches (each description is searched for alone).
 */
export function offeredSides(question: string): SplitSides | undefined {
  const end = endOptions(question);
  if (!end) return undefined;
  const { options: written, before } = end;
  // "Kasper Schmeichel's father", "Provesi's composer pupil": a possessive description is "the father of …"; "the
  // rodeo cowboy Jim Shoulders" is the name its apposition describes.
  const sides = written.map((o) => apposedName(possessiveSide(o)));
  // "Whose birth came first, Lee Hazlewood's or Jim Shoulders'?": two bare possessives are the "whose" asked, names.
  const owners = /^\s*whose\b/i.test(before) ? sides.map((o) => BARE_POSSESSIVE.exec(o)?.[1]) : [];
  const raw = (owners.length && owners.every(Boolean) ? owners : sides) as [string, string];
  // One side described is enough: "the father of Sergo Mikoyan or Mikhail Gorbachev" compares the father, not Sergo.
  // (The named side is itself: `described` is false for it.)
  if (raw.some(isDescription)) {
    const named = sidesNamed(clean(raw[0]), clean(raw[1]));
    const [a, b] = raw.map((o, i) => (isDescription(o) ? o : named[i]!)) as [string, string];
    const sideFits = (o: string) => isDescription(o) || fits(o);
    return sideFits(a) && sideFits(b) ? { a, b, rest: "", described: true } : undefined;
  }
  const [a, b] = sidesNamed(clean(raw[0]), clean(raw[1]));
  if (!fits(a) || !fits(b)) return undefined;
  // "the Suffolk one or the Nottinghamshire one", "the 2012–13 squad or the 2013–14 squad": a common noun both options
  // end on is the kind compared, no word of either name (no page says "squad"); each side is what tells it apart.
  const kind = TRAILING_NOUN.exec(a)?.[1];
  if (kind && TRAILING_NOUN.exec(b)?.[1] === kind) {
    const cut = (o: string) => o.slice(0, -kind.length).trim();
    return { a: cut(a), b: cut(b), rest: before, written: [a, b] };
  }
  return { a, b, rest: before };
}

/** A name's last word when it is a common noun: "one" of "Suffolk one", "squad" of "2012–13 squad". */
const TRAILING_NOUN = /(?<=\S)\s+(\p{Ll}[\p{Ll}-]+)$/u;

const OPENS_ASKING = new RegExp(`^\\s*(?:${WH_WORDS})\\b`, "i");
const HOLDS_ASKING = new RegExp(`\\b(?:${WH_WORDS})\\b`, "i");

/** A lead that is no option: a preposition, an auxiliary (a yes/no question's own parts) or a subordinator. */
const NOT_OPTION_LEAD =
  "(?!(?:of|in|for|among|from|at|on|to|with|are|is|was|were|do|does|did|has|have|had|can|could|will|would|if|when|after|before|during|since|while|as|although|though|because|once|until|unless)\\s)";
const optionsLead = (join: string, end: string) =>
  new RegExp(`^${NOT_OPTION_LEAD}(between\\s+)?(.+?)\\s+(${join})\\s+(.+?)${end}((?:${WH_WORDS})\\b.*)$`, "i");
/** "A or B, which …", "A vs B — which …"; "and" is tried last ("Salt and Ember or Dusk, which …" splits at "or"). */
const BARE_OR = optionsLead("or", "\\s+");
const LEADING_SPLITS = [
  optionsLead("or|vs\\.?|versus", "(?:\\s*[,:—–]|\\s+-)\\s*"),
  optionsLead("and", "(?:\\s*[,:—–]|\\s+-)\\s*"),
  // Typed without punctuation: "three comrades vs spirit of the border which novel …".
  optionsLead("vs\\.?|versus", "\\s+"),
  // "eldee or aryanto yuniawan who was born first" (a comparison must follow; tried last, and refused when an option
  // holds "and" or "vs": "Trick or Treat vs Halloween which …" is read by "vs" above).
  BARE_OR,
];

/** Options holding a question word or a clause's "that" are not options ("The short that includes X and Y; …"). */
const optionsAsk = (...options: string[]) => options.some((o) => HOLDS_ASKING.test(o) || /\bthat\b/i.test(o));

/**
 * Options set before the question: "Between A and B, which came out first?", "A and B — which was released earlier?",
 * "A or B, who was born first?" (a comma, a colon or a dash closes them). Only before a comparison ("which … first",
 * "more") or after "between"/"vs": "Pride and Prejudice, when was it published?" offers no options.
 */
function leadingOptions(q: string): { options: [string, string]; before: string } | undefined {
  for (const re of LEADING_SPLITS) {
    const m = re.exec(q);
    if (!m || optionsAsk(m[2]!, m[4]!)) continue;
    if (re === BARE_OR && [m[2]!, m[4]!].some((o) => /\b(?:and|vs\.?|versus|or)\b/i.test(o))) continue;
    const marked = !!m[1] || /^(?:vs\.?|versus)$/i.test(m[3]!);
    if (!marked && !comparativeOf(m[5]!)) continue;
    return { options: [m[2]!.trim(), withoutPairApposition(m[4]!)], before: m[5]!.trim() };
  }
  return undefined;
}

/** "A and B, two career box sets: which …": an apposition after the options that names the pair is no part of B. */
function withoutPairApposition(option: string): string {
  return option.replace(/,\s+(?:both|all|the\s+two|two|three)\s+(?:\p{Ll}[\p{Ll}'’-]*\s*){1,4}$/u, "").trim();
}

/** Options that close the question after "between": "Which came out first between A and B?". */
const ENDING_BETWEEN = new RegExp(`^((?:${WH_WORDS})\\b.*?),?\\s+between\\s+(.+?)\\s+and\\s+(.+)$`, "i");

/**
 * The text after a question's first colon (else its last comma or semicolon) when it is two options joined by one
 * "or", each as written without its closing punctuation; `before` is the question up to there (or, for options
 * before a colon, the question after it). A name holding a comma
 * ("…, Giuseppe Verdi (film) or Verdi, the King of Melody?") leaves no "or" after the last one: then an earlier comma.
 */
export function endOptions(question: string): { options: [string, string]; before: string } | undefined {
  const q = question.trim().replace(/\?+$/, "");
  const colon = q.indexOf(":");
  // "Sergo Mikoyan's father or Mikhail Gorbachev: who was born first?": the options before the colon, the question
  // after it.
  if (colon >= 0 && OPENS_ASKING.test(q.slice(colon + 1))) {
    const lead = q.slice(0, colon).split(/\s*,?\s+or\s+/i);
    if (lead.length === 2 && lead.every((o) => o.trim() && !HOLDS_ASKING.test(o)))
      return { options: [lead[0]!.trim(), withoutPairApposition(lead[1]!)], before: q.slice(colon + 1).trim() };
  }
  const leading = leadingOptions(q);
  if (leading) return leading;
  const between = ENDING_BETWEEN.exec(q);
  if (between && comparativeOf(between[1]!) && !optionsAsk(between[2]!, between[3]!))
    return { options: [between[2]!.trim(), between[3]!.trim()], before: between[1]!.trim() };
  const cuts = colon >= 0 ? [colon] : [...q.matchAll(/[,;]/g)].map((m) => m.index ?? 0).reverse();
  for (const [k, cut] of cuts.entries()) {
    const after = q.slice(cut + 1);
    const options = after.split(/\s*,?\s+or\s+/i);
    if (options.length > 2) return undefined;
    if (options.length < 2) continue;
    // "…, Ken St. Andre, the game designer, or Bob Seger": a comma closing side A's description (or nothing before
    // "or") starts no option; side A starts at an earlier comma.
    const namedBefore = /,\s*\p{Lu}[^,]*$/u.test(q.slice(0, cut));
    if (!options[0]!.trim() || (namedBefore && DESCRIPTION_ONLY.test(options[0]!))) continue;
    // Past a later comma only when what follows it is an apposition of an option's ("Verdi, the King of Melody",
    // "Ken St. Andre, the game designer"), not the rest of the question ("Which city, Paris or London, is larger?")
    // nor a suffix ("Microsoft, Inc.").
    const apposed = (o: string) => /,\s+(?:the|a|an)\s+\p{Lu}/u.test(o) || POSTPOSED.test(o.trim());
    if (k > 0 && !apposed(options[1]!) && !POSTPOSED.test(options[0]!.trim())) return undefined;
    const [a, b] = options.map((o) => o.trim().replace(/[,;:.!?]+$/, ""));
    return { options: [a!, b!], before: q.slice(0, cut) };
  }
  return undefined;
}

const MAX_DESCRIPTION_WORDS = 20;

/**
 * "Kasper Schmeichel's father": a name, its possessive, then one to three lower-case words and nothing else, the last
 * a role ("McDonald's first restaurant" is a name).
 */
const POSSESSIVE_SIDE =
  /^(\p{Lu}[\p{L}.-]*(?:\s+\p{Lu}[\p{L}.-]*){0,3})['’]s\s+(\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,2})$/u;

/** A possessive side as the description it is ("the father of Kasper Schmeichel"), or as written. */
function possessiveSide(option: string): string {
  const m = POSSESSIVE_SIDE.exec(option);
  const role = m?.[2]?.split(/\s+/).pop() ?? "";
  return m && (ENTITY_ROLE.test(role) || kindOfNoun(role) === "person") ? `the ${m[2]} of ${m[1]}` : option;
}

/** An option that is a name and its possessive ending, nothing after: "Lee Hazlewood's", "Jim Shoulders'". */
const BARE_POSSESSIVE = /^(\p{Lu}.*?\S)(?:['’]s|(?<=s)['’])$/u;

/**
 * "the rodeo cowboy Jim Shoulders", "the band Nirvana": an article, one to three common words, then only a name ("the
 * one containing Vell Lake" is a description: "one", a participle).
 */
const APPOSED_NAME =
  /^(?:the|a|an)\s+(?:(?!(?:of|who|whom|whose|that|which|where|in|on|at|by|for|from|with|to|as|and|or|one|ones)\s|\p{Ll}+(?:ing|ed)\s)\p{Ll}[\p{Ll}-]*\s+){1,3}(\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,3})$/u;

/** A name set after its common noun is the side, not a description to resolve: "the band Nirvana" is Nirvana. */
function apposedName(option: string): string {
  return APPOSED_NAME.exec(option)?.[1] ?? option;
}

/** "the composer whom Aldo Vereni tutored": an article, a common noun, and what tells which one it is. */
function isDescription(option: string): boolean {
  const words = option.split(/\s+/);
  // "the article from TechCrunch": a source's report is a claim to check, not a thing with a value to compare.
  if (REPORT_NOUN.test(words[1] ?? "")) return false;
  // After the article a common noun ("the composer of …"), or a noun with a relative clause ("the palace intern
  // whom …"); "The Lord of the Tides" is a title.
  const common = /^\p{Ll}/u.test(words[1] ?? "") || /\b(?:who|whom|whose|that|which|where)\b/.test(option);
  return (
    words.length >= 3 &&
    words.length <= MAX_DESCRIPTION_WORDS &&
    /^(?:the|a|an)$/i.test(words[0]!) &&
    common &&
    /[\p{Lu}\d'"“‘]/u.test(option.slice(4))
  );
}

const REPORT_NOUN = /^(?:articles?|reports?|stor(?:y|ies)|pieces?|reviews?|posts?|coverage|reporting|news)$/i;

/** A side given as a description, not a name: it is found through what it says before it is compared. */
export function described(side: string): boolean {
  return /^(?:the|a|an)\s/i.test(side) && isDescription(side);
}

const AUX = "(?:is|was|are|were|did|does|do|has|had|have)";
const EVENT_VERB =
  "(?:born|die|died|founded|established|formed|created|released|published|built|opened|launched|started|begun|" +
  "began|start|begin|end|ended|premiered|debuted|incorporated|introduced|made|written|directed|produced|come\\s+out|" +
  "came\\s+out|constructed|completed|air|aired|broadcast|become|became|designated|named|recorded|signed)";
const THAN = new RegExp(
  `^${AUX}\\s+(.+?)\\s+((?:${EVENT_VERB}\\s+)?(?:\\w+er|(?:more|less|fewer)\\s+\\w+|(?:a|an)\\s+\\w+er\\s+\\w+))\\s+than\\s+(.+)$`,
  "iu",
);
const BEFORE = new RegExp(
  `^${AUX}\\s+(.+?)\\s+(${EVENT_VERB}(?:\\s+\\w+){0,3}?\\s+(?:before|after|prior\\s+to))\\s+(.+?)(?:\\s+(?:did|was|were|had|does|do))?$`,
  "iu",
);

/**
 * "Is A older than B?", "Was A founded earlier than B?", "Was A born before B?", "Did A die after B?", "Does A have a
 * larger population than B?".
 */
export function thanSides(question: string): SplitSides | undefined {
  const q = asComparative(question.trim().replace(/\?+$/, ""));
  const m = THAN.exec(q) ?? BEFORE.exec(q);
  if (!m) return undefined;
  // "Did A have more residents than B at the 2011 census?": "have" is the question's verb, and a closing phrase of
  // small words or a date says when or where the two are compared; neither is a side's name ("Kirton in
  // Nottinghamshire" keeps its "in").
  const verb = /^(?:did|does|do)\s/i.test(q) ? DID_VERB.exec(m[1]!) : null;
  // ("… than the group that debuted in 2014": a year inside a relative clause is the clause's.)
  const when = RELATIVE.test(m[3]!) ? null : AT_WHEN.exec(m[3]!);
  const [a, b] = sidesNamed(
    clean(verb ? m[1]!.slice(0, verb.index) : m[1]!),
    clean(when ? m[3]!.slice(0, when.index) : m[3]!),
  );
  if (!fits(a) || !fits(b)) return undefined;
  return { a, b, rest: when ? `${m[2]!} ${when[0]}` : m[2]! };
}

/**
 * "How many more people did A have than B", "How many years older is A than B": a difference asked between the two
 * sides of a comparison, whose sides are those of its comparative ("did A have more people than B", "is A older than
 * B"). Other questions are as they were.
 */
function asComparative(q: string): string {
  // "How many years before B was A born?": "was A born before B".
  const lead = HOW_MANY_BEFORE.exec(q);
  if (lead) return `${lead[3]} ${lead[4]} ${lead[1]} ${lead[2]}`;
  const m = HOW_MANY_THAN.exec(q);
  if (!m) return q;
  const comparative = m[1]!.replace(/^years?\s+/i, "");
  // "… than the group that debuted in 2014 currently has": the second side's echo of the verb is no part of it.
  const rest = m[3]!.replace(/\s+(?:\p{Ll}+ly\s+)?(?:has|have|had|does|do|did|is|was|are|were)$/iu, "");
  return `${m[2]} ${rest.replace(/\s+than\s+/i, ` ${comparative} than `)}`;
}

const HOW_MANY_THAN = new RegExp(
  `^how\\s+many\\s+((?:more|fewer|less)\\s+(?:[\\p{L}-]+\\s+){0,2}?[\\p{L}-]+|years?\\s+(?:older|younger|earlier|later))\\s+(${AUX})\\s+(.+?\\s+than\\s+.+)$`,
  "iu",
);

const HOW_MANY_BEFORE = new RegExp(
  `^how\\s+many\\s+years\\s+(before|after|prior\\s+to)\\s+(.+?)\\s+(${AUX})\\s+(.+?\\s+${EVENT_VERB})$`,
  "iu",
);

const RELATIVE = /\s(?:that|who|which|whose)\s/i;

/** The verb after "Did …" that the comparative follows: "Did A have more …", "Does A hold fewer …". */
const DID_VERB =
  /\s+(?:have|has|had|hold|holds|held|get|got|win|won|sell|sold|score|scored|earn|earned|receive|received|draw|drew)$/i;
/**
 * A closing "at the 2011 census" (or "Census"), "in 2010", "as of 2015": a year or a census after the preposition, and
 * no other capital ("Gone in 60 seconds", "Bradford on avon" keep theirs).
 */
const AT_WHEN =
  /\s+(?:at|in|on|as\s+of|during|by|according\s+to)\s+(?:the\s+)?(?=(?:[^\p{Lu}]|C(?=ensus\b))*(?:\b1\d{3}\b|\b20\d{2}\b|\b[Cc]ensus\b))(?:[^\p{Lu}]|C(?=ensus\b))*$/u;

/** What follows the second description of a yes/no pair: the predicate both are asked about. */
const PAIR_PREDICATE =
  "(?:have|has|had|share|shared|both|come|came|hold|held|of\\s+the\\s+same|from\\s+the\\s+same|the\\s+same|born|die|died|" +
  "were|are|was|is)";
const COMPARED =
  /\b(?:same|share|shared|nationality|citizenship|born|died|older|younger|earlier|later|first|before|after)\b/i;
const PAIRED = new RegExp(
  `^(?:[Dd]id|[Dd]o|[Dd]oes|[Ww]ere|[Aa]re|[Ww]as|[Ii]s)\\s+(?:both\\s+)?((?:(?:the|a|an)\\s+)?\\p{Ll}+\\s+of\\s+.+?|(?:the|a|an)\\s+\\p{Ll}.+?)\\s+and\\s+((?:(?:the|a|an)\\s+)?\\p{Ll}+\\s+of\\s+.+?|(?:the|a|an)\\s+\\p{Ll}.+?)\\s+(${PAIR_PREDICATE}\\b.*)$`,
  "u",
);

/** "Did the composer of 'Vesna' and the composer tutored by Aldo Vereni have the same nationality?". */
export function pairedDescriptions(question: string): SplitSides | undefined {
  const m = PAIRED.exec(question.trim().replace(/\?+$/, ""));
  // The pair is compared ("have the same nationality", "born earlier"), not each checked for a claim ("both report").
  if (!m || !COMPARED.test(m[3]!)) return undefined;
  // "director of film X" (no article, as some questions say it) is "the director of film X".
  const [a, b] = [m[1]!.trim(), m[2]!.trim()].map((o) => (/^(?:the|a|an)\s/i.test(o) ? o : `the ${o}`)) as [
    string,
    string,
  ];
  if (!isDescription(a) || !isDescription(b)) return undefined;
  return { a, b, rest: "", described: true };
}

const SAME_AS = new RegExp(
  "^(?:(?:is|was|are|were)\\s+(.+?)\\s+((?:(?:located|situated|based|born|buried)\\s+)?in\\s+the\\s+same\\s+" +
    "(?:city|town|village|county|state|province|country|region)\\s+as)|did\\s+(.+?)\\s+(die\\s+in\\s+the\\s+same\\s+" +
    "(?:city|town|village|county|state|province|country|region)\\s+as))\\s+(.+)$",
  "iu",
);

/**
 * "Is Pensacola Airport in the same state as the Raleigh Jetport?", "Was A born in the same city as B?", "Did A die
 * in the same city as B?": two names, the place both are asked to share between them. (Another verb asks where
 * something happened: "Did A play in the same city as B?" is not split.)
 */
export function sameAsSides(question: string): SplitSides | undefined {
  const m = SAME_AS.exec(question.trim().replace(/\?+$/, ""));
  if (!m) return undefined;
  const [first, asked, second] = [m[1] ?? m[3]!, m[2] ?? m[4]!, m[5]!];
  const [a, b] = sidesNamed(clean(first), clean(second));
  if (!fits(a) || !fits(b) || isDescription(first) || isDescription(second)) return undefined;
  return { a, b, rest: asked.replace(/\s+as$/i, "") };
}

const TOPIC_PAIR = /^(.+?)\s*:\s*((?:were|are|was|is|did|do|does|have|had)\s+they\b.*)$/iu;

/**
 * "Jon St. Andre, the ski jumper, and Ken St. Andre, the game designer: were they born in the same state?": the pair
 * set before the question, each name without the description after it, and the question asked of "they". The pair is
 * split at ", and" after a description, else at its one "and"; a list of three ("Tom, Dick and Harry") or a pair with
 * an "and" inside a name ("Simon and Garfunkel and The Beatles") is not split.
 */
export function topicPair(question: string): SplitSides | undefined {
  const m = TOPIC_PAIR.exec(question.trim().replace(/\?+$/, ""));
  if (!m) return undefined;
  const pair = m[1]!;
  const at = pair.split(/,\s+and\s+/);
  const parts = at.length === 2 ? at : pair.split(/\s+and\s+/);
  if (parts.length !== 2) return undefined;
  const [a, b] = sidesNamed(clean(parts[0]!), clean(parts[1]!));
  if (!fits(a) || !fits(b) || a.includes(",") || b.includes(",")) return undefined;
  return { a, b, rest: m[2]! };
}

const BOTH = /^(?:[Aa]re|[Ww]ere|[Ii]s|[Ww]as)\s+(.+?)\s+and\s+(.+?)\s+(both\b.*)$/u;
// "Were both A and B designed by X?": "both" before the pair, whose second name ends where a participle or a
// preposition opens the predicate.
const BOTH_FIRST =
  /^(?:[Aa]re|[Ww]ere|[Ii]s|[Ww]as)\s+both\s+(.+?)\s+and\s+(.+?)\s+((?:\p{Ll}+ed|written|built|made|known|run|held|born|sung|drawn|shown|grown|in|from|located|based)\b.*)$/u;

/**
 * "Are the Valley Terrier and the Brisk Hound both terrier breeds?", "Were both the Quay Memorial and the Harbor
 * Memorial designed by Edwin Hale?": two names (each may keep its article) asked one thing of both. Descriptions ("the
 * composer of …") are pairedDescriptions'.
 */
export function bothSides(question: string): SplitSides | undefined {
  const q = question.trim().replace(/\?+$/, "");
  const m = BOTH.exec(q) ?? BOTH_FIRST.exec(q);
  if (!m) return undefined;
  const [a, b] = [clean(m[1]!), clean(m[2]!)];
  if (!fits(a) || !fits(b) || isDescription(m[1]!) || isDescription(m[2]!)) return undefined;
  return { a, b, rest: m[3]! };
}
