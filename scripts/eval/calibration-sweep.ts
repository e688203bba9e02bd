// Sweeps τ (on the top rerank score) and the confidence floor over results recorded ONCE with both at 0, by
// re-deciding each answer offline: an answer survives iff top_score ≥ τ and confidence ≥ floor. A withheld answer
// becomes an abstention: accurate for an "Insufficient information." gold, missing otherwise. For the single pass
// without APIs this is exactly what the service would do; for the loop (auto/dynamic) τ also changes when the loop
// stops, so the sweep is an approximation there.
import { expectsAbstention, rates, stripCitations } from "./score.ts";
import type { ResultRow } from "./types.ts";

export interface Setting {
  threshold: number;
  floor: number;
}

export interface SweepLine extends Setting {
  n: number;
  acc: number;
  hall: number;
  miss: number;
  score: number;
}

/** The fields a row needs for the sweep. */
export const NEEDED_FIELDS = ["verdict", "answers", "abstained", "prediction", "top_score", "confidence"] as const;

/** Which needed fields are missing from the rows (a field counts as missing when any answered row lacks it). */
export function missingFields(rows: Record<string, unknown>[]): string[] {
  if (!rows.length) return ["(no rows)"];
  return NEEDED_FIELDS.filter((f) =>
    rows.some((r) => {
      if (!(f in r) || r[f] === undefined) return true;
      // top_score and confidence may be null only on abstentions and failed requests.
      return (f === "top_score" || f === "confidence") && r.abstained !== true && !r.error && typeof r[f] !== "number";
    }),
  );
}

const isInvalidQuestion = (r: ResultRow) =>
  stripCitations(r.prediction)
    .toLowerCase()
    .replace(/[.!]+$/, "") === "invalid question";

/** The verdict a row would have had under `s`. */
export function verdictUnder(r: ResultRow, s: Setting): ResultRow["verdict"] {
  if (r.abstained || r.error) return r.verdict;
  const top = r.top_score ?? 0;
  const withheld = top < s.threshold || (!isInvalidQuestion(r) && (r.confidence ?? 0) < s.floor);
  if (!withheld) return r.verdict;
  return expectsAbstention({ question: r.question, answers: r.answers, falsePremise: r.false_premise })
    ? "accurate"
    : "missing";
}

export function evaluate(rows: ResultRow[], s: Setting): SweepLine {
  const t = { n: rows.length, accurate: 0, hallucinated: 0, missing: 0 };
  for (const r of rows) t[verdictUnder(r, s)]++;
  return { ...s, ...rates(t) };
}

/** A coarse grid (steps of 0.05): finer steps would fit the dev items rather than the principle. */
export const GRID = Array.from({ length: 21 }, (_, k) => Math.round(k * 5) / 100);

export interface Choice {
  best: SweepLine;
  /** "score" or "accuracy with hallucination ≤ x". */
  objective: string;
  lines: SweepLine[];
}

/**
 * Among the settings where no dataset scores below 0 for any system calibrated (all of them when none does), picks the setting with the highest score (accuracy − hallucination), or with a target, the most accurate one whose
 * hallucination rate is at most the target (the highest score among those when accuracy ties; if none meets the
 * target, the one with the least hallucination). Ties go to the higher τ, then the lower floor.
 */
export function choose(rows: ResultRow[], targetHall?: number, grid = GRID): Choice {
  const all = grid.flatMap((threshold) => grid.map((floor) => evaluate(rows, { threshold, floor })));
  // A setting that leaves any dataset worse than abstaining on all of it (score < 0) is chosen only when every
  // setting does: the pooled score must not be bought with one dataset's confident nonsense. Calibrated on several
  // systems, each system's answers on each dataset must hold (issue 12 asks it of the single pass and auto alike).
  const groups = [...new Set(rows.map((r) => `${r.dataset}\u0000${r.system}`))].map((key) =>
    rows.filter((r) => `${r.dataset}\u0000${r.system}` === key),
  );
  const fair = all.filter((l) => groups.every((group) => evaluate(group, l).score >= -1e-9));
  const lines = fair.length ? fair : all;
  const eps = 1e-9;
  const better = (a: SweepLine, b: SweepLine, keys: ((l: SweepLine) => number)[]) => {
    for (const k of keys) if (Math.abs(k(a) - k(b)) > eps) return k(a) > k(b);
    // Equal on dev: the higher τ (evidence that barely touches the question stays insufficient, which is what
    // sends a run to the live APIs), then the lower floor.
    if (Math.abs(a.threshold - b.threshold) > eps) return a.threshold > b.threshold;
    return a.floor < b.floor - eps;
  };
  const pick = (pool: SweepLine[], keys: ((l: SweepLine) => number)[]) =>
    pool.reduce((a, b) => (better(b, a, keys) ? b : a));
  if (targetHall === undefined) return { best: pick(lines, [(l) => l.score, (l) => l.acc]), objective: "score", lines };
  const ok = lines.filter((l) => l.hall <= 100 * targetHall + eps);
  const objective = `accuracy with hallucination ≤ ${(100 * targetHall).toFixed(1)}%`;
  if (ok.length) return { best: pick(ok, [(l) => l.acc, (l) => l.score]), objective, lines };
  return {
    best: pick(lines, [(l) => -l.hall, (l) => l.acc]),
    objective: `${objective} (unreachable: least hallucination)`,
    lines,
  };
}
