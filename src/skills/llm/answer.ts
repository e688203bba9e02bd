import type { ChatMessage, ChatModel } from "../../models/types";
import { type Answerer, type AnswerInput, type AnswerOutcome, IDK, INVALID_QUESTION } from "../types";
import { DATA_RULE, numberedPassages } from "./format";

export interface LlmAnswererOptions {
  /** Short answers are the point; 128 tokens leaves room for a sentence and its citations. */
  maxTokens?: number;
  maxPassageChars?: number;
}

// The answer rules of the DynaRAG paper: fewest words, cite [n], query time as "now",
// "I don't know" without support (a wrong answer costs more than a missing one),
// "invalid question" for a false premise.
function systemPrompt(queryTime: string, closedBook: boolean): string {
  const source = closedBook
    ? `Answer from your own knowledge. If you are not sure of the answer, reply exactly "${IDK}".`
    : `Use only the numbered references. Cite the references that support your answer as [n], for example "Paris [2]". ` +
      `If the references do not contain the answer, reply exactly "${IDK}".\n${DATA_RULE}`;
  return [
    "You answer questions in as few words as possible: a name, a number, a date or a short phrase, not a sentence.",
    `The current time is ${queryTime}; read "now", "today", "this year" and "last" relative to it.`,
    source,
    `If the question's premise is false, reply exactly "${INVALID_QUESTION}".`,
  ].join("\n");
}

/** Answers from the ranked passages (or closed-book for the llm-only baseline) with one plain-text call. */
export class LlmAnswerer implements Answerer {
  private readonly maxTokens: number;
  private readonly maxPassageChars: number;

  constructor(
    private readonly chat: ChatModel,
    options: LlmAnswererOptions = {},
  ) {
    this.maxTokens = options.maxTokens ?? 128;
    this.maxPassageChars = options.maxPassageChars ?? 2000;
  }

  async answer(input: AnswerInput): Promise<AnswerOutcome> {
    const closedBook = input.closedBook === true;
    // Nothing to ground an answer in: the model could only say "I don't know", so skip the call.
    // (The threshold is not applied here: the pipeline's sufficiency check already decided.)
    if (!closedBook && input.passages.length === 0) return { answer: IDK, cited: [], abstained: true };

    const user = closedBook
      ? `Question: ${input.question}`
      : `References:\n${numberedPassages(input.passages, this.maxPassageChars)}\n\nQuestion: ${input.question}`;
    const messages: ChatMessage[] = [
      { role: "system", content: systemPrompt(input.queryTime, closedBook) },
      { role: "user", content: user },
    ];
    const result = await this.chat.chat({
      messages,
      maxTokens: this.maxTokens,
      ...(input.onToken ? { onToken: input.onToken } : {}),
    });
    return parseAnswer(result.text, closedBook ? 0 : input.passages.length);
  }
}

/** Reads the model's plain-text answer: citations in range, abstention, false premise. */
export function parseAnswer(text: string, passageCount: number): AnswerOutcome {
  let answer = text.trim().replace(/^answer\s*:\s*/i, "");
  const quoted = /^["“]([\s\S]*)["”]$/.exec(answer); // a whole answer in quotes, not a trailing apostrophe
  if (quoted) answer = (quoted[1] ?? "").trim();
  const plain = answer.toLowerCase().replace(/[’‘]/g, "'");
  if (answer === "" || plain.includes("i don't know")) return { answer: IDK, cited: [], abstained: true };

  const cited = citations(answer, passageCount);
  // A marker pointing past the context ("[7]" of 5 passages) cites nothing: it leaves the text too.
  answer = dropInvalidMarkers(answer, passageCount);
  const bare = plain
    .replace(/\[[\d,\s]+\]/g, "")
    .replace(/[.!\s]+$/g, "")
    .trim();
  if (bare === INVALID_QUESTION) return { answer: INVALID_QUESTION, cited, abstained: false, invalidQuestion: true };
  return { answer, cited, abstained: false };
}

function dropInvalidMarkers(answer: string, passageCount: number): string {
  return answer
    .replace(/\[(\d+(?:\s*,\s*\d+)*)\]/g, (_, list: string) => {
      const valid = list
        .split(",")
        .map((p) => Number(p.trim()))
        .filter((n) => Number.isInteger(n) && n >= 1 && n <= passageCount);
      return valid.length ? `[${valid.join(", ")}]` : "";
    })
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** Distinct [n] / [n, m] references within 1..passageCount, in order of first appearance. */
function citations(answer: string, passageCount: number): number[] {
  const cited: number[] = [];
  for (const match of answer.matchAll(/\[(\d+(?:\s*,\s*\d+)*)\]/g)) {
    for (const part of (match[1] ?? "").split(",")) {
      const n = Number(part.trim());
      if (Number.isInteger(n) && n >= 1 && n <= passageCount && !cited.includes(n)) cited.push(n);
    }
  }
  return cited;
}
