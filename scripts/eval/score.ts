// CRAG scoring: each prediction is accurate, hallucinated or missing; score = accuracy − hallucination.
// Order of decisions (see README.md in this folder for the reasoning):
//  1. gold "Insufficient information." (MultiHop-RAG null queries) expects an abstention: abstaining, or saying
//     there is insufficient information, is accurate; any other answer is hallucinated;
//  2. "i don't know" / "i do not know" anywhere in the prediction, an empty answer, or `abstained: true` is missing;
//  3. "invalid question" (or `invalid_question: true`) is accurate for false-premise items, hallucinated otherwise;
//  4. exact match with any gold after normalisation (normalize.ts) is accurate;
//  5. otherwise the judge decides: the rules judge below (offline) or the model judge (judge-model.ts).
import type { EvalItem } from "../datasets/types.ts";
import { containsPhrase, extractNumbers, isStopword, normalizeAnswer, numbersClose, tokens } from "./normalize.ts";

export type Verdict = "accurate" | "hallucinated" | "missing";

export interface Prediction {
  answer: string;
  abstained?: boolean;
  invalidQuestion?: boolean;
}

export interface Judgement {
  verdict: Verdict;
  /** Which rule decided: abstain-expected, missing, invalid-question, exact, gold-in-prediction, prediction-in-gold, number, yes-no, no-match, model, ... */
  method: string;
  explanation?: string;
}

export type ScoredItem = Pick<EvalItem, "question" | "answers" | "falsePremise">;

const INSUFFICIENT = "insufficient information";
const plain = (s: string) => s.toLowerCase().replace(/[\u2018\u2019\u02bc]/g, "'");

/**
 * CRAG scores only the first 75 Llama-2 tokens of a prediction; at ~1.33 tokens per English word that is about
 * 56 words, so longer predictions are cut there before scoring (results.jsonl keeps the whole answer).
 */
export const MAX_PREDICTION_WORDS = 56;

export function trimPrediction(answer: string): string {
  const words = answer.trim().split(/\s+/);
  return words.length <= MAX_PREDICTION_WORDS ? answer.trim() : words.slice(0, MAX_PREDICTION_WORDS).join(" ");
}

/** Citation markers ("[1]", "[2, 3]") are not part of the answer: they go before scoring. */
export function stripCitations(answer: string): string {
  return answer.replace(/\s*\[\d+(?:\s*[,;-]\s*\d+)*\]/g, "").trim();
}

export function isMissing(p: Prediction): boolean {
  const text = plain(p.answer);
  return p.abstained === true || !text.trim() || text.includes("i don't know") || text.includes("i do not know");
}

export function expectsAbstention(item: ScoredItem): boolean {
  return item.answers.length > 0 && item.answers.every((a) => normalizeAnswer(a) === INSUFFICIENT);
}

export function isFalsePremise(item: ScoredItem): boolean {
  return item.falsePremise === true || item.answers.some((a) => normalizeAnswer(a) === "invalid question");
}

/** Decisions that need no judge (steps 1-4); null when the judge must decide. */
export function preJudge(item: ScoredItem, p: Prediction): Judgement | null {
  const pred = normalizeAnswer(p.answer);
  if (expectsAbstention(item)) {
    const abstains = isMissing(p) || pred.includes(INSUFFICIENT) || pred.includes("not enough information");
    return { verdict: abstains ? "accurate" : "hallucinated", method: "abstain-expected" };
  }
  if (isMissing(p)) return { verdict: "missing", method: "missing" };
  if (p.invalidQuestion === true || pred.includes("invalid question")) {
    return { verdict: isFalsePremise(item) ? "accurate" : "hallucinated", method: "invalid-question" };
  }
  if (item.answers.some((a) => normalizeAnswer(a) === pred)) return { verdict: "accurate", method: "exact" };
  return null;
}

/** Tokens of the prediction that carry information: not stopwords and not already in the question. */
function informative(pred: string, question: string): string[] {
  const asked = new Set(tokens(normalizeAnswer(question)));
  return tokens(pred).filter((t) => !isStopword(t) && !asked.has(t));
}

/** A gold that is one number with at most two unit words, e.g. "49 dollars", "3696 feet", "12 percent". */
function numericGold(gold: string): number | null {
  const nums = extractNumbers(gold);
  if (nums.length !== 1) return null;
  const rest = tokens(
    gold
      .replace(/\d+(?:\.\d+)?/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );
  return rest.length <= 2 ? nums[0]! : null;
}

function judgeOne(gold: string, pred: string, question: string): Judgement | null {
  if (gold === "yes" || gold === "no") {
    const first = tokens(pred)[0];
    return first === "yes" || first === "no"
      ? { verdict: first === gold ? "accurate" : "hallucinated", method: "yes-no" }
      : null;
  }
  const value = numericGold(gold);
  if (value !== null) {
    const askedNumbers = new Set(extractNumbers(normalizeAnswer(question)));
    const first = extractNumbers(pred).find((n) => !askedNumbers.has(n));
    if (first !== undefined)
      return { verdict: numbersClose(first, value) ? "accurate" : "hallucinated", method: "number" };
  }
  if (containsPhrase(pred, gold)) return { verdict: "accurate", method: "gold-in-prediction" };
  // A short prediction inside a long gold sentence ("3696 feet" in "... i 878 ... is only 3696 feet long") counts only
  // when it adds something the question does not already say: "rory mcilroy" alone is not an answer.
  if (pred.length >= 3 && informative(pred, question).length > 0 && containsPhrase(gold, pred)) {
    return { verdict: "accurate", method: "prediction-in-gold" };
  }
  return null;
}

/** The offline judge: containment either way, numbers within 1%, yes/no by the leading word; any gold may match. */
export function rulesJudge(item: ScoredItem, p: Prediction): Judgement {
  const pred = normalizeAnswer(p.answer);
  let firstMiss: Judgement | null = null;
  for (const gold of item.answers.map(normalizeAnswer).filter(Boolean)) {
    const j = judgeOne(gold, pred, item.question);
    if (j?.verdict === "accurate") return j;
    firstMiss ??= j;
  }
  return firstMiss ?? { verdict: "hallucinated", method: "no-match" };
}

export function scoreRules(item: ScoredItem, p: Prediction): Judgement {
  return preJudge(item, p) ?? rulesJudge(item, p);
}

export interface Tally {
  n: number;
  accurate: number;
  hallucinated: number;
  missing: number;
}

/** Percentages as in the paper's Table I; score = accuracy − hallucination. */
export function rates(t: Tally) {
  const pct = (k: number) => (t.n ? (100 * k) / t.n : 0);
  const acc = pct(t.accurate);
  const hall = pct(t.hallucinated);
  return { n: t.n, acc, hall, miss: pct(t.missing), score: acc - hall };
}
