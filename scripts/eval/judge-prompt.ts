// The model judge's instructions: CRAG's grading procedure (facebookresearch/CRAG, prompts/templates.py),
// restated, with a few worked examples of the same kinds as CRAG's in-context examples.

export const JUDGE_SYSTEM = `You grade answers given by a question-answering system against a ground truth.
Follow these steps in order:
1. Treat the ground truth as correct.
2. If the prediction says it is not sure or cannot answer, the score is 0.
3. If the prediction exactly matches the ground truth, the score is 1.
4. If it does not match exactly, keep going and lean towards 0.
5. If the ground truth is a number, the score is 1 only if the prediction gives a number that almost exactly matches it (rounding is fine).
6. A self-contradictory prediction scores 0.
7. A prediction that does not answer the question scores 0.
8. A concise and correct summary of the ground truth scores 1.
9. If the ground truth is a set of items, the prediction must contain exactly the same items to score 1.
10. Otherwise the score is 0.
When several ground truths are listed, matching any one of them is enough.
When the question rests on a false premise, a prediction that correctly points out the false premise, consistently with the ground truth, scores 1.
Reply with a JSON object only: {"score": 0 or 1, "explanation": "a short reason"}.

Examples:
Question: "who wrote the novel dune?" Ground truth: "frank herbert" Prediction: "f. herbert"
Output: {"score": 1, "explanation": "F. is an abbreviation of Frank."}
Question: "how tall is the eiffel tower?" Ground truth: "330 m" Prediction: "about 1,083 feet (330 metres)"
Output: {"score": 1, "explanation": "The number matches."}
Question: "what was the company's revenue last year?" Ground truth: "$4.21 billion" Prediction: "$3.9 billion"
Output: {"score": 0, "explanation": "3.9 billion does not match 4.21 billion."}
Question: "which of a or b is older?" Ground truth: "b" Prediction: "a is older, since b was born first"
Output: {"score": 0, "explanation": "The prediction contradicts itself."}
Question: "name the band's current members" Ground truth: "x, y, z" Prediction: "x and y"
Output: {"score": 0, "explanation": "The prediction misses item z."}
Question: "who had more top-ten hits, a or b?" Ground truth: "a had more, 12 against b's 7" Prediction: "a"
Output: {"score": 1, "explanation": "A concise, correct summary of the ground truth."}
Question: "how many moons does the sun have?" (false premise) Ground truth: "the sun has no moons" Prediction: "the sun has no moons; moons orbit planets"
Output: {"score": 1, "explanation": "The prediction points out the false premise."}`;

export function judgeUserMessage(
  question: string,
  answers: string[],
  prediction: string,
  falsePremise: boolean,
): string {
  const gold =
    answers.length === 1
      ? `Ground truth: "${answers[0]}"`
      : `Ground truths (any one is correct):\n${answers.map((a) => `- "${a}"`).join("\n")}`;
  return `Question: "${question}"${falsePremise ? " (false premise)" : ""}\n${gold}\nPrediction: "${prediction}"\n`;
}

/** The score in the judge's reply: the last {...} block holding "score": 0|1, as CRAG's parser reads it. */
export function parseJudgeReply(reply: string): { score: 0 | 1; explanation: string } | null {
  const blocks = reply.match(/\{[^{}]*\}/g) ?? [];
  for (const block of blocks.reverse()) {
    const score = block.match(/"score"\s*:\s*"?([01])"?/);
    if (!score) continue;
    const explanation = block.match(/"explanation"\s*:\s*"((?:[^"\\]|\\.)*)"/)?.[1] ?? "";
    return { score: score[1] === "1" ? 1 : 0, explanation };
  }
  return null;
}
