// Name-aware slot filling: each parameter of a schema is read as a kind (enum, date, ticker, …) from
// its name, type and description, and filled from what the question mentions. Pure and
// deterministic; every filled value records where it came from.
import type { JsonSchemaObject } from "../../tools/types";
import {
  findCapitalised,
  findEnumValue,
  findIdentifiers,
  findNumbers,
  findQuoted,
  findTopic,
  isFree,
  type Span,
} from "./mentions";
import {
  type CalendarDate,
  type DateFormat,
  type DateMention,
  findDateMentions,
  formatDate,
  parseQueryDate,
} from "./relative-dates";
import { ACRONYMS } from "./ticker-words";
import { pickTickerMatch, type TickerMatch, tickerCandidates } from "./tickers";

export type SlotKind =
  | "enum"
  | "ticker"
  | "year"
  | "date"
  | "number"
  | "boolean"
  | "list"
  | "identifier"
  | "query"
  | "entity";
type Schema = Record<string, unknown>;

const text = (s: Schema, key: string) => (typeof s[key] === "string" ? (s[key] as string) : "");
const typeOf = (s: Schema) => (Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type) as string | undefined;

/** How a parameter is filled, from its schema and its name ("ticker", "start_date", "query"…). */
export function slotKind(name: string, schema: Schema): SlotKind {
  const desc = text(schema, "description");
  const type = typeOf(schema);
  if (Array.isArray(schema.enum) || schema.const !== undefined) return "enum";
  if (/ticker|symbol/i.test(name) || /\bticker\b|stock symbol/i.test(desc)) return "ticker";
  if (/(?:^|_)years?$|^year/i.test(name)) return "year";
  if (
    schema.format === "date" ||
    schema.format === "date-time" ||
    /(?:^|_)(?:date|day|as_of|since|until)(?:_|$)|date$/i.test(name)
  )
    return "date";
  if (/\bdate\b|YYYY-MM-DD|MM\/DD\/YYYY/i.test(desc) && type !== "integer" && type !== "number") return "date";
  if (/\byear\b|\bYYYY\b/i.test(desc)) return "year";
  if (type === "integer" || type === "number") return "number";
  if (type === "boolean") return "boolean";
  if (type === "array") return "list";
  if (/(?:^|_)(?:id|code|region|zone|sku|key|slug)s?$/i.test(name)) return "identifier";
  if (/^(?:q|query|search|keywords?|text|terms?|prompt)$/i.test(name)) return "query";
  return "entity";
}

/** The day format a date parameter wants, and whether it also takes a month ("YYYY-MM") or a year alone. */
export function dateFormatOf(schema: Schema): DateFormat {
  const desc = `${text(schema, "description")} ${text(schema, "pattern")}`;
  const day =
    schema.format === "date-time"
      ? "date-time"
      : /MM\/DD\/YYYY/.test(desc)
        ? "MM/DD/YYYY"
        : /YYYYMMDD/.test(desc)
          ? "YYYYMMDD"
          : "YYYY-MM-DD";
  return { day, month: /YYYY-MM(?!-)/.test(desc), year: /(?:^|[\s,(]|(?<!DD)\/)YYYY(?:[\s/,)]|$)/.test(desc) };
}

export interface FillInput {
  question: string;
  queryTime: string;
  schema: JsonSchemaObject;
  /** The company the question names, if the caller resolved one; otherwise all-caps symbols are used. */
  ticker?: TickerMatch;
  /** The schema's own text, so a free-text parameter does not take the schema's vocabulary as its value. */
  schemaText?: string;
}

export interface FillResult {
  arguments: Record<string, unknown>;
  /** Required parameters the question does not give. */
  missing: string[];
  /** Where each value came from: `date ← "yesterday"`. */
  notes: string[];
}

const ORDER: SlotKind[] = [
  "enum",
  "ticker",
  "date",
  "year",
  "identifier",
  "number",
  "list",
  "boolean",
  "entity",
  "query",
];

