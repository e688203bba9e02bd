import { escapeRegExp } from "../../text/regex";
import {
  ASKS,
  type Chain,
  ENTITY_ROLE,
  ENTITY_ROLES,
  type Hop,
  headOf,
  kindOfNoun,
  MAX_HOPS,
  ownWords,
  PERSON_ROLES,
  PLACE_ROLES,
  SLOT,
  TITLE_NOUN,
} from "./chain-words";
import { MAIN_TAIL_VERBS, mainPredicate, splitTail } from "./clause-end";
import { demonymWord, OTHER_DEMONYMS } from "./demonyms";
import { asQuestion, ofPossessive, ownedNoun, postposedOf, titleAsThing, withRelativeThat } from "./question-forms";
import { referBack } from "./refer-back";

const MAX_WORDS = 36;

// A name after "of": capitalised words (a season's years with their dash, "2015–16 Vermont Catamounts"), small words
// between them, a quoted nickname inside ('Kierra "Kiki" Sheard'), an optional bracketed note.
const OF_NAME =
  "[\"“]?(?!\\d[\\d–-]*\\s+[a-z])[\\p{Lu}\\d][\\p{L}\\d'’.&:–-]*(?:\\s+(?:(?:of|the|for|and|de|in|on|a|to)\\s+){0,2}[\\p{Lu}\\d][\\p{L}\\d'’.&:–-]*|\\s+(?:[\"“]\\p{Lu}[\\p{L}'’.-]*[\"”]|['‘]\\p{Lu}[\\p{L}.-]*['’])(?=\\s+\\p{Lu}))*[\"”]?(?:\\s*\\([^()]{1,40}\\))?";
