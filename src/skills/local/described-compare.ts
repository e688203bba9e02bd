import { sentences, terms } from "../../text/analyze";
import type { ScoredPassage } from "../../types";
import { localConfidence } from "./answer-confidence";
import { ownPageOf } from "./bridge-compare";
import { wrongKind } from "./bridge-kind";
import { type Hop, type HopKind, kindOfNoun } from "./chain-words";
import { compareAnswer, type Side, type Verdict } from "./compare-answer";
import { described } from "./compare-sides";
import { hopSpan, partEvidence } from "./hop-span";
import { roleHolder, roleNamed } from "./role-holder";
import { MONTH } from "./spans";

/**
 * Comparisons between described things: "Who was born earlier: the actress who starred in 'Quiet Lanes' or the
 * author of 'Nine Quiet Essays on Tides'?". Each side is one hop — the name its description's evidence gives
 * (hop-span.ts, as a chain's hop) — and then that name's own page gives the value compared. The answer is the name.
 */
export type DescribedStep =
  | { kind: "search"; queries: string[]; found: (string | undefined)[] }
  | { kind: "failed"; why: string; found: (string | undefined)[] }
  | { kind: "answer"; verdict: Verdict | undefined; found: string[]; passageIds: string[] };

// Nouns naming people: a description headed by one is answered by a person's name.
const PERSON_NOUN =
  /\b(?:actor|actress|singer|composer|author|writer|director|producer|manager|player|man|woman|person|intern|founder|creator|poet|novelist|painter|artist|musician|politician|president|king|queen|coach|physicist|scientist|footballer|son|daughter|father|mother|wife|husband|voice)\b/i;

/** What a description names: a person ("the actress who …", a "who" question) or another named thing. */
function kindOf(question: string, description: string): HopKind {
  return /^\s*who\b/i.test(question) || PERSON_NOUN.test(description.split(/\s+/).slice(0, 4).join(" "))
    ? "person"
    : "entity";
}

