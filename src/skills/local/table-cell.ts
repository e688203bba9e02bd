import { queryTerms, terms } from "../../text/analyze";
import type { AnswerType } from "./answer-type";
import { candidateSpans } from "./spans";

/** One cell of a table row as ingestion writes it: "Plan: Free | Monthly price: $0 | Uptime SLA: None". */
export interface Cell {
  header: string;
  value: string;
}

/** A cell's value that says the thing does not exist or cannot be had: an answer of any type. */
const NEGATIVE_VALUE = /^(?:none|no|n\/a|not available|not applicable|not supported|not offered|unavailable|—|-)$/i;

/** The cells of a row line ("Header: value | Header: value"), or undefined when the line is not one. */
export function rowCells(line: string): Cell[] | undefined {
  if (!line.includes(" | ")) return undefined;
  const cells = line.split(" | ").map((part) => {
    const k = part.indexOf(": ");
    return k > 0 ? { header: part.slice(0, k).trim(), value: part.slice(k + 2).trim() } : undefined;
  });
  if (cells.length < 2 || cells.some((c) => !c?.value)) return undefined;
  return cells as Cell[];
}

export interface CellAnswer {
  cell: Cell;
  /** Share of the question's terms the row's key cells and the chosen header hold. */
  coverage: number;
  /** How much better the chosen header fits the question than the next cell's, in [0, 1]. */
  margin: number;
}

/**
 * The cell of a row that answers the question: the row is picked out by a value the question names ("the Free plan"),
 * the column by its header's words ("overage … per 100,000 messages", "uptime SLA"). The question must say most of
 * the header, and a typed question takes only a value of its type or one saying there is none ("Not available").
 */
export function answerFromRow(question: string, row: Cell[], type: AnswerType): CellAnswer | undefined {
  const q = ` ${question.toLowerCase().replace(/[^\p{L}\p{N}$.,-]+/gu, " ")} `;
  const wanted = new Set(queryTerms(question));
  // The row is the question's when the question names one of its values (not a number: "100,000" is a column's).
  const keys = row.filter((c) => !/\d/.test(c.value) && q.includes(` ${c.value.toLowerCase()} `));
  if (keys.length === 0) return undefined;
  const keyTerms = new Set(keys.flatMap((c) => terms(`${c.header} ${c.value}`)));
  const fits = row
    .filter((c) => !keys.includes(c))
    .map((c) => {
      const header = [...new Set(terms(c.header))];
      const said = header.filter((t) => wanted.has(t) && !keyTerms.has(t)).length;
      return { cell: c, share: header.length ? said / header.length : 0, said };
    })
    .filter((f) => f.said > 0 && f.share >= 0.5)
    .sort((a, b) => b.share - a.share || b.said - a.said);
  const best = fits[0];
  if (!best) return undefined;
  const typed = type !== "other" && type !== "choice" && type !== "yesno";
  if (typed && !NEGATIVE_VALUE.test(best.cell.value) && candidateSpans(best.cell.value, type).length === 0)
    return undefined;
  const held = new Set([...keyTerms, ...terms(best.cell.header)]);
  const coverage = [...wanted].filter((t) => held.has(t)).length / Math.max(1, wanted.size);
  const runnerUp = fits[1];
  const margin = runnerUp ? Math.max(0, (best.share - runnerUp.share) / best.share) : 1;
  return { cell: best.cell, coverage, margin };
}

/** Whether a cell value says there is none: "None", "Not available". */
