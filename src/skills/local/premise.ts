import { isStopword } from "../../text/analyze";
import { numberWord } from "../../text/number-words";
import { escapeRegExp } from "../../text/regex";
import { QUESTION_WORDS } from "../../text/words";
import { choiceOptions } from "./answer-type";

/** Question and auxiliary words: capitalised at the start of a clause, never a name. */
const FUNCTION_WORDS = new Set([...QUESTION_WORDS, "should", "i", "it", "ok"]);

/** A name the question gives: its words, lower-cased and normalised. A name of several words ("New York City") is mentioned when any of them is. */
interface Specifier {
  words: string[];
  /** A rank ("No. 1", "#1"): also mentioned as "number one", "number-one", "No. 1" or "#1". */
  rank?: boolean;
  /** An acronym ("DLQ") is also mentioned by words whose initials spell it ("dead-letter queue"). */
  acronym?: boolean;
}

/** Case, accents, thousands separators and hyphens do not tell names apart: "Zürich" is "zurich", "1,000" is "1000", "Lu-Ka" is "lu ka". */
export function normalise(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/(\d),(?=\d{3}\b)/g, "$1")
    .replace(/[-‐‑–]/g, " ");
}

/**
 * The names a question gives for what it is about: words with a digit ("v2", "5.0.0", "2024"), acronyms
 * ("CEO", "SMS") and runs of capitalised words inside a clause ("Starter", "Lumen Relay"). Evidence that
 * never mentions one of them is about something else, and an answer drawn from it would be confident nonsense
 * ("How many requests does the Starter plan allow?" answered from the Team plan's limits).
 */
