import { isStopword, sentences, terms } from "../../text/analyze";
import { escapeRegExp } from "../../text/regex";
import type { ScoredPassage } from "../../types";
import { otherKindCalled } from "./bridge-kind";
import { AGENT_ROLES, type Hop, type HopKind, headOf, TITLE_NOUN } from "./chain-words";
import { ownYear } from "./compare-dates";
import { demonymEndingsWithout, demonymWord } from "./demonyms";
import { LexicalScorer } from "./lexical-score";
import { nameRuns } from "./name-runs";
import { OFFICES_BEFORE_NAME } from "./offices";
import { titleAside, titleName, titleTerms } from "./page-title";
import { askedRelationCue, doerVerbTerms, isOfficeOrTitle, isWorkPage, relationCue } from "./relation-cues";
import { candidateSpans, isDate, withoutPossessive, YEAR } from "./spans";

/** A hop asking what its subject was named after: "… is named after which former president?", "named for whom". */
const NAMED_AFTER = /\bnamed\s+(?:after|for)\s+(?:which|what|whom)\b/i;
/** What comes before the name a thing was named after: "named for former President ", "named after the ". */
const NAMED_BEFORE =
  /\bnamed\s+(?:after|for|in\s+honou?r\s+of)\s+(?:the\s+)?(?:(?:former|late|then)\s+)?(?:\p{Lu}\p{Ll}+\s+)?$/u;

export interface HopEvidence {
  passage: ScoredPassage;
  /** How much of the hop's own query the passage covers, in [0, 1] (the lexical reranker's scale). */
  score: number;
}

/** A name right after a relation's words matched at `at`: "by Arvo Lindqvist", a few words and no clause between. */
function cuedAt(text: string, at: number, sp: { start: number }): boolean {
  if (sp.start <= at) return false;
  const between = text.slice(at, sp.start).replace(/^\S+/, "");
  return between.length <= 24 && !/[,.;:()]/.test(between);
}

export interface HopAnswer {
  span: string;
  passageId: string;
  score: number;
}

const textOf = (p: ScoredPassage) => (p.title ? `${p.title}\n${p.text}` : p.text);

// Who did something, whoever they are: the winner of a race may be a driver or a team.
const AGENT_NOUN = new RegExp(`^(?:${AGENT_ROLES})$`, "i");
// A doer's noun between two names: "Mercedes driver Lewis Hamilton", "Liverpool striker Ian Rush".
const DOER_BEFORE_NAME =
  /^\s+(?:(?!(?:and|with|or|by|as|for|of|in|on|at|to|from)\s)[a-z-]+\s+)?(?:driver|rider|racer|cyclist|player|striker|forward|defender|midfielder|goalkeeper|pitcher|quarterback|jockey|boxer|wrestler|golfer|skier|swimmer|runner|singer|rapper|actor|actress|drummer|guitarist|ceo|chairman|president|leader|coach|manager|captain|star)\s+\p{Lu}/u;

/** Whether the span is a team or employer named before a doer's noun and the doer's name ("Mercedes driver Lewis …"). */
function teamOfDoer(sentence: string, sp: { text: string; start: number }): boolean {
  return DOER_BEFORE_NAME.test(sentence.slice(sp.start + sp.text.length));
}

/** A part's own evidence: the passages scored against the part's query, not the whole question; best first. */
export function partEvidence(query: string, passages: ScoredPassage[]): HopEvidence[] {
  if (passages.length === 0) return [];
  const texts = passages.map(textOf);
  const scorer = LexicalScorer.forTexts(query, texts);
  return passages
    .map((passage, i) => ({ passage, score: scorer.score(i, texts[i]!) }))
    .sort((a, b) => b.score - a.score);
}

