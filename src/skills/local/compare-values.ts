import { escapeRegExp } from "../../text/regex";
import type { Comparative } from "./comparative";
import { candidateSpans, YEAR, YEAR_WORD } from "./spans";

const SCALE: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  million: 1e6,
  bn: 1e9,
  billion: 1e9,
  trillion: 1e12,
};

/** The value of a typed span: a number with its scale ("$2.5 billion" → 2.5e9) or a date's time. */
export function typedValue(span: string, type: Comparative["type"]): number | undefined {
  if (type === "date") {
    const t = Date.parse(span.replace(/(\d)(st|nd|rd|th)\b/, "$1"));
    if (Number.isFinite(t)) return t;
    const year = YEAR_WORD.exec(span);
    return year ? Date.UTC(Number(year[0]), 0, 1) : undefined;
  }
  const m = /(\d[\d,]*(?:\.\d+)?)\s*(k|m|bn|million|billion|thousand|trillion)?\b/i.exec(span);
  if (!m) return undefined;
  return Number(m[1]!.replace(/,/g, "")) * (m[2] ? (SCALE[m[2].toLowerCase()] ?? 1) : 1);
}

/**
 * Whether an offset of a sentence falls where it writes the numbers of an option's own name ("2016–17" of "the
 * 2016–17 team", "747" of "Boeing 747"): a number there is the name's, not a value of the option. ("won 17 games"
 * still gives 17.)
 */
export function inOptionName(option: string, sentence: string): (at: number) => boolean {
  const ranges: [number, number][] = [];
  for (const numeral of option.match(/\d[\d,.]*(?:\s*[–—-]\s*\d+)*/g) ?? []) {
    const re = new RegExp(`(?<![\\d,.])${escapeRegExp(numeral)}(?![\\d]|[,.]\\d)`, "g");
    for (const m of sentence.matchAll(re)) ranges.push([m.index, m.index + m[0].length]);
  }
  return (at) => ranges.some(([from, to]) => at >= from && at < to);
}

/** A year that opens a title's disambiguating parenthesis ("Tosca (1956 film)"): it dates the option, it does not name it. */
const DATING_PARENTHESIS = new RegExp(`\\s*\\(\\s*${YEAR}\\b[^()]*\\)\\s*$`);

/**
 * The first value of the comparative's type in a sentence, outside the option's own name. A date comparison may
 * read the year of the option's disambiguating parenthesis: "Tosca is a 1956 Italian film" dates "Tosca (1956 film)".
 */
export function firstValue(sentence: string, type: Comparative["type"], option = ""): number | undefined {
  const named = inOptionName(type === "date" ? option.replace(DATING_PARENTHESIS, "") : option, sentence);
  for (const span of candidateSpans(sentence, type)) {
    const digit = span.text.search(/\d/);
    if (digit >= 0 && named(span.start + digit)) continue;
    const v = typedValue(span.text, type);
    if (v !== undefined) return v;
  }
  return undefined;
}

/**
 * Compares two options by the values their sentences give: the option whose value is the min (or max) wins.
 * Undefined when either side has no value of the type, or they are equal.
 */
export function compareValues(
  comparative: Comparative,
  sides: { option: string; sentence: string }[],
): { winner: number; values: number[] } | undefined {
  const values = sides.map((s) => firstValue(s.sentence, comparative.type, s.option));
  if (values.some((v) => v === undefined) || values.length < 2) return undefined;
  const vs = values as number[];
  const target = comparative.want === "min" ? Math.min(...vs) : Math.max(...vs);
  if (vs.filter((v) => v === target).length > 1) return undefined;
  return { winner: vs.indexOf(target), values: vs };
}
