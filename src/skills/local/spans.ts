import { NUMBER_WORDS } from "../../text/number-words";
import { NAME_PARTICLES } from "../../text/words";
import type { AnswerType } from "./answer-type";
import { demonymWord } from "./demonyms";
import { OFFICES_AFTER_POSSESSOR } from "./offices";

export interface Span {
  text: string;
  start: number;
}

/** A year as dates and names give one: 1500 to 2099. */
export const YEAR = "(?:1[5-9]|20)\\d{2}";
/** A year standing as a word of its own ("in 1956", "(1956 film)"). */
export const YEAR_WORD = new RegExp(`\\b${YEAR}\\b`);
/** A month's name or its abbreviation, as a regex source. */
export const MONTH =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
const DATE_RE = new RegExp(
  [
    `\\b${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}\\b`,
    `\\b\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH},?\\s+\\d{4}\\b`,
    `\\b${MONTH}\\s+\\d{4}\\b`,
    `\\b\\d{4}-\\d{2}-\\d{2}\\b`,
    `\\b\\d{1,2}/\\d{1,2}/\\d{2,4}\\b`,
    `\\bQ[1-4]\\s+\\d{4}\\b`,
    // A day without its year ("27 April", "April 27"): what a yearly date is.
    `\\b\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH}(?![\\w.])`,
    `\\b${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?\\b(?![,\\d])`,
    `\\b${YEAR}\\b`,
  ].join("|"),
  "gi",
);

// A day and its month: "18 November", "3rd of May" — a date's day, where a number would be read as a count.
const DAY_MONTH = `\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}`;
const DAY_OF_MONTH = new RegExp(`^${DAY_MONTH}(?![\\w])`, "i");
// A whole text that is a date (any DATE_RE form), a day and its month, a lone month, a span of years ("1918-1920",
// not "737-800"), or a list of years ("1992 and 1993", "1974, 1976 and 1980").
const WHOLE_DATE = new RegExp(
  `^(?:${DATE_RE.source}|${DAY_MONTH}|${MONTH}|${YEAR}\\s*[-–—]\\s*(?:${YEAR}|\\d{2})|${YEAR}(?:\\s*(?:,\\s*(?:and\\s+)?|and\\s+|&\\s*)${YEAR})+)$`,
  "iu",
);

/** Whether a text is a date and nothing else: "21 January 2016", "January 21, 1918", "May", "1918-1920", "1992 and 1993". */
export const isDate = (text: string): boolean => WHOLE_DATE.test(text.trim().replace(/[.,;:]$/, ""));
// A month right before the number: "November 18, 1963".
const MONTH_BEFORE = new RegExp(`\\b${MONTH}\\s+$`, "i");
/** The longest month MONTH reads ("september."), and one character before it for the word boundary. */
const MONTH_REACH = "september.".length + 1;

/**
 * Whether a month ends right before `at` (whitespace between): MONTH_BEFORE read on the tail that can hold it (the
 * whitespace, the longest month and the character before it), not on the whole prefix, once for every number.
 */
function monthBefore(sentence: string, at: number): boolean {
  let from = at;
  while (from > 0 && /\s/.test(sentence[from - 1]!)) from--;
  return MONTH_BEFORE.test(sentence.slice(Math.max(0, from - MONTH_REACH), at));
}

// A number (with currency, separators, decimals, magnitude) and the unit words that follow it. A comma inside it
// separates thousands; one after it ends it ("43,742, making it …").
// An ordinal ("23rd", "4th") ranks; it does not count.
const NUMBER_RE =
  /(?:[$€£¥]\s?)?\b\d(?:\d|,(?=\d))*(?:\.\d+)?(?!\d|,\d|(?:st|nd|rd|th)\b)(?:\s?(?:%|percent|k|m|bn|million|billion|thousand|trillion)\b)?(?:\s+(?:per|a|an|each)\s+[a-z]+|\s+(?!(?:and|or|the|a|an|of|in|on|at|to|for|with|by|is|are|was|were|from|per|as|when|while|after|before|since|but|that|which|who|it|making)\b)[a-z][a-z-]*(?:\s+(?:per|a|an|each)\s+[a-z]+)?)?/gi;

