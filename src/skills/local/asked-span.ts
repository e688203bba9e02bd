import { isStopword, terms } from "../../text/analyze";
import { escapeRegExp } from "../../text/regex";
import { localConfidence, supportMargin, termCoverage } from "./answer-confidence";
import { askedNoun, askedVerb, WHO_VERB } from "./answer-type";
import { kindOfNoun } from "./chain-words";
import { datedBy, sentenceNames, yearsBefore } from "./hop-span";
import { doerVerb } from "./relation-cues";

/**
 * The name a question asks for, read out of a sentence that answers it: "KESTREL was formed by who?" over "… a boy
 * group formed in 2013 by Brio Music …" → "Brio Music". A chain's last hop asks about one entity and wants
 * a span, not the sentence; this gives that span for the wh-phrases that ask for a name (who, where, what/which
 * <noun>), and nothing for those asking for a number, a date or a yes/no.
 */
export interface AskedSpan {
  span: string;
  /** Index of the sentence (in the list given) the span came from. */
  sentence: number;
  confidence: number;
  /** The span follows the question's preposition ("by who" → "by YG …") or names the office asked for. */
  typed: boolean;
  /**
   * The question with its kind word taken out ("Which town is the county seat of X?" → "Which is the county seat of
   * X?") when the sentence states the relation asked ("Its county seat is Newport"): evidence seldom says "town", so
   * the kind word is not a word the evidence is expected to cover.
   */
  covered?: string;
}

// Offices and titles: "what government position" is answered by "Chief of Protocol", not by a country.
const OFFICE_NOUNS = /^(?:position|office|post|title|role|job|rank|distinction|award|honou?r|prize)$/;
const ACTED_ROLE = /^(?:role|part)$/;
const ACTING =
  /\b(?:play(?:s|ed|ing)?|voic(?:e|es|ed|ing)|portray(?:s|ed|ing)?|recurring|leading|supporting|starring|guest|title)\b/i;
const OFFICE_WORDS =
  /\b(?:Chief|Secretary|Minister|Ambassador|President|Governor|Director|Chairman|Chair|Senator|Mayor|Commissioner|Judge|Justice|General|Admiral|Officer|Speaker|Chancellor|Prime|Head|Leader|Member|Councillor|Representative|Consul|Attorney|Treasurer|Captain|Award|Prize|Medal|Order|Best|Player|Champion)\b/;
// What a wh-phrase asks for when it asks for no name: a count, an amount, a time, a yes/no.
const NOT_A_NAME_QUESTION =
  /^\s*(?:how\b|when\b|why\b|(?:is|are|was|were|do|does|did|has|have|had|can|could|will|would)\b)|\b(?:what|which)\s+(?:year|date|day|month|time|number|percentage|age|amount|period|timeframe|decade|century)\b|\b(?:what|which)\s+(?:is|was|are|were)\s+the\s+(?:population|inhabitants?|number|size|area|height|length)\b|\bhow (?:many|much|long|old)\b|\bwhen\s*\?\s*$/i;
const PLACE_NOUNS =
  /^(?:place|birthplace|city|town|village|country|state|county|province|region|location|hometown|headquarters|capital)$/;
const WH = /\b(who|whom|where|what|which)\b/i;
const NUMBER_WORD =
  /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|hundred|thousand|million|first|second|third)$/i;

/** The preposition before the wh-word ("formed by who", "located in what city"): the answer follows it. */
function preposition(question: string): string | undefined {
  const m = /\b(by|in|at|from|for|with|of|on|to|into|under|as)\s+(?:who|whom|what|which|where)\b/i.exec(question);
  return m?.[1]?.toLowerCase();
}

const CALENDAR_WORD =
  /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\.?$/;

// The verbs a place is asked of: "where was X born", "where did X die", "where is X based".
const PLACE_VERB =
  /\b(born|died|die|buried|located|based|headquartered|founded|formed|established|raised|educated|married|built)\b/i;

/**
 * The text before a span ends with the asked verb's phrase: "born 1969, " or "born on 4 May 1950 in " or
 * "died in " — the verb, then at most a date, and a preposition or a comma. ("born Lee Gary Conner on …" names the
 * person's birth name: nothing between the verb and the name.)
 */
