import { schemaText } from "../../tools/schema-index";
import type { ApiCall, ApiEntry } from "../../tools/types";
import type { ApiRouter, RouteDecision, RouterInput } from "../types";
import { LexicalScorer } from "./lexical-score";
import { findDateMentions, parseQueryDate } from "./relative-dates";
import { type FillResult, fillArguments, slotKind } from "./slot-fill";
import { pickTickerMatch, type TickerMatch, tickerCandidates } from "./tickers";

/**
 * Resolves candidate keys from `tickerCandidates` to tickers: `TickerResolver.lookup` in memory,
 * or `lookupTickers(db, keys)` over the D1 entities table.
 */
export type TickerLookup = (keys: string[]) => Map<string, string> | Promise<Map<string, string>>;

export interface LocalRouterOptions {
  resolveTickers?: TickerLookup;
  /** Abstain when the best schema's lexical score is below this (default 0.25). */
  minScore?: number;
  /** Schemas scoring at least this share of the best one are tried in turn (default 0.8). */
  margin?: number;
}

type Schema = Pick<ApiEntry, "name" | "description" | "parameters">;

// Question words name the kind of value asked for; these say it in the words API descriptions use.
const ASKS: [RegExp, string][] = [
  [/\bhow many\b/gi, " count "],
  [/\bhow much\b/gi, " price "],
  [/\bwhen\b/gi, " date "],
  [/\bwhere\b/gi, " place "],
  [/(?:#|\bno\.\s?|\bnumber\s|\btop\s)\d+\b|\b\d+(?:st|nd|rd|th)\b/gi, " rank "],
];

/**
 * The question as evidence for WHICH API is meant: the values it carries (dates, numbers, all-caps
 * symbols, "right now") are removed, since they fill parameters and would dilute the match, and
 * question words are spelled out ("how many" → count, "when" → date).
 */
export function intentText(question: string, queryTime: string): string {
  const today = parseQueryDate(queryTime);
  let text = question;
  for (const m of today ? findDateMentions(question, today).reverse() : [])
    text = text.slice(0, m.start) + " " + text.slice(m.end);
  for (const [re, words] of ASKS) text = text.replace(re, words);
  return text
    .replace(/\b(?:right now|now|currently|at the moment|at present)\b/gi, " ")
    .replace(/\$?\b[A-Z]{2,5}\b|\b\d+(?:[.,]\d+)*\b/g, " ");
}

const FILLED_BONUS = 0.05;
const round = (x: number) => Math.round(x * 100) / 100;
const sameCall = (a: ApiCall, b: ApiCall) =>
  a.name === b.name && JSON.stringify(a.arguments) === JSON.stringify(b.arguments);

/**
 * The local engine's router: the offered schema that best covers the question's terms (the
 * reranker's BM25-style coverage), with its parameters filled by name-aware extraction. It
 * abstains when no schema matches well, or when a required parameter cannot be filled.
 */
export class LocalRouter implements ApiRouter {
  private readonly minScore: number;
  private readonly margin: number;

  constructor(private readonly options: LocalRouterOptions = {}) {
    this.minScore = options.minScore ?? 0.25;
    this.margin = options.margin ?? 0.8;
  }

  async route(input: RouterInput): Promise<RouteDecision> {
    const { question, schemas } = input;
    if (schemas.length === 0) return { kind: "none", reason: "no API schemas were offered" };
    const texts = schemas.map(schemaText);
    const scorer = LexicalScorer.forTexts(intentText(question, input.queryTime), texts);
    const ranked = texts
      .map((t, i) => ({ i, score: scorer.score(i, t) }))
      .sort((a, b) => b.score - a.score || a.i - b.i);
    const best = ranked[0]!;
    if (best.score < this.minScore) {
      return {
        kind: "none",
        reason: `no offered API matches the question (best: ${schemas[best.i]!.name} ${round(best.score)} < ${this.minScore})`,
      };
    }
    const tried = ranked.filter((r) => r.score >= Math.max(this.minScore, best.score * this.margin));
    const ticker = tried.some((r) => hasTickerSlot(schemas[r.i]!)) ? await this.findTicker(question) : undefined;

    // Within the margin, a schema that takes more of the question's values is the more specific one.
    const failures: string[] = [];
    const options: { i: number; score: number; call: ApiCall; notes: string[]; rank: number }[] = [];
    for (const { i, score } of tried) {
      const schema = schemas[i]!;
      const fill: FillResult = fillArguments({
        question,
        queryTime: input.queryTime,
        schema: schema.parameters,
        ticker,
        schemaText: texts[i],
      });
      const call = { name: schema.name, arguments: fill.arguments };
      if (fill.missing.length > 0)
        failures.push(`${schema.name} needs ${fill.missing.join(", ")}, which the question does not give`);
      else if (input.previous?.some((p) => sameCall(p, call)))
        failures.push(`${schema.name} was already called with these arguments`);
      else
        options.push({
          i,
          score,
          call,
          notes: fill.notes,
          rank: score + FILLED_BONUS * Object.keys(call.arguments).length,
        });
    }
    const pick = options.sort((a, b) => b.rank - a.rank || a.i - b.i)[0];
    if (pick) {
      const matched = scorer.matched(pick.i).join(", ") || "no shared terms";
      const why = [`lexical match ${round(pick.score)} on ${pick.call.name} (${matched})`, ...pick.notes];
      return { kind: "call", call: pick.call, reason: why.join("; ") };
    }
    return { kind: "none", reason: failures.join("; ") };
  }

  private async findTicker(question: string): Promise<TickerMatch | undefined> {
    if (!this.options.resolveTickers) return undefined;
    const candidates = tickerCandidates(question);
    try {
      const resolved = await this.options.resolveTickers([...new Set(candidates.map((c) => c.key))]);
      return pickTickerMatch(candidates, resolved);
    } catch {
      // An unavailable name table leaves explicit symbols ("AAPL"), which slot filling reads itself.
      return undefined;
    }
  }
}

function hasTickerSlot(schema: Schema): boolean {
  return Object.entries(schema.parameters.properties ?? {}).some(([name, s]) => slotKind(name, s) === "ticker");
}
