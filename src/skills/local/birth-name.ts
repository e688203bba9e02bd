// "What was Karen Clark Sheard's birth name?", "birth name of …", "What was her maiden name?": the name a biography's
// lead gives after "born" or "née" in the parenthesis (or between commas) right after the subject's name —
// "Karen Clark-Sheard (born Karen Valencia Clark; November 15, 1960)", "Ada Vell, née Ada Hart, was …". Only the
// subject's own lead: a sentence whose opening names the subject. A page that states no such name leaves the question
// to the span reader, whose guards judge what it finds.
import type { ScoredPassage } from "../../types";
import type { AnswerOutcome } from "../types";
import { passageAnswer } from "./answer-confidence";
import { NAME_RUN, NAME_WORD } from "./name-runs";

const ASKS_BIRTH_NAME = /\b(?:birth|maiden|real)\s+name\b|\bname\s+at\s+birth\b|\bborn\s+as\b|\bnée\b/i;
/** The questions whose subject's page, silent on a name at birth, means the page gives none ("real name" may not). */
const ASKS_STRICTLY = /\b(?:birth|maiden)\s+name\b|\bname\s+at\s+birth\b|\bnée\b/i;
/** Particles inside a name: "Ada van der Hart". */
const PARTICLES = "(?:(?:van|von|de|der|den|da|di|du|del|la|le|bin|al)\\s+)*";
/**
 * A parenthesis or comma clause opening with "born"/"née" and a capitalised name, up to ";", ",", ")" or "in": two
 * words or more after "born" (one is a place or a month as often as a name), one or more after "née" ("née Hart").
 */
const BORN_AS = new RegExp(
  `(?:\\(\\s*|[,;]\\s+)(?:[Bb]orn\\s+(?:as\\s+)?(${NAME_WORD}(?:\\s+${PARTICLES}${NAME_WORD}){1,4})|[Nn](?:é|e)e\\s+(${NAME_WORD}(?:\\s+${PARTICLES}${NAME_WORD}){0,4}))\\s*(?=[;,)]|\\s+(?:in|on)\\b)`,
  "u",
);
/**
 * A sentence of the subject's own page saying it: "Born Ada Hart in Dunmere, she …", "She was born as Ada Mary Hart",
 * "His birth name is Thomas Hale". The sentence opens on the subject (a pronoun, not "Her father").
 */
const SAID_BORN = new RegExp(
  `(?:^|[.!?]\\s+)(?:(?:She|He)\\s+was\\s+born\\s+(?:as\\s+)?|(?:Her|His)\\s+(?:birth|maiden)\\s+name\\s+(?:is|was)\\s+|Born\\s+(?:as\\s+)?)(${NAME_WORD}(?:\\s+${PARTICLES}${NAME_WORD}){1,4})\\s*(?=[.;,)]|\\s+(?:in|on)\\b)`,
  "u",
);
/** Words a lead says a woman or a man by: pronouns, and nouns only one is ("actress", "businessman"). */
const FEMALE =
  /\b(?:she|her|hers|actress|woman|wife|daughter|mother|sister|queen|princess|duchess|countess|heiress|\p{L}+woman)\b/giu;
const MALE = /\b(?:he|his|him|man|husband|son|father|brother|king|prince|duke|earl|\p{L}+man)\b/giu;
/** A place after the name ("born Port Dunmere, Kent, 1950"): the name read is a birthplace. */
const PLACE_AFTER = /^\s*,\s*\p{Lu}\p{L}+\s*[,.)]/u;
/** Any wording about a name at birth, where it may stand: a page with none gives no birth name. */
const NAMED_AT_BIRTH = /\b(?:[Bb]orn(?:\s+as)?|[Nn]ée|[Nn]ee)\s+\p{Lu}|\b(?:birth|maiden)\s+name\b/u;
/**
 * The name owns the asked name: "birth name of Tom Hale", "Tom Hale's maiden name", "Was Tom Hale born as …", not
 * "the birth name of the wife of Tom Hale", "… of Tom Hale's wife", "the real name of the character played by Tom Hale".
 */
const OWNED_BEFORE = /\b(?:(?:birth|maiden|real)\s+name|name\s+at\s+birth)\s+of\s+$/i;
/** The same with the name's description between, the name ending the phrase: "birth name of the actress Ada Vell?". */
const DESCRIBED_BEFORE =
  /\b(?:(?:birth|maiden|real)\s+name|name\s+at\s+birth)\s+of\s+(?:the\s+)?(?:(?!of\b)[\p{L}-]+\s+){1,2}$/iu;
