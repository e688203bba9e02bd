import { escapeRegExp } from "../../text/regex";
import { contentWords } from "./decompose";

/**
 * Questions that name several sources ("the report from The Verge on … published on November 1, 2023, and the report
 * from TechCrunch on …", "as reported by both TechCrunch and The Verge") rest on one fact per source. Each source
 * gets a sub-query of its own: its name with the words of its own clause, so each source's fact can be retrieved
 * instead of whichever passages best match the whole question.
 */

// A source's name: a quoted title, or capitalised words joined by " | ", " - ", " & " or "of", and "and" after a
// dash ("The Roar | Sports Writers Blog", "BBC News - Entertainment & Arts", "The Independent - Life and Style").
const WORD = String.raw`[\p{Lu}\d][\p{L}\d.&-]*`;
const JOIN = String.raw`(?:\s+[|&-]\s+|\s+of\s+|(?<=[|-]\s+\p{Lu}\p{Ll}+)\s+and\s+|\s+)`;
const QUOTED = `['‘"“][^'’"”]{2,60}['’"”]`;
const NAME = String.raw`(?:${QUOTED}|\p{Lu}[\p{L}\d.&-]*(?:${JOIN}${WORD})*)`;
// The words that attribute a clause to a source, before its name ("reported by", "the article from", "according to",
// "another by") or after it ("TechCrunch reported", "The Verge's article"). A bare "in"/"from"/"by" attributes only a
// quoted name ("in 'The Age'"): "in November" names no source.
// "per The Verge", "as reported in The Guardian", "described by Wired", "According to …" opening the question too.
const BEFORE = String.raw`(?:(?:reported|covered|mentioned|published|cited|noted|described)\s+by|(?:reported|covered|mentioned|published|noted|featured|described|detailed)\s+in|[Aa]ccording\s+to|[Pp]er|(?:report|reports|article|articles|piece|coverage|review|story|reporting|another)\s+(?:from|by|in|of))\s+(?:both\s+)?(?:the\s+)?`;
const AFTER = String.raw`(?:['’]s)?\s+(?:report|reports|reported|article|articles|piece|coverage|review|story|stories|describes?|suggests?|claims?|indicates?|implies|attributes?|focuses|mentions?|anticipates?|wrote|writes)\b`;
const SOURCE = new RegExp(
  `(?<=\\b${BEFORE})(${NAME})|(?<=\\b(?:in|from|by)\\s+)(${QUOTED})|(${NAME})(?=${AFTER})`,
  "gu",
);
// A list of sources in one attribution: "both TechCrunch and The Verge", "The Verge, CNBC, and TechCrunch".
const MORE = new RegExp(`^(?:\\s*,\\s*(?:and\\s+)?|\\s+and\\s+)(?:the\\s+)?(${NAME})`, "u");
// Where one clause ends and the next begins; a comma inside a date ("November 1, 2023") or a number ("10,000") is not
// a boundary, nor an "and" inside a list of sources ("TechCrunch and The Verge").
const BOUNDARY =
  /,(?!\d)(?!\s*\d{4})\s*(?:(?:while|whereas)\s+)?|\s+(?:while|whereas|and then|as opposed to|but also)\s+|;\s*|\s+and\s+(?=(?:the|an?|did|does|is|was|then)\s)/g;
const TOPIC = /^\s*(?:regarding|concerning|about|on|featuring|detailing|discussing|covering)\s/i;
const QUESTION_START =
  /^(?:what|which|who|whom|whose|when|where|why|how|is|are|was|were|do|does|did|has|have|had|after|before|between|considering|while|although)$/i;
export const MAX_SOURCE_QUERIES = 4;

export interface Mention {
  name: string;
  start: number;
}