function verbPlace(before: string, verb: string): boolean {
  const stemmed = verb.replace(/(?:ed|e)$/, "");
  return new RegExp(
    `\\b${stemmed}\\w*\\s+(?:(?:on|in)\\s+)?(?:[\\p{L}\\d]+,?\\s+){0,3}?(?:(?:in|at|near)\\s+(?:the\\s+)?|\\d{3,4}\\)?\\s*[,;]\\s*)$`,
    "iu",
  ).test(before.slice(-60));
}

/**
 * How surely a sentence calls a name the (non-office) noun asked for, read with patterns built once per question: the
 * noun right after the name or heading its apposition (3), the name holding it (1), "the <noun> of" before it (2), or
 * a copula stating it ("its county seat is N", "N is the county seat of …": 2); else 0.
 */
function nounCalls(noun: string, asked: Set<string>): (name: string, before: string, after: string) => number {
  const n = escapeRegExp(noun);
  // "… capital of the Vell region of Arlen" for "which Arlenian region", "the Wales Millennium Centre, a performing
  // arts centre" for "which performing arts centre": more than a preposition a list of names shares ("home to the
  // Senedd and the Wales Millennium Centre, a performing arts centre"). (Right after the name, the noun may modify
  // another word, "Arkansas state troopers"; in an apposition it is its head, so "Dunmere, a theatre town" is no
  // theatre.)
  // (Not when a name follows the noun: "Premier League club Vale City" calls Vale City the club.)
  const rightAfter = new RegExp(
    `^(?:\\s+${n}s?\\b|,\\s+(?:an?|the)\\s+(?:[\\p{L}-]+\\s+){0,3}?${n}s?(?=\\s*(?:[,.;)]|$)|\\s+(?:in|of|at|on|for|from|with|by|near)\\b))`,
    "iu",
  );
  // "… for Premier League club Vale City": the name right after the lower-case noun is the noun's own.
  const afterNoun = new RegExp(`\\b${n}\\s+$`, "u");
  const nameFollows = new RegExp(`^\\s+${n}s?\\s+\\p{Lu}`, "u");
  // "between the community of McLean and the town of Vienna" for "which town" (not "the capital of the Ash region",
  // where the name is the region's).
  const nounOf = new RegExp(`\\bthe\\s+${n}s?\\s+of\\s+(?:the\\s+)?$`, "i");
  // "Its former capital was Vell": a qualified noun is another one than the question's.
  const qualifiedIs = new RegExp(`\\b(?:${QUALIFIERS})\\s+${n}s?\\s+(?:is|was|are|were)\\s+(?:the\\s+)?$`, "i");
  const nounIs = new RegExp(`\\b${n}s?\\s+(?:is|was|are|were)\\s+(?:the\\s+)?$`, "i");
  const isNoun = new RegExp(
    `^\\s+(?:is|was|are|were)\\s+(?:the|its|their)\\s+((?:[\\p{L}-]+\\s+){0,2}?)${n}s?\\b(?:\\s+of\\s+([^,.;]+))?`,
    "iu",
  );
  const qualifier = new RegExp(`\\b(?:${QUALIFIERS})\\b`, "i");
  const copula = (before: string, after: string) => {
    if (qualifiedIs.test(before)) return false;
    if (nounIs.test(before)) return true;
    const m = isNoun.exec(after);
    if (!m || qualifier.test(m[1] ?? "")) return false;
    // "Vell is the capital of the Ash region": the noun's "of" names what the question asks it of.
    return !m[2] || terms(m[2]).some((t) => asked.has(t));
  };
  return (name, before, after) => {
    if ((rightAfter.test(after) && !nameFollows.test(after)) || afterNoun.test(before)) return 3;
    if (name.toLowerCase().includes(noun)) return 1;
    if (nounOf.test(before) && !KIND_AFTER.test(after)) return 2;
    return copula(before, after) ? 2 : 0;
  };
}

// A kind noun right after a name makes the name its modifier: "the Ash region", "the Vell river".
const KIND_AFTER =
  /^\s+(?:region|province|state|county|district|prefecture|area|city|town|village|island|river|valley|department)\b/i;

