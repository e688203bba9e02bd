// Multi-hop probe: 2–4 hop questions in 2WikiMultiHopQA / MuSiQue phrasings (compositional chains, relative
// clauses, comparisons, bridge-comparisons, relation inference, unanswerable last hops), written for this
// project (scripts/datasets/hops-probe.json, not shared data) from the paragraphs of HotpotQA's dev-half items
// only. It searches the whole pooled HotpotQA corpus, read at run time from the shared data, so the other
// paragraphs are distractors. Item ids were chosen so the id-hash split (split.ts) keeps the halves the
// questions were written in: the dev half was looked at while tuning, the test half never.
// Unanswerable items have the gold "Insufficient information.": abstaining is accurate, any answer hallucinated.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { loadHotpotQa } from "./hotpotqa.ts";
import type { EvalItem, LoadedDataset } from "./types.ts";

export const HOPS_PROBE_FILE = path.join(import.meta.dirname, "hops-probe.json");
export const HOPS_PROBE_NAMESPACE = "hops-probe";
/** The second probe: 2–4 hop questions in the phrasing families the first under-used (hops-probe2.json). */
export const HOPS_PROBE2_FILE = path.join(import.meta.dirname, "hops-probe2.json");
/** The third probe: mostly compositional chains over relations of every kind (hops-probe3.json). */
export const HOPS_PROBE3_FILE = path.join(import.meta.dirname, "hops-probe3.json");
/** The fourth probe: chains through title pairs no earlier probe used, and near-miss unanswerables (hops-probe4.json). */
export const HOPS_PROBE4_FILE = path.join(import.meta.dirname, "hops-probe4.json");
/** The fifth probe: more chains through new title lists, a sixth of them typed as a hurried user types (hops-probe5.json). */
export const HOPS_PROBE5_FILE = path.join(import.meta.dirname, "hops-probe5.json");
/** The sixth probe: chains, comparisons and apposition or stated-context phrasings through unused title lists (hops-probe6.json). */
export const HOPS_PROBE6_FILE = path.join(import.meta.dirname, "hops-probe6.json");
/** The seventh probe: other facts of used chains' last hops, numbers and measures, described first hops (hops-probe7.json). */
export const HOPS_PROBE7_FILE = path.join(import.meta.dirname, "hops-probe7.json");
/** The eighth probe: clauses inside clauses, containment, yes/no chains, traps on another entity's fact (hops-probe8.json). */
export const HOPS_PROBE8_FILE = path.join(import.meta.dirname, "hops-probe8.json");
/** The ninth probe: last hops of every relation, containment and kinship steps, comparisons on stated values (hops-probe9.json). */
export const HOPS_PROBE9_FILE = path.join(import.meta.dirname, "hops-probe9.json");
/** The tenth probe: described bridges, three-hop chains, stated-value comparisons, counts from chains (hops-probe10.json). */
export const HOPS_PROBE10_FILE = path.join(import.meta.dirname, "hops-probe10.json");
/** The eleventh probe: other relations of used pages, varied phrasings, yes/no, counts, three unanswerable kinds (hops-probe11.json). */
export const HOPS_PROBE11_FILE = path.join(import.meta.dirname, "hops-probe11.json");
/** The twelfth probe: relations and phrasings earlier sets asked least, aliases for bridges (hops-probe12.json). */
export const HOPS_PROBE12_FILE = path.join(import.meta.dirname, "hops-probe12.json");
/** The thirteenth probe: near-miss premises of several kinds (year, place, role, order), bridges described by two facts (hops-probe13.json). */
export const HOPS_PROBE13_FILE = path.join(import.meta.dirname, "hops-probe13.json");
/** The fourteenth probe: near-miss premises that state an event's year or place wrongly, each beside one that states it right (hops-probe14.json). */
export const HOPS_PROBE14_FILE = path.join(import.meta.dirname, "hops-probe14.json");
/** The fifteenth probe: place and date bridges, described or comma-named options, figures written as words (hops-probe15.json). */
export const HOPS_PROBE15_FILE = path.join(import.meta.dirname, "hops-probe15.json");
/** The sixteenth probe: chains, comparisons with described options, yes/no, counts, three unanswerable kinds (hops-probe16.json). */
export const HOPS_PROBE16_FILE = path.join(import.meta.dirname, "hops-probe16.json");
/** The seventeenth probe: chains from the even-numbered HotpotQA items' pages, "with" relations, dates, counts (hops-probe17.json). */
export const HOPS_PROBE17_FILE = path.join(import.meta.dirname, "hops-probe17.json");
/** The eighteenth probe: its sister, with first hops from the odd-numbered HotpotQA items' pages (hops-probe18.json). */
export const HOPS_PROBE18_FILE = path.join(import.meta.dirname, "hops-probe18.json");
/**
 * The nineteenth probe: first hops and comparison options only from pages no earlier set used (distractor pages of
 * the HotpotQA items), with one-page lookups asked of facts mid-paragraph (hops-probe19.json).
 */