const bare = (name: string) => name.replace(/^['‘"“]|['’"”]$/g, "").trim();

/** The sources a text names, in order, each with where its mention starts. */
export function sourceMentions(text: string): Mention[] {
  return mentions(text);
}

// "the TechCrunch and Fortune articles": two names sharing one plural attribution.
const PAIR = new RegExp(
  `(${NAME})\\s+and\\s+(?:the\\s+)?(${NAME})(?=\\s+(?:articles|reports|pieces|stories)\\b)`,
  "gu",
);

function mentions(question: string): Mention[] {
  const out: Mention[] = [];
  for (const m of question.matchAll(PAIR)) {
    const first = bare(m[1]!);
    const second = bare(m[2]!);
    const start = m.index ?? 0;
    out.push({ name: first, start }, { name: second, start: start + m[0].lastIndexOf(m[2]!) });
  }
  for (const m of question.matchAll(SOURCE)) {
    // "Did Engadget report …": a sentence's first word is no part of a name when it is a question word.
    const words = bare(m[1] ?? m[2] ?? m[3] ?? "").split(/\s+/);
    while (words.length && QUESTION_START.test(words[0]!)) words.shift();
    const name = words.join(" ");
    // "reported in November 2023", "described in Monday's …": a date is no source.
    if (!name || dateWord(words)) continue;
    const start = m.index ?? 0;
    out.push({ name, start });
    // The rest of a list after it: "TechCrunch and The Verge".
    let rest = question.slice(start + (m[0]?.length ?? 0));
    let offset = start + (m[0]?.length ?? 0);
    for (let more = MORE.exec(rest); more; more = MORE.exec(rest)) {
      out.push({ name: bare(more[1]!), start: offset + more.index });
      offset += more[0].length;
      rest = rest.slice(more[0].length);
    }
  }
  const seen = new Set<string>();
  return out
    .sort((a, b) => a.start - b.start)
    .filter((m) => !seen.has(`${m.start}:${m.name}`) && seen.add(`${m.start}:${m.name}`));
}

/** The question's clauses, each with where it starts. */
function clauses(question: string): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  let from = 0;
  for (const m of question.matchAll(BOUNDARY)) {
    out.push({ text: question.slice(from, m.index), start: from });
    from = (m.index ?? 0) + m[0].length;
  }
  out.push({ text: question.slice(from), start: from });
  return out;
}

// Words that attribute rather than say anything ("reported", "article"): a clause of only these has no claim of its own.
const ATTRIBUTION =
  /^(?:reported|report|reports|according|covered|mentioned|published|described|featured|detailed|noted|wrote|writes|per|article|articles|piece|coverage|review|story|both|another|also|including|sources?)$/i;

/**
 * One sub-query per source the question names (at least two mentions), each the source's name with its clause's
 * words; a clause that only attributes ("as reported by TechCrunch") borrows the words of the clauses beside it that
 * no source attributes.
 * Empty when the question names fewer than two sources.
 */
export function sourceQueries(question: string): string[] {
  return sourceParts(question).map((p) => p.query);
}

/** Each source the question names with its sub-query (see sourceQueries). */
export function sourceParts(question: string): { source: string; query: string }[] {
  const found = mentions(question);
  if (found.length < 2) return [];
  const parts = clauses(question.replace(/\?+\s*$/, ""));
  const clauseAt = (pos: number) => parts.reduce((best, c, i) => (c.start <= pos ? i : best), 0);
  const queries: { source: string; query: string }[] = [];
  const attributed = new Set(found.map((f) => clauseAt(f.start)));
  const lentTo = new Map<number, number[]>();
  const names = found.map((f) => f.name);
  const own = (k: number) => claimWords(parts[k]?.text ?? "", names);
  for (const { name, start } of found) {
    const i = clauseAt(start);
    let words = own(i);
    // A clause that only attributes ("…, as reported by TechCrunch, …") is about the claims beside it that no source
    // of their own attributes: the clause before ("whose trial is approaching, as reported by TechCrunch") and the
    // one after ("Which company, as reported by TechCrunch, has spent billions …").
    // (A clause lent is that attribution's claim, for every source it lists: it is not lent to the next one.)
    if (words.length < 2) {
      const lent = lentTo.get(i) ?? [i - 1, i + 1].filter((k) => k >= 0 && k < parts.length && !attributed.has(k));
      lentTo.set(i, lent);
      for (const k of lent) {
        words = [...words, ...own(k)];
        attributed.add(k);
      }
    }
    // "…, regarding Mira Vantelle's experiences with the media": a clause saying what the report is about is its topic.
    if (TOPIC.test(parts[i + 1]?.text ?? "")) words = [...words, ...own(i + 1)];
    words = [...new Set(words)];
    for (let k = i + 1; words.length < 2 && k <= i + 2; k++) words = [...words, ...own(k)];
    if (words.length < 2) continue;
    const dates = isoDates(parts[i]?.text ?? "");
    queries.push({ source: name, query: [...contentWords(name), ...words, ...dates].join(" ") });
  }
  const seen = new Set<string>();
  return queries.filter((q) => !seen.has(q.query) && seen.add(q.query)).slice(0, MAX_SOURCE_QUERIES);
}

/** A clause's own words: without the sources' names (a query puts its source's back in front) and attribution. */
function claimWords(clause: string, names: string[]): string[] {
  let text = clause;
  for (const n of new Set(names.map((x) => x.toLowerCase())))
    text = text.replace(new RegExp(escapeRegExp(n), "gi"), " ");
  return contentWords(text).filter((w) => !ATTRIBUTION.test(w));
}

// What the question asks for rather than claims ("What type of establishments", "Which company"): no claim's words.
const ASKED =
  /^(?:type|kind|entity|entities|individual|person|people|company|companies|organization|platform|one|name)$/i;

/** A source's name as a key: "the Sporting News" and "Sporting News" are one source. */
export const sourceKey = (name: string) => name.toLowerCase().replace(/^the\s+/, "");

// Names that may be sources though no attribution above reads them: a quoted capitalised name ("'The Age'
// discusses"), a name with an ordinal report ("TechCrunch's second article"), before a verb of reporting ("Fortune
// accused", "TechCrunch identified") or after "discussed on" ("as discussed on TalkSport").
const MAYBE_SOURCE = new RegExp(
  [
    String.raw`['‘"“](\p{Lu}[^'’"”]{1,58})['’"”]`,
    String.raw`(${NAME})(?=(?:['’]s)?\s+(?:\p{Ll}+\s+)?(?:report|reports|article|articles|piece|coverage|story|post|posts|review|reviews|blog|column|feature|interview|newsletter|podcast|video)\b)`,
    String.raw`(${NAME})(?=\s+(?:alleges|alleged|accuses|accused|identified|discusses|discussed|notes|noted|highlights|highlighted|says|said|states|stated|argues|argued|portrays|portrayed|reports|reported|details|detailed)\b)`,
    String.raw`(?<=\b(?:discussed|featured|covered|reported|mentioned)\s+(?:on|in)\s+(?:the\s+)?)(${NAME})`,
  ].join("|"),
  "gu",
);

/**
 * The one source a question names (however often), else undefined: none, several, or a name that may be another
 * source (MAYBE_SOURCE) — a claim is kept to one source's reports only when no other may be meant.
 */
export function onlySource(question: string): string | undefined {
  const found = mentions(question);
  if (!found.length || new Set(found.map((f) => sourceKey(f.name))).size !== 1) return undefined;
  const source = sourceKey(found[0]!.name);
  for (const m of question.matchAll(MAYBE_SOURCE)) {
    const words = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? "").trim().split(/\s+/);
    while (words.length && QUESTION_START.test(words[0]!)) words.shift();
    const name = sourceKey(words.join(" "));
    // "reported on October 31, 2023": a date is no source.
    if (!name || dateWord(name.split(" ")) || /^\d/.test(name)) continue;
    if (name !== source && !source.includes(name)) return undefined;
  }
  return found[0]!.name;
}

