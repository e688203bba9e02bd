import { sentences } from "../../text/analyze";

/**
 * "Did Kasper Hvidt and Pelé play the same sport?": the sport each page's first sentence says its subject plays ("a
 * Danish retired handball goalkeeper", "a retired Brazilian professional footballer"), compared. A first sentence naming
 * no sport or several answers nothing; "football" alone is not read (association or American).
 */

const SPORTS: [RegExp, string][] = [
  [/\bAmerican football\b|\bNFL\b/, "American football"],
  [/\bfootballer\b|\bsoccer\b|\bassociation football\b/i, "association football"],
  [/\bhandball\b/i, "handball"],
  [/\bbasketball\b/i, "basketball"],
  [/\bbaseball\b/i, "baseball"],
  [/\b(?:ice\s+)?hockey\b/i, "hockey"],
  [/\btennis\b/i, "tennis"],
  [/\bcricket(?:er)?\b/i, "cricket"],
  [/\brugby\b/i, "rugby"],
  [/\bgolf(?:er)?\b/i, "golf"],
  [/\bbox(?:er|ing)\b/i, "boxing"],
  [/\bvolleyball\b/i, "volleyball"],
  [/\bski\s+jump(?:er|ing)\b/i, "ski jumping"],
  [/\bcycl(?:ist|ing)\b/i, "cycling"],
  [/\bswimm(?:er|ing)\b/i, "swimming"],
];

const SAME_SPORT = /\bsame\s+sport\b/i;

/** The one sport a page's first sentence names, or undefined. */
export function sportOf(text: string): string | undefined {
  const first = sentences(text)[0]?.text ?? "";
  const named = new Set(SPORTS.filter(([re]) => re.test(first)).map(([, sport]) => sport));
  return named.size === 1 ? [...named][0] : undefined;
}

export function sameSport(question: string, texts: string[]): "yes" | "no" | undefined {
  if (!SAME_SPORT.test(question) || texts.length !== 2) return undefined;
  const [a, b] = texts.map(sportOf);
  if (!a || !b) return undefined;
  return a === b ? "yes" : "no";
}
