// Premise twins: unanswerable questions derived from every answerable probe question (hops-probe*.json) by changing
// one premise to one its supporting pages never state: a year moved by a few years (hops-premise-year), or a
// nationality word or a US state swapped for another (hops-premise-origin). The gold is "Insufficient information.":
// an engine that answers a twin did not check the premise it was given. Each twin keeps the half of the question it
// came from (`splitKey`), so its test half is as held out as the probes'. Derived at load time from the probe files
// and the pooled HotpotQA corpus; nothing is stored. Yes/no questions, comparisons and unanswerable items are not
// used (a yes/no question with a false premise is answered "no"), nor a year that is part of a range or the answer.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { ProbeRecord } from "./hops-probe.ts";
import { loadHotpotQa } from "./hotpotqa.ts";
import type { EvalItem, LoadedDataset } from "./types.ts";

export type PremiseKind = "year" | "origin";

const YEAR = /\b(1[5-9]\d\d|20[0-2]\d)\b/g;
/** A year read as a bound, not a premise: "between 1990 and …", "since 1985", "by the year 1990". */
const BOUND_BEFORE =
  /\b(?:between|before|after|since|until|till|by|from|to|through|prior|circa|around|c\.)\s+(?:the\s+)?(?:year\s+)?$/i;
const SHIFTS = [3, -3, 4, -4, 5, -5, 7, -7];
const AUXILIARY = /^\s*(?:is|are|was|were|do|does|did|has|have|had|can|could|will|would)\b/i;

// Nationality words with their country, and US states: a swap takes one the pages never state. (A list of its own:
// what the twins are made of is fixed here, apart from the engine's vocabularies it measures.)
const ORIGINS: [people: string, country: string][] = [
  ["American", "United States"],
  ["British", "United Kingdom"],
  ["English", "England"],
  ["Canadian", "Canada"],
  ["Australian", "Australia"],
  ["French", "France"],
  ["German", "Germany"],
  ["Italian", "Italy"],
  ["Japanese", "Japan"],
  ["Irish", "Ireland"],
  ["Scottish", "Scotland"],
  ["Swedish", "Sweden"],
  ["Spanish", "Spain"],
  ["Mexican", "Mexico"],
  ["Indian", "India"],
  ["Chinese", "China"],
  ["Dutch", "Netherlands"],
  ["Russian", "Russia"],
  ["Brazilian", "Brazil"],
  ["Norwegian", "Norway"],
  ["Danish", "Denmark"],
  ["Welsh", "Wales"],
  ["Polish", "Poland"],
  ["Korean", "Korea"],
  ["Belgian", "Belgium"],
  ["Austrian", "Austria"],
];
const STATES =
  "California,Texas,Ohio,Florida,Georgia,Virginia,Michigan,Illinois,Pennsylvania,New Jersey,Massachusetts,Oregon,Washington,Arizona,Colorado,Tennessee,Kentucky,Alabama,Louisiana,Minnesota,Wisconsin,Missouri,Indiana,Iowa,Kansas,Nebraska,Oklahoma,Utah,Nevada,Maryland,Connecticut,Maine,Vermont,Idaho,Montana,Wyoming,Mississippi,Arkansas,Delaware,Hawaii,Alaska".split(
    ",",
  );

const word = (w: string) => new RegExp(`\\b${w}\\b`);

/** The question with its one year moved to a year the pages never state, or undefined. */
function yearTwin(r: ProbeRecord, pages: string): string | undefined {
  const years = [...r.question.matchAll(YEAR)];
  if (years.length !== 1) return undefined;
  const m = years[0]!;
  const at = m.index ?? 0;
  const before = r.question.slice(0, at);
  const next = r.question.slice(at + 4, at + 5);
  // (Not a bound, a number run "12 1990", a span "1990–91", a decade "1990s".)
  if (BOUND_BEFORE.test(before) || /\d\s*$/.test(before) || next === "" || "-–s".includes(next)) return undefined;
  if (r.answers.some((a) => a.includes(m[1]!))) return undefined;
  const moved = SHIFTS.map((d) => String(Number(m[1]) + d)).find((y) => !pages.includes(y));
  return moved && `${before}${moved}${r.question.slice(at + 4)}`;
}

/** The question with its first nationality word (else US state) the pages state swapped for one they never do. */
function originTwin(r: ProbeRecord, pages: string): string | undefined {
  const swap = (from: string, to: string) => r.question.replace(word(from), to);
  const people = ORIGINS.find(([p]) => word(p).test(r.question) && pages.includes(p));
  if (people) {
    const other = ORIGINS.find(
      ([p, c]) => p !== people[0] && !pages.includes(p) && !pages.includes(c) && !r.question.includes(p),
    );
    if (other) return swap(people[0], other[0]);
  }
  const state = STATES.find(
    (s) => word(s).test(r.question) && pages.includes(s) && !r.answers.some((a) => a.includes(s)),
  );
  const other = state && STATES.find((s) => s !== state && !pages.includes(s) && !r.question.includes(s));
  return state && other ? swap(state, other) : undefined;
}

/** The premise twins of one kind, over every probe file in `dir`, searched in a namespace named `name`. */
export async function loadPremiseTwins(
  kind: PremiseKind,
  name: string,
  dir = import.meta.dirname,
): Promise<LoadedDataset> {
  const hotpot = await loadHotpotQa();
  const documents = hotpot.corpus?.documents ?? [];
  const texts = new Map(documents.map((d) => [d.title ?? "", d.text ?? ""]));
  const files = (await readdir(dir)).filter((f) => /^hops-probe\d*\.json$/.test(f)).sort();
  const items: EvalItem[] = [];
  for (const file of files) {
    const records = JSON.parse(await readFile(path.join(dir, file), "utf8")) as ProbeRecord[];
    for (const r of records) {
      const type = r.tags.type ?? "";
      if (r.answers[0]?.startsWith("Insufficient") || ["yesno", "unanswerable", "comparison"].includes(type)) continue;
      if (AUXILIARY.test(r.question)) continue;
      const pages = r.supporting_titles.map((t) => texts.get(t) ?? "").join(" ");
      const question = kind === "year" ? yearTwin(r, pages) : originTwin(r, pages);
      if (!question) continue;
      items.push({
        id: `${r.id}-${kind === "year" ? "y" : "p"}`,
        dataset: name,
        question,
        answers: ["Insufficient information."],
        namespace: name,
        tags: {
          type: "unanswerable",
          unanswerable_kind: kind === "year" ? "year-shift" : "origin-swap",
          source: r.id,
          source_type: type,
        },
        supportingTitles: r.supporting_titles,
        splitKey: r.id,
      });
    }
  }
  return { name, items, corpus: { namespace: name, documents } };
}