// Words making a noun another one: "its former capital", "the old county seat".
const QUALIFIERS = "former|old|first|previous|original|earlier|onetime|one-time|historic|historical|ancient";

// The relation a "which <kind>" question asks its answer to stand in, read in the three ways users put it: "which
// town is (serves as) the county seat of X", "X has its county seat in which town", "in which town is X's county seat".
const RELATION_ASKED = [
  /\b(?:which|what)\s+[\p{L}-]+\s+(?:is|was|are|were|serves?\s+as|served\s+as)\s+(?:the|its|their)\s+(?:[\p{L}-]+\s+){0,2}?([\p{L}-]+)\s+(?:of|for|to)\b/iu,
  /\b(?:has|have|had)\s+(?:its|their|his|her)\s+(?:[\p{L}-]+\s+){0,2}?([\p{L}-]+)\s+(?:in|at)\s+(?:which|what)\b/iu,
  /\b(?:[Ii]n|[Aa]t)\s+(?:[Ww]hich|[Ww]hat)\s+[\p{L}-]+\s+(?:is|was|are|were)\s+.*['’]s?\s+(?:\p{Ll}[\p{L}-]*\s+){0,2}?(\p{Ll}[\p{L}-]*)\s*\??\s*$/u,
];
// "In which city was the author of X born?" asks where the author was born, not which city is the author.
const ENDS_ON_VERB = /\b(?:born|died|buried|raised|\p{Ll}+ed)\s*[?.!]*\s*$/u;

/** The relation noun a "which <kind>" question names beside its kind ("seat" in "which town is the county seat of"). */
export function relationNoun(question: string): string | undefined {
  if (ENDS_ON_VERB.test(question)) return undefined;
  for (const re of RELATION_ASKED) {
    const m = re.exec(question);
    if (m?.[1]) return m[1].toLowerCase();
  }
  return undefined;
}

/**
 * Whether the text before a name ends with the asked doer's verb and "by": "which publisher" (one who publishes),
 * "which studio distributed X" (its own verb) or "who directed X?" is answered by the name after "published by",
 * "distributed by", "directed by" (a word or two saying what the agent is may stand between: "by brothers …").
 * Undefined when the question names no doer and no verb.
 */
function agentOf(question: string, noun: string | undefined): ((before: string) => boolean) | undefined {
  // The question's own verb counts only with an object ("which studio distributed Night Harbour"): "which band formed
  // in Leeds" asks what was formed, not who formed it.
  const stems: string[] = [];
  const doer = noun && doerVerb(noun);
  if (doer) stems.push(doer);
  const asked = askedVerb(question);
  const transitive =
    !!asked && new RegExp(`\\b${asked}\\s+(?:the\\s+|an?\\s+|its\\s+|their\\s+)?[\\p{Lu}"“'‘\\d]`, "u").test(question);
  const own = asked?.replace(/(?:ed|d|s)$/, "");
  if (transitive && own && own.length >= 3) stems.push(own);
  // "Who directed About a Boy?": the verb after "who", with its object, is done by the name after "directed by".
  const who = WHO_VERB.exec(question.trim());
  const whoDid =
    who && /ed$/.test(who[1]!) && /^(?:the\s+|an?\s+)?[\p{Lu}"“'‘\d]/u.test(question.trim().slice(who[0].length))
      ? who[1]
      : undefined;
  const did = whoDid?.toLowerCase().replace(/e?d$/, "");
  if (did && did.length >= 3) stems.push(did);
  if (stems.length === 0) return undefined;
  // ("directed by brothers Chris Weitz …", "hosted by actor Ravi Kishan": a word or two saying what the agent is may
  // stand between; "by the son of" names another.)
  return (before) => {
    const said =
      /(\p{L}+)\s+by\s+(?:the\s+)?(?:(?!(?:of|and|with|for|in|at|from|to|under|including|as)\s)\p{Ll}[\p{L}-]*\s+){0,2}$/u.exec(
        before,
      )?.[1];
    return !!said && stems.some((stem) => said.startsWith(stem));
  };
}

/** The name spans of a sentence, with a comma-joined run kept whole ("Upper Tarrow, Greywick City"). */
const ALIAS_ASKED = /\b(?:nickname|alias|also known|known as|called|dubbed)\b/i;

function spansIn(sentence: string): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  for (const name of sentenceNames(sentence)) {
    const start = sentence.indexOf(name);
    if (start < 0) continue;
    // "the Harbor League's Best Keeper": a name cut at its possessive runs on through the capitalised words after it.
    const rest = /^['’]s(?:\s+\p{Lu}[\p{L}'’-]*)+/u.exec(sentence.slice(start + name.length));
    out.push({ text: rest ? name + rest[0] : name, start });
  }
  out.sort((a, b) => a.start - b.start);
  // Names only a comma apart are one place or one list: "Upper Tarrow, Greywick City".
  const joined: { text: string; start: number }[] = [];
  for (const s of out) {
    const prev = joined[joined.length - 1];
    if (prev && /^,\s*$/.test(sentence.slice(prev.start + prev.text.length, s.start))) {
      prev.text = sentence.slice(prev.start, s.start + s.text.length);
    } else joined.push({ ...s });
  }
  return joined;
}