/** Number words of number-words.ts that `keep` picks, longest first, as an alternation (a capital first letter too). */
export const numberWords = (keep: (word: string, value: number) => boolean): string =>
  [...NUMBER_WORDS]
    .filter(([w, n]) => keep(w, n))
    .map(([w]) => w)
    .sort((a, b) => b.length - a.length)
    .map((w) => `[${w[0]}${w[0]!.toUpperCase()}]${w.slice(1)}`)
    .join("|");

// A count written as a word and the thing it counts: "Eight foreign nations", "four members", "twenty-one seasons"
// (from two up). Not "one" or "a" ("one of the", "a member"), not a partitive ("two of them", "ten of the twelve
// races"; "consists of four members" counts), not the subject of a verb ("the other two being …", "two were
// …"), not a name ("Seven Samurai", "Nine Inch Nails", "the Big Four banks": a
// capital after it or a capitalised word before it), not part of a word ("a one-two finish").
const COUNT_WORD = numberWords((_, n) => n >= 2);
const WORD_COUNT_RE = new RegExp(
  `(?<![-\\p{L}])(?<!\\bof\\s+(?:the|their|its|these|those)\\s+)(?<!\\d\\s+of\\s+)(?<!\\p{Lu}\\p{L}*\\s+)(?:${COUNT_WORD})\\s+` +
    `(?!(?:of|or|and|to|more|times|percent|being|having|were|are|had|have|who|which|that|years?\\s+(?:old|later|after|before|ago))\\b)\\p{Ll}[\\p{Ll}-]*(?:(?<=-)\\p{Lu}\\p{L}*)?` +
    `(?:\\s+(?!(?:is|was|has|does|its|his|this|thus|as|us)\\b)\\p{Ll}[\\p{Ll}-]*s\\b)?`,
  "gu",
);

// A quantity of time or length: "15 minutes", "a 15-minute token", "500ms", "two weeks", "6,650 km", "128 characters".
// (Whole number words from one to ninety, as number-words.ts spells them; not "twenty-one".)
const AMOUNT = `(?:\\d[\\d,]*(?:\\.\\d+)?|an?|${numberWords((w, n) => n >= 1 && !w.includes("-"))}|hundred|a few|several)`;
/** Units of time, and of length (kind-fit.ts reads a height's and a head count's units with them). */
export const TIME_UNIT =
  "(?:milliseconds?|seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|yrs?|decades?|centur(?:y|ies))";
const LENGTH_WORDS =
  "kilomet(?:er|re)s?|km|miles?|met(?:er|re)s?|feet|foot|ft|inch(?:es)?|centimet(?:er|re)s?|cm|millimet(?:er|re)s?|mm|yards?";
// (A duration's reader leaves out the short forms, "5 m" or "3 mi", that read as other things in running text.)
export const LENGTH_UNIT = `(?:${LENGTH_WORDS}|mi|nmi|nautical miles?|leagues?|m|yd)`;
const UNIT = `(?:${TIME_UNIT}|${LENGTH_WORDS}|pages?|episodes?|characters?|chars|bytes?|kb|mb|gb|words?|lines?)`;
// Compact forms only where they cannot be a decade or a magnitude ("1990s", "$5m"): "500ms", "24h", "6650km".
const ONE_DURATION = `\\b${AMOUNT}(?:\\s*(?:-|to|–)\\s*${AMOUNT})?(?:\\s+|-)${UNIT}\\b`;
// A compound duration is one answer: "10 hours and 43 minutes", "1 day, 2 hours", not its tail.
const DURATION_RE = new RegExp(
  `${ONE_DURATION}(?:\\s*(?:,|and|,\\s*and)\\s*${ONE_DURATION})*|\\b\\d[\\d,]*(?:\\.\\d+)?(?:ms|h|min|km|cm|mm|kb|mb|gb)\\b`,
  "gi",
);