/**
 * A question naming one source for all its claims ("Which company, as reported by TechCrunch, paid billions to be the
 * default search engine, unveiled new hardware, and is accused of siphoning off news publishers' revenue?") rests on
 * one report of that source per claim, not on the one report matching most of the question. Each claim clause (two
 * content words or more, what the question asks for left out) is a sub-query: the source's name with the clause's
 * words and dates. Empty unless the question names exactly one source and makes at least two claims.
 */
export function claimParts(question: string): { source: string; query: string }[] {
  const source = onlySource(question);
  if (!source) return [];
  const seen = new Set<string>();
  const parts = clauses(question.replace(/\?+\s*$/, "")).map((c) => c.text);
  // "…, and again on December 15, 2023, about a class action …": a clause saying what a report is about is that
  // report's (the clause before it, its date).
  const joined = withDates(
    parts.flatMap((text, i) => (i > 0 && TOPIC.test(text) ? [] : [topicOf(parts, i)])),
    source,
  );
  const claims = joined.flatMap((text, i) => {
    // "Which NFL team, according to …, won …": the question's opening noun phrase is what it asks, no claim.
    if (i === 0 && ASKED_PHRASE.test(text)) return [];
    const words = claimWords(text, [source]).filter((w) => !ASKED.test(w) && !QUESTION_START.test(w));
    if (words.length < 2) return [];
    const query = [...contentWords(source), ...words, ...isoDates(text)].join(" ");
    return seen.has(query) ? [] : (seen.add(query), [{ source, query }]);
  });
  return claims.length >= 2 ? claims.slice(0, MAX_SOURCE_QUERIES) : [];
}

