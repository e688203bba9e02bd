import { terms } from "../../text/analyze";

/**
 * A relation noun has the words that express it: a wife is whom someone "married", a father is named by "son of" or
 * "daughter of", a director is who "directed". A span answering "the wife of X" is the name such a word points at in
 * a sentence about X, not any name near X's other facts (his office, his title).
 */
const CHILD_OF = "(?:son|daughter|child|stepson|stepdaughter) of|born to";

/**
 * Kin nouns by family (singular; "children" is the one plural not made with "s"): parents and children, spouses,
 * siblings. The kinship guard (answer-guards.ts) reads a question's kin word with these too.
 */
export const KIN_LINEAL = "father|mother|parent|son|daughter|child|children";
export const KIN_SPOUSE = "wife|husband|spouse|widow|widower";
export const KIN_SIBLING = "brother|sister|sibling";
const KIDS = "sons?|daughters?|child|children";
const HAD_KIDS = `had (?:a |an |one |two |three |four |five )?(?:${KIDS})`;

/**
 * Each relation's words, as the subject's page says them ("X … daughter of Y": Y is X's father) and, when it differs,
 * as the answer's own page says them ("Y … father of X", "his daughter X").
 */
const CUES: [RegExp, RegExp, RegExp?][] = [
  [
    new RegExp(`^(?:${KIN_SPOUSE}|consort)$`),
    new RegExp(`\\b(?:married|marry|marries|marriage|wed|wedded|weds|${KIN_SPOUSE}|consort)\\b`, "i"),
  ],
  // The relation's direction: "X, daughter of Y" names X's parent; "X was the mother of Y" names X's child.
  [
    /^father$/,
    new RegExp(`\\b(?:${CHILD_OF}|(?:his|her|their) father)\\b`, "i"),
    new RegExp(`\\b(?:father of|his (?:${KIDS})|${HAD_KIDS})\\b`, "i"),
  ],
  [
    /^mother$/,
    // "daughter of Sultan X and his consort Y", "son of X by his second wife Y": the mother is named as the father's
    // wife, whatever her rank or order.
    /\b(?:(?:and|by|with) his (?:[a-z-]+ ){0,2}?(?:wife|consort|spouse)|(?:his|her|their) mother|born to)\b/i,
    new RegExp(`\\b(?:mother of|her (?:${KIDS})|${HAD_KIDS})\\b`, "i"),
  ],
  [
    /^parent$/,
    new RegExp(`\\b(?:${CHILD_OF}|(?:his|her|their) (?:father|mother|parents?))\\b`, "i"),
    new RegExp(`\\b(?:(?:father|mother|parent) of|(?:his|her|their) (?:${KIDS})|${HAD_KIDS})\\b`, "i"),
  ],
  [
    /^(?:son|daughter|child)$/,
    new RegExp(`\\b(?:(?:father|mother|parent) of|(?:his|her|their) (?:${KIDS})|${HAD_KIDS})\\b`, "i"),
    new RegExp(`\\b(?:${CHILD_OF})\\b`, "i"),
  ],
  [
    /^(?:grandfather|grandmother|grandparent)$/,
    /\b(?:(?:great-)*grand(?:son|daughter|child) of|(?:his|her|their|['’]s) (?:great-)*grand(?:father|mother|parents?))\b/i,
    /\b(?:(?:great-)*grand(?:father|mother|parent) of|(?:his|her) (?:great-)*grand(?:sons?|daughters?|child(?:ren)?))\b/i,
  ],
  // In-laws are stated as such, or not at all in one sentence.
  [/^(?:father-in-law|mother-in-law|son-in-law|daughter-in-law)$/, /\b(?:father|mother|son|daughter)-in-law\b/i],
  [new RegExp(`^(?:${KIN_SIBLING})$`), /\b(?:brothers?|sisters?|siblings?|half-brother|half-sister)\b/i],
  [/^director$/, /\bdirect(?:ed|or|s|ing)\b/i],
  [/^(?:founder|co-founder)$/, /\b(?:(?:co-)?found(?:ed|er|ers|ing)|established|formed)\b/i],
  [
    /^(?:author|writer)$/,
    /\b(?:writ(?:ten|er|es|ing)|wrote|author(?:ed)?|(?:stories|story|book|novel|novella|poems?|essays?|memoir|play) by)\b/i,
  ],
  // ("a creation of American industrialist Henry J. Kaiser": the noun of the verb names its doer too.)
  [/^creator$/, /\bcreat(?:ed|or|ors)\b|\ba\s+creation\s+of\b/i, /\bcreat(?:ed|or|ors)\b/i],
  [/^producer$/, /\bproduc(?:ed|er|ers)\b/i],
  // A musical work's page names its maker after "by": "an aria from the opera … (1902) by Tom Vale"; a "by"
  // after any other work ("directed by", "a novel by", "to a libretto by") names someone else.
  [
    /^composer$/,
    /\b(?:compos(?:ed|er)|music|score|(?<=\b(?:opera|operetta|aria|song|symphony|concerto|sonata|musical|ballet|cantata|oratorio|suite|hymn|march)\b[^.;]{0,80})(?<!\b(?:libretto|lyrics|words|text|poem|play|novel|story)\s+)by)\b/i,
    /\b(?:compos(?:ed|er|ing)|wrote)\b/i,
  ],
  [/^(?:owner)$/, /\bown(?:ed|er|ers|s)\b/i],
  [/^publisher$/, /\bpublish(?:ed|er)\b/i],
  [
    /^(?:performer|singer)$/,
    /\b(?:perform(?:ed|er|s)|sung|sang|recorded|(?:song|single|album|track|ep|ballad|anthem)\s+(?:\w+\s+)?by)\b/i,
  ],
  [/^screenwriter$/, /\b(?:writ(?:ten|er|ers)|wrote|screenplay|script)\b/i],
  [/^(?:designer|architect)$/, /\b(?:design(?:ed|er)|architect)\b/i],
  [/^inventor$/, /\binvent(?:ed|or)\b/i],
  // "Harlow Airport's namesake": the one it is named after, or in honour of.
  [/^namesake$/, /\b(?:named\s+(?:after|for)|in\s+hono(?:u)?r\s+of)\b/i],
  [/^illustrator$/, /\billustrat(?:ed|or)\b/i],
];

/**
 * The words that express a relation noun ("wife" → married, wed, wife …), or undefined for a noun without a list:
 * as a page about the relation's subject says them, or (`fromAnswer`) as the answer's own page does.
 */
export function relationCue(noun: string | undefined, fromAnswer = false): RegExp | undefined {
  // "great-great-grandfather" is read by a grandfather's words, its "great-"s allowed.
  const head = noun
    ?.trim()
    .toLowerCase()
    .split(/\s+/)
    .pop()
    ?.replace(/^(?:great-)+/, "");
  if (!head) return undefined;
  const found = CUES.find(([role]) => role.test(head));
  return found && (fromAnswer ? (found[2] ?? found[1]) : found[1]);
}

// Offices and titles: a person relation's answer is a person's name, not "Grand Admiral" or "Prime Minister".
const OFFICE_HEAD =
  /^(?:Admiral|General|Minister|President|Governor|Chairman|Chairwoman|Chair|Senator|Secretary|Ambassador|Commissioner|Mayor|Chancellor|Officer|Director|Commander|Marshal|Colonel|Captain|Lieutenant|Major|Sergeant|Premier|Speaker|Treasurer|Attorney|Judge|Justice|Bishop|Archbishop|Cardinal|Pope|Emperor|Empress|Navy|Army|Party|Council|Court|Award|Prize|Medal|Order|Cup|League|Championship|Dynasty|Empire|Kingdom|Republic)$/;

// Events, bodies and places that are written like names: "Vale War II", "Marnish Civil War", "Provisional Government".
const THING_HEAD =
  /^(?:War|Wars|Revolution|Battle|Affair|Government|Union|Company|Corporation|Inc|Ltd|University|College|School|Institute|Institution|Museum|Hospital|Church|Cathedral|Bridge|Street|Road|Avenue|Park|Lake|River|Mountain|Island|County|City|State|Province|District|Records|Studios|Pictures|Entertainment|Group|Orchestra|Festival|Awards|Trophy|Series|Show|Games|Olympics|Hall|Center|Centre|Stadium|Arena|Airport|Station|Day|Act|Treaty|Agreement|Committee|Commission|Ministry|Department|Agency|Bank|Club|Association|Society|Foundation|Network|Channel)$/;

/** A title, an office, an institution or an event ("Grand Admiral", "Veldish Empire", "Vale War II"), not a person. */
export function isOfficeOrTitle(span: string): boolean {
  const words = span
    .trim()
    .replace(/\s+[IVX]{1,4}$/, "")
    .split(/\s+/);
  const head = words[words.length - 1] ?? "";
  return OFFICE_HEAD.test(head) || THING_HEAD.test(head);
}

// "Who directed X?", "who wrote …", "who is X married to": a verb asking for a relation's person, as its noun.
const VERB_ROLES: [RegExp, string][] = [
  [/^(?:sang|sing|sings|sung|perform|record)/, "performer"],
  [/^direct/, "director"],
  [/^(?:wr[io]te|written|author)/, "author"],
  [/^(?:co-)?found/, "founder"],
  // "Who formed Nova Five?": a group is formed by its founder ("formed in 2013 by Vell Music").
  [/^form(?:ed|s)?$/, "founder"],
  [/^creat/, "creator"],
  [/^produc/, "producer"],
  [/^compos/, "composer"],
  [/^own/, "owner"],
  [/^publish/, "publisher"],
  [/^design/, "designer"],
  [/^invent/, "inventor"],
  [/^(?:marri|marry|wed)/, "spouse"],
];
const ROLE_NOUN =
  /\b(?:the|his|her|its|their)\s+(?:[a-z-]+\s+){0,2}?((?:father|mother|son|daughter)-in-law|(?:great-)*grandfather|(?:great-)*grandmother|wife|husband|spouse|father|mother|parent|son|daughter|child|brother|sister|sibling|director|founder|co-founder|author|writer|creator|producer|composer|owner|publisher|designer|architect|inventor|illustrator)\s+of\b|['’]s\s+(wife|husband|spouse|father|mother|son|daughter|brother|sister|director|founder|author|creator|producer|composer|owner)\b/i;

/**
 * The words of the relation a "who" question asks for ("Who directed X?" → directed; "Who was the father of X?" →
 * "son of", "daughter of"), or undefined.
 */
export function askedRelationCue(question: string, fromAnswer = false): RegExp | undefined {
  const role = askedRelation(question);
  return role ? relationCue(role, fromAnswer) : undefined;
}

/** The relation noun a "who" question asks for: "Who was the father of X?" → father; "Who directed X?" → director. */
function askedRelation(question: string): string | undefined {
  const noun = ROLE_NOUN.exec(question);
  if (noun) return noun[1] ?? noun[2];
  // "… was directed by whom?": the passive's verb, the question word left for the end.
  const verb =
    /^\s*who\s+(?:(?:is|was|were|has|had|did|originally|first|largely|mainly|co-)\s+)*([a-z-]+)/i.exec(question) ??
    /\b([a-z-]+)\s+by\s+(?:whom|who)\s*\?*\s*$/i.exec(question);
  return (verb && VERB_ROLES.find(([re]) => re.test(verb[1]!.toLowerCase()))?.[1]) ?? undefined;
}

// What a page's first sentence says its subject is, when that is a work or a body rather than a person.
// ("… was an Italian opera composer", "… a composer of operas": a person whose work is named, not a work; "… a
// footballer who plays as a goalkeeper": a clause after the noun says what the person does.)
const NOT_A_PERSON_PAGE =
  /^[^.]*?\b(?:is|was|are|were)\s+(?:an?|the|one of the)\s+(?:(?!(?:of|for|and|who|which|that|whose)\b)[\p{L}\d-]+\s+){0,5}?(?:opera|operetta|film|movie|novel|album|song|single|series|sitcom|show|play|aria|book|episode|musical|game|band|group|company|team|club|magazine|newspaper|ballet|symphony|poem|painting)s?\b(?!\s+(?:composer|singer|director|writer|producer|star|actor|actress|player|designer|critic|librettist|conductor|maker|musician|artist|novelist|poet|painter)s?\b)/iu;

/** A page about a work or a body ("Vesna is a comic opera …"), though its title reads like a person's. */
export function isWorkPage(text: string): boolean {
  return NOT_A_PERSON_PAGE.test(text);
}

/** The verb a doer noun names ("founder" → "found", "director" → "direct"), or undefined for another noun. */
export function doerVerb(noun: string): string | undefined {
  return /^\p{Ll}{4,}(?:er|or)$/u.test(noun) ? noun.slice(0, -2) : undefined;
}

// Doers whose verb is not their noun less "-er": a winner is who "won" ("The race was won by …").
const IRREGULAR_DOERS: Record<string, string> = { winner: "won win wins" };

/** The verbs of a query's doer nouns, as terms: a page says what the role did ("director Alien": "directed by"). */
export function doerVerbTerms(query: string): string[] {
  return (query.match(/\p{Ll}{4,}(?:er|or)\b/gu) ?? []).flatMap((w) => terms(IRREGULAR_DOERS[w] ?? doerVerb(w) ?? w));
}
