import { queryTerms, terms } from "../../text/analyze";
import { escapeRegExp } from "../../text/regex";
import type { ScoredPassage } from "../../types";
import { choiceOptions } from "./answer-type";
import { comparativeOf } from "./comparative";
import { normalise } from "./premise";

/** Questions that ask for a named thing: "Which company …", "Who is the individual …", "What organization …". */
const ENTITY_NOUNS = [
  "company",
  "companies",
  "firm",
  "organi[sz]ation",
  "team",
  "person",
  "individual",
  "entity",
  "entities",
  "brand",
  "platform",
  "country",
  "city",
  "state",
  "university",
  "agency",
  "network",
  "club",
  "player",
  "band",
  "group",
  "establishments?",
  "business(?:es)?",
  "publication",
  "outlet",
  "product",
  "app",
  "service",
  "event",
  "tournament",
  "league",
  "film",
  "movie",
  "show",
  "series",
  "book",
  "album",
  "song",
  "character",
].join("|");
const ENTITY_QUESTION = new RegExp(
  `^(?:(?:which|what)\\s+(?:[\\w-]+\\s+){0,2}(?:${ENTITY_NOUNS})|who(?:m|se)?)\\b`,
  "i",
);

/** Capitalised words in a row (with inner "of", "&", "de"…): "Sam Dorn-Vane", "Bank of Tarrow", "Google". */
const NAME_RE = /\b\p{Lu}[\p{L}\p{N}'’.&-]*(?:\s+(?:(?:of|de|van|von|der|la|le|and|&)\s+)?\p{Lu}[\p{L}\p{N}'’.&-]*)*/gu;

/** Capitalised for reasons other than being a name. */
const NOT_A_NAME = new Set(
  (
    "the a an in on at by for from this that these those his her their its it when where what who how why if but and " +
    "as after before while with during since however meanwhile also according mr mrs ms dr monday tuesday wednesday " +
    "thursday friday saturday sunday january february march april may june july august september october november " +
    "december i we you he she they our"
  ).split(" "),
);

/** A title written before a person's name ("CEO Caroline Ellison", "Senator Tom Vale"): no part of the name. */
const NAME_TITLE =
  /^(?:CEO|CFO|CTO|COO|Chairman|Chairwoman|President|Vice|Senator|Sen\.|Rep\.|Gov\.|Governor|Judge|Justice|Coach|Minister|Secretary|Dr\.?|Mr\.?|Mrs\.?|Ms\.?)$/;

/**
 * How many of a name's words a title ends ("Former Alameda CEO Caroline Ellison": 3), 0 when none does. A title needs
 * a name of two capitalised words after it: "Dr. Dre", "Justice League", "Keurig Dr Pepper" are names themselves.
 */
export function titledUpTo(words: string[]): number {
  const capital = (w: string | undefined) => !!w && /^\p{Lu}/u.test(w);
  for (let k = words.length - 3; k >= 0; k--)
    if (NAME_TITLE.test(words[k]!) && capital(words[k + 1]) && capital(words[k + 2])) return k + 1;
  return 0;
}

const OR = /\bor\b/i;

/**
 * A question asking for a named thing, not between two options ("which company is larger, A or B?") nor for a
 * comparison's winner ("Who was born earlier, Enrico Fermi or the physicist who …?"), which is one of its sides (a
 * superlative inside a description, "the most used app by kids", offers no sides).
 */
export function asksForEntity(question: string): boolean {
  return (
    ENTITY_QUESTION.test(question.trim()) && !choiceOptions(question) && !(comparativeOf(question) && OR.test(question))
  );
}

export interface EntityVote {
  name: string;
  /** 0-based indexes of the passages naming it, best first. */
  passages: number[];
  /** Σ of those passages' scores. */
  weight: number;
  /** The runner-up's weight (0 when none). */
  runnerUp: number;
  /** Share of the question's content terms found in the passages naming it. */
  coverage: number;
}

/**
 * The names of a text, without leading capitalised function words ("However Google" is "Google") or titles ("CEO
 * Caroline Ellison" is "Caroline Ellison").
 */