// An amount of money: "$49 per month", "€1,200", "USD 49", "$2.5 billion", "49 dollars", "$5 per 100,000 messages",
// or a bare price with cents ("traded at 248.42"), which a count ("100,000 messages") never has.
const MONEY_RE =
  /(?:(?<![\d.])\b\d[\d,]*\.\d{2}\b(?!\s?%|\.\d)|[$€£¥₹]\s?\d[\d,]*(?:\.\d+)?|\b(?:usd|eur|gbp|chf|jpy|inr)\s?\d[\d,]*(?:\.\d+)?|\b\d[\d,]*(?:\.\d+)?\s?(?:dollars|usd|euros?|eur|pounds|gbp|chf|yen|cents|€))(?:\s?(?:k|m|bn|million|billion|thousand|trillion)\b)?(?:\s+(?:per|a|an|each)\s+(?:[\d,]+\s+)?[a-z]+)?/gi;

// Names in any script's letters ("Zülmira", "Tevâlin"), not only ASCII ones; a full stop ends a word only as an
// initial or a short abbreviation ("J.", "St.", "Jr."), so a name never runs on into the next sentence.
// Latin letters only: a name in another script inside "(Russian: …)" spells the subject's own name again.
// A capital inside the word follows a surname's prefix, an apostrophe or a hyphen ("McCartney", "DiCaprio",
// "O'Brien", "Doyle-Murray"); not a brand's ("PlayStation", "YouTube"), nor capitals in a row ("NBA").
const NAME_WORD =
  "(?=\\p{Lu})\\p{sc=Latin}(?:(?=\\p{Ll})\\p{sc=Latin}|['’-]|(?<=(?<!\\p{L})(?:Mc|Mac|De|Di|Da|Du|La|Le|Van|Von)|['’-])(?=\\p{Lu})\\p{sc=Latin})+";
// An initial is followed by more of the name, not by the next sentence's first word ("Osric I. He died").
const NAME_ABBR =
  "(?=\\p{Lu})\\p{sc=Latin}\\p{Ll}{0,2}\\.(?!\\s+(?:He|She|It|They|The|His|Her|Its|Their|In|On|At|This|That|A|An|But|And|As|After|When|By|For)\\b)";
// The particles a name runs on through: not "der", "den", "du" nor "ter", which PERSON_RE has never taken (taking
// them would lengthen the names it reads: "Ludwig Mies van der Rohe" is read as "Ludwig Mies").
const PERSON_PARTICLES = NAME_PARTICLES.filter((p) => !["der", "den", "du", "ter"].includes(p)).join("|");
const PERSON_RE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${NAME_WORD}|${NAME_ABBR})(?:\\s+(?:${NAME_WORD}|${NAME_ABBR}|${PERSON_PARTICLES}))*` +
    `\\s+${NAME_WORD}(?![\\p{L}\\p{N}])(?:\\s+[IVX]{1,4}(?![\\p{L}\\p{N}]))?`,
  "gu",
);

const MODIFIES =
  /^[\s-]+(?:native|natives|resident|residents|born|based|graduate|alumnus|alumna|player|team|club|company|county|state|city|university|college|school|river|lake|street|government|army|navy|league|party)\b/i;

const NOT_A_NAME =
  /^(?:The|A|An|In|On|At|By|For|From|This|That|These|Those|His|Her|Their|Its|It|When|Where|What|Who|How|Why|If|But|And)\b/;

// "a South Korean boy group formed by …": where something is from ("South Korean", "North American"), not who.
const REGION_DEMONYM = new RegExp(
  `^(?:South|North|East|West|Central|Southern|Northern|Eastern|Western)\\s+${demonymWord()}$`,
  "u",
);

// Identifiers: headers, paths, URLs, scopes, tickers, version strings.
const CODE_RE =
  /(?:https?:\/\/[^\s)<>"']+|(?<![\w/])\/[a-z0-9._~\-/{}]+|\b[A-Za-z][A-Za-z0-9]*(?:[-_:.][A-Za-z0-9]+)+\b|\b[A-Z]{2,6}\b|`[^`]+`)/g;