const ASKED_PHRASE = /^\s*(?:which|what)(?:\s+[\p{L}\d'’-]+){1,3}\s*$/iu;

/**
 * Clauses with a clause saying only when ("TechCrunch reported on October 5, 2023, that Orbix was sued") joined to
 * the claim after it: the date is that claim's.
 */
function withDates(parts: string[], source: string): string[] {
  const out: string[] = [];
  let pending = "";
  for (const text of parts) {
    const said = claimWords(text, [source]).filter((w) => !MONTHS.includes(w.toLowerCase()) && !/^\d+$/.test(w));
    if (isoDates(text).length && said.length < 2) pending = `${pending}${text} `;
    else {
      out.push(`${pending}${text}`);
      pending = "";
    }
  }
  return pending ? [...out, pending.trim()] : out;
}

/** A clause with the topic clauses that follow it ("…, regarding …", "…, about …"). */
function topicOf(parts: string[], i: number): string {
  let text = parts[i] ?? "";
  for (let k = i + 1; k < parts.length && TOPIC.test(parts[k]!); k++) text = `${text} ${parts[k]}`;
  return text;
}

/** The claim sub-queries of a question naming one source (see claimParts). */
export function claimQueries(question: string): string[] {
  return claimParts(question).map((p) => p.query);
}

const MONTHS = "january february march april may june july august september october november december".split(" ");
const WEEKDAYS = "monday tuesday wednesday thursday friday saturday sunday".split(" ");
// A paper named for its day ("The Sunday Times", "Sunday Mirror") is a source; "Monday's …" and "Sunday Night
// Football" are not.
const DAY_PAPER =
  /^(?:times|telegraph|mirror|post|express|herald|mail|independent|tribune|sport|people|world|observer)$/i;
/** Whether a name's words begin with a date's: a month, or a weekday that does not name a paper. */
function dateWord(words: string[]): boolean {
  const first = words[0]?.toLowerCase() ?? "";
  if (MONTHS.includes(first)) return true;
  return WEEKDAYS.includes(first) && !(words.length > 1 && DAY_PAPER.test(words[1]!));
}
const DATE =
  /\b(january|february|march|april|may|june|july|august|september|october|november|december)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/gi;

/** "published on October 7, 2023" as a dated fact gives it ("TechCrunch, 2023-10-07: …"): the ISO form too. */
export function isoDates(text: string): string[] {
  return [...text.matchAll(DATE)].map((m) => {
    const month = String(MONTHS.indexOf(m[1]!.toLowerCase()) + 1).padStart(2, "0");
    return `${m[3]}-${month}-${m[2]!.padStart(2, "0")}`;
  });
}
