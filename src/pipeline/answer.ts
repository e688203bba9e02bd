import type { Answerer, AnswerOutcome } from "../skills/types";
import { IDK } from "../skills/types";
import type { Trace } from "../trace";
import type { ScoredPassage } from "../types";

export interface Citation {
  ref: number;
  source: ScoredPassage["source"];
  id: string;
  url?: string;
  title?: string;
  snippet: string;
  score: number;
}

export interface AnswerStageResult extends AnswerOutcome {
  citations: Citation[];
}

const SNIPPET_CHARS = 400;

/** The answer stage: the answerer sees the top-N passages; its [n] markers become citations. */
export async function answer(
  input: { question: string; queryTime: string; passages: ScoredPassage[]; threshold: number; closedBook?: boolean },
  answerer: Answerer,
  trace: Trace,
): Promise<AnswerStageResult> {
  let outcome: AnswerOutcome;
  let streamed = false;
  const onToken = (text: string) => {
    streamed = true;
    trace.token(text);
  };
  try {
    outcome = await answerer.answer({ ...input, onToken });
  } catch (e) {
    // A failing model abstains rather than failing the request.
    trace.step("error", { stage: "answer", message: String(e) });
    outcome = { answer: IDK, cited: [], abstained: true, confidence: 0 };
  }
  // An answerer that does not stream (the local engine, the Workers AI binding) sends its answer as one token.
  if (!streamed) trace.token(outcome.answer);
  const citations = outcome.abstained
    ? []
    : outcome.cited.flatMap((ref) => {
        const p = input.passages[ref - 1];
        return p ? [citationOf(ref, p, outcome.answer)] : [];
      });
  trace.step("answer", {
    answer: outcome.answer,
    abstained: outcome.abstained,
    invalid_question: outcome.invalidQuestion ?? false,
    ...(outcome.reason ? { reason: outcome.reason } : {}),
    confidence: outcome.confidence ?? 0,
    cited: outcome.cited,
    context: input.passages.map((p) => p.id),
  });
  return { ...outcome, citations };
}

function citationOf(ref: number, p: ScoredPassage, answerText: string): Citation {
  return {
    ref,
    source: p.source,
    id: p.id,
    ...(p.url ? { url: p.url } : {}),
    ...(p.title ? { title: p.title } : {}),
    // "No. <the sentence>": the sentence is what the passage holds.
    snippet: snippetAround(
      p.text,
      answerText
        .replace(/\s*\[\d+\]\s*/g, " ")
        .replace(/^(?:yes|no)\.\s+/i, "")
        .trim(),
    ),
    score: p.score,
  };
}

/** A window of the passage centred on the answer when the answer is quoted from it. */
export function snippetAround(text: string, answerText: string): string {
  if (text.length <= SNIPPET_CHARS) return text;
  const at = answerText ? text.toLowerCase().indexOf(answerText.toLowerCase().slice(0, 80)) : -1;
  const start = at < 0 ? 0 : Math.max(0, at - SNIPPET_CHARS / 2);
  const slice = text.slice(start, start + SNIPPET_CHARS);
  return `${start > 0 ? "…" : ""}${slice}${start + SNIPPET_CHARS < text.length ? "…" : ""}`;
}

/** The answer's fields of a run's result. */
export function answerFields(out: Awaited<ReturnType<typeof answer>>) {
  return {
    answer: out.answer,
    abstained: out.abstained,
    confidence: out.confidence ?? 0,
    citations: out.citations,
    ...(out.invalidQuestion ? { invalid_question: true } : {}),
  };
}
