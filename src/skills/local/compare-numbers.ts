import { sentences } from "../../text/analyze";

/**
 * The number a "which has more/larger …, A or B?" question asks of each side, read where the side's page states what
 * is measured ("As of the 2010 census, the population was 47,818"): the first number after the measure's word that is
 * not one the question gives ("2010") nor a year.
 */
export interface SideNumber {
  value: number;
  sentence: string;
  /** Every sentence stating the measure gives the same number. */
  unique: boolean;
}

const SCALE: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12 };
const NUMBER = /(?<![\p{L}\d.,])(\d[\d,]*(?:\.\d+)?)(?:\s+(thousand|million|billion|trillion)\b)?/gu;
/** A bare four-digit number from 1000 to 2099 is a year, not an amount. */
const YEARLIKE = /^(?:1\d{3}|20\d{2})$/;

function numbersAfter(text: string, from: number, asked: Set<number>): number[] {
  const out: number[] = [];
  for (const m of text.slice(from).matchAll(NUMBER)) {
    const raw = m[1]!;
    if (YEARLIKE.test(raw)) continue;
    const value = Number(raw.replace(/,/g, "")) * (m[2] ? (SCALE[m[2].toLowerCase()] ?? 1) : 1);
    if (!Number.isFinite(value) || asked.has(value)) continue;
    out.push(value);
  }
  return out;
}

/** Where a sentence states one of the measure's words ("population", "floors"), as a stem's prefix. */
function measureAt(sentence: string, measure: string[]): number {
  for (const w of sentence.toLowerCase().matchAll(/[\p{L}-]+/gu)) {
    if (measure.some((m) => m.length >= 3 && w[0].startsWith(m))) return w.index ?? 0;
  }
  return -1;
}

/**
 * A number joined to one of the measure's words, by a hyphen or right before it: "a 1,800-seat arena", "a 40-storey
 * tower", "won 22 games", "1.2 million people" (a bare year before a word, "2010 census", is no count).
 */
function joinedNumber(sentence: string, measure: string[], asked: Set<number>): number | undefined {
  for (const m of sentence.matchAll(
    /(?<![\p{L}\d.,])(\d[\d,]*(?:\.\d+)?)(?:\s+(thousand|million|billion|trillion))?(-|\s+)(\p{L}+)/gu,
  )) {
    const word = m[4]!.toLowerCase();
    if (m[3] !== "-" && !m[2] && YEARLIKE.test(m[1]!)) continue;
    const value = Number(m[1]!.replace(/,/g, "")) * (m[2] ? (SCALE[m[2].toLowerCase()] ?? 1) : 1);
    if (measure.some((w) => w.length >= 3 && word.startsWith(w)) && Number.isFinite(value) && !asked.has(value))
      return value;
  }
  return undefined;
}

/** The side's number of the measure: the first sentence stating it with a number after the word. */
export function sideNumber(text: string, measure: string[], question: string): SideNumber | undefined {
  if (measure.length === 0) return undefined;
  const asked = new Set([...question.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, ""))));
  const found: { value: number; sentence: string }[] = [];
  for (const { text: s } of sentences(text)) {
    // "a 1,800-seat arena", "won 22 games": the number the measure's word is joined to, before it.
    const joined = joinedNumber(s, measure, asked);
    if (joined !== undefined) {
      found.push({ value: joined, sentence: s });
      continue;
    }
    const at = measureAt(s, measure);
    if (at < 0) continue;
    const [value] = numbersAfter(s, at, asked);
    if (value !== undefined) found.push({ value, sentence: s });
  }
  const first = found[0];
  if (!first) return undefined;
  return { value: first.value, sentence: first.sentence, unique: found.every((f) => f.value === first.value) };
}