export function namesIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(NAME_RE)) {
    const words = m[0]
      .replace(/[’']s$/u, "")
      .replace(/[.,'’-]+$/u, "")
      .split(/\s+/);
    while (words.length && NOT_A_NAME.has(words[0]!.toLowerCase())) words.shift();
    words.splice(0, titledUpTo(words));
    while (words.length && /^(?:of|de|van|von|der|la|le|and|&)$/i.test(words.at(-1)!)) words.pop();
    if (words.length && words.join(" ").length > 1) out.push(words.join(" "));
  }
  return out;
}

export interface Named {
  name: string;
  passages: Set<number>;
}

/** The capitals of a name's words, hyphenated parts included: "Sam Bankman-Fried" is "SBF". */
const initialsOf = (name: string) =>
  name
    .split(/[\s-]+/)
    .map((w) => w[0] ?? "")
    .join("")
    .toUpperCase();

/** A name joining two ("Bank of Tarrow", "CEO of FTX", "Ada and Tom"): its last word is no surname of it. */
const JOINED = /(?:^|\s)(?:of|and|&)\s/i;

/** A question asking for a person: "Who …", "Which individual/person/player …". */
export const ASKS_FOR_PERSON =
  /^(?:who|whom)\b|^(?:which|what)\s+(?:\w+\s+)?(?:person|individual|player|man|woman|people)\b/i;

/**
 * One entry per thing named: initials ("SBF") join the one fuller name they shorten ("Sam Bankman-Fried") with their
 * passages, and so does a surname ("Bankman-Fried") when the question asks for a person (`people`): for anything else
 * a last word is no surname ("Physics" is not "Theoretical Physics", nor "Richardson" the magazine asked). When two
 * fuller names share them ("Travis Kelce", "Jason Kelce"), they stay apart.
 */
export function foldAliases(found: Named[], people: boolean): Named[] {
  const key = (e: Named) => normalise(e.name);
  const fullerOf = (e: Named): Named | undefined => {
    // (Three capitals at least: "AP", "US", "EU" abbreviate too many names to join one.)
    const initials = /^\p{Lu}{3,5}$/u.test(e.name) ? e.name : undefined;
    const longer = found.filter(
      (o) =>
        o !== e &&
        o.name.length > e.name.length &&
        ((people && key(o).endsWith(` ${key(e)}`) && !JOINED.test(o.name)) ||
          (initials !== undefined && initialsOf(o.name) === initials)),
    );
    if (longer.length === 1) return longer[0];
    if (longer.length > 1 || !people || initials === undefined) return undefined;
    // A person's initials may end with the surname's alone when the pages never give the first name in full
    // ("SBF" beside "Bankman-Fried" only).
    const bySurname = found.filter((o) => {
      const of = initialsOf(o.name);
      return o !== e && !/\s/.test(o.name) && of.length >= 2 && of.length < initials.length && initials.endsWith(of);
    });
    return bySurname.length === 1 ? bySurname[0] : undefined;
  };
  const into = new Map(found.map((e) => [e, fullerOf(e)] as const));
  const root = (e: Named): Named => {
    let at = e;
    for (let step = 0; step < found.length && into.get(at); step++) at = into.get(at)!;
    return at;
  };
  const merged = new Map<Named, Named>();
  for (const e of found) {
    const r = root(e);
    const entry = merged.get(r) ?? { name: r.name, passages: new Set<number>() };
    for (const k of e.passages) entry.passages.add(k);
    merged.set(r, entry);
  }
  return [...merged.values()];
}

/**
 * For a question asking for a named thing, the name the evidence agrees on: each name not given by the question
 * (its surname and initials counted with it) is weighted by the scores of the distinct passages naming it; the
 * heaviest wins if at least two passages name it and no other name weighs as much (a multi-hop question describes
 * one thing through several facts).
 * Names `fits` refuses (not the kind of thing asked: "FTX" for "who is the individual …") take no part. Exported for
 * the local answerer.
 */
export function voteEntity(
  question: string,
  passages: ScoredPassage[],
  fits: (name: string) => boolean = () => true,
): EntityVote | undefined {
  if (!asksForEntity(question)) return undefined;
  const asked = normalise(question);
  const given = (name: string) =>
    normalise(name)
      .split(/\s+/)
      .every((w) => new RegExp(`\\b${escapeRegExp(w)}\\b`).test(asked));
  const found = new Map<string, Named>();
  passages.forEach((p, k) => {
    for (const name of namesIn(p.text)) {
      if (given(name)) continue;
      const key = normalise(name);
      const entry = found.get(key) ?? { name, passages: new Set<number>() };
      entry.passages.add(k);
      found.set(key, entry);
    }
  });
  const weigh = (set: Set<number>) => [...set].reduce((s, k) => s + Math.max(0, passages[k]?.score ?? 0), 0);
  const ranked = foldAliases([...found.values()], ASKS_FOR_PERSON.test(question.trim()))
    .filter((e) => fits(e.name))
    .map((e) => ({ ...e, weight: weigh(e.passages) }))
    .sort((a, b) => b.weight - a.weight || b.name.length - a.name.length);
  const top = ranked[0];
  if (!top || top.passages.size < 2) return undefined;
  // A name containing the winner's words, or inside it, is no rival ("Stanford" is one to "Ford").
  const words = (name: string) => ` ${normalise(name)} `;
  const same = (e: { name: string }) =>
    words(e.name).includes(words(top.name)) || words(top.name).includes(words(e.name));
  // A surname two fuller names share ("Kelce": "Travis Kelce", "Jason Kelce") names neither of them.
  if (ranked.filter((e) => e !== top && words(e.name).endsWith(words(top.name))).length > 1) return undefined;
  const runnerUp = ranked.find((e) => !same(e));
  // Another name on as many of the passages, as well scored, is a tie: the passages agree on neither.
  if (runnerUp && runnerUp.weight >= top.weight - 1e-9) return undefined;
  const wanted = queryTerms(question);
  const have = new Set([...top.passages].flatMap((k) => terms(passages[k]?.text ?? "")));
  return {
    name: top.name,
    passages: [...top.passages].sort((a, b) => a - b),
    weight: top.weight,
    runnerUp: runnerUp?.weight ?? 0,
    coverage: wanted.length ? wanted.filter((t) => have.has(t)).length / wanted.length : 0,
  };
}