export function specifiers(question: string): Specifier[] {
  const out: Specifier[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length) out.push({ words: run });
    run = [];
  };
  let clauseStart = true;
  let previous = "";
  for (const raw of question.split(/\s+/)) {
    const before = previous;
    previous = raw;
    const word = raw.replace(/^[^\p{L}\p{N}$]+|[^\p{L}\p{N}]+$/gu, "").replace(/['’]s$/iu, "");
    const lower = word.toLowerCase();
    const opensClause = clauseStart || /^["'“‘([]/u.test(raw);
    clauseStart = /[.:;?!]["'”’)\]]*$/u.test(raw);
    if (!word || FUNCTION_WORDS.has(lower) || isStopword(lower)) {
      flush();
      continue;
    }
    // An identifier ("account_suspended", "maxRetries") names one thing exactly, as a number does.
    if (/^\d+$/.test(word) && (/^#/.test(raw) || /^(?:no\.?|number)$/i.test(before))) {
      // "No. 1": the "No." is no name of its own.
      run = run.filter((w) => w !== "no");
      flush();
      out.push({ words: [word], rank: true });
    } else if (/\d/.test(word) || /\p{L}_\p{L}/u.test(word) || /\p{Ll}\p{Lu}/u.test(word)) {
      flush();
      out.push({ words: [normalise(word)] });
    } else if (/^\p{Lu}{2,}s?$/u.test(word)) {
      flush();
      out.push({ words: [/s$/.test(word) ? lower.slice(0, -1) : lower], acronym: true }); // "APIs" is "api"; "SMS" stays "sms"
    } else if (!opensClause && /^\p{Lu}\p{Ll}/u.test(word)) {
      run.push(normalise(word));
    } else {
      flush();
    }
  }
  flush();
  return out;
}

/**
 * The specifiers of the question that no evidence text mentions, as written (whole words; a plural "s" and a
 * version's "v" may differ). The options of an either-or question are not required: the evidence need only
 * name the one that holds.
 */
export function missingSpecifiers(question: string, evidence: string[]): string[] {
  const text = normalise(evidence.join("\n"));
  const options = new Set((choiceOptions(question) ?? []).flatMap((o) => specifiers(o).flatMap((s) => s.words)));
  return [
    ...specifiers(question)
      .filter((s) => !s.words.some((w) => options.has(w)))
      .filter((s) => !isMentioned(text, s))
      .map((s) => s.words.join(" ")),
    ...missingSiblings(question, evidence.join("\n")),
  ];
}

/**
 * Hyphenated names of a kind the evidence lists but not the one asked about: "us-west" where the evidence names
 * "us-east", "eu-west" and "ap-south". A lower-case compound ("dead-letter") is no name until the evidence writes
 * others of its form.
 */
function missingSiblings(question: string, evidence: string): string[] {
  const lower = evidence.toLowerCase();
  const out: string[] = [];
  for (const m of question.toLowerCase().matchAll(/(?<![\p{L}\p{N}-])([a-z]{2,5})-([a-z]{2,5})(?![\p{L}\p{N}-])/gu)) {
    const [word, a, b] = [m[0], m[1]!, m[2]!];
    if (new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, "u").test(lower)) continue;
    const siblings = new Set(
      [...lower.matchAll(/(?<![\p{L}\p{N}-])([a-z]{2,5})-([a-z]{2,5})(?![\p{L}\p{N}-])/gu)]
        .filter((x) => x[1] === a || x[2] === b)
        .map((x) => x[0]),
    );
    if (siblings.size >= 2) out.push(word);
  }
  return out;
}

/** Whether `text` mentions every name the question gives (each by any of its words). */
export function namesAll(question: string, text: string): boolean {
  const normalised = normalise(text);
  return specifiers(question).every((s) => isMentioned(normalised, s));
}

/** Particles inside a name ("Jane de Gay", "Ludwig van Beethoven"). */
const PARTICLE = "(?:de|van|von|da|di|del|der|la|le|du|dos|bin|al)";

/**
 * The question's name of several words whose answer was read off the page of another name opening with the same word,
 * a page that never writes the name's other words: "Jane Marcus's 2006 book" read off the page titled "Jane de Gay"
 * → "the evidence names Jane de Gay, not Jane Marcus". (Only a page about that other one: a chain's last page may
 * name the "United Kingdom" where the question says "the United States"; "the North Korean government" names North
 * Korea in another form.)
 */
export function namesakeOnly(question: string, pages: { title?: string; text: string }[]): string | undefined {
  const names = specifiers(question);
  for (const page of pages) {
    if (!page.title) continue;
    const title = page.title.replace(/\s*\([^)]*\)\s*$/, "");
    for (const s of names) {
      if (otherNameFor(title, s) && otherNameFor(`${page.title}\n${page.text}`, s))
        return `the evidence names ${title}, not ${s.words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(" ")}`;
    }
  }
  return undefined;
}

// A name's word written short: "St. Mary's College" is "Saint Mary's College", "Mt. Holyoke" "Mount Holyoke".
const SHORT: Record<string, string> = { St: "Saint", Ste: "Sainte", Mt: "Mount", Ft: "Fort", Pt: "Point" };
const SHORT_WORD = new RegExp(`\\b(${Object.keys(SHORT).join("|")})\\.?(?=\\s+\\p{Lu})`, "gu");
const unabbreviated = (text: string) => text.replace(SHORT_WORD, (_, w: string) => SHORT[w]!);

/** A name of capitalised words, "of", "the", "and", "for" or "on" between them: "Oslo Society of Model Engineers". */
const JOINED_NAME = /\p{Lu}[\p{L}'’.&-]*(?:\s+(?:(?:of|the|and|for|on)\s+)*\p{Lu}[\p{L}'’.&-]*)+/gu;
const capitalised = (w: string) => /^\p{Lu}/u.test(w);

/**
 * The question's name of three or more capitalised words whose answer was read off the page of another name ending the
 * same way, a page that never writes the question's leading words: "the Oslo Society of Model Engineers" read off the
 * page titled "New York Society of Model Engineers" → "the evidence names New York Society of Model Engineers, not
 * Oslo Society of Model Engineers" (the mirror of `namesakeOnly`, which keeps the first word and changes the rest).
 */
export function otherHeadOnly(question: string, pages: { title?: string; text: string }[]): string | undefined {
  // (An either-or question's options are each other's namesakes: "Crater Lake National Park or Garajonay National
  // Park".)
  if (choiceOptions(question)) return undefined;
  // (The pages' texts, read only when the question has a name long enough to check.)
  let read: string[] | undefined;
  const texts = () => (read ??= pages.map((p) => normalise(unabbreviated(`${p.title ?? ""}\n${p.text}`))));
  for (const run of unabbreviated(question).match(JOINED_NAME) ?? []) {
    const words = run.split(/\s+/);
    while (words.length > 0 && FUNCTION_WORDS.has(words[0]!.toLowerCase())) words.shift();
    if (words.filter(capitalised).length < 3) continue;
    for (const page of pages) {
      const title = page.title && unabbreviated(page.title.replace(/\s*\([^)]*\)\s*$/, ""));
      if (!title) continue;
      for (let k = 1; k < words.length - 1; k++) {
        const tail = words.slice(k);
        if (!capitalised(tail[0]!) || tail.filter(capitalised).length < 2) continue;
        if (!title.endsWith(` ${tail.join(" ")}`)) continue;
        const head = words.slice(0, k);
        // (No cited page may write them: a chain's first page names what its last page's title does not.)
        if (head.some((w) => texts().some((t) => mentions(t, normalise(w))))) break;
        return `the evidence names ${title}, not ${words.join(" ")}`;
      }
    }
  }
  return undefined;
}