export const HOPS_PROBE19_FILE = path.join(import.meta.dirname, "hops-probe19.json");
/**
 * The twentieth probe: one-page lookups of facts mid-paragraph and unanswerable twins of them (a near-miss fact, a
 * wrong year, place or network), all on pages no earlier set used; two chains, two comparisons (hops-probe20.json).
 */
export const HOPS_PROBE20_FILE = path.join(import.meta.dirname, "hops-probe20.json");
/**
 * The twenty-first probe, written blind by a helper: one-page lookups mid-paragraph, unanswerable twins of them, chains
 * that reuse a page already cited, and comparisons (hops-probe21.json).
 */
export const HOPS_PROBE21_FILE = path.join(import.meta.dirname, "hops-probe21.json");
/**
 * The twenty-second probe, written blind by another helper on the pages hops-probe20 drew from: chains through
 * described entities, comparisons, yes/no, lookups and three kinds of unanswerable (hops-probe22.json).
 */
export const HOPS_PROBE22_FILE = path.join(import.meta.dirname, "hops-probe22.json");
/**
 * The twenty-third probe, written blind by a helper: chains whose bridge is described, comparisons, yes/no, lookups
 * mid-paragraph and three kinds of unanswerable, four in five items on pages no earlier set used (hops-probe23.json).
 */
export const HOPS_PROBE23_FILE = path.join(import.meta.dirname, "hops-probe23.json");
/**
 * The twenty-fourth probe, written blind by a helper: chains (twelve through pages earlier sets used, in pairs they
 * never joined), comparisons, yes/no, lookups mid-paragraph and three kinds of unanswerable (hops-probe24.json).
 */
export const HOPS_PROBE24_FILE = path.join(import.meta.dirname, "hops-probe24.json");
/**
 * The twenty-fifth probe, written blind by a helper once every pool page had been used: chains through pages in
 * pairs no earlier set joined (seven stating a year, place or nationality of the middle entity), comparisons,
 * yes/no, lookups and three kinds of unanswerable (hops-probe25.json).
 */
export const HOPS_PROBE25_FILE = path.join(import.meta.dirname, "hops-probe25.json");
/**
 * The twenty-sixth probe, written blind by a helper: chains (five of three hops) through page pairs no earlier set
 * joined, comparisons, yes/no, lookups past the lead and unanswerable near-miss twins (hops-probe26.json).
 */
export const HOPS_PROBE26_FILE = path.join(import.meta.dirname, "hops-probe26.json");
/** Rewordings of the dev questions of hops-probe and HotpotQA (hops-para.json): every id is in the dev half. */
export const HOPS_PARA_FILE = path.join(import.meta.dirname, "hops-para.json");

/** One question of a probe file, as written. */
export interface ProbeRecord {
  id: string;
  question: string;
  answers: string[];
  supporting_titles: string[];
  tags: Record<string, string>;
}

/** A probe file's questions (named `name`, searched in a namespace of that name) over the pooled HotpotQA corpus. */
export async function loadHopsProbe(file = HOPS_PROBE_FILE, name = HOPS_PROBE_NAMESPACE): Promise<LoadedDataset> {
  const records = JSON.parse(await readFile(file, "utf8")) as ProbeRecord[];
  const items: EvalItem[] = records.map((r) => ({
    id: r.id,
    dataset: name,
    question: r.question,
    answers: r.answers,
    namespace: name,
    tags: r.tags,
    supportingTitles: r.supporting_titles,
  }));
  const hotpot = await loadHotpotQa();
  const documents = hotpot.corpus?.documents ?? [];
  return { name, items, corpus: { namespace: name, documents } };
}