// Capitalised runs (names of films, places, bands), quoted titles, and the words that only start a sentence.
// "in" and "on" join two names ("Hollin in Brake County"), not the words of one.
const NAME_RUN = /[\p{Lu}\d][\p{L}\d'’.&-]*(?:\s+(?:(?:of|the|de|and|for|&)\s+)*[\p{Lu}\d][\p{L}\d'’.&-]*)*/gu;
const QUOTED = /["“]([^"”]{2,60})["”]/g;
const NOT_A_NAME =
  /^(?:The|A|An|In|On|At|By|For|From|This|That|These|Those|His|Her|Their|Its|It|He|She|They|When|Where|What|Who|How|Why|If|But|And|As|After|Before|During|Since|With)$/;
// "Despite being the band's first release …": a word that opens a sentence and names nothing, when it stands alone.
// (Followed by capitals it may start a title: "While You Were Sleeping", "Following", "Because of Winn-Dixie".)
const OPENER =
  /^(?:Despite|Although|Though|While|Whilst|However|Because|Unlike|Upon|Following|According|Throughout|Also|Thus|Meanwhile|Later|Originally|Initially|Eventually|Subsequently|Previously|Formerly|Currently|Recently|Additionally|Furthermore|Moreover|Nevertheless|Instead|Whereas|Besides)$/;

const NUMBER_WORD =
  /^(?:One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Eleven|Twelve|Twenty|Thirty|Hundred|Thousand|Several|Many|Both|Most|Some)$/;

// "American", "Italian", "English": a word saying where something is from, not what it is.
// (Not "-i", which it has never taken: a lone "Mumbai" or "Helsinki" is a name to search for.)
const DEMONYM = new RegExp(`^${demonymWord(demonymEndingsWithout("i"))}$`, "u");

// (Any nationality may come first: "Brazilian President …", "Irish Senator …"; not one in "-ic", never taken here.)
const OFFICE_BEFORE_NAME = new RegExp(
  `^(?:(?:United States|U\\.S\\.|US|Former|former|then|${demonymWord(demonymEndingsWithout("ic"))})\\s+)*` +
    `(?:${OFFICES_BEFORE_NAME})\\s+(?=\\p{Lu}[\\p{Ll}.]+\\s+\\p{Lu})`,
  "u",
);

// A life in a page's opening parenthesis: "(born June 8, 1940)", "(1883–1953)", "(May 9, 1882 – August 24, 1967)".
const LIFE = /\(\s*(?:born\b|b\.|[^()]*?\b\d{3,4}\s*[–—-]\s*(?:[^()]*?\b)?\d{3,4}\b)/u;

// "the St. Bartolomeo cathedral", "the Verdi theatre": a name before a building's or a place's noun names that place.
const PLACE_AFTER =
  /^\s+(?:cathedral|church|chapel|basilica|abbey|monastery|temple|mosque|school|college|university|academy|hospital|street|road|avenue|square|park|station|bridge|river|lake|hall|stadium|arena|theatre|theater|museum|library|palace|castle|airport)\b/i;

/** Runs of capitalised words (or numbers): "Tomas Breck Academy", "Besides ExxonMobil". */
const CAPITAL_RUN = /[\p{Lu}\p{N}][\p{L}\p{N}'’.&-]*(?:\s+[\p{Lu}\p{N}][\p{L}\p{N}'’.&-]*)*/gu;

function spansOf(sentence: string, kind: HopKind): { text: string; start: number }[] {
  // A person is named, not titled: "Grand Admiral" is an office, whoever held it.
  // "Marnish President Tom Vale": the person is the name after the office ("Tom Vale", whose page it is).
  if (kind === "person") {
    return candidateSpans(sentence, "person")
      .map((s) => {
        const office = OFFICE_BEFORE_NAME.exec(s.text);
        return office ? { text: s.text.slice(office[0].length), start: s.start + office[0].length } : s;
      })
      .filter((s) => !isOfficeOrTitle(s.text) && !PLACE_AFTER.test(sentence.slice(s.start + s.text.length)));
  }
  const out: { text: string; start: number }[] = [];
  // A quoted title starts as a name does ("Army", "2014 S/S"); a quoted phrase ("is one of three") is a quotation.
  for (const m of sentence.matchAll(QUOTED))
    if (/^[\p{Lu}\d]/u.test(m[1]!.trim())) out.push({ text: m[1]!.trim(), start: m.index ?? 0 });
  for (const m of sentence.matchAll(NAME_RUN)) {
    let text = m[0];
    let start = m.index ?? 0;
    // (Tested whole too: "January 21, 1918" is cut to "January" below.)
    if (isDate(text)) continue;
    const first = text.split(/\s+/)[0]!;
    if (OPENER.test(text)) continue;
    if (NOT_A_NAME.test(first)) {
      text = text.slice(first.length).trim();
      start += first.length + 1;
    }
    // "… from 1986 to 1990 and the Tarrow Falcons": a year ending one phrase is no part of the name after "and".
    const year = /^\d{4}\s+and\s+(?:the\s+)?(?=\p{Lu})/u.exec(text);
    if (year) {
      text = text.slice(year[0].length);
      start += year[0].length;
    }
    // "Dunmore Athletic's 86th": the name is what owns, not the count after it.
    // (Cut of a trailing count, "93 of the 98 episodes" leaves "93 of the": the joining words go too, leaving a number.)
    text = withoutPossessive(text)
      .replace(/(?:\s+\d[\p{L}\d]*)+$/u, "")
      .replace(/(?:\s+(?:of|the|for|and|de|in|on|to|a))+$/u, "");
    // A name in another script than the corpus's ("(Russian: Лавр Гео́ргиевич …)") spells the subject's own name
    // again: nothing to search for.
    if (!/[\p{sc=Latin}\d]/u.test(text)) continue;
    // A bare number or year is not a name; neither is a lone short word, nor a lone demonym ("English", "American"),
    // nor a number word that starts a sentence ("Two branch campuses …").
    if (
      !text ||
      /^\d[\d,.]*$/.test(text) ||
      // An ordinal or a number with its unit ("38th", "4,000-seat") is no name either.
      /^\d[\d,.]*(?:st|nd|rd|th|s)?(?:[-\s]\p{Ll}+)?$/u.test(text) ||
      text.length < 3 ||
      NUMBER_WORD.test(text) ||
      DEMONYM.test(text.replace(/^(?:\d\S*\s+)+/u, "")) ||
      // A date or a span of years ("21 January", "1918-1920") is when something happened, never what it is.
      isDate(text)
    )
      continue;
    out.push({ text: text.replace(/[.,;:]$/, ""), start });
  }
  return out;
}

/**
 * A name dated with one of the years given, in a parenthesis right after it holding only a year or a span of years:
 * '"Hartley Lane" (1954)', not "Ash Lane (2014–2016)" for 2015 nor "Vell (born 1954)".
 */
export function datedBy(sentence: string, span: { text: string; start: number }, years: string[]): boolean {
  if (years.length === 0) return false;
  const at = sentence.indexOf(span.text, span.start);
  const paren = new RegExp(`^["”'’]?\\s*\\((${YEAR})(?:\\s*[–—-]\\s*(${YEAR}|\\d{2}))?\\)`).exec(
    sentence.slice(at + span.text.length, at + span.text.length + 16),
  );
  return !!paren && !paren[2] && years.includes(paren[1]!);
}

/** The years a phrase writes right before a noun: "the 1954 sitcom", "which 2014 superhero film". */
export function yearsBefore(phrase: string): string[] {
  return [...phrase.matchAll(new RegExp(`\\b(${YEAR})\\s+(?=\\p{Ll})`, "gu"))].map((m) => m[1]!);
}

/** The names a text gives (quoted titles, capitalised runs), each once, first to last. */
export function sentenceNames(text: string): string[] {
  return [...new Set(spansOf(text, "entity").map((s) => s.text))];
}

/**
 * A hop's answer: a typed span from the hop's own evidence that the question does not already name. A passage about
 * an entity the question never names ("University of Tarrow" for "the university whose main campus is in Greywick")
 * answers with its title; otherwise the span nearest the hop's words in the best-covering sentence.
 */
export function hopSpan(
  query: string,
  hop: Hop,
  evidence: HopEvidence[],
  known: string,
  floor: number,
  /** Every page found so far, the hop's or not: where a candidate's own page may say what it is. */
  pages: ScoredPassage[] = [],
): HopAnswer | null {
  const found = readHop(query, hop, evidence, known, floor, pages);
  if (!found || yearMisses(hop, found, evidence) || eventYearMisses(hop, found, evidence)) return null;
  if (hop.kind === "place" && hop.noun) return { ...found, span: cutAtNoun(found.span, hop.noun) };
  return hop.kind === "person" ? found : { ...found, span: seasonOf(found.span, hop.noun, hop.template) };
}

// "… replaced on Sirius XM in mid-July 2015 by which channel?": the year a statement dates its event in.
const EVENT_YEAR =
  /\bin\s+(?:(?:early|mid|late)[-\s]+)?(?:(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+)?(\d{4})\b/gi;

/**
 * "Faction was replaced … in mid-July 2015 by which channel?" over "In mid-July 2017, Faction was replaced by …": a
 * statement dating its event reads its answer only from a sentence of that year; one giving the event another year
 * states another event (a near-miss premise), so the hop has no answer.
 */
function eventYearMisses(hop: Hop, found: HopAnswer, evidence: HopEvidence[]): boolean {
  // (A statement asking with a later "which", not a noun's relative clause: "the film which won … in 1995" is dated by
  // its award, and its page's opening by the film's own year.)
  if (!STATEMENT_HOP.test(hop.template) || RELATIVE_HOP.test(hop.template)) return false;
  const asked = [...hop.template.matchAll(EVENT_YEAR)].map((m) => m[1]!);
  if (asked.length === 0) return false;
  const page = evidence.find((e) => e.passage.id === found.passageId)?.passage;
  const said = page ? sentences(page.text).filter((x) => x.text.includes(found.span)) : [];
  // Every sentence giving the answer dates it (a season's "2004–05" is 2004 and 2005), none with the asked year.
  const years = said.map((x) => yearsIn(x.text));
  return years.length > 0 && years.every((ys) => ys.length > 0 && !ys.some((y) => asked.includes(y)));
}

const STATEMENT_HOP = /\s(?:which|what|whom|who)\b/i;
const RELATIVE_HOP = /^(?:[\p{L}\d'’.-]+\s+){1,4}(?:which|who|whom|that|whose|where)\s/iu;

/** The years a sentence gives, a season's second year spelled out ("2004–05" gives 2004 and 2005). */
function yearsIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\b((?:1\d|20)\d{2})(?:[–-](\d{2}))?\b/g)) {
    out.push(m[1]!);
    if (m[2]) out.push(`${m[1]!.slice(0, 2)}${m[2]}`);
  }
  return out;
}

/**
 * "the 2008 film starring Selton Mello that …" read as a film whose own page opens "… is a 2006 Brazilian … film":
 * the description's year is not the entity's, so the entity is not the one described (a near-miss premise), and the
 * hop has no answer rather than a neighbour's.
 */
function yearMisses(hop: Hop, found: HopAnswer, evidence: HopEvidence[]): boolean {
  const described = hop.kind === "person" ? [] : yearsBefore(hop.template);
  if (described.length === 0) return false;
  const page = evidence.find((e) => e.passage.id === found.passageId)?.passage;
  if (!page?.title || titleName(page.title).toLowerCase() !== found.span.toLowerCase()) return false;
  const own = ownYear(sentences(page.text)[0]?.text ?? "");
  return own !== undefined && !described.includes(String(own));
}

/**
 * A hop's name read from a page title: "1978–79 Wigan Athletic F.C. season" is a page about a year of "Wigan Athletic
 * F.C.", the club the hop asks for; so is "32nd Independent Spirit Awards" an edition of the awards asked for by "the
 * awards whose 32nd edition …".
 */
function seasonOf(name: string, noun: string | undefined, hop: string): string {
  if (noun && /^(?:season|year|edition|ceremony|campaign|tournament)s?$/i.test(noun)) return name;
  const season = /^\d{4}(?:[–-]\d{2,4})?\s+(\p{Lu}.*?)\s+season$/u.exec(name)?.[1];
  if (season) return season;
  const edition = /^(\d+(?:st|nd|rd|th))\s+(\p{Lu}.*)$/u.exec(name);
  return edition && new RegExp(`\\b${edition[1]}\\s+(?:edition|ceremony|annual)\\b`, "i").test(hop)
    ? edition[2]!
    : name;
}

/**
 * A place asked by its noun ends at that noun: "Harlow County District 11" names a district of "Harlow County", the
 * county asked for. (A noun that starts the name, "County Harlow", is the name's own.)
 */
function cutAtNoun(span: string, noun: string): string {
  const head = headOf(noun).toLowerCase().replace(/s$/, "");
  const words = span.split(/\s+/);
  const at = words.findIndex((w, i) => i > 0 && w.toLowerCase() === head);
  return at > 0 && at < words.length - 1 ? words.slice(0, at + 1).join(" ") : span;
}

function readHop(
  query: string,
  hop: Hop,
  evidence: HopEvidence[],
  known: string,
  floor: number,
  found: ScoredPassage[],
): HopAnswer | null {
  const { kind } = hop;
  // A quoted nickname inside a name is part of it: 'Rodney "Boss" Bailey' is one name, not "Rodney" and "Bailey" (a
  // lone "Bailey" would make his brother "Champ Bailey" a name the question gives).
  known = known.replace(/(\p{L})\s+["“‘']([^"”’']{1,30})["”’']\s+(?=\p{Lu})/gu, "$1 $2 ");
  // "the university that …": a span naming a university ("Greywick University") before any other name.
  const noun = hop.noun && hop.noun.length > 3 ? hop.noun.toLowerCase().replace(/s$/, "") : undefined;
  const namesNoun = (text: string) => (noun ? text.toLowerCase().includes(noun) : false);
  const hopYears = hop.template.match(new RegExp(`\\b${YEAR}\\b`, "g")) ?? [];
  // The years describing the hop's noun, "the 1954 sitcom", date its answer; "joined in 2014" dates the joining, and
  // a person's parenthesis a life or a tenure, not the person.
  const describedYears = kind === "person" ? [] : yearsBefore(hop.template);
  const parenFits = (title: string) => {
    const paren = titleAside(title) ?? "";
    return !!paren && namesNoun(paren) && hopYears.length > 0 && hopYears.some((y) => paren.includes(y));
  };
  // "the wife of X": the words expressing the relation ("married", "wife") point at the answer; a sentence without
  // them states another of X's facts, whose names (his office, his ship) are not the one asked for.
  // "the man who composed the aria …": a noun naming no relation leaves it to its clause's verb ("composed": a composer).
  // "the author honoured by the Dahl museum": a participle says the relation, and the noun only what the answer is
  // (no "author" words: the museum's page says whom it honours, not what he wrote).
  const byParticiple =
    !!hop.noun && new RegExp(`\\b${escapeRegExp(hop.noun)}\\s+\\p{Ll}{3,}(?:ed|en)\\s+by\\b`, "u").test(hop.template);
  // So does an object clause asking a person: "the author whom the museum honours", "the singer that Tom Vale worked
  // with" (the museum's page says "in honour of Roald Dahl", not what he wrote).
  const objectClause =
    kind === "person" &&
    !!hop.noun &&
    new RegExp(
      `\\b${escapeRegExp(hop.noun)}\\s+(?:whom\\b|(?:that|which)\\s+(?:(?:the|a|an|his|her|its|their)\\b|\\p{Lu}))`,
      "u",
    ).test(hop.template);
  // (The answer's own page still says the noun of itself: "Roald Dahl Plass … is named after … author Roald Dahl" is
  // the space's page, not the author's.)
  const nounCue = (fromAnswer = false) =>
    byParticiple || (objectClause && !fromAnswer) ? undefined : relationCue(hop.noun, fromAnswer);
  const clause = kind === "person" && !nounCue() ? /\bwho\s+(.+)$/i.exec(hop.template)?.[1] : undefined;
  const cue = kind === "person" ? (nounCue() ?? (clause ? askedRelationCue(`who ${clause}`) : undefined)) : undefined;
  const answerCue =
    kind === "person" ? (nounCue(true) ?? (clause ? askedRelationCue(`who ${clause}`, true) : undefined)) : undefined;
  const cueAll = cue ? new RegExp(cue.source, "gi") : undefined;
  // "the king who made the 1951 honours": the person the evidence titles with the noun asked for ("… of King George
  // VI") is the one, before names a sentence with more of the hop's words gives ("… for New Zealand, Ceylon").
  // (A title only, "king", "governor": "director Osric Vale" is no more the one than "directed by Lena Hart"; and
  // a name the hop's relation words point at goes first.)
  const titledBy =
    kind === "person" && noun && TITLE_NOUN.test(noun.charAt(0).toUpperCase() + noun.slice(1))
      ? new RegExp(`\\b${escapeRegExp(noun)}\\s+$`, "i")
      : undefined;
  // The full names the passage gives the hop's noun to, "the composer Giuseppe Verdi": a surname alone meaning
  // someone else is not the one asked.
  const calledOther = (text: string, name: string) =>
    !!noun &&
    [
      ...text.matchAll(
        new RegExp(
          `\\b(?:[Tt]he|[Aa]n?)\\s+${escapeRegExp(noun)}s?\\s+(\\p{Lu}(?:[\\p{L}'’-]+|\\.)(?:\\s+\\p{Lu}(?:[\\p{L}'’-]+|\\.))+)`,
          "gu",
        ),
      ),
    ].some((m) => m[1] !== name);
  const cueAt = (text: string) => (cueAll ? [...text.matchAll(cueAll)].map((m) => m.index ?? 0) : []);
  const knownTerms = new Set(terms(known));
  const knownWords = known.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  // New: a word the question does not give, nor begin ("Dunmore" is in "Dunmorians", the team the question names).
  const isNew = (w: string) => {
    const lower = w.toLowerCase();
    return !knownTerms.has(terms(w)[0] ?? lower) && !knownWords.some((k) => k.startsWith(lower));
  };
  // "Castor Drilling Norway (CDN)": the initials of a name the question gives are that name again.
  const initials = nameRuns(known).map((run) =>
    run
      .split(/\s+/)
      .map((w) => w[0])
      .join(""),
  );
  // "Northern Coastal Hockey League" for a question saying "NCHL": the name the question's acronym spells.
  const acronyms = new Set(known.match(/\b\p{Lu}{2,7}\b/gu) ?? []);
  const spelled = (text: string) => (text.match(/\p{Lu}[\p{L}'’.-]*/gu) ?? []).map((w) => w[0]).join("");
  const fresh = (text: string) => {
    if (/^\p{Lu}{2,6}$/u.test(text) && initials.includes(text)) return false;
    if (text.split(/\s+/).length >= 2 && acronyms.has(spelled(text))) return false;
    const ws = text.match(/[\p{L}\p{N}]+/gu) ?? [];
    // "Ferris County" for "… lies in which county?": the noun asked for names what the answer is, so a name holding
    // it with another word is new, though the question says "county" and "Ferris State Fishing Lake".
    const calledNoun = !!noun && ws.length >= 2 && ws.some((w) => w.toLowerCase().replace(/s$/, "") === noun);
    return terms(text).length > 0 && (calledNoun || ws.some((w) => !isStopword(w.toLowerCase()) && isNew(w)));
  };
  // "Euromarché ("Euromarket")", "Yingkou/Yingkow": a quoted name opening a parenthesis right after a name the question
  // gives (its translation), or one word after a slash spelled like it (its other spelling), is that name again, not
  // the entity the hop asks for. ("Ada Vell (Tom Hart's sister)", "Lennon/McCartney", "Yingkou (Liaoning)" name others.)
  const aliasOfGiven = (sentence: string, sp: { text: string; start: number }) => {
    const before = sentence.slice(Math.max(0, sp.start - 60), sp.start);
    const quoted = /([\p{L}\p{N}'’.&-]+)\s*\(\s*["“'‘]?$/u.exec(before);
    const opensQuote = /["“'‘]\s*$/u.test(before) || /^["“'‘]/u.test(sentence.slice(sp.start));
    if (quoted && opensQuote && !isNew(quoted[1]!)) return true;
    const slashed = /([\p{L}\p{N}'’.&-]+)\/$/u.exec(before);
    return (
      !!slashed &&
      !/\s/.test(sp.text) &&
      !isNew(slashed[1]!) &&
      slashed[1]!.slice(0, 4).toLowerCase() === sp.text.slice(0, 4).toLowerCase()
    );
  };
  // "located in the city of Yingkou" for "the city that is home to the Diocese of Yingkou": a name the question gives
  // only inside another's ("Diocese of Yingkou") is the hop's answer where the sentence places it in the noun asked
  // ("in the city of"; "near the city of Yingkou", "named after the city of" place nothing).
  const givenInside = (sentence: string) =>
    noun
      ? spansOf(sentence, kind).filter(
          (sp) =>
            !fresh(sp.text) &&
            new RegExp(`\\b(?:in|at)\\s+the\\s+${escapeRegExp(noun)}\\s+of\\s+$`, "i").test(
              sentence.slice(0, sp.start),
            ) &&
            new RegExp(
              `\\p{Lu}[\\p{L}'’.-]*\\s+of\\s+(?:the\\s+)?${escapeRegExp(sp.text)}(?![\\p{L}\\p{N}])`,
              "u",
            ).test(known),
        )
      : [];
  // "The Gerald R. Ford Freeway is named after which former president?": a name the question gives only inside the
  // name of the thing named after it is the hop's answer where the sentence says that thing was named after or for it
  // ("Interstate Highways named for former President Gerald R. Ford").
  const namedInside = (sentence: string) =>
    NAMED_AFTER.test(hop.template)
      ? spansOf(sentence, kind).filter(
          (sp) =>
            !fresh(sp.text) &&
            NAMED_BEFORE.test(sentence.slice(0, sp.start)) &&
            new RegExp(`${escapeRegExp(sp.text)}\\s+\\p{Lu}`, "u").test(known) &&
            !new RegExp(`${escapeRegExp(sp.text)}(?!\\s+\\p{Lu})`, "u").test(known),
        )
      : [];
  // A title half made of the names the question gives ("Tomas Breck Academy" for "the manager who recruited Tomas
  // Breck") is a page about the question's own subject, not the entity the hop asks for: its sentences say that.
  // A name given whole, not a word of it: "Anton Velde" shares a surname with "Karl Velde" (the father of
  // the question's subject) and is another person, where "Tomas Breck Academy" holds all of "Tomas Breck".
  const knownRuns = (known.match(CAPITAL_RUN) ?? []).map((run) => terms(run)).filter((ts) => ts.length > 0);
  const mostlyKnown = (text: string) => {
    const ts = terms(text);
    if (ts.length < 2) return false;
    const have = new Set(ts);
    return knownRuns.some((run) => run.every((t) => have.has(t)) && run.length * 2 >= ts.length);
  };
  // "won by Mercedes driver Lewis Hamilton": a name before a doer's noun and another name is that doer's team or
  // employer, not the doer; a hop asking who did something ("the winner of …") wants the person after it. (A hop
  // asking for a body, "the team whose driver …", keeps the team.)
  const agentHop = !!hop.noun && (kind === "person" || AGENT_NOUN.test(hop.noun));
  // "critic of Exxonmobil and Halliburton" for "besides ExxonMobil … another corporation": where the question asks for
  // another one than a name it writes whole, a name run joining that name to another lists two names, and the other is
  // the one the hop may mean. ("Simon & Garfunkel", "Marks and Spencer" are one name where nothing asks for another.)
  // (A run's tails too: "Besides ExxonMobil" opening a sentence writes "ExxonMobil".)
  const asksAnother = /\b(?:another|other|besides|apart from|aside from|in addition to)\b/i.test(known);
  const givenNames = new Set(
    (known.match(CAPITAL_RUN) ?? []).flatMap((run) => {
      const ws = run.toLowerCase().split(/\s+/);
      return ws.map((_, i) => ws.slice(i).join(" "));
    }),
  );
  const unlisted = (sentence: string) =>
    [...spansOf(sentence, kind), ...calledOneWord(sentence)].flatMap((sp) => {
      const m = asksAnother ? /^(.+?)\s+(?:and|&)\s+(.+)$/u.exec(sp.text) : null;
      if (!m) return [sp];
      const [left, right] = [m[1]!, m[2]!];
      const given = (half: string) => givenNames.has(half.toLowerCase());
      if (given(left) && fresh(right)) return [{ text: right, start: sp.start + sp.text.length - right.length }];
      if (given(right) && fresh(left)) return [{ text: left, start: sp.start }];
      return [sp];
    });
  // A name the hop may answer with: new, not mostly the question's own, and not another spelling of a given one.
  // 'as the soundtrack to the film "About a Boy"' for "the film that Badly Drawn Boy's second album was the soundtrack
  // for": a name the sentence gives right after the noun asked is new unless the question writes it whole, though
  // its words ("Boy") are the question's. (Not a person's: "his brother Gary Lee Conner" is the "Gary Lee" the
  // question names.)
  const nounBefore = noun && kind !== "person" ? new RegExp(`\\b${escapeRegExp(noun)}s?\\s+["“]?$`, "iu") : undefined;
  const knownLowerText = known.toLowerCase();
  const namedByNoun = (sentence: string, sp: { text: string; start: number }) =>
    !!nounBefore?.test(sentence.slice(0, sp.start)) && !knownLowerText.includes(sp.text.toLowerCase());
  const newName = (sentence: string, sp: { text: string; start: number }) =>
    (fresh(sp.text) || namedByNoun(sentence, sp)) &&
    !mostlyKnown(sp.text) &&
    !aliasOfGiven(sentence, sp) &&
    !(agentHop && teamOfDoer(sentence, sp));
  // A role names what was done: "founder" is who "founded", "director" who "directed".
  const queryTerms = new Set([...terms(query), ...doerVerbTerms(query)]);
  // The hop's names (its capitalised words, numbers) say what it is about; its other words, what is asked of it.
  // A quoted title's words are a name, capitalised or not ("'Canto della sera'").
  const quoted = [...hop.template.matchAll(/['‘"“]([^'’"”]{2,60})['’"”](?!\p{L})/gu)].flatMap((m) => terms(m[1]!));
  const nameTerms = new Set([
    ...(query.match(/[\p{Lu}\p{N}][\p{L}\p{N}'’.&-]*/gu) ?? []).flatMap((w) => terms(w)),
    ...quoted,
  ]);
  // The hop's names whole ("Lee Hazlewood", "January 22, 1966" gives "January 22" and "1966").
  const hopRuns = (hop.template.match(CAPITAL_RUN) ?? []).map((run) => terms(run)).filter((ts) => ts.length > 0);
  const namesSubject = (text: string) => {
    const have = new Set(terms(text));
    return nameTerms.size > 0 && [...nameTerms].every((t) => have.has(t));
  };
  const subjectPage = (p: ScoredPassage) => {
    const t = titleTerms(p);
    return t.length > 0 && t.every((w) => nameTerms.has(w));
  };
  // "the tenor who starred in Tosca": of the names the film's page gives (its director, its cast), the one whose own
  // page opens by calling them the noun asked for ("Franco Corelli … was an Italian tenor").
  // (Not when the hop's relation words name an agent: "produced by Lena Hart" names the producer, whoever else is "a
  // director and producer"; and the noun said of the page's subject itself: "was the father of …" calls him someone's
  // father.)
  const calls = noun
    ? new RegExp(
        `\\b(?:is|was|are|were)\\s+(?:an?|the)\\s+(?:[\\p{L}\\d'’-]+\\s+){0,5}?${escapeRegExp(noun)}s?\\b(?!\\s+(?:of|to|for)\\b)`,
        "iu",
      )
    : undefined;
  // "… was opened by Tom Hale": the agent of a verb the hop does not say.
  const hopTerms = new Set(terms(hop.template));
  const otherAgentOf = (before: string) => {
    // (A span read by its surname starts there: "by Tom " before "Hale".)
    const verb = /\b(\p{Ll}+(?:ed|en))\s+(?:\p{Ll}+\s+)?by\s+(?:\p{Lu}[\p{L}'’.-]*\s+){0,2}$/u.exec(before)?.[1];
    return !!verb && !terms(verb).some((t) => hopTerms.has(t));
  };
  // The noun asked right before a name ("author Roald Dahl", "singer-songwriter Hayden"): the sentence says what it is.
  const nounRight = noun ? new RegExp(`\\b${escapeRegExp(noun)}s?(?:-\\p{L}+)?\\s+$`, "iu") : undefined;
  const saysNoun = (sentence: string, sp: { start: number }) => !!nounRight?.test(sentence.slice(0, sp.start));
  // A person's own page: its opening gives a life or calls its subject the noun asked.
  const opensAsPerson = (opening: string) => LIFE.test(opening) || !!calls?.test(opening);
  // (The names whose own page, of all found, opens so: read once, when a hop first asks.)
  let calledNames: Set<string> | undefined;
  const calledByOwnPage = (sp: { text: string }) => {
    if (!calls) return false;
    calledNames ??= new Set(
      [...evidence.map((e) => e.passage), ...found]
        .filter((p) => !!p.title && calls.test(sentences(p.text)[0]?.text ?? ""))
        .map((p) => titleName(p.title!).toLowerCase()),
    );
    return calledNames.has(sp.text.toLowerCase());
  };
  // "a single by Canadian singer-songwriter Hayden": a person named by one word, where a found page titled with that
  // word opens by calling them the noun asked ("Hayden (musician)": "… who records as Hayden, is a Canadian
  // singer-songwriter"). (A one-word span is no person otherwise: "Premier", "Sunday".)
  // (Called the noun where it stands too: "by Canadian singer-songwriter Hayden", not "recorded in Madonna, a village".)
  const calledOneWord = (sentence: string) =>
    kind === "person" && calls
      ? [...sentence.matchAll(/(?<![\p{L}'’.-]|\p{Lu}[\p{L}'’.-]*\s+)\p{Lu}[\p{Ll}'’-]+(?![\p{L}'’-]|\s+\p{Lu})/gu)]
          .map((m) => ({ text: m[0], start: m.index ?? 0 }))
          .filter((sp) => sp.start > 0 && saysNoun(sentence, sp) && calledByOwnPage(sp))
      : [];
  const pageTitles = new Set(
    // (A person's page, when a person is asked: an opera's page titled like a name is not one.)
    evidence.flatMap((e) =>
      e.passage.title && (kind !== "person" || !isWorkPage(e.passage.text))
        ? [titleName(e.passage.title).toLowerCase()]
        : [],
    ),
  );
  // "the annual documentary film festival that is presented by <a journal>": of the best pages, the one titled with
  // the noun asked for ("Harwick International Documentary Festival") is the hop's entity, not the journal's page.
  if (noun && kind !== "person") {
    const titledNoun = evidence
      .slice(0, 2)
      .filter((e) => e.score >= floor && e.passage.title)
      .map((e) => ({ e, title: titleName(e.passage.title!) }))
      .find(
        ({ e, title }) =>
          /^[\p{Lu}\d"“]/u.test(title) &&
          title.split(/\s+/).length <= 6 &&
          ((title.split(/\s+/).length >= 2 && namesNoun(title) && !known.toLowerCase().includes(title.toLowerCase())) ||
            // "Irma (1956 film)" for "the film based on the opera Irma … in 1956": the parenthesis says it is the
            // noun asked for, with the year the hop gives, though its name is the opera's.
            parenFits(e.passage.title!)),
      );
    if (titledNoun) return { span: titledNoun.title, passageId: titledNoun.e.passage.id, score: titledNoun.e.score };
  }
  // "the actress who played Lena Voss in Hexed": of the best pages, the person's own (titled with a new name,
  // naming everything the hop names) is who is described, before a page about the show that names its cast.
  // (A relation's answer is read through its words below: "his wife Nerin Kadın" on her daughter's page names a
  // wife, not the daughter's.)
  if (kind === "person" && !cue) {
    const own = evidence.slice(0, 2).find(({ passage, score }) => {
      if (score < floor || !passage.title) return false;
      const title = titleName(passage.title);
      const n = title.split(/\s+/).length;
      if (n < 2 || n > 4 || !/^\p{Lu}/u.test(title) || !fresh(title) || mostlyKnown(title)) return false;
      if (!candidateSpans(title, "person").some((sp) => sp.text === title) || isWorkPage(passage.text)) return false;
      // (A person's page: "Roald Dahl Plass is a public space … named after … Roald Dahl" is a place's.)
      if (!opensAsPerson(sentences(passage.text)[0]?.text ?? "")) return false;
      const have = new Set(terms(`${passage.title} ${passage.text}`));
      return nameTerms.size > 0 && [...nameTerms].every((t) => have.has(t));
    });
    if (own) return { span: titleName(own.passage.title!), passageId: own.passage.id, score: own.score };
  }
  for (const { passage, score } of evidence.slice(0, 2)) {
    if (score < floor) break;
    // (Its sentences, split once for every reading below.)
    const said = sentences(passage.text);
    const title = passage.title ? titleName(passage.title) : "";
    const titleWords = title.split(/\s+/).length;
    const looksLikeName =
      /^[\p{Lu}\d"“]/u.test(title) &&
      // (A person's name starts with no number: "1989 Harbor City Hawks season" is a page about a team's year.)
      (kind !== "person" ||
        (titleWords >= 2 &&
          titleWords <= 4 &&
          !/^\d/.test(title) &&
          candidateSpans(title, "person").some((sp) => sp.text === title) &&
          !isWorkPage(passage.text)));
    // "the university whose main campus is in Greywick, Tarrow": "University of Tarrow" is made of the question's
    // words, and still a new name: it names the noun asked for and is no phrase of the question.
    const nounTitle =
      titleWords >= 2 && namesNoun(title) && !known.toLowerCase().includes(title.toLowerCase()) && kind !== "person";
    // The answer's own page states the relation from its side, in a sentence naming the subject: "He directed Leap
    // to Honor", "… father of X" — not its own parents ("daughter of …") beside a mention of the subject.
    const statesRelation = !answerCue || said.some((x) => answerCue.test(x.text) && namesSubject(x.text));
    // "the company that published Monthly Gangan Wing": a page opening "… is a Japanese manga series" is a work's,
    // not the company's; its sentences may name the company ("published by Square Enix").
    const otherKind = otherKindCalled(
      hop.noun,
      said.map((x) => x.text),
    );
    // (Nor is the page's own subject then the answer any of its sentences gives.)
    // (Nor, under an object clause, "the author whom the public space … is named after": the page's subject is the
    // clause's, and the answer another; unless the page is a person's own, its opening giving a life or the noun.)
    const opening = said[0]?.text ?? "";
    const clauseSubject = objectClause && !opensAsPerson(opening);
    // (An object clause drops the noun's relation words, so another verb's agent is no answer: "the author whom the
    // museum honours" is not "Tom Hale", by whom it "was opened".)
    const candidate = (sentence: string, sp: { text: string; start: number }) =>
      newName(sentence, sp) &&
      !((otherKind || clauseSubject) && sp.text.toLowerCase() === title.toLowerCase()) &&
      !(objectClause && otherAgentOf(sentence.slice(0, sp.start)));
    if (
      title &&
      titleWords <= 6 &&
      looksLikeName &&
      statesRelation &&
      !otherKind &&
      ((fresh(title) && !mostlyKnown(title)) || nounTitle)
    ) {
      // A page about something else that names the noun's entity ("… presented the Frontline Film Festival"): the
      // span naming the noun asked for ("festival") before the page's own title.
      // (A page whose opening calls its subject the noun — "The Hut That Tam Built is a 1967 … animated short" — is
      // the noun's own page: its title is the entity.)
      const ownNoun =
        !!noun &&
        new RegExp(`\\b(?:is|was|are|were)\\s+(?:an?|the)\\s+(?:[\\p{L}\\d'’-]+\\s+){0,8}?${noun}s?\\b`, "iu").test(
          opening,
        );
      const named =
        noun && !ownNoun && !namesNoun(passage.title ?? "")
          ? said.flatMap((s) => unlisted(s.text).filter((sp) => candidate(s.text, sp))).find((sp) => namesNoun(sp.text))
          : undefined;
      return { span: named?.text ?? title, passageId: passage.id, score };
    }
    // The sentence that states the hop's relation ("played its home games at …") before one that only names its
    // subject again ("The Dunmore Otters were … of the Northern Coastal Hockey League"): distinct words.
    // A page describing the hop's subject across its sentences ("… a hit song written by Lee Hazlewood and recorded by
    // Nancy Sinatra. It charted January 22, 1966"): its opening, naming some of the hop's names, is about that subject.
    // (A whole name of the hop, not the page's own: "Carly Simon … married James Taylor" names no "Paul Simon".)
    const ownTitle = new Set(titleTerms(passage));
    const namesWhole = (sentence: string) => {
      const have = new Set(terms(sentence));
      return hopRuns.some((run) => run.every((t) => have.has(t)) && !run.every((t) => ownTitle.has(t)));
    };
    const ranked = said
      .map((s, i) => {
        const hit = [...new Set(terms(s.text))].filter((t) => queryTerms.has(t));
        const opening = !!cue && i === 0 && namesWhole(s.text) && namesSubject(passage.text);
        return { text: s.text, hits: hit.length, relation: hit.filter((t) => !nameTerms.has(t)).length, opening };
      })
      // A sentence saying "he married …" about the passage's subject names no word of the hop and still states it.
      // With a relation's words: on the subject's own page any sentence (its "he" is the subject), elsewhere only
      // one naming the subject ("Nadira Sultan … daughter of Osric II" names no parent of someone else she names), or
      // the opening of a page that names them all.
      .filter((s) =>
        cue ? cue.test(s.text) && (subjectPage(passage) || s.opening || namesSubject(s.text)) : s.hits > 0,
      )
      .sort((a, b) => b.relation - a.relation || b.hits - a.hits);
    // A bridge has a page of its own: among the best sentences' names, one that titles another found page ("son of …
    // goalkeeper Anton Velde", with "Anton Velde" found) before a nearer name without one ("Premier League").
    // (A name holding the noun asked for, "Ferris County" for "which county", goes before a paged one, "Tarrow".)
    // (With a relation's words, a name right after them, "by Arvo Lindqvist", before a paged one they do not point
    // at, "to a libretto by Pell Sarrow".)
    const top = ranked.slice(0, 3).flatMap((s) => {
      const cues = cueAt(s.text);
      return unlisted(s.text)
        .filter((sp) => candidate(s.text, sp))
        .map((sp) => {
          const at = cues.filter((c) => cuedAt(s.text, c, sp));
          return {
            ...sp,
            cued: at.length > 0,
            // "produced by Lena Hart": the relation's agent, right after its verb.
            agent: at.some((c) => /\bby\s+$/i.test(s.text.slice(c, sp.start))),
            titled: !!titledBy?.test(s.text.slice(0, sp.start)),
          };
        });
    });
    const titled = titledBy && !top.some((sp) => sp.cued) ? top.find((sp) => sp.titled) : undefined;
    if (titled) return { span: titled.text, passageId: passage.id, score };
    // "the 1954 sitcom that Tam Greer edited" over "… his first show being "Racket Squad", from 1951–53 …" and, a
    // sentence later, "… including "Hartley Lane" (1954)": of the names the hop's sentences give, the one dated with
    // the hop's year, wherever its sentence ranks.
    const dated = describedYears.length
      ? [
          ...new Set(
            ranked.flatMap((s) =>
              unlisted(s.text)
                .filter((sp) => datedBy(s.text, sp, describedYears) && candidate(s.text, sp))
                .map((sp) => sp.text),
            ),
          ),
        ]
      : [];
    if (dated.length === 1) return { span: dated[0]!, passageId: passage.id, score };
    const hasPage = (sp: { text: string }) => pageTitles.has(sp.text.toLowerCase());
    const nounNamed = kind !== "person" ? top.filter((sp) => namesNoun(sp.text)) : [];
    const paged =
      kind === "person"
        ? ((top.some((sp) => sp.agent) ? undefined : top.find(calledByOwnPage)) ??
          top.filter((sp) => sp.cued).find(hasPage) ??
          top.find(hasPage))
        : (nounNamed.length ? nounNamed : top).find(hasPage);
    if (paged) return { span: paged.text, passageId: passage.id, score };
    for (const s of ranked.slice(0, 3)) {
      const named = unlisted(s.text).filter((sp) => candidate(s.text, sp));
      // "He began teaching Verdi in 1824": a person the sentence calls by surname alone is the one the passage names
      // in full ("… an early tutor of Giuseppe Verdi"), the hop's answer before a name from a sentence saying less.
      // Not where the passage gives the noun asked to another name ("the composer Giuseppe Verdi"): "The casting of
      // Giachetti as Verdi … the composer's patriotism" calls two people by surname, and the composer is the other.
      const spans =
        named.length || kind !== "person"
          ? named
          : bySurname(s.text, passage.text).filter(
              (sp) => candidate(s.text, sp) && !calledOther(passage.text, sp.text),
            );
      const inside = givenInside(s.text)[0] ?? namedInside(s.text)[0];
      if (inside) return { span: inside.text, passageId: passage.id, score };
      if (spans.length === 0) continue;
      const lower = s.text.toLowerCase();
      const anchors = [...lower.matchAll(/[\p{L}\p{N}]+/gu)]
        .filter((m) => queryTerms.has(terms(m[0])[0] ?? ""))
        .map((m) => m.index ?? 0);
      // With a relation's words, the name nearest them ("married …, Nadira Sultan"); else nearest the hop's words.
      const cues = cueAt(s.text);
      const near = cues.length ? cues : anchors;
      const distance = (sp: { start: number }) =>
        near.length ? Math.min(...near.map((a) => Math.abs(a - sp.start))) : sp.start;
      // The hop's words around a name say it is the one described: "on radio as the title character in 'Meet
      // Della Marsh'" holds three of "radio program … voiced the title character", "voicing Dotty Quickstep" one.
      const around = (sp: { text: string; start: number }) => {
        const before = s.text.slice(0, sp.start).trim().split(/\s+/).slice(-6).join(" ");
        const after = s.text
          .slice(sp.start + sp.text.length)
          .trim()
          .split(/\s+/)
          .slice(0, 3)
          .join(" ");
        const own = new Set(terms(sp.text));
        return new Set(terms(`${before} ${after}`).filter((t) => queryTerms.has(t) && !own.has(t))).size;
      };
      // "Veldsdag, an annual holiday …": a name the next words call the noun asked for is one.
      // "… from the 1968 Harlow Studios featurette Tobin the Bear and the Windy Day": the name right after the noun is
      // the noun's own; the one before it only describes it (its maker, its year). (A capitalised noun is a name's
      // own word: "Tarrow" after "Ferris County, " is no county.)
      const called = (sp: { text: string; start: number }) =>
        namesNoun(sp.text) ||
        (!!noun && new RegExp(`\\b${noun}s?\\s*,?\\s*$`, "u").test(s.text.slice(0, sp.start))) ||
        (!!noun &&
          new RegExp(`^\\s*,?\\s*(?:an?|the)\\s+(?:[\\p{L}-]+\\s+){0,3}?${noun}`, "iu").test(
            s.text.slice(sp.start + sp.text.length),
          ));
      const best = [...spans].sort(
        (a, b) =>
          Number(called(b)) - Number(called(a)) ||
          (cues.length ? 0 : around(b) - around(a)) ||
          distance(a) - distance(b),
      )[0]!;
      return { span: best.text, passageId: passage.id, score };
    }
  }
  return null;
}

/**
 * The full names (two words or more) of a passage whose last word a sentence says alone, where it says it (not its
 * opening word): "Verdi" in "He began teaching Verdi in 1824" is "Giuseppe Verdi" when the passage says so, and only
 * one full name of the passage ends so.
 */
function bySurname(sentence: string, text: string): { text: string; start: number }[] {
  const full = new Map<string, Set<string>>();
  for (const sp of spansOf(text, "person")) {
    const words = sp.text.split(/\s+/);
    if (words.length < 2) continue;
    const last = words.at(-1)!;
    full.set(last, (full.get(last) ?? new Set()).add(sp.text));
  }
  const out: { text: string; start: number }[] = [];
  for (const m of sentence.matchAll(/(?<=[\p{L}\d,;]\s+)\p{Lu}[\p{Ll}'’-]+(?![\p{L}'’-]|\s+\p{Lu})/gu)) {
    const names = full.get(m[0]);
    if (names?.size === 1) out.push({ text: [...names][0]!, start: m.index ?? 0 });
  }
  return out;
}
