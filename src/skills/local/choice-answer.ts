// Answers to "A or B?" questions from the ranked sentences: the option whose value wins the comparison asked
// ("which is cheaper"), or the option the better-supporting sentence names. The extractive answerer
// (extractive-answer.ts) asks these before it answers side by side.
import { terms } from "../../text/analyze";
import type { AnswerOutcome } from "../types";
import { localConfidence, termCoverage } from "./answer-confidence";
import { choiceOptions } from "./answer-type";
import { comparativeOf } from "./comparative";
import { opensWith } from "./compare-answer";
import { compareValues } from "./compare-values";
import { titleHolds } from "./page-title";
import { candidateSpans } from "./spans";
import type { Candidate } from "./typed-span-answer";

/** Sentences of one side this close to its best are other readings of its value (see compareOptions). */
const AMBIGUOUS_SUPPORT = 0.02;

/**
 * "Which is cheaper / earlier / larger, A or B?": each option's best sentence that names it and gives a value of the
 * compared type; the option whose value wins is the answer ("Enterprise [2]").
 */
export function compareOptions(question: string, ranked: Candidate[], bestSupport: number): AnswerOutcome | undefined {
  const options = choiceOptions(question);
  const comparative = comparativeOf(question);
  if (!options || !comparative) return undefined;
  // Each side's sentences naming it with a value of the compared type, best first.
  const sides = options.map((option) => {
    const needed = terms(option);
    return ranked.filter((cand) => {
      if (cand.support < bestSupport * 0.5 || needed.length === 0) return false;
      const have = new Set(terms(cand.window));
      return needed.every((t) => have.has(t)) && candidateSpans(cand.text, comparative.type).length > 0;
    });
  });
  if (sides.some((x) => x.length === 0)) return undefined;
  // A side's own page, or a sentence opening with it, says its value; another page naming it may give its own
  // subject's ("Ferdinando Provesi (1770 – 1833) … teacher of Giuseppe Verdi" gives no year of Verdi's).
  const own = sides.map((side, k) =>
    side.filter((c) => titleHolds(c, terms(options[k]!), true) || opensWith(c.text, terms(options[k]!))),
  );
  const sure = own.every((x) => x.length > 0);
  const [a, b] = (sure ? own : sides) as [Candidate[], Candidate[]];
  // The same sentence for both sides cannot tell them apart.
  if (a[0] === b[0]) return undefined;
  const decide = (x: Candidate, y: Candidate) =>
    x === y
      ? undefined
      : compareValues(comparative, [
          { option: options[0]!, sentence: x.text },
          { option: options[1]!, sentence: y.text },
        ]);
  const result = decide(a[0]!, b[0]!);
  if (!result) return undefined;
  // A side whose evidence gives several values of the type about as well ("$49 per month", "$0.80 per additional
  // 100,000 messages") is not compared on one of them: every reading must name the same winner, or none is named.
  const near = (side: Candidate[]) => side.filter((c) => c.support >= side[0]!.support - AMBIGUOUS_SUPPORT);
  for (const x of near(a))
    for (const y of near(b)) {
      const other = decide(x, y);
      if (other && other.winner !== result.winner) return undefined;
    }
  const found = [
    { option: options[0]!, c: a[0]! },
    { option: options[1]!, c: b[0]! },
  ];
  const win = found[result.winner]!;
  const confidence = localConfidence({
    typeFit: "typed",
    coverage: sure ? termCoverage(question, found.map(({ c }) => c.window).join("\n")) : 0,
    margin: 0.5,
  });
  const cited = [...new Set(found.map(({ c }) => c.passage + 1))];
  return { answer: `${win.option} [${win.c.passage + 1}]`, cited, abstained: false, confidence };
}

/** For "A or B?" questions: the option found in the better-supporting sentence, if one clearly wins. */
interface PickedOption {
  option: string;
  passage: number;
  window: string;
  support: number;
  runnerUp: number;
}

export function pickOption(question: string, ranked: Candidate[], bestSupport: number): PickedOption | undefined {
  const options = choiceOptions(question);
  if (!options) return undefined;
  const found = options.map((option) => {
    const optionTerms = terms(option);
    const hit = ranked.find((c) => {
      const sentenceTerms = new Set(terms(c.text));
      return optionTerms.length > 0 && optionTerms.every((t) => sentenceTerms.has(t));
    });
    return { option, passage: hit?.passage ?? -1, support: hit?.support ?? 0, window: hit?.window ?? "" };
  });
  const [a, b] = found as [(typeof found)[0], (typeof found)[0]];
  const winner = a.support >= b.support ? a : b;
  const loser = winner === a ? b : a;
  if (winner.passage < 0 || winner.support < bestSupport - 0.2 || winner.support - loser.support < 0.05)
    return undefined;
  return {
    option: winner.option,
    passage: winner.passage,
    window: winner.window,
    support: winner.support,
    runnerUp: loser.support,
  };
}