// A clock time: "6am", "6:30 pm", "00:00 UTC", "noon".
const TIME_RE =
  /\b(?:(?:[01]?\d|2[0-3]):[0-5]\d(?:\s?(?:am|pm|a\.m\.|p\.m\.))?|(?:1[0-2]|0?[1-9])\s?(?:am|pm|a\.m\.|p\.m\.))(?:\s(?:UTC|GMT|[A-Z]{2,4}T)\b)?(?![\w:])|\b(?:noon|midnight)\b/gi;

// An HTTP status: three digits from 100 to 599, not part of a larger number.
const STATUS_RE = /(?<![\d.,])\b[1-5]\d{2}\b(?![\d,]|\.\d)/g;

// A release: "3.3.0", "v2.1", "v4", "version 5".
const VERSION_RE = /\bv?\d+\.\d+(?:\.\d+)+\b|\bv\d+(?:\.\d+)?\b|\b(?:version|release)\s+\d+(?:\.\d+)*\b/gi;

function collect(re: RegExp, text: string): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(re)) spans.push({ text: m[0].trim().replace(/[.,;:]$/, ""), start: m.index ?? 0 });
  return spans;
}

/**
 * A name without the possessive mark that ends it: "Edvin Marsk's" → "Edvin Marsk", "Donell Jones'" → "Donell Jones".
 * A group's possessive goes with its group's word: "the World Surf League Men's Championship Tour" is the World Surf
 * League's, "the Roald Dahl Children's Gallery" Roald Dahl's (not "World Surf League Men").
 */