/** The span of years a question asks within: "from 1986 to 1990", "between 1986 and 1990". */
function yearSpan(question: string): [string, string] | undefined {
  const m = /\b(?:from|between)\s+(\d{4})\s+(?:to|until|through|and)\s+(\d{4})\b/i.exec(question);
  return m ? [m[1]!, m[2]!] : undefined;
}

/** The text right after a name gives the span's years first: " from 1986 to 1990", " (1986–90)", ", 1986–1990". */
function spanFollows(after: string, [from, to]: [string, string]): boolean {
  const m = /^\s*(?:\(|,)?\s*(?:from|between|in)?\s*(\d{4})\s*(?:[–—-]|to|until|through|and)\s*(\d{2,4})\b/i.exec(
    after,
  );
  return !!m && m[1] === from && to.endsWith(m[2]!);
}

/** "What is Alan Parsons's 1993 solo album?": the noun a name owns, ending the question. */
export const OWNED_NOUN_ASKED =
  /^\s*[Ww]hat\s+(?:is|was|are|were)\s+(?:\p{Lu}[\p{L}.'’-]*\s+){0,4}?\p{Lu}[\p{L}.-]*['’]s?\s+(?:[\p{L}\p{N}-]+\s+){0,2}?(\p{Ll}[\p{L}-]+)\s*\??\s*$/u;

/**
 * The best name span of the first `reach` candidate sentences (earlier sentences first), not one the question (or
 * `known`) already gives, or undefined when the question asks for no name.
 */
export function askedSpan(question: string, candidates: string[], known = question, reach = 3): AskedSpan | undefined {
  if (NOT_A_NAME_QUESTION.test(question) || !WH.test(question)) return undefined;
  // "What is the name of the fight song of X?": the noun named is the one asked for ("song"); "What is the place of
  // birth of X?": the noun before "of" ("place").
  // (A year may be among its modifiers, "the 1993 solo album by X"; a name's possessive may stand for "the … of",
  // "What is X's 1993 solo album?".)
  const nameOf =
    /\bwhat\s+(?:is|was|are|were)\s+the\s+(?:names?\s+of\s+(?:the\s+|an?\s+)?)?(?:[\p{L}\p{N}-]+\s+){0,2}?([\p{L}-]+)\s+(?:of|in|for|that|who|which|whose|by)\b/iu.exec(
      question,
    ) ?? OWNED_NOUN_ASKED.exec(question);
  const noun = nameOf?.[1]?.toLowerCase() ?? askedNoun(question);
  // "plays which recurring role on The Middle?": a role played is a character, named after "role as", not an office
  // ("Captain K'Nuckles" holds an office word and is another show's character).
  const acted = !!noun && ACTED_ROLE.test(noun) && ACTING.test(question);
  const office = !!noun && OFFICE_NOUNS.test(noun) && !acted;
  const prep = preposition(question);
  // "Where was X born?", "the place of birth of X": a place, named after "in", "at" or "near" in the sentence.
  const place = /^\s*where\b/i.test(question) || (!!noun && PLACE_NOUNS.test(noun));
  const verb =
    PLACE_VERB.exec(question)?.[1]?.toLowerCase() ??
    (noun === "birthplace" || /\bplace of birth\b/i.test(question)
      ? "born"
      : /\bplace of (?:death|burial)\b/i.test(question)
        ? "died"
        : undefined);
  // The noun asked for describes the answer ("what hedgehog" → "Pip the Hedgehog"): its words are not given.
  const nounTerms = new Set(terms(noun ?? ""));
  const knownTerms = new Set(terms(known).filter((t) => !nounTerms.has(t)));
  const knownLower = known.toLowerCase();
  const questionTerms = new Set(terms(question).filter((t) => !isStopword(t)));
  const fresh = (text: string) => {
    const ts = terms(text);
    // Half of it given already ("Anton Mikael Velde MBE" for a question about Anton Velde): the subject.
    const given = ts.filter((t) => knownTerms.has(t)).length;
    // A name holding the noun asked for ("Tarrow Song" for "the fight song of the University of Tarrow") may be made
    // of the question's words otherwise; it is still no phrase of the question.
    const holdsNoun = ts.some((t) => nounTerms.has(t)) && given < ts.length;
    return ts.length > 0 && (given * 2 < ts.length || holdsNoun) && !knownLower.includes(text.toLowerCase());
  };
  // "which boxer standing over Rex Dalby" against "… of Cal Ormond standing over Rex Dalby": the question's
  // own words right after its wh-phrase follow the name that answers it.
  const follows = /\b(?:which|what)\s+[\p{L}-]+\s+((?:[\p{L}\p{N}'’-]+\s+){1,2}[\p{L}\p{N}'’-]+)/iu.exec(question)?.[1];
  const followTerms = follows ? terms(follows) : [];
  // "which 2014 superhero film": a year inside the wh-phrase dates the answer ('"Tarrow Guard" (2014)').
  const askedYears = yearsBefore(
    /\b(?:which|what)\s+(?:[\p{L}\d'’-]+\s+){0,3}[\p{L}\d'’-]+/iu.exec(question)?.[0] ?? "",
  );
  const span = yearSpan(question);
  const personNoun = !!noun && kindOfNoun(noun) === "person";
  const calls = noun && !office ? nounCalls(noun, questionTerms) : undefined;
  const agent = agentOf(question, noun);
  // "Which town is the county seat of X?", "X has its county seat in which place?": the kind asked ("town") is what
  // the answer is; the relation named ("county seat") is how a sentence states it ("Its county seat is Newport").
  const relation = relationNoun(question);
  // (Not when the kind is a larger unit than the relation names: "Which country is the birthplace of X?" asks the
  // country the birthplace is in.)
  const larger = !!noun && /^(?:country|nation|state|province|region|continent)$/.test(noun);
  const relationCalls = relation && relation !== noun && !larger ? nounCalls(relation, questionTerms) : undefined;
  const scored: { span: string; sentence: number; score: number; stated: boolean }[] = [];
  candidates.slice(0, reach).forEach((sentence, k) => {
    const lower = sentence.toLowerCase();
    const anchors = [...lower.matchAll(/[\p{L}\p{N}]+/gu)]
      .filter((m) => questionTerms.has(terms(m[0])[0] ?? ""))
      .map((m) => m.index ?? 0);
    for (const s of spansIn(sentence)) {
      const words = s.text.split(/\s+/);
      if (words.length > 8 || (words.length === 1 && NUMBER_WORD.test(s.text)) || !fresh(s.text)) continue;
      // A place is no month or weekday: "born September 5, 1973" gives a date, not where.
      if (place && CALENDAR_WORD.test(words[0]!)) continue;
      // (An opening quotation mark is no word between a cue and its name: 'the literary journal "The Messenger"'.)
      const before = sentence
        .slice(Math.max(0, s.start - 24), s.start)
        .toLowerCase()
        .replace(/["“‘]$/, "");
      let score = 0;
      // "by Brio Music" for "formed by who", "in Upper Tarrow" for "located in what city".
      if (prep && new RegExp(`\\b${prep}\\s+(?:the\\s+)?$`).test(before)) score += 2;
      if (office && OFFICE_WORDS.test(s.text)) score += 3;
      if (acted && /\b(?:role|character|part)\s+(?:of\s+|as\s+)(?:the\s+)?["“]?$/.test(before)) score += 2;
      // "Which publisher put out X?" over "… published by Harrowgate": the name the asked doer's verb gives.
      if (agent?.(before)) score += 2;
      // "By what nickname is X also known?" over "… also known as "Tavo" Ferrán": the name the naming words give.
      if (ALIAS_ASKED.test(question) && /\b(?:known as|nicknamed|dubbed|called)\s+(?:the\s+)?["“'‘]?$/.test(before)) {
        score += 2;
      }
      if (followTerms.length >= 2) {
        const next = terms(
          sentence
            .slice(s.start + s.text.length)
            .split(/\s+/)
            .slice(0, 4)
            .join(" "),
        );
        if (followTerms.every((t, i) => next[i] === t)) score += 2;
      }
      if (place && !prep && /\b(?:in|at|near)\s+(?:the\s+)?$/i.test(before)) score += 1.5;
      // "Where was X born?" over "X (born 1969, Greywick, Tarrow) …": the place the asked verb's own phrase gives,
      // after its date, before any other name.
      const verbs = place && !!verb && verbPlace(sentence.slice(0, s.start), verb);
      if (verbs) score += 2;
      if (calls) score += calls(s.text, before, sentence.slice(s.start + s.text.length));
      // The asked relation's own statement outweighs a preposition the relation phrase happens to share ("has its
      // county seat in which place" over "located in the U.S.").
      const stated = relationCalls?.(s.text, before, sentence.slice(s.start + s.text.length)) ?? 0;
      if (stated >= 2) score += stated + 1;
      if (datedBy(sentence, s, askedYears)) score += 3;
      // "Which team did X lead from 1986 to 1990?" over "… head coach of the Houston Oilers from 1986 to 1990 and the
      // Atlanta Falcons from 1990 to 1994": the name the question's own span of years follows.
      // (Not for a place asked, and for a thing only one a role is of (or the next of its list), or one played for:
      // "organised by Harlow Arts from 1986 to 1990" names no city, "an assistant to Mira Lund from 1986 to 1990" no
      // team.)
      if (
        span &&
        !place &&
        spanFollows(sentence.slice(s.start + s.text.length), span) &&
        (personNoun || /\b(?:of|for|at|with|joined|and)\s+(?:the\s+)?$/i.test(sentence.slice(0, s.start)))
      )
        score += 2.5;
      // An aside in parentheses ("officially … in the City of Greywick") is not the sentence's statement; a life's
      // parenthesis ("(born March 17, 1967 in Apple Valley, California)") is where the asked verb's place is stated.
      const open = sentence.slice(0, s.start).split("(").length - sentence.slice(0, s.start).split(")").length;
      if (open > 0 && !verbs) score -= 1;
      const distance = anchors.length ? Math.min(...anchors.map((a) => Math.abs(a - s.start))) : s.start;
      score += 1 / (1 + distance / 40) - 0.5 * k;
      scored.push({ span: s.text.replace(/[.,;:]$/, ""), sentence: k, score, stated: stated >= 2 });
    }
  });
  if (scored.length === 0) return undefined;
  scored.sort((a, b) => b.score - a.score);
  const best = scored[0]!;
  const runnerUp = scored.find((s) => s.span !== best.span);
  // A span that neither follows the asked preposition nor names the office asked for is a guess among names.
  const typed = best.score >= 1.5;
  const covered =
    best.stated && noun ? question.replace(new RegExp(`\\b${escapeRegExp(noun)}s?\\b`, "i"), " ") : question;
  const confidence = localConfidence({
    typeFit: typed ? "typed" : "partial",
    coverage: termCoverage(covered, candidates[best.sentence]!),
    margin: supportMargin(Math.max(best.score, 0.01), runnerUp ? Math.max(runnerUp.score, 0) : undefined),
  });
  return { span: best.span, sentence: best.sentence, confidence, typed, ...(covered !== question ? { covered } : {}) };
}
