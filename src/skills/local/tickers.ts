// Company name → ticker resolution from CRAG's company_name.dict rows (CSV `,Name,Symbol`).
// The Worker cannot read files: rows are parsed in Node (scripts/crag-pack) and either passed to
// `TickerResolver.fromRows` or stored as alias rows in D1 (`entities`, kind "ticker").
import { isStopword } from "../../text/analyze";
import { parseCsv } from "../../text/csv";
import { ACRONYMS, COMMON_WORDS, FINANCE_CUE, FUNCTION_WORD } from "./ticker-words";

export interface TickerRow {
  name: string;
  symbol: string;
}

/**
 * One alias of a company: normalised name → ticker. Symbols are stored as `$aapl` → AAPL, and weak
 * aliases (a company's first word, which counts only when capitalised or in a question about
 * stocks) as `~ford` → F.
 */
export interface TickerAlias {
  name: string;
  value: string;
}

/** A company mentioned in a question, with where it was found. */
export interface TickerMatch {
  ticker: string;
  text: string;
  start: number;
  end: number;
}

/**
 * A stretch of the question that could name a company. `key` is what the alias table is asked;
 * `tier` orders the kinds of evidence: 0 an all-caps symbol ("AAPL"), 1 a name ("Bank of America",
 * "apple"), 2 a weak alias ("Ford"), 3 a lower-case symbol in a question about stocks ("plya").
 */
export interface TickerCandidate {
  key: string;
  text: string;
  start: number;
  end: number;
  words: number;
  tier: 0 | 1 | 2 | 3;
}

/** Lower case, no accents, `&` → and, apostrophes dropped, other punctuation → spaces. */
export function normalizeCompanyName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

// Where the company ends and the security begins: "Apple Inc. | Common Stock", "Alphabet Inc. | Class A …".
const SECURITY =
  /\b(?:\d+ )*(?:common|ordinary|capital stock|preferred|preference|voting|subordinate|depositary|depository|american depositary|class [a-z]|series [a-z0-9]+|warrants?|units?|rights?|shares?|stock|notes?|debentures?|beneficial|ads|adr|each representing|percent|due)\b/;
const LEGAL =
  /\s+(?:inc|incorporated|corp|corporation|co|company|companies|group|holdings?|ltd|limited|plc|llc|l p|lp|n v|nv|s a|sa|ag|se|the|and)$/;
// Rows that are not the company's main line of stock lose ties for the same alias.
const SECONDARY = /\b(?:warrants?|units?|rights?|preferred|preference|notes?|debentures?|due \d{4})\b/;
const MAIN = /\b(?:common stock|common shares?|ordinary shares?)\b/;

/** The names a company is asked by: the company part of the security's name, and that without legal suffixes. */
export function companyAliases(name: string): string[] {
  const full = normalizeCompanyName(name);
  const cut = SECURITY.exec(full);
  const company = cut && cut.index > 0 ? full.slice(0, cut.index).trim() : full;
  let bare = company.replace(/^the\s+/, "");
  for (let prev = ""; prev !== bare; ) {
    prev = bare;
    bare = bare.replace(LEGAL, "").trim();
  }
  return [...new Set([company, bare])].filter((a) => a.length >= 3 || /\d/.test(a) || a.includes(" "));
}

function rank(row: TickerRow): number {
  const n = normalizeCompanyName(row.name);
  return SECONDARY.test(n) ? 2 : MAIN.test(n) || !SECURITY.test(n) ? 0 : 1;
}

/** Parses company_name.dict: a header line, then `index,Name,Symbol` (quoted fields allowed). */
export function parseCompanyDict(text: string): TickerRow[] {
  const rows: TickerRow[] = [];
  for (const cells of parseCsv(text).slice(1)) {
    const name = cells[1]?.trim();
    const symbol = cells[2]?.trim();
    if (name && symbol) rows.push({ name, symbol });
  }
  return rows;
}

/**
 * The alias table: every alias of every row, each kept for its best row; `$symbol` rows; and a
 * company's first word: strong when it is also the company's symbol ("meta" → META, among Meta
 * Platforms, Meta Materials and Meta Data), otherwise weak (`~ford` → F) when it names one company only.
 */
export function tickerAliases(rows: TickerRow[]): TickerAlias[] {
  const best = new Map<string, TickerRow>();
  const better = (a: TickerRow, b: TickerRow) =>
    rank(a) - rank(b) || a.symbol.length - b.symbol.length || (a.symbol < b.symbol ? -1 : 1);
  const keep = (alias: string, row: TickerRow) => {
    const current = best.get(alias);
    if (!current || better(row, current) < 0) best.set(alias, row);
  };
  const byFirstWord = new Map<string, Map<string, TickerRow>>();
  for (const row of rows) {
    const aliases = companyAliases(row.name);
    for (const alias of [...aliases, `$${row.symbol.toLowerCase()}`]) keep(alias, row);
    const bare = aliases[aliases.length - 1] ?? "";
    const first = bare.split(" ")[0] ?? "";
    if (bare.includes(" ") && first.length >= 4 && !COMMON_WORDS.has(first) && !FUNCTION_WORD.test(first)) {
      const companies = byFirstWord.get(first) ?? new Map<string, TickerRow>();
      const other = companies.get(bare);
      if (!other || better(row, other) < 0) companies.set(bare, row);
      byFirstWord.set(first, companies);
    }
  }
  for (const [word, companies] of byFirstWord) {
    if (best.has(word)) continue;
    const rows = [...companies.values()];
    const strong = rows.find((r) => r.symbol.toLowerCase() === word);
    if (strong) best.set(word, strong);
    else if (rows.length === 1) best.set(`~${word}`, rows[0]!);
  }
  return [...best].map(([name, row]) => ({ name, value: row.symbol }));
}