/** How many letters two words share from their start. */
function sharedStart(a: string, b: string): number {
  let n = 0;
  while (n < a.length && a[n] === b[n]) n++;
  return n;
}

/** The first other name opened by a specifier's first word, when `raw` meets the specifier only that way. */
function otherNameFor(raw: string, s: Specifier): string | undefined {
  if (s.words.length < 2 || s.rank || s.acronym) return undefined;
  const text = raw.normalize("NFKD").replace(/\p{M}+/gu, "");
  const lower = normalise(raw);
  const [first, ...rest] = s.words;
  if (rest.some((w) => mentions(lower, w))) return undefined;
  const at = new RegExp(
    `(?<![\\p{L}\\p{N}])${escapeRegExp(first!)}(?![\\p{L}\\p{N}])(?:\\s+${PARTICLE})?(\\s+\\p{Lu}[\\p{L}'’-]*)?`,
    "giu",
  );
  const seen = [...text.matchAll(at)];
  // (Case-blind "giu" reads the next word's capital too: it is checked again below.)
  const other = seen.every((m) => {
    const next = m[1]?.trim();
    const word = normalise(next ?? "").replace(/['’]s$/, "");
    // (A spelling of one of the name's words is the name: "Rachmaninov" for Rachmaninoff, "Korean" for Korea.)
    return !!next && /^\p{Lu}/u.test(next) && !s.words.some((w) => w === word || sharedStart(w, word) >= 5);
  });
  return seen.length > 0 && other ? seen[0]![0].replace(/['’]s$/, "") : undefined;
}

/** Whether (normalised) `text` mentions a specifier by any of its words, or spells out an acronym. */
function isMentioned(text: string, s: Specifier): boolean {
  if (s.rank) return s.words.some((w) => rankWritten(w).test(text));
  return s.words.some((w) => mentions(text, w) || (s.acronym === true && spelling(text, w) !== undefined));
}

/** A rank as (normalised) text writes it: "no. 1", "no 1", "#1", "number 1", "number one" ("number-one"). */
function rankWritten(n: string): RegExp {
  const word = numberWord(Number(n));
  const value = word ? `(?:${n}|${word})` : n;
  return new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:no\\.?\\s*|#\\s*|number\\s+)${value}(?:$|[^\\p{L}\\p{N}])`, "u");
}

/**
 * The consecutive content words of (normalised) `text` whose initials spell a three-to-six-letter acronym: "dead
 * letter queue" for "dlq" ("does lumen queue" does not: function words are not spelled out).
 */
export function spelling(text: string, acronym: string): string | undefined {
  if (!/^[a-z]{3,6}$/.test(acronym)) return undefined;
  const words = text.split(/[^\p{L}\p{N}]+/u);
  for (let i = 0; i + acronym.length <= words.length; i++) {
    const run = words.slice(i, i + acronym.length);
    if (run.every((w, k) => w[0] === acronym[k] && !isStopword(w))) return run.join(" ");
  }
  return undefined;
}

/**
 * The question with each acronym the evidence only spells out followed by its spelling ("the DLQ" → "the DLQ (dead
 * letter queue)"), so the words that carry it in the evidence count when sentences are scored.
 */
export function spellAcronyms(question: string, evidence: string[]): string {
  const text = normalise(evidence.join("\n"));
  let out = question;
  for (const s of specifiers(question)) {
    const word = s.words[0]!;
    // Written only inside identifiers ("dlq:replay", "/v1/dlq/") the acronym is not yet said in words.
    if (!s.acronym || mentions(text.replace(/\S*[:/_]\S*/g, " "), word)) continue;
    const spelled = spelling(text, word);
    if (!spelled) continue;
    // As the evidence writes it: "dead-letter queue" is one term and a word, not "dead letter queue".
    const written = new RegExp(spelled.split(" ").map(escapeRegExp).join("[\\s\\p{Pd}]+"), "iu").exec(
      evidence.join("\n"),
    );
    out = out.replace(new RegExp(`\\b(${escapeRegExp(word)}s?)\\b`, "i"), `$1 (${written?.[0] ?? spelled})`);
  }
  return out;
}

function mentions(text: string, word: string): boolean {
  // "3.3.0" is mentioned by "v3.3.0" and "v3.3.0" by "3.3.0"; "v2" is not mentioned by "2".
  const version = /^v\d+(\.\d+)+$/.test(word) ? word.slice(1) : word;
  const form = /^\d/.test(version) ? `v?${escapeRegExp(version)}` : escapeRegExp(word);
  return new RegExp(`(?:^|[^\\p{L}\\p{N}])${form}s?(?:$|[^\\p{L}\\p{N}])`, "u").test(text);
}