export const withoutPossessive = (name: string): string =>
  name
    .replace(/\s+(?:(?:Men|Women|Children|People)['’]s|(?:Boys|Girls|Ladies|Veterans)['’])(?:\s.*)?$/u, "")
    .replace(/['’]s(?:\s.*)?$/u, "")
    .replace(/(?<=s)['’](?:\s.*)?$/u, "");

// A peer named by the title: "the Earl of Derby", "Duke of Wellington" (a person, though no name of words alone).
// (One or two words after "of", no more and no thing's noun after them: "the Earl of Harlow Cup" is a race.)
const PEERAGE_RE =
  /(?<![\p{L}\p{N}])(?:Earl|Duke|Duchess|Baron|Baroness|Marquess|Marquis|Viscount|Countess)\s+of\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?(?![\p{L}'’-]|\s+\p{Lu}|['’]s\b)/gu;

// A thing's noun ending a title: "the Earl of Harlow Cup", "the Duke of York Stakes".
const THING_NOUN =
  /\s(?:Cup|Stakes|Trophy|Award|Awards|Club|Hospital|Square|Street|School|College|Regiment|Park|Estate|Racing|Bridge|Theatre|Theater)$/;

// An office's holder: a person's name, two or three capitalised words, none a body's or a place's noun.
const HOLDER =
  /^(?!.*\b(?:Band|Motors|Electric|Street|Records|Company|Hospital|Club|Mills|Mary|Avenue|Road|Square|College|School|University|Group|Orchestra)\b)\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,2}$/u;

// A possessor and an office before a name: "United States’ President ", "Germany's Chancellor ".
const POSSESSOR_OFFICE = new RegExp(
  `^\\S.*?(?:['’]s|(?<=s)['’])\\s+(?:(?:Vice|Prime|Deputy|Foreign|Head)\\s+)?(?:${OFFICES_AFTER_POSSESSOR})\\s+(?=\\p{Lu})`,
  "u",
);

/** An era after a number makes it a year: "2056 B.S", "1994 A.D", "500 BC", "622 CE". */
const ERA_AFTER = /^\s*(?:B\.\s?S\.?|A\.\s?D\.?|AD|BC|BCE|CE|B\.\s?C\.?(?:E\.?)?|A\.\s?H\.?)(?![\p{L}])/u;

/** A capitalised word (no abbreviation's full stop), maybe with "of (the)" after it, ending the text. */
const NAME_BEFORE = /\p{Lu}[\p{L}'’-]*\s+(?:of\s+(?:the\s+)?)?$/u;

/** Candidate short answers of the expected type inside a sentence. */
export function candidateSpans(sentence: string, type: AnswerType): Span[] {
  switch (type) {
    case "date":
      // "When does the dock open?" is answered by a clock time as well as by a date.
      return [...collect(DATE_RE, sentence), ...collect(TIME_RE, sentence)].sort((a, b) => a.start - b.start);
    case "time":
      return collect(TIME_RE, sentence);
    case "status":
      return collect(STATUS_RE, sentence);
    case "version":
      return collect(VERSION_RE, sentence).map((s) => ({ ...s, text: s.text.replace(/^(?:version|release)\s+/i, "") }));
    case "number":
      // A year is a date, not a count ("2014", "2014, when"); nor is a day of a month ("born 18 November 1963",
      // "on November 18"): no answer to "how tall" or "how old".
      return [
        ...collect(NUMBER_RE, sentence).filter(
          (s) =>
            !/^(19|20)\d{2}(?:$|,|\s+(?:when|and|in|to|as|after|before)\b)/.test(s.text) &&
            // "Interstate-10", "F-16": a number joined to a name by a hyphen is part of it; "2056 B.S", "1994 A.D"
            // is a year of its era.
            !/\p{L}-$/u.test(sentence.slice(Math.max(0, s.start - 2), s.start)) &&
            !ERA_AFTER.test(sentence.slice(s.start + s.text.replace(/\s+\S+$/, "").length)) &&
            !DAY_OF_MONTH.test(s.text) &&
            !monthBefore(sentence, s.start),
        ),
        // "the Power of Three from season four", "the Big Four": a number word written with a capital right after a
        // capitalised word is a name's ("Jr. Five days later", '"Three members …' are counts).
        ...collect(WORD_COUNT_RE, sentence).filter(
          (s) => !/^\p{Lu}/u.test(s.text) || !NAME_BEFORE.test(sentence.slice(0, s.start)),
        ),
      ].sort((a, b) => a.start - b.start);
    case "duration":
      return collect(DURATION_RE, sentence);
    case "money":
      return collect(MONEY_RE, sentence);
    case "person":
      // "The Silent Harbour", "In March": capitalised, but not a name.
      // "Port Avel native Mira Lund": a name that modifies the noun after it is a place or a body, not the
      // person the sentence names.
      // "Edvin Marsk's Provisional Government": the person is the possessor.
      return [...collect(PERSON_RE, sentence), ...collect(PEERAGE_RE, sentence).filter((p) => !THING_NOUN.test(p.text))]
        .sort((a, b) => a.start - b.start)
        .map((s) => {
          // "the United States’ President Bill Clinton": an office's holder after its possessor is the person.
          // (Only a body's, written with "the", and a person's name after: "Tom Hale's King Street Band" names Tom Hale.)
          const office = POSSESSOR_OFFICE.exec(s.text);
          const holder = office ? s.text.slice(office[0].length) : "";
          if (office && /\bthe\s+$/i.test(sentence.slice(0, s.start)) && HOLDER.test(holder))
            return { text: holder, start: s.start + office[0].length };
          return { ...s, text: withoutPossessive(s.text) };
        })
        .filter(
          (s) =>
            s.text.includes(" ") &&
            // '("Oh My Quiet River")': a quoted title or translation, not a person.
            !/["“‘]\s*$/.test(sentence.slice(0, s.start)) &&
            !NOT_A_NAME.test(s.text) &&
            !REGION_DEMONYM.test(s.text) &&
            !MODIFIES.test(sentence.slice(s.start + s.text.length)),
        );
    case "code":
      return collect(CODE_RE, sentence).map((s) => ({ ...s, text: s.text.replace(/^`|`$/g, "") }));
    default:
      return [];
  }
}