// "the director of X": a relational noun (chain-words.ts) names someone or something through X.
const ROLE_OF = new RegExp(
  `\\b(?:[Tt]he|[Aa]n?|[Hh]is|[Hh]er|[Ii]ts|[Tt]heir|[Tt]his)\\s+((?:(?!of\\b)[a-z-]+\\s+){0,2}?(?:${PERSON_ROLES}|${PLACE_ROLES}|${ENTITY_ROLES}))\\s+of\\s+` +
    `((?:the\\s+)?(?:(?!(?:of|who|whom|which|that|whose|where)\\b)(?:[a-z-]+|\\d[\\d–-]*(?=\\s+[a-z]))\\s+){0,3}?(?:\\{\\}|['‘"“][^'’"”]{1,60}['’"”](?!\\p{L})|${OF_NAME}))`,
  "u",
);
// A noun phrase with a relative clause: "the woman who portrayed …", "the university whose main campus is in …".
const RELATIVE =
  /\b(?:[Tt]he|[Aa]n?|[Tt]his)\s+((?:(?!of\b)[\p{L}\p{N}.'’&-]+\s+){0,3}?(?:(?:[\p{L}'’-]+,\s+){1,3}(?:[\p{L}'’-]+\s+)?(?:and|or)\s+(?:[\p{L}'’-]+\s+)?)?[\p{L}'’-]+)\s*,?\s+(?:(?:in|at|on|from|by|for|with|of|after|under|to|through|during|into|about)\s+)?(who|whom|that|which|whose|where)\s+/u;
// An auxiliary or modal opening the main clause after a relative clause ("… played their home games can seat …").
const MAIN_AUX = /\s(?=(?:can|could|will|would|may|might|must|should|is|was|are|were|has|have|had|does|did)\s)/i;
// Nouns a relative clause does not describe as a thing to find ("the one that …", "the way in which …", "the year in which …").
const NO_CLAUSE_NOUN = /^(?:one|ones|time|way|year|extent|reason|day|point|fact|same)$/i;
const SAYING =
  /^(?:suggest|indicate|claim|report|say|state|note|argue|mention|reveal|show|believe|impl(?:y|ie)|assert|find|found|said)s?$/i;
const WH = /\b(?:what|which|who|whom|whose|when|where|how)\b/gi;
const NAME_RUN =
  /["“]?[\p{Lu}\d][\p{L}\d'’.&-]*(?:\s+(?:(?:of|the|for|and|de|in)\s+)?[\p{Lu}\d][\p{L}\d'’.&-]*)*["”]?/u;

/** A possessive's mark: "'s", or a bare apostrophe after a plural's s ("the Beatles' manager"). */
const POSSESSIVE_MARK = "(?:['’]s|(?<=s)['’])";

// "Orlan Vesk Pasha's wife", "the film's director": a possessive names the relation's object before it.
const POSSESSIVE = new RegExp(
  `((?:\\{\\}|[\\p{Lu}\\d][\\p{L}\\d.&-]*(?:\\s+(?:(?:of|the|de|and|for|in|on|to|a)\\s+){0,2}[\\p{Lu}\\d][\\p{L}\\d.&-]*)*))` +
    `${POSSESSIVE_MARK}\\s+((?:(?!of\\b)[a-z-]+\\s+){0,2}?(?:${ENTITY_ROLES}|${PERSON_ROLES}|${PLACE_ROLES}))\\b(?!\\s+of\\b)`,
  "u",
);

/** "When did X's wife die?": the hop "wife of X", the rest "When did {} die?". */
function possessive(template: string): { hop: Hop; rest: string } | null {
  const m = POSSESSIVE.exec(template);
  if (!m) return null;
  // "Mira Vantelle's most recent studio album?": a thing's role word before the noun closing the phrase modifies it.
  const next = template.slice((m.index ?? 0) + m[0].length);
  if (ENTITY_ROLE.test(headOf(m[2]!)) && /^\s+\p{Ll}+\s*(?:[?,.;]|$)/u.test(next)) return null;
  if (/^(?:The|A|An|What|Which|Who|Whose|When|Where|How|In|On|At)$/.test(m[1]!.trim())) return null;
  // "the Beatles' manager": the possessor's article is the possessor's ("manager of the Beatles"), not the rest's.
  const at = m.index ?? 0;
  const article = /\bthe\s+$/i.exec(template.slice(0, at))?.[0] ?? "";
  const object = `${article.toLowerCase()}${m[1]!.trim()}`;
  const owned = (by: string) => `${template.slice(0, at - article.length)}${by}${template.slice(at + m[0].length)}`;
  const kin = KIN_PATHS[m[2]!.toLowerCase()];
  if (kin) {
    const rest = owned(`the ${kin[1]} of ${SLOT}`);
    return { hop: { template: `${kin[0]} of ${object}`, kind: "person", noun: kin[0] }, rest };
  }
  const rest = owned(SLOT);
  if (ownWords(rest).length === 0 || rest.trim() === SLOT) return null;
  return { hop: { template: `${m[2]} of ${object}`, kind: kindOfNoun(m[2]!), noun: headOf(m[2]!) }, rest };
}

// "Who was the winner of American Idol this year?": words of time alone ask nothing of the hop's answer.
const TIME_WORD = /^(?:this|year|years|today|now|currently|current|season|month|week)$/i;
const TAIL_VERB = /^(?:born|die|died|live|lives|located|based|start|end|begin|air|play|plays|\p{Ll}+(?:ed|en))$/u;
const asksOwn = (rest: string) => ownWords(rest).some((w) => !TIME_WORD.test(w));

// Relations only people have.
const KIN_NOUN =
  /^(?:father|mother|son|daughter|wife|husband|spouse|brother|sister|sibling|parent|child|grandfather|grandmother|uncle|aunt|nephew|niece|cousin)$/i;

/** Kinship a page never states in one word: the two relations it is made of, innermost first. */
const KIN_PATHS: Record<string, [string, string]> = {
  "paternal grandfather": ["father", "father"],
  "paternal grandmother": ["father", "mother"],
  "maternal grandfather": ["mother", "father"],
  "maternal grandmother": ["mother", "mother"],
  "father-in-law": ["spouse", "father"],
  "mother-in-law": ["spouse", "mother"],
};

// "the 1994 British", "the American", "the Soviet", "the 1994": a year and a nationality, what describes a title.
const DESCRIPTION = new RegExp(`^the\\s+(?:\\d{4}\\s+)?(?:${demonymWord()}|${OTHER_DEMONYMS})$|^the\\s+\\d{4}$`, "u");
// A common noun and the title it introduces, after a name-like description ("… British| film Second Best").
const DESCRIBED_TITLE = new RegExp(`^\\s+([a-z][a-z-]+)\\s+(?:${OF_NAME})`, "u");
// Lower-case words after a name that are no kind of thing: small words, verbs of the question, participles.
const NOT_A_KIND =
  /^(?:of|in|on|at|by|for|to|with|from|and|or|as|than|that|which|who|whom|whose|where|when|the|a|an|is|was|are|were|be|been|has|have|had|did|does|do|born|die|died|\p{Ll}+(?:ed|ing))$/u;

/** The question's own verb, next after a name: a lower-case word that is no preposition nor conjunction. */
const VERB_NEXT =
  /^\s+(?!(?:in|on|at|by|for|to|with|from|of|and|or|as|than|during|after|before|since|until|into|over|under|first|last|again|ever|never|once|twice|then|there|here|together|alone|also|still|later|earlier|most|more|longest|ago|\p{Ll}+ly)\b)\p{Ll}+\b/u;

/** A person's role as a title before a name: " owner Edgar Kaiser Jr.", " head coach Phil Jackson", " chief executive …". */
const TITLED_NAME = new RegExp(
  `^\\s+(?:(?:head|general|chief|team|club|executive|assistant|vice|co-)\\s*)?(?:${PERSON_ROLES}|executive)\\s+(?=\\p{Lu})${OF_NAME}`,
  "u",
);

/** "the director of Leap to Honor" inside the question: the hop "director of Leap to Honor", the rest with "{}". */
function roleOf(template: string): { hop: Hop; rest: string } | null {
  const found = ROLE_OF.exec(template);
  if (!found) return possessive(template);
  // "… beaten by Leeds United in the 1972 final": "the 1972" needs its noun; the object runs on to it.
  const head = /\bthe\s+\d[\d–-]*$/.test(found[2]!)
    ? /^\s+[a-z][a-z-]*/.exec(template.slice((found.index ?? 0) + found[0].length))?.[0]
    : undefined;
  // "the director of the 1994 British film Second Best": a year or a nationality before a common noun and a title
  // describes the title; the object runs on through it.
  // (Only a year and a nationality: "the Acme Corporation meet Steve Jobs" is a name and the question's verb.)
  const described =
    head === undefined && DESCRIPTION.test(found[2]!)
      ? DESCRIBED_TITLE.exec(template.slice((found.index ?? 0) + found[0].length))
      : null;
  // "the grandfather of former Denver Broncos owner Edgar Kaiser Jr.": a role written before a name as its title
  // ("owner", "coach") makes the name the object; the words before it describe him.
  // (After "did", "does", "do" the role word may be the question's verb, "did the brother of X coach Y?": there the
  // name is a title only when the question's verb still follows it, "did the grandfather of … owner Edgar Kaiser Jr.
  // organize …?".)
  const following = template.slice((found.index ?? 0) + found[0].length);
  const titledMatch = head === undefined && !described ? TITLED_NAME.exec(following) : null;
  const titled =
    titledMatch &&
    (!/\b(?:did|does|do)\b/i.test(template.slice(0, found.index)) ||
      VERB_NEXT.test(following.slice(titledMatch[0].length)))
      ? titledMatch
      : null;
  const more = head ?? (described && !NOT_A_KIND.test(described[1]!) ? described[0] : (titled?.[0] ?? ""));
  const whole = found[0] + more;
  const role = found[1]!;
  const of = found[2]! + more;
  const roleAfter = new RegExp(`^\\s*(?:[a-z-]+\\s+){0,2}?(?:${PERSON_ROLES}|${PLACE_ROLES})\\b`).test(
    template.slice((found.index ?? 0) + whole.length),
  );
  // "the father of the Asgard's owner": kin is a person's, and "the Asgard" (a name with an article) is no person; the
  // possessive is the object's own, read first ("owner of the Asgard", then "father of {}").
  if (roleAfter && KIN_NOUN.test(role) && /^the\s+\p{Lu}.*(?:['’]s|s['’])$/u.test(of.trim())) {
    return possessive(template);
  }
  // "the director of Salt and Ember's wife": the possessive belongs to the whole phrase, whose answer owns the wife.
  const owned = /['’]s$/.test(of.trim()) && roleAfter;
  // "the manager of X's campaign": the object runs on past the name, further than a hop can say.
  if (!owned && /['’]s$/.test(of.trim())) return null;
  const object = owned ? of.trim().replace(/['’]s$/, "") : of.trim();
  // "the director of the film" names nothing yet: the object must be a name or the previous hop's answer.
  if (!/[\p{Lu}\d{]/u.test(object)) return null;
  // "the paternal grandfather of X" is the father of X's father; "the father-in-law of X", the father of X's spouse.
  const kin = KIN_PATHS[role.toLowerCase()];
  if (kin) {
    const [first, then] = kin;
    const rest = template.replace(whole, `the ${then} of ${SLOT}${owned ? "'s" : ""}`);
    return { hop: { template: `${first} of ${object}`, kind: "person", noun: first }, rest };
  }
  const rest = template.replace(whole, owned ? `${SLOT}'s` : SLOT);
  if (!asksOwn(rest) || rest.trim() === SLOT) return null;
  // "the winner of the Formula 1 world championship?": a name ending on a number runs on into words the question
  // ends on; where the name ends is not known, so no hop is made of a part of it.
  // ("Where was the director of Apollo 13 born?" ends on the question's own verb: a chain.)
  const after = template.slice((found.index ?? 0) + whole.length).replace(/\?+\s*$/, "");
  const trailing = /^\s+\p{Ll}[\p{Ll}\s-]*$/u.test(after) ? after.trim().split(/\s+/) : [];
  if (/\d$/.test(object) && trailing.length >= 2 && !trailing.some((w) => TAIL_VERB.test(w))) return null;
  return { hop: { template: `${role} of ${object}`, kind: kindOfNoun(role), noun: headOf(role) }, rest };
}

// A clause's object that has a relative clause of its own: "… designed the game whose mechanics X is based on".
const NESTED =
  /^(\S+(?:\s+\S+)*?\s+(?:who|whom|that|which|whose|where)\s+\S.*?\s)(?:the|a|an)\s+((?:[\p{L}\p{N}'’-]+\s+){0,3}?(\p{Ll}[\p{L}'’-]*))\s+(who|whom|that|which|whose|where)\s+(.+)$/u;

/**
 * A hop whose clause's object has its own relative clause, as two hops, innermost first: "man who designed the game
 * whose mechanics Mercenaries is based on" is "game whose mechanics Mercenaries is based on", then "man who designed
 * {}". Only where the inner clause names something (a capitalised word) and the outer keeps words of its own.
 */
function nestedClause(hop: Hop): Hop[] | null {
  const m = NESTED.exec(hop.template);
  if (!m) return null;
  const [, outer, noun, head, pronoun, clause] = m as unknown as [string, string, string, string, string, string];
  if (SAYING.test(head) || NO_CLAUSE_NOUN.test(head)) return null;
  if (!/\p{Lu}/u.test(clause) || ownWords(outer).length < 2) return null;
  // One clause inside one clause: not a list or a choice ("… bought Euromarché and the company that …", "… or the
  // statesman whose …"), and the inner clause has its own verb ("the race that Johnny Rutherford" has none yet).
  const between = outer.slice(outer.search(/\s(?:who|whom|that|which|whose|where)\s/u) + 1);
  if (/,|;|:|\b(?:and|or)\b/u.test(between)) return null;
  if (!/(?:^|\s)(?!(?:the|a|an|of|in|on|at|to|for|by|with|from|and|or|is|was|were|are)\b)\p{Ll}{3,}/u.test(clause))
    return null;
  return [
    { template: `${noun} ${pronoun} ${clause}`, kind: kindOfNoun(noun, pronoun.toLowerCase()), noun: head },
    { ...hop, template: `${outer.trim()} ${SLOT}` },
  ];
}

/**
 * "the woman who portrayed Della Marsh in the film Salt and Ember": the hop is the noun and its clause. When the
 * clause holds what is asked ("… a physicist that has worked in France since what year?"), the noun's description
 * is the text before it and the clause is the next hop.
 */
function relative(template: string): { hop: Hop; rest: string } | null {
  const m = RELATIVE.exec(template);
  if (!m || m.index === undefined) return null;
  const noun = m[1]!;
  const head = noun.split(/\s+/).pop() ?? "";
  // A relative clause hangs on a common noun ("the film that …"),
  // not a name or a verb of saying ("… indicates that …").
  // (A title is a common noun though written capitalised: "the King who made the 1931 Harbour Honours".)
  if ((!/^\p{Ll}/u.test(head) && !TITLE_NOUN.test(head)) || SAYING.test(head)) return null;
  // "… a mission with which tribe …?" asks with its "which": a relative pronoun is not the question's only wh-word.
  if (
    m[2] !== "that" &&
    (template.match(WH) ?? []).length < 2 &&
    !/^(?:is|are|was|were|do|does|did|has|have|had)\b/i.test(template)
  ) {
    return null;
  }
  if (NO_CLAUSE_NOUN.test(head)) return null;
  const kind = kindOfNoun(noun, m[2]!.toLowerCase());
  const before = template.slice(0, m.index);
  const clauseStart = m.index + m[0].length;
  const clause = template.slice(clauseStart).replace(/\?+\s*$/, "");
  // "Which team did the coach, whose name labels an era of the club, lead in 1986?": a clause opened by a comma
  // closes at its last comma; the question goes on after it.
  // (What follows is the question's own verb phrase, in lower case: not a state, "… in Austin, Texas?", nor a list's
  // last names, "… by Tom Hale, Mira Lund and Ada Vell?".)
  const closed = m[0].includes(",") ? /^(.*\S),\s+(?!(?:and|or|but)\b)(\p{Ll}[^,]*)$/su.exec(clause) : null;
  if (closed) {
    const rest = `${before}${SLOT} ${closed[2]!.trim()}?`;
    if (ownWords(rest).length > 0 && ownWords(closed[1]!).length > 0)
      return { hop: { template: `${noun} ${m[2]} ${closed[1]!.trim()}`, kind, noun: head }, rest };
  }
  const asked = ASKS.test(clause) && !ASKS.test(before);
  if (asked) {
    if (m.index === 0 || /^\s*$/.test(before)) {
      // "The football manager who recruited Tomas Breck managed … during what timeframe?":
      // the clause ends at its name.
      const name = NAME_RUN.exec(clause);
      if (!name || name.index === undefined) return null;
      // "The arena where the Dunmore Otters played their home games can seat how many people?": the clause runs
      // on to the main verb's auxiliary ("can seat"), when one comes before what is asked.
      const after = clause.slice(name.index + name[0].length);
      const aux = MAIN_AUX.exec(after);
      const wh = after.search(ASKS);
      // "The radio program in which Ida Marlow voiced the title character first went on the air …": the name is the
      // clause's subject, so the clause runs on through its own verb to where the main predicate starts.
      const subjectFirst = clause.slice(0, name.index).trim() === "";
      // "The coach whose final Hawks season was 1989 later coached …": a "whose" clause is its own noun's, verb and
      // all; the main predicate starts after it.
      const owner = m[2] === "whose" && !subjectFirst;
      // "The tenor who created Lucan in 'Vesna' died on stage …": a clause whose verb came before its name ends
      // at the next verb, the main one.
      // (A "whose" clause whose own verb came before its name, "whose deluxe edition includes Calvin Harris's
      // 'Outside' debuted …", has only the main verb after the name.)
      const first = mainPredicate(after, wh, subjectFirst || owner ? 0 : 1);
      const main = owner && first < 0 ? mainPredicate(after, wh, 1) : first;
      const end =
        owner && main > 0
          ? name.index + name[0].length + main
          : aux?.index !== undefined && (wh < 0 || aux.index < wh) && aux.index > 0
            ? name.index + name[0].length + aux.index
            : main > 0
              ? name.index + name[0].length + main
              : name.index + name[0].length;
      const rest = `${SLOT} ${clause.slice(end).trim()}?`;
      if (ownWords(rest).length === 0) return null;
      return { hop: { template: `${noun} ${m[2]} ${clause.slice(0, end).trim()}`, kind, noun: head }, rest };
    }
    // "The concert tour promoting the Mira Vantelle album that includes 'Ashes' ended in a city with what …?": a
    // clause closed by the main verb before what is asked describes its noun only; the sentence goes on from it.
    const named = NAME_RUN.exec(clause);
    if (named?.index !== undefined && /^\s*\p{Lu}/u.test(before) && !ASKS.test(clause.slice(0, named.index))) {
      const after = clause.slice(named.index + named[0].length);
      const main = mainPredicate(after, after.search(ASKS), 1);
      if (main > 0) {
        const end = named.index + named[0].length + main;
        const inner = `${noun} ${m[2]} ${clause.slice(0, end).trim()}`;
        const rest = `${before}${SLOT} ${clause.slice(end).trim()}?`;
        if (ownWords(rest).length > 0) return { hop: { template: inner, kind, noun: head }, rest };
      }
    }
    // "… was written by an Italian physicist that has worked in France since what year?"
    const rest = `${SLOT} ${clause.trim()}?`;
    if (ownWords(before).length < 2 || ownWords(rest).length === 0) return null;
    // "… wrote about a Marnish leader who led the Velder faction of which party?": a name the clause gives before
    // what it asks tells which of the noun's kind is meant ("led the Velder faction"), so the hop carries it.
    const said = clause
      .slice(0, clause.search(ASKS))
      .replace(/\s+(?:of|in|at|on|for|to|from|by|with|since|until|after|before|during)\s*$/i, "");
    const told = /\p{Lu}/u.test(said.replace(/^\S+/, "")) || /^\p{Lu}/u.test(said) ? ` ${m[2]} ${said.trim()}` : "";
    return { hop: { template: `${before.trim()} ${noun}${told}`, kind, noun: head }, rest };
  }
  // "When was the voice actress who played Dotty Quickstep born?": the question's own verb ("born", "first air")
  // closes it after the clause; it is asked of the clause's entity, not part of what describes it.
  const { clause: described, tail } = splitTail(before, clause);
  const rest = `${before}${SLOT}${tail ? ` ${tail}` : ""}?`;
  if (ownWords(rest).length === 0 || ownWords(described).length === 0) return null;
  return { hop: { template: `${noun} ${m[2]} ${described.trim()}`, kind, noun: head }, rest };
}

// The participles that describe a noun wherever they stand ("with the song …" too: "the film with the song Shallow"
// is found through the song, as "the film featuring …" is). Another one before "by" ("honoured by", "signed by")
// may be the question's own passive verb ("When was the treaty signed by France?"), so it describes the noun only
// when a verb closes the question after it ("In which city was the author honoured by the Dahl museum born?").
const LISTED =
  "starring|featuring|containing|including|born in|inspired by|based on|written by|directed by|produced by|founded by|created by|composed by|named after|owned by|released by|published by|formed by|hosted by|designed by|developed by|coached by|managed by|with the (?:song|single|track|hit|character)";
const LISTED_PARTICIPLE = new RegExp(`^(?:${LISTED})$`);
// A noun described by a participle ("a movie starring Brann Holloway as …", "the driver born in 1990"): the
// entity is found through what describes it, as with a relative clause. (Every one in the question, in order.)
const PARTICIPLES = new RegExp(
  String.raw`\b(?:[Tt]he|[Aa]n?|[Tt]his)\s+((?:(?!(?:of|for|a|an|the|in|on|at|to|with|by|from|and|or)\b)[\p{L}\d'’-]+\s+){0,3}?\p{Ll}[\p{L}'’-]*)\s+(` +
    `${LISTED}|` +
    String.raw`\p{Ll}{3,}(?:ed|en)\s+by)\s+`,
  "gu",
);

/** Whether a participle match is one of the listed participles, which describe a noun wherever they stand. */
const listed = (m: RegExpMatchArray) => LISTED_PARTICIPLE.test(m[2]!.replace(/\s+/g, " "));

/**
 * "What year did The Copper Saints perform a promo for a movie starring Brann Holloway as …?": the hop is the noun
 * and its participle's phrase, to the question's end; what is asked stands outside it, before the noun.
 */
function participle(template: string): { hop: Hop; rest: string } | null {
  // "Who coached the team beaten by the club founded by Tom Hart?": a participle that is the question's own passive
  // leaves a later one ("founded by") to describe its noun.
  for (const m of template.matchAll(PARTICIPLES)) {
    const read = participleAt(template, m);
    if (read) return read;
    if (listed(m)) return null;
  }
  return null;
}

function participleAt(template: string, m: RegExpMatchArray): { hop: Hop; rest: string } | null {
  if (m.index === undefined) return null;
  // "the play loosely adapted by …": an adverb before the participle is no word of the noun.
  const noun = m[1]!.replace(
    /(?<=\S)\s+(?:loosely|originally|initially|formerly|partly|partially|largely|mainly|chiefly|primarily|jointly|solely|wholly|widely|heavily|briefly|directly|freely)$/,
    "",
  );
  const head = noun.split(/\s+/).pop() ?? "";
  if (/^(?:one|ones|time|way|year|same|person|people|thing)$/i.test(head) || SAYING.test(head)) return null;
  const before = template.slice(0, m.index);
  const phrase = template.slice(m.index + m[0].length).replace(/\?+\s*$/, "");
  // "The Mira Vantelle album featuring 'Ashes' came out on what date?": the noun opens the question and what is asked
  // comes after its description, from the main verb on.
  if (/^\s*$/.test(before) && ASKS.test(phrase)) {
    const wh = phrase.search(ASKS);
    const main = mainPredicate(phrase, wh, 1);
    if (main <= 0) return null;
    const described = phrase.slice(0, main).trim();
    const rest = `${SLOT} ${phrase.slice(main).trim()}?`;
    if (!/[\p{Lu}\d]/u.test(described) || ownWords(rest).length === 0) return null;
    return { hop: { template: `${noun} ${m[2]} ${described}`, kind: kindOfNoun(noun), noun: head }, rest };
  }
  // What is asked comes before the noun; a phrase that asks itself ("… born in what year?") is not a description.
  if (!ASKS.test(before) || ASKS.test(phrase)) return null;
  const { clause: described, tail } = splitTail(before, phrase);
  // A noun after a preposition ("the coach of the team beaten by …") is no subject: its participle is no passive.
  // (After "did"/"can" the question's own verb is still to come: "Who did the hero of the play adapted by X kill?".)
  const object =
    /\b(?:of|for|with|from|about)\s+$/i.test(before) &&
    !/\b(?:do|does|did|can|could|will|would|should|may|might|must)\b/i.test(before);
  if (!tail && !object && !listed(m)) return null;
  // "… is an American animated series based on …": a predicate describes what is asked, it names no other entity
  // ("In what year was the film directed by X released?" leaves its verb for the end: "was" is its auxiliary).
  // "In what county is the lake named after X?" names an entity by "the": only "a"/"an" makes a predicate.
  if (!tail && /^an?\b/i.test(m[0]) && /\b(?:is|was|are|were|be|been|being)\s*$/i.test(before)) return null;
  // The phrase names what describes the noun ("Brann Holloway", "1990"), not only common words.
  if (!/[\p{Lu}\d]/u.test(described)) return null;
  const rest = `${before}${SLOT}${tail ? ` ${tail}` : ""}?`;
  if (ownWords(rest).length === 0) return null;
  return { hop: { template: `${noun} ${m[2]} ${described.trim()}`, kind: kindOfNoun(noun), noun: head }, rest };
}

/**
 * The chain of a compositional question, innermost hop first, or null when the question is one lookup:
 * "Who is the spouse of the director of Leap to Honor?" →
 * "director of Leap to Honor" → "Who is the spouse of {}?".
 */
export function chainOf(asked: string): Chain | null {
  const question = withRelativeThat(titleAsThing(asQuestion(postposedOf(asked))));
  const back = referBack(question, chainOf);
  // A long list of descriptions ("… reported by X, … according to Y, …") is a conjunction of facts, not a chain.
  if (!back && question.split(/\s+/).length > MAX_WORDS) return null;
  if (back && back.hops.length === 0) return chainOf(back.rest);
  const hops: Hop[] = back ? [...back.hops] : [];
  const owned = back ? null : possessiveSubject(question);
  if (owned) return owned;
  // "Which country is the city where the tour ended the capital of?": the relation stranded at the end belongs to
  // the outer question ("Which country is {} the capital of?"), not to the relative clause before it.
  const stranded = back ? null : STRANDED.exec(question);
  // "… the series that Harbor Tales is a companion book to?": right after the clause's own "is", the relation is the
  // clause's, its gap the noun ("Harbor Tales is a companion book to which series?"), not the outer question's.
  if (stranded && !COPULA_END.test(question.slice(0, stranded.index))) {
    const inner = chainOf(`${question.slice(0, stranded.index).trim()}?`);
    const last = inner?.hops.at(-1);
    if (inner && last && inner.hops.length >= 2) {
      last.template = `${last.template.replace(/\?\s*$/, "")} ${stranded[1]}?`;
      return inner;
    }
  }
  if (!back) {
    const found = extraposed(question) ?? askedObject(question);
    if (found) {
      const moved = { ...found, hops: found.hops.flatMap((h) => nestedClause(h) ?? [h]) };
      const inner = chainOf(moved.rest);
      return inner ? withFirst(moved.hops, inner) : { hops: [...moved.hops, { template: moved.rest, kind: "entity" }] };
    }
  }
  // "Nadira Sultan, the daughter of Sultan Osric II": an appositive after a name tells which namesake is meant;
  // it is no hop. It goes with the first hop naming that name.
  const aside = back ? null : APPOSITIVE.exec(question);
  let template = back
    ? back.rest
    : aside
      ? question.replace(new RegExp(`${escapeRegExp(aside[2]!)}\\s*,?`), "").trim()
      : question.trim();
  template = ownedNoun(namedRole(ofPossessive(template)));
  while (hops.length < MAX_HOPS) {
    const next = roleOf(template) ?? relative(template) ?? (hops.length === 0 ? participle(template) : null);
    if (!next) break;
    // "the man who designed the game whose mechanics X is based on": the clause's own object has a clause; it is
    // the hop before ("game whose mechanics X is based on", then "man who designed {}").
    const inner = hops.length + 2 < MAX_HOPS ? nestedClause(next.hop) : null;
    if (inner) hops.push(...inner);
    else hops.push(next.hop);
    template = next.rest;
  }
  if (hops.length === 0) return null;
  // "Who was {}'s great-great-grandfather?" asks what "Who was the great-great-grandfather of {}?" asks.
  hops.push({ template: template.replace(OWNED_BY_SLOT, "the $1 of {}"), kind: "entity" });
  const named = aside ? hops.find((h) => h.template.includes(aside[1]!)) : undefined;
  const said = aside?.[2]?.replace(/^,\s*/, "").trim();
  if (named && said) {
    named.template = `${named.template} (${said})`;
    return { hops, aside: said };
  }
  return { hops };
}

/**
 * "Harlow Airport's namesake died on what date?", "Vell Station's city lies on which river?", "Ten Songs on Rivers'
 * author was born when?": a name's possessive
 * as the subject, its noun the first hop ("namesake of Harlow Airport") and what the rest asks the next. The rest
 * starts with its verb and asks with a question word.
 */
function possessiveSubject(question: string): Chain | null {
  const m = POSSESSIVE_SUBJECT.exec(question.trim());
  if (!m) return null;
  const [, name, noun, rest] = m;
  if (!ASKS.test(rest!) || ownWords(rest!).length === 0) return null;
  // A verb of doing ("… co-writer wrote which film?") makes a hop of a person's or a body's relation noun only:
  // "Alphabet's market capitalization reached …" asks one fact of Alphabet, "Arlen's capital moved to …" another.
  if (!STATE_VERB.test(rest!) && kindOfNoun(noun!) !== "person" && !ENTITY_ROLE.test(noun!) && noun !== "namesake")
    return null;
  return {
    hops: [
      { template: `${noun} of ${name}`, kind: kindOfNoun(noun!), noun: noun! },
      { template: `{} ${rest}`, kind: "entity" },
    ],
  };
}

const STATE_VERBS =
  "is|was|are|were|has|had|have|did|does|lies|lay|died|won|became|played|plays|served|serves|stands|joined";
const STATE_VERB = new RegExp(`^(?:${STATE_VERBS})\\b`);

const POSSESSIVE_SUBJECT = new RegExp(
  `^(?!(?:What|Who|Which|Where|When|How|Why|It|That|There|Here|This)['’]s\\b)((?:\\p{Lu}[\\p{L}\\d.&-]*\\s+(?:(?:of|on|the|and|for|in|de|to|a)\\s+){0,2}){0,5}\\p{Lu}[\\p{L}\\d.&-]*)${POSSESSIVE_MARK}\\s+` +
    // (An adverb between the noun and its verb is no part of the noun: "X's father twice won …".)
    "((?:[\\p{Ll}-]+\\s+){0,2}?[\\p{Ll}-]+)\\s+(?:(?:twice|once|also|later|first|still|never|often|then|\\p{Ll}{3,}ly)\\s+)?" +
    `((?:${STATE_VERBS}|wrote|made|led|ran|began|took|sang|built|\\p{Ll}{2,}ed)\\b.*\\?)\\s*$`,
  "u",
);

/**
 * A clause's own copula, right before a relation left at the end: "… that Harbor Tales is (a companion book to)?",
 * "… that Ada Vell has long been (a member of)?".
 */
const COPULA_END =
  /\b(?:is|was|are|were|became|becomes|become|(?:has|have|had)(?:\s+(?:long|once|still|also|\p{Ll}+ly))?\s+been)(?:\s+(?:once|still|also|later|long|\p{Ll}+ly))?\s*$/u;

/** A relation left at the question's end: "… the capital of?", "… a member of?". */
const STRANDED =
  /\s+((?:the|a|an)\s+(?:(?!(?:the|a|an)\s)[\p{Ll}-]+\s+){0,2}?[\p{Ll}-]+\s+(?:of|in|for|from|to|by|with|at|on))\s*\?*\s*$/u;

const OWNED_BY_SLOT = /\{\}['’]s\s+((?:[a-z-]+\s+)?[a-z-]+(?:\s+of\s+[a-z-]+)?)(?=\s*[?,.;]|\s*$)/;

const APPOSITIVE = new RegExp(
  `(\\p{Lu}[\\p{L}'’.-]*(?:\\s+\\p{Lu}[\\p{L}'’.-]*)+)(,\\s+(?:the|a|an)\\s+(?:[a-z-]+\\s+){0,2}?(?:${PERSON_ROLES})` +
    `\\s+of\\s+(?:\\p{Lu}[\\p{L}\\d'’.-]*)(?:\\s+(?:of\\s+|the\\s+|de\\s+)?\\p{Lu}[\\p{L}\\d'’.-]*)*)(?=\\s*[,?]|\\s*$)`,
  "u",
);

// "When was the U.S. president born whom Hollis Varga served …?": a relative clause moved past the question's
// closing verb still describes the noun before that verb.
const EXTRAPOSED = new RegExp(
  `^(.*?\\b)(?:[Tt]he|[Aa]n?)\\s+((?:[\\p{L}.'’-]+\\s+){0,3}?[\\p{L}'’-]+)\\s+(${MAIN_TAIL_VERBS})\\s+(who|whom|which|that|whose|where)\\s+(.+?)\\?*\\s*$`,
  "u",
);

function extraposed(question: string): { hops: Hop[]; rest: string } | null {
  const m = EXTRAPOSED.exec(question.trim());
  if (!m || !ASKS.test(m[1]!)) return null;
  const noun = m[2]!;
  const head = headOf(noun);
  if (!/^\p{Ll}/u.test(head) && !TITLE_NOUN.test(head)) return null;
  if (!/[\p{Lu}\d]/u.test(m[5]!) || ASKS.test(m[5]!)) return null;
  return {
    hops: [{ template: `${noun} ${m[4]} ${m[5]}`, kind: kindOfNoun(noun, m[4]!.toLowerCase()), noun: head }],
    rest: `${m[1]}${SLOT} ${m[3]}?`,
  };
}

// "The children's museum on Mill Lane in Penwick honours an author born in which city?": a statement's object,
// described by what is asked of it, is the statement's answer; what is asked goes on from it ("a critic of Exxonmobil
// and another corporation that has operations in how many countries?" too).
const ASKED_OBJECT =
  /^(.+?\s(?!(?:is|was|are|were|be|been|has|have|had|do|does|did)\s)\p{Ll}[\p{Ll}'’-]+)\s+(?:(?:an?|another|the)\s+((?:[\p{L}.'’-]+\s+){0,2}?\p{Ll}[\p{Ll}-]+)|(someone|somebody))\s+((?:born|founded|based|located|buried|who|whom|which|that|with|\p{Ll}+ed)\b.*\b(?:what|which|when|where|who|whom|how)\b.*)$/u;
const NO_ENTITY = /^(?:one|ones|time|way|year|day|number|amount|total|lot)$/i;

/**
 * "Lantfeest happens during a Veldish holiday celebrated on what date?", "'Nine Quiet Essays on Tides' was written
 * by someone born in which city?": the statement's object is its answer; what is asked goes on from it.
 */
function askedObject(question: string): { hops: Hop[]; rest: string } | null {
  const q = question.trim();
  if (/^(?:what|which|who|whom|whose|when|where|how|in|on|at|is|are|was|were|do|does|did|name)\b/i.test(q)) return null;
  const m = ASKED_OBJECT.exec(q.replace(/\?+\s*$/, ""));
  if (!m || !/[\p{Lu}\d'‘"“]/u.test(m[1]!.replace(/^(?:The|An?)\s+/, "").replace(/^\S+/, (w) => w.slice(1))))
    return null;
  const noun = m[2] ?? "person";
  const head = headOf(noun);
  if (NO_ENTITY.test(head) || ASKS.test(m[1]!)) return null;
  // A relative clause on the object is read so only right after the statement's verb ("… honours an author who …");
  // after a preposition ("comes from a featurette that beat …") the clause goes on describing the statement's chain.
  // (Or "another" one beside a name it is joined to: "a critic of Exxonmobil and another corporation that …".)
  const another = /\sand$/.test(m[1]!) && /^\s*another\s/i.test(q.slice(m[1]!.length));
  if (/^(?:who|whom|which|that)\b/i.test(m[4]!) && !/^(?:The|An?)\s.*\s\p{Ll}+s$/u.test(m[1]!) && !another) return null;
  return {
    // (No noun for the hop: "author" here names no relation to read, "honours" does.)
    hops: [{ template: `${m[1]} which ${noun}?`, kind: m[3] ? "person" : kindOfNoun(noun) }],
    rest: `${SLOT} ${m[4]}?`,
  };
}

/** Hops found before a chain's own, then its hops. */
function withFirst(first: Hop[], chain: Chain): Chain {
  return { ...chain, hops: [...first, ...chain.hops] };
}

// "Who is the spouse of the Green performer?": a name before a role noun closing the phrase is the role's object.
const NAME_ROLE = new RegExp(
  `(?<!\\p{Lu}[\\p{L}'’.-]*\\s+(?:of|in|and|for|de)\\s+)\\b[Tt]he\\s+` +
    `(['‘"“]?[\\p{Lu}\\d][\\p{L}\\d'’.&-]*(?:\\s+(?:(?:of|the|in|and|for|de)\\s+){0,2}[\\p{Lu}\\d][\\p{L}\\d'’.&-]*){0,5}['’"”]?)` +
    `\\s+(${PERSON_ROLES})(?=\\s*(?:[?,;]|$))`,
  "u",
);

/** "the Green performer" → "the performer of Green". */
function namedRole(template: string): string {
  const m = NAME_ROLE.exec(template);
  if (!m || /['’]s\s*$/.test(m[1]!)) return template;
  return template.replace(m[0], `the ${m[2]} of ${m[1]}`);
}

/** A hop's template with the previous answer in its slot. */
export function fill(template: string, bridge: string | undefined): string {
  return bridge === undefined ? template : template.replace(SLOT, bridge);
}