/** "the ROLE of X": the one holder of the role that X's own page names ("directed by …", "sung by …"). */
function holderOf(description: string, pool: ScoredPassage[]): string | undefined {
  const m = /^(?:the|a|an)\s+([\p{L}-]+)\s+of\s+(?:the\s+)?(.+)$/u.exec(description);
  const role = m && roleNamed(m[1]!);
  if (!m || !role) return undefined;
  // "the director of film Alien": the kind word is no part of the title.
  const of = m[2]!.replace(/^(?:film|movie|album|song|single|book|novel|band|company|series|show|play|opera)\s+/i, "");
  const page = ownPageOf(pool, of.replace(/^["“'‘]|["”'’]$/gu, ""));
  const holder = page && roleHolder(page, role);
  return holder?.unique ? holder.name : undefined;
}

/**
 * A side's description as a hop: "the one containing …" stands for the noun the question asks ("Which county had
 * more people: the one …"), which says what kind of name it is. (Other descriptions are read by their own words;
 * their head noun as the hop's noun lost right answers on dev.)
 */
function sideHop(question: string, side: string): Hop {
  const asked = /^\s*(?:which|what)\s+(\p{Ll}[\p{Ll}-]+)\b/iu.exec(question)?.[1];
  // (A place noun only, "county", "city", "capital": its level is checked. "The one where the Otters play" for
  // "which arena" read as the arena's town on dev.)
  const noun =
    asked && /^(?:the|a|an)\s+ones?\b/i.test(side.trim()) && kindOfNoun(asked) === "place" ? asked : undefined;
  const kind = kindOf(question, side);
  return {
    template: side,
    kind: kind === "person" || !noun ? kind : "place",
    ...(noun ? { noun } : {}),
  };
}

const STOP = /^(?:of|who|whom|whose|that|which|where|by|in|on|at|with|for|from|as|to)$/i;

/** The noun a description is headed by: "intern" of "the palace intern whom …", "man" of "the man honoured by". */
function headNoun(description: string): string | undefined {
  const words = description.split(/\s+/).slice(1);
  let head: string | undefined;
  for (const w of words.slice(0, 4)) {
    if (STOP.test(w) || /\p{Ll}ed$/u.test(w)) break;
    head = w;
  }
  return head && /^\p{Ll}/u.test(head) ? head : undefined;
}

/** The page's opening sentence calls it what the description's noun says ("… is a … multi-purpose arena"). */
function isWhatItNames(description: string, page: ScoredPassage): boolean {
  const head = headNoun(description);
  // "the one that …" names no kind; "the headquarters of the publisher that owns …" is two hops, one found.
  const clauses = description.match(/\b(?:of|who|whom|whose|that|which|where)\b/gi) ?? [];
  if (!head || /^(?:one|ones|other)$/i.test(head) || clauses.length > 1) return false;
  const noun = terms(head)[0];
  const opening = terms(`${page.title ?? ""} ${page.text.split(/(?<=[.!?])\s/)[0] ?? ""}`);
  return !!noun && opening.includes(noun);
}

const NOMINAL_PAGES = 2;

/** A word of a name: capitalised ("AT&T", "O'Neill") or a number ("8802", "1,000"; not "1966," before a comma). */
const NAME_WORD = "(?:\\p{Lu}[\\p{L}'’.&-]*|\\d+(?:,\\d{3})*)";
/** Lower-case words inside a name: "Gone with the Wind", "Pride and Prejudice", "Vincent van Gogh", "bin Salman". */
const NAME_JOIN = "\\s+(?:(?:of|the|de|du|da|di|del|van|von|der|bin|al|with|and|la|le|y)\\s+)*";
const NAME_RUN = `${NAME_WORD}(?:${NAME_JOIN}${NAME_WORD})*`;
/** What may sit between a name and its clause's comma: a closing quote, a parenthesis ("Forrest Gump (1994), which"). */
const AFTER_NAME = "[\"”’']?(?:\\s*\\([^()]*\\))?";
/** Words that open a sentence or date it, not a name's: "In 1966, England, who …", "On June 25, 1941 Executive Order". */
const OPENER = new RegExp(
  `^(?:In|On|At|By|During|After|Before|Since|Until|The|A|An|It|This|That|When|While|${MONTH}|\\d[\\d,]*)$`,
  "i",
);

/** A name run without the sentence openers and dates before it. */
function withoutOpeners(run: string): string {
  const words = run.split(/\s+/);
  while (words.length > 0 && OPENER.test(words[0]!.replace(/,$/, ""))) words.shift();
  return words.join(" ");
}

/**
 * "the executive order that created the Fair Employment Practice Committee" is the name a page writes before the same
 * relative clause: "Roosevelt issued Executive Order 8802, which created the Fair Employment Practice Committee" names
 * Executive Order 8802, not the sentence's subject. A place after a name between commas is the name's ("Paris,
 * France, which hosted …" names Paris). The sentence must hold at least half of the clause's other words, and the
 * pages one such name only.
 */
export function antecedentOf(
  description: string,
  pages: ScoredPassage[],
): { name: string; page: ScoredPassage } | undefined {
  const m = /^(?:the|a|an)\s+(?:[\p{L}-]+\s+){1,4}?(?:that|which|who)\s+(\p{Ll}{3,})\b(.*)$/u.exec(description.trim());
  if (!m) return undefined;
  const want = terms(m[2]!);
  const re = new RegExp(
    `(${NAME_RUN})${AFTER_NAME},?\\s+(?:that|which|who)\\s+(?:also\\s+|later\\s+)?${m[1]}\\b`,
    "gu",
  );
  const appositive = new RegExp(`(${NAME_RUN}),\\s*$`, "u");
  const found = new Map<string, ScoredPassage>();
  for (const page of pages) {
    for (const x of sentences(page.text)) {
      const have = new Set(terms(x.text));
      if (want.filter((t) => have.has(t)).length < want.length / 2) continue;
      for (const a of x.text.matchAll(re)) {
        const before = withoutOpeners(appositive.exec(x.text.slice(0, a.index))?.[1] ?? "");
        const name = before || withoutOpeners(a[1]!);
        if (name) found.set(name, page);
      }
    }
  }
  const [only] = found;
  return found.size === 1 && only ? { name: only[0], page: only[1] } : undefined;
}
const NOMINAL_NAME = "((?:Sir\\s+|Dame\\s+)?\\p{Lu}[\\p{L}'’.-]*(?:\\s+\\p{Lu}[\\p{L}'’.-]*){0,3})";

/**
 * The one named by a description's participle as its evidence says it with the verb's noun: "the man honoured by …"
 * is X of "named in honour of X", "the actress introduced as Lena Voss" is X of "the introduction of X as Lena
 * Voss"; a "who" description's verb is read as its "-ing" instead ("the actress who starred in …" is X of
 * "starring X as …"). The participle itself ("honoured by X") names the other party and is not read; the page must
 * hold at least half of the description's other words, and its pages name one X only.
 */
export function nominalHolder(description: string, pages: ScoredPassage[]): string | undefined {
  const words = description.split(/\s+/);
  const participle = words.slice(1, 6).find((w) => /^\p{Ll}{4,}ed$/u.test(w));
  if (!participle) return undefined;
  const root = participle.toLowerCase().slice(0, Math.min(6, participle.length - 2));
  const want = terms(description).filter((t) => !t.startsWith(root.slice(0, 5)));
  // "the actress who starred in …": its subject, named as "starring Ida Marlow as …"; a noun's "of" ("the founding of
  // X") would name what the verb acts on, so it is read for a passive's participle only.
  const active = words[words.indexOf(participle) - 1]?.toLowerCase() === "who";
  const form = active ? "\\p{L}*ing" : "\\p{L}*\\s+of";
  const re = new RegExp(`\\b${root}${form}\\s+(?:the\\s+)?${NOMINAL_NAME}`, "gu");
  const names = new Set<string>();
  for (const page of pages) {
    // The page is the description's evidence: it holds at least half of its words but the participle.
    const have = new Set(terms(`${page.title ?? ""} ${page.text}`));
    if (want.filter((t) => have.has(t)).length < want.length / 2) continue;
    for (const m of page.text.matchAll(re)) {
      // "honour" itself, not "honoured": the noun, whose "of" names the one honoured.
      if (!/ed$/i.test(m[0].split(/\s+/)[0]!)) names.add(m[1]!.replace(/[.,]$/, ""));
    }
  }
  return names.size === 1 ? [...names][0] : undefined;
}

/**
 * One step of a comparison between descriptions, given each side's own search results: each side's name from its
 * evidence (a side that is a name already is itself), then each name's page (searched for by name when not found
 * yet), then the comparison between the pages, answered with the names. As sure as its weakest hop and the
 * comparison's own measure.
 */
export function describedStep(
  question: string,
  sides: string[],
  hits: ScoredPassage[][],
  pooled: ScoredPassage[],
  searched: (query: string) => boolean,
  threshold: number,
): DescribedStep {
  const hops = sides.map((side, i) => {
    if (!described(side)) return { span: side, score: 1 };
    const seen = new Set<string>();
    const pool = [...(hits[i] ?? []), ...pooled].filter((p) => (seen.has(p.id) ? false : (seen.add(p.id), true)));
    // "the singer of 'A Rather Windy Day'": the holder its page names ("sung by Arvo Lindqvist"), once.
    const held = holderOf(side, pool);
    if (held) return { span: held, score: 1 };
    const evidence = partEvidence(side, pool);
    // "the executive order that created the FEPC": the name the same clause follows ("Executive Order 8802, which
    // created …"), read on that page when it has none of its own.
    const antecedent = antecedentOf(
      side,
      evidence.slice(0, NOMINAL_PAGES).map((e) => e.passage),
    );
    if (antecedent) return { span: antecedent.name, score: 1, page: antecedent.page };
    // "the man honoured by the sports complex": "named in honour of Sir Tam Greer" in its best evidence.
    const nominal = nominalHolder(
      side,
      evidence.slice(0, NOMINAL_PAGES).map((e) => e.passage),
    );
    if (nominal) return { span: nominal, score: 1 };
    // What the other side's description and the question say is known: the name is a new one.
    const hop = sideHop(question, side);
    const found = hopSpan(side, hop, evidence, question, threshold);
    // A county's side read as a town, a person's as a body: another entity's facts, not this side's.
    const passage = found && pool.find((p) => p.id === found.passageId);
    if (!found || wrongKind(hop, found.span, passage ? [passage.text] : [])) return undefined;
    // "Aldo Vereni's Vesna": the name without its possessive.
    return { span: found.span.replace(/['’]s$/u, ""), score: found.score };
  });
  const found = hops.map((h) => h?.span);
  const lost = sides.filter((_, i) => !hops[i]);
  if (lost.length) return { kind: "failed", why: `nothing found for ${lost.join("; ")}`, found };
  const names = found as string[];
  if (terms(names[0]!).join(" ") === terms(names[1]!).join(" ")) {
    return { kind: "failed", why: `both descriptions found ${names[0]}`, found };
  }
  const pages = names.map((n) => ownPageOf(pooled, n));
  const unsearched = names.filter((n, i) => !pages[i] && !searched(n));
  if (unsearched.length) return { kind: "search", queries: unsearched, found };
  // (Searched for and still without a page, an antecedent is read where it was found.)
  for (const [i, h] of hops.entries()) pages[i] ??= h && "page" in h ? h.page : undefined;
  const lacking = names.filter((_, i) => !pages[i]);
  if (lacking.length) return { kind: "failed", why: `no page found for ${lacking.join(", ")}`, found };
  // The comparison asked of the names: "Which opened first: Dunmore Bank Colisée or Harlow Center?".
  const asked = sides.reduce((q, side, i) => {
    const bare = side.replace(/^(?:the|a|an)\s+/i, "");
    // (A side the question wrote as a possessive, "Sergo Mikoyan's father", was read as "the father of Sergo Mikoyan".)
    const of = /^(.+?)\s+of\s+(.+)$/.exec(bare);
    const written = [side, bare, ...(of ? [`${of[2]}'s ${of[1]}`, `${of[2]}’s ${of[1]}`] : [])].find((w) =>
      q.includes(w),
    );
    return written ? q.split(written).join(names[i]!) : q;
  }, question);
  const compared = compareAnswer(
    asked,
    names.map((name, i): Side => ({ name, passage: pages[i]! })),
  );
  // A hop is as sure as its evidence covers the description, or sure when the name's own page says it is what the
  // description names ("Ida Mae Marlow … was an American radio and voice actress" for "the voice of …").
  const hopSure = Math.min(
    ...hops.map((h, i) => {
      const confirmed = described(sides[i]!) && isWhatItNames(sides[i]!, pages[i]!);
      return localConfidence({ typeFit: "typed", coverage: confirmed ? 1 : h!.score, margin: 0.5 });
    }),
  );
  const verdict = compared && { text: compared.text, confidence: Math.min(compared.confidence, hopSure) };
  return { kind: "answer", verdict, found: names, passageIds: pages.map((p) => p!.id) };
}