const TOKEN = /[A-Za-z0-9$][A-Za-z0-9'’.&/-]*/g;
const MAX_WORDS = 6;

/**
 * Every stretch of up to six words that could name a company, and the symbols a question may
 * contain. Stretches that begin or end with a function word are skipped ("of Apple", "Apple is").
 * One word that is also an everyday word ("target", "best") counts only when capitalised
 * mid-question; weak aliases and lower-case symbols only when capitalised or the question is
 * about stocks (price, shares, market cap, EPS, dividends, …).
 */
export function tickerCandidates(question: string): TickerCandidate[] {
  const cue = FINANCE_CUE.test(question);
  const tokens = [...question.matchAll(TOKEN)].map((m) => {
    const raw = m[0].replace(/[.,]+$/, "");
    return { raw, start: m.index, end: m.index + raw.length };
  });
  const out: TickerCandidate[] = [];
  const push = (key: string, text: string, start: number, end: number, words: number, tier: TickerCandidate["tier"]) =>
    out.push({ key, text, start, end, words, tier });
  tokens.forEach((t, i) => {
    const bare = t.raw.replace(/^\$/, "").replace(/['’]s$/, "");
    const lower = bare.toLowerCase();
    if (/^[A-Z]{1,5}$/.test(bare) && !ACRONYMS.has(bare)) push(`$${lower}`, bare, t.start, t.end, 1, 0);
    else if (t.raw.startsWith("$") && /^[a-z]{1,5}$/i.test(bare)) push(`$${lower}`, bare, t.start, t.end, 1, 0);
    else if (
      cue &&
      /^[a-z]{3,5}$/.test(bare) &&
      !isStopword(lower) &&
      !COMMON_WORDS.has(lower) &&
      !FUNCTION_WORD.test(lower)
    ) {
      push(`$${lower}`, bare, t.start, t.end, 1, 3);
    }
    for (let n = 1; n <= MAX_WORDS && i + n <= tokens.length; n++) {
      const last = tokens[i + n - 1]!;
      if (FUNCTION_WORD.test(t.raw.toLowerCase())) break;
      const text = question.slice(t.start, last.end);
      const capitalised =
        i > 0 && tokens.slice(i, i + n).every((s) => /^[A-Z0-9]/.test(s.raw) || /^(?:of|and|&|the|de)$/i.test(s.raw));
      const keys = new Set([normalizeCompanyName(text), normalizeCompanyName(text.replace(/['’]s$/, ""))]);
      for (const key of keys) {
        if (!key || FUNCTION_WORD.test(key.split(" ").pop() ?? "")) continue;
        if (n > 1 || capitalised || !COMMON_WORDS.has(key)) push(key, text, t.start, last.end, n, 1);
        if (n === 1 && (capitalised || (cue && key.length >= 4 && !COMMON_WORDS.has(key))))
          push(`~${key}`, text, t.start, last.end, 1, 2);
      }
    }
  });
  return out;
}

/** The best company mention given which candidate keys resolved: by tier, then the longest, then the first. */
export function pickTickerMatch(candidates: TickerCandidate[], resolved: Map<string, string>): TickerMatch | undefined {
  const usable = candidates.filter((c) => resolved.has(c.key));
  usable.sort((a, b) => a.tier - b.tier || b.words - a.words || a.start - b.start);
  const top = usable[0];
  return top && { ticker: resolved.get(top.key)!, text: top.text, start: top.start, end: top.end };
}

/** In-memory resolver over the alias table (tests, Node scripts, or rows loaded once per isolate). */
export class TickerResolver {
  private constructor(private readonly aliases: Map<string, string>) {}

  static fromRows(rows: TickerRow[]): TickerResolver {
    return TickerResolver.fromAliases(tickerAliases(rows));
  }

  static fromAliases(aliases: TickerAlias[]): TickerResolver {
    return new TickerResolver(new Map(aliases.map((a) => [a.name, a.value])));
  }

  get size(): number {
    return this.aliases.size;
  }

  /** A company name ("Apple Inc.", "apple") or a symbol ("AAPL") → its ticker. */
  resolve(name: string): string | undefined {
    const key = normalizeCompanyName(name);
    const symbol = name.trim();
    return (
      this.aliases.get(key) ??
      (/^[A-Z][A-Z./^-]{0,6}$/.test(symbol) ? this.aliases.get(`$${symbol.toLowerCase()}`) : undefined)
    );
  }

  /** Candidate keys (as produced by `tickerCandidates`) → tickers, for the ones known. */
  lookup(keys: string[]): Map<string, string> {
    const out = new Map<string, string>();
    for (const k of keys) {
      const v = this.aliases.get(k);
      if (v) out.set(k, v);
    }
    return out;
  }

  /** The company a question is about, by the longest matching name (or an explicit symbol). */
  findIn(question: string): TickerMatch | undefined {
    const candidates = tickerCandidates(question);
    return pickTickerMatch(candidates, this.lookup(candidates.map((c) => c.key)));
  }
}