/** Or after a description and a comma, ending the question: "birth name of the star of Dunmere, Ada Vell?". */
const APPOSED_BEFORE = /\b(?:(?:birth|maiden|real)\s+name|name\s+at\s+birth)\s+of\s+[^?,]*,\s*$/i;
const OWNS_AFTER = /^(?:['’]s?\s+(?:full\s+)?(?:(?:birth|maiden|real)\s+name|name\s+at\s+birth)|\s+born\s+as)\b/i;
/** What ends a lead's name before its clause without being a name word: "Jr.", "III", post-nominals ("CBE"). */
const NAME_SUFFIX =
  /(?:,\s+(?:Baron|Baroness|Earl|Countess|Viscount|Lord|Lady|Duke|Duchess|Marquess)\b[^()]*|(?:,?\s+(?:Jr\.?|Sr\.?|I{1,3}|IV|V|\p{Lu}{2,5}))+)\s*$/u;
/** A subject's word that is such a suffix ("jr.", "iii"). */
const SUFFIX_WORD = /^(?:jr|sr|i{1,3}|iv|v)\.?$/;
/** A sentence's end in a lead: not the full stop of an initial or a title ("Tom J. Hale", "Dr. Tom Hale", "Jr."). */
const SENTENCE_END =
  /(?<!(?:^|[\s.(])(?:\p{Lu}|Dr|Mr|Mrs|Ms|St|Rev|Jr|Sr|Sen|Gen|Col|Capt|Prof|Lt|Sgt|Hon))[.!?]["”’)]?\s+\p{Lu}/u;

/** Words of a name, hyphens split ("Clark-Sheard" is "Clark", "Sheard"), a possessive's "'s" off, lower-cased. */
const nameWords = (name: string) =>
  name
    .replace(/['’]s\b/g, "")
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);

/**
 * The birth name the subject's lead gives, as an answer; a reason to abstain when the subject's pages give none (the
 * sentence about the subject is no birth name); undefined when the question asks none or the subject is not found.
 */
export function birthNameAnswer(question: string, passages: ScoredPassage[]): AnswerOutcome | string | undefined {
  if (!ASKS_BIRTH_NAME.test(question)) return undefined;
  // The subject: a name owning the name asked, not one reached through a relation ("the wife of Tom Hale", "Tom
  // Hale's wife": that birth name is the wife's, read from her page by the chain).
  const subjects: string[][] = [];
  for (const run of question.matchAll(NAME_RUN)) {
    const before = question.slice(0, run.index);
    const after = `${/['’]s$/.test(run[0]) ? "'s" : ""}${question.slice(run.index + run[0].length)}`;
    const owned =
      OWNS_AFTER.test(after) ||
      (OWNED_BEFORE.test(before) && !/^['’]s?\s+\p{Ll}/u.test(after)) ||
      ((DESCRIBED_BEFORE.test(before) || APPOSED_BEFORE.test(before)) && /^\s*(?:[?.]|$)/.test(after));
    if (owned) subjects.push(nameWords(run[0]));
  }
  if (subjects.length === 0) return undefined;
  const bare = (w: string) => w.replace(/[^\p{L}]/gu, "");
  const wordsOf = (text: string) => new Set(nameWords(text).map(bare));
  const holds = (words: Set<string>) => subjects.some((s) => s.every((w) => words.has(bare(w))));
  // (Each passage's text composed once: "ne\u0301e" is "née".)
  const texts = passages.map((p) => p.text.normalize("NFC"));
  for (const [k, p] of passages.entries()) {
    const text = texts[k]!;
    const m = BORN_AS.exec(text);
    if (!m || m.index === undefined) continue;
    const name = (m[1] ?? m[2])!;
    if (PLACE_AFTER.test(text.slice(m.index + m[0].length))) continue;
    // The clause stands right after the subject's own name, in the passage's first sentence: every word of a name the
    // question gives before it, its last word the subject's last; or, opening the passage on the page titled with
    // that name, the lead's full name ending in the subject's last word ("William Jefferson Clinton (born …" on the
    // page "Bill Clinton").
    // (After a pronunciation or another note in the lead's parenthesis, "Marilyn Monroe (/…/; born …", the name ends
    // where the parenthesis opens.)
    const open = m[0].startsWith(";") ? text.lastIndexOf("(", m.index) : -1;
    if (m[0].startsWith(";") && (open < 0 || text.slice(open, m.index).includes(")"))) continue;
    const opening = text.slice(0, open >= 0 ? open : m.index);
    if (SENTENCE_END.test(opening)) continue;
    const last = bare(nameWords(opening.replace(NAME_SUFFIX, "")).at(-1) ?? "");
    const endsOnSubject = subjects.some((s) => bare(s.filter((w) => !SUFFIX_WORD.test(w)).at(-1) ?? "") === last);
    const leads = opening.split(/\s+/).length <= 6 && !/[,;:]/.test(opening);
    if (!endsOnSubject || !(holds(wordsOf(opening)) || (leads && holds(wordsOf(p.title ?? ""))))) continue;
    return passageAnswer(name, k);
  }
  // The subject's own page (titled with the name, opening on it) saying it in a sentence of its own.
  for (const [k, p] of passages.entries()) {
    const text = texts[k]!;
    const m = SAID_BORN.exec(text);
    if (!m || !holds(wordsOf(p.title ?? "")) || !holds(wordsOf(text.slice(0, 80)))) continue;
    if (PLACE_AFTER.test(text.slice((m.index ?? 0) + m[0].length))) continue;
    // (The pronoun is the subject's: "She married Tom Hale. He was born Thomas Vell" is the husband's birth name.)
    const pronoun = /^(?:[.!?]\s+)?(She|Her|He|His)\b/.exec(m[0].trimStart())?.[1];
    const lead = text.slice(0, m.index);
    const female = (lead.match(FEMALE) ?? []).length;
    const male = (lead.match(MALE) ?? []).length;
    if (pronoun && (/^(?:She|Her)$/.test(pronoun) ? male >= female : female >= male)) continue;
    return passageAnswer(m[1]!, k);
  }
  // A page opening on the subject that says nothing of a name at birth: no birth name is given.
  const own = texts.some((text) => holds(wordsOf(text.slice(0, 80))) && !NAMED_AT_BIRTH.test(text));
  return own && ASKS_STRICTLY.test(question) ? "the subject's page gives no birth name" : undefined;
}
