// Answer normalisation for scoring. Applied identically to gold answers and predictions:
// - Unicode: accents stripped (é → e), curly quotes and dashes made plain, lower case;
// - numbers: thousands separators dropped ("1,000" → "1000"), trailing decimal zeros dropped ("49.00" → "49"),
//   "$49" → "49 dollars" (also "usd"/"dollar" → "dollars"), "12%" / "per cent" → "12 percent",
//   number words zero..twenty → digits ("three" → "3");
// - possessive "'s" removed, other apostrophes removed ("don't" → "dont"), all other punctuation → space
//   (a "." between digits stays), the articles a/an/the removed, whitespace collapsed.
// Not handled (left to the model judge): dates in different formats, units conversion, spelled-out large numbers.

const NUMBER_WORDS =
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty".split(
    " ",
  );
const NUMBER_WORD = new RegExp(`\\b(${NUMBER_WORDS.join("|")})\\b`, "g");

export function normalizeAnswer(raw: string): string {
  let s = raw
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  s = s
    .replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015]/g, "-");
  s = s.replace(/(\d),(?=\d{3}(?!\d))/g, "$1");
  s = s.replace(/(?:us)?\$\s?(\d+(?:\.\d+)?)/g, "$1 dollars");
  s = s.replace(/\b(?:usd|dollar)\b/g, "dollars");
  s = s.replace(/(\d)\s?%/g, "$1 percent").replace(/\bper cent\b/g, "percent");
  s = s.replace(/\b(\d+)\.(\d+)\b/g, (_, int: string, frac: string) => {
    const f = frac.replace(/0+$/, "");
    return f ? `${int}.${f}` : int;
  });
  s = s.replace(/'s\b/g, "").replace(/'/g, "");
  s = s.replace(/(?<!\d)\.|\.(?!\d)/g, " ").replace(/[^\p{L}\p{N}.\s]/gu, " ");
  s = s.replace(NUMBER_WORD, (w) => String(NUMBER_WORDS.indexOf(w)));
  s = s.replace(/\b(?:a|an|the)\b/g, " ");
  return s.replace(/\s+/g, " ").trim();
}

export function tokens(normalized: string): string[] {
  return normalized ? normalized.split(" ") : [];
}

/** Whole-token containment of one normalised string in another. */
export function containsPhrase(haystack: string, needle: string): boolean {
  return needle !== "" && ` ${haystack} `.includes(` ${needle} `);
}

const SCALE: Record<string, number> = {
  thousand: 1e3,
  k: 1e3,
  million: 1e6,
  m: 1e6,
  mn: 1e6,
  billion: 1e9,
  bn: 1e9,
  b: 1e9,
  trillion: 1e12,
  t: 1e12,
};

/** Numbers in a normalised string, with a following scale word applied ("1.2 million" → 1200000). */
export function extractNumbers(normalized: string): number[] {
  const out: number[] = [];
  for (const m of normalized.matchAll(
    /(?<![\p{L}\d.])(\d+(?:\.\d+)?)(?:\s?(thousand|million|billion|trillion|k|mn|m|bn|b|t)\b)?/gu,
  )) {
    out.push(Number(m[1]) * (m[2] ? SCALE[m[2]]! : 1));
  }
  return out;
}

export function numbersClose(a: number, b: number, relTol = 0.01): boolean {
  if (a === b) return true;
  return Math.abs(a - b) <= relTol * Math.max(Math.abs(a), Math.abs(b));
}

const STOPWORDS = new Set(
  (
    "i me my we our you your he him his she her it its they them their what which who whom this that these those am is are was were be been " +
    "being have has had having do does did doing and but if or because as until while of at by for with about against between into through " +
    "during before after above below to from up down in out on off over under again further then once here there when where why how all any " +
    "both each few more most other some such no nor not only own same so than too very s t can will just don should now answer"
  ).split(" "),
);

export function isStopword(token: string): boolean {
  return STOPWORDS.has(token);
}