/** Fills a schema's parameters from the question; the most specific kinds go first and claim their text. */
export function fillArguments(input: FillInput): FillResult {
  const { question, schema } = input;
  const today: CalendarDate = parseQueryDate(input.queryTime) ?? parseQueryDate(new Date().toISOString())!;
  const dates = findDateMentions(question, today);
  const props = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const used: Span[] = [];
  const args: Record<string, unknown> = {};
  const notes: string[] = [];
  const missing: string[] = [];
  const take = <T extends Span & { text: string }>(name: string, found: T | undefined, value: unknown): boolean => {
    if (!found) return false;
    used.push(found);
    args[name] = value;
    notes.push(`${name} ← "${found.text}"`);
    return true;
  };
  const slots = props.map(([name, s]) => ({ name, s, kind: slotKind(name, s) }));
  slots.sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
  for (const { name, s, kind } of slots) {
    const free = <T extends Span>(xs: T[]) => xs.filter((x) => isFree(x, used));
    let ok = false;
    if (kind === "enum") {
      const values = Array.isArray(s.enum) ? s.enum : [s.const];
      const found = findEnumValue(question, values);
      if (found && isFree(found, used)) ok = take(name, found, found.value);
      else if (values.length === 1) {
        args[name] = values[0];
        notes.push(`${name} ← its only value`);
        ok = true;
      }
    } else if (kind === "ticker") {
      const match =
        input.ticker ??
        pickTickerMatch(
          tickerCandidates(question).filter((c) => c.tier === 0),
          symbolsAsThemselves(question),
        );
      if (match && isFree(match, used)) ok = take(name, match, match.ticker);
    } else if (kind === "date") {
      const found = free(dates)[0];
      if (found) ok = take(name, found, formatDate(found, dateFormatOf(s)));
      else if (required.has(name)) {
        args[name] = formatDate({ date: today, granularity: "day" }, dateFormatOf(s));
        notes.push(`${name} ← the query date`);
        ok = true;
      }
    } else if (kind === "year") {
      const found: DateMention | undefined = free(dates).find((d) => d.granularity === "year") ?? free(dates)[0];
      if (found) ok = take(name, found, typeOf(s) === "string" ? String(found.date.y) : found.date.y);
    } else if (kind === "number") {
      const numbers = free(findNumbers(question)).filter((n) => isFree(n, dates));
      const found = /rank|position|place|top/i.test(name) ? (numbers.find((n) => n.ordinal) ?? numbers[0]) : numbers[0];
      if (found) ok = take(name, found, typeOf(s) === "integer" ? Math.round(found.value) : found.value);
    } else if (kind === "identifier" || kind === "list") {
      const found = free(findIdentifiers(question))[0] ?? free(findQuoted(question))[0];
      if (found) ok = take(name, found, kind === "list" ? [found.value] : found.value);
    } else if (kind === "entity" || kind === "query") {
      const found =
        free(findQuoted(question))[0] ??
        free(findCapitalised(question)).find((c) => !ACRONYMS.has(c.value)) ??
        (kind === "query"
          ? findTopic(
              question,
              [...used, ...dates],
              vocabulary(`${input.schemaText ?? ""} ${name} ${text(s, "description")}`),
            )
          : undefined);
      if (found) ok = take(name, found, found.value);
    }
    if (!ok && required.has(name) && s.default === undefined) missing.push(name);
  }
  return { arguments: args, missing: props.map(([n]) => n).filter((n) => missing.includes(n)), notes };
}

/** A schema's own words, without its quoted examples ('Band name, e.g. "Maroon 5"'). */
const vocabulary = (schemaText: string) => schemaText.replace(/"[^"]*"|“[^”]*”/g, " ");

/** Without a resolver, an all-caps symbol stands for itself. */
function symbolsAsThemselves(question: string): Map<string, string> {
  return new Map(
    tickerCandidates(question)
      .filter((c) => c.tier === 0)
      .map((c) => [c.key, c.key.slice(1).toUpperCase()]),
  );
}
