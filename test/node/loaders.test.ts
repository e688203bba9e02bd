// Every loader on its real file; the counts come from the datasets' READMEs in ../shared/data.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadDataset } from "../../scripts/datasets/index.ts";
import { sample } from "../../scripts/datasets/sample.ts";
import { fnv1a32, splitOf } from "../../scripts/datasets/split.ts";
import type { EvalItem } from "../../scripts/datasets/types.ts";

const ALL = { split: "all" } as const;

const count = (items: EvalItem[], key: string) => {
  const out: Record<string, number> = {};
  for (const i of items) out[i.tags[key]!] = (out[i.tags[key]!] ?? 0) + 1;
  return out;
};

describe("dataset loaders", () => {
  it("CRAG: 10 questions with their 5 pages, no corpus", async () => {
    const d = await loadDataset("crag", ALL);
    expect(d.items).toHaveLength(10);
    expect(d.corpus).toBeUndefined();
    for (const i of d.items) {
      expect(i.pages).toHaveLength(5);
      expect(i.namespace).toBeNull();
      expect(i.answers.length).toBeGreaterThan(0);
      expect(i.queryTime).toMatch(/^\d\d\/\d\d\/\d{4}, \d\d:\d\d:\d\d PT$/);
    }
    expect(count(d.items, "domain")).toEqual({ open: 3, finance: 3, movie: 3, sports: 1 });
    expect(count(d.items, "dynamism")).toEqual({ static: 4, "real-time": 3, "slow-changing": 2, "fast-changing": 1 });
    expect(d.items.filter((i) => i.falsePremise).map((i) => i.tags.question_type)).toEqual(["false_premise"]);
  });

  it("FreshQA: 600 questions, 151 false premises, no pages and no corpus", async () => {
    const d = await loadDataset("freshqa", ALL);
    expect(d.items).toHaveLength(600);
    expect(d.corpus).toBeUndefined();
    expect(d.items.filter((i) => i.falsePremise)).toHaveLength(151);
    expect(count(d.items, "fact_type")).toEqual({ "never-changing": 223, "slow-changing": 222, "fast-changing": 155 });
    expect(count(d.items, "num_hops")).toEqual({ "one-hop": 463, "multi-hop": 137 });
    expect(count(d.items, "split")).toEqual({ TEST: 500, DEV: 100 });
    expect(
      d.items.every((i) => i.answers.length >= 1 && i.answers.length <= 10 && !i.pages && i.namespace === null),
    ).toBe(true);
    expect(d.items[0]).toMatchObject({
      id: "freshqa-0",
      question: "What is the name of the first animal to land on the moon?",
      falsePremise: true,
    });
  });

  it("HotpotQA: 103 questions over one pooled corpus of 1,022 paragraphs", async () => {
    const d = await loadDataset("hotpotqa", ALL);
    expect(d.items).toHaveLength(103);
    expect(d.corpus?.namespace).toBe("hotpotqa");
    expect(d.corpus?.documents).toHaveLength(1022);
    expect(new Set(d.corpus!.documents.map((doc) => doc.title)).size).toBe(1021);
    expect(count(d.items, "type")).toEqual({ bridge: 82, comparison: 21 });
    expect(count(d.items, "level")).toEqual({ hard: 103 });
    expect(d.items.every((i) => i.namespace === "hotpotqa" && i.supportingTitles?.length === 2)).toBe(true);
    expect(d.items[0]).toMatchObject({
      question: "Were Scott Derrickson and Ed Wood of the same nationality?",
      answers: ["yes"],
    });
    expect(d.corpus!.documents[0]!.text).toMatch(/^Ed Wood is a 1994 American biographical period comedy-drama film/);
  });

  it("MultiHop-RAG: 500 questions over the 438 unique evidence facts", async () => {
    const d = await loadDataset("multihop-rag", ALL);
    expect(d.items).toHaveLength(500);
    expect(d.corpus?.namespace).toBe("multihop-rag");
    expect(d.corpus?.documents).toHaveLength(438);
    expect(count(d.items, "question_type")).toEqual({
      inference_query: 161,
      comparison_query: 154,
      temporal_query: 114,
      null_query: 71,
    });
    expect(d.items.filter((i) => i.answers[0] === "Insufficient information.")).toHaveLength(71);
    expect(d.corpus!.documents.every((doc) => doc.title && /^.+, \d{4}-\d\d-\d\d: /.test(doc.text!))).toBe(true);
  });

  it("lumen: the sample corpus and its questions; unanswerable ones expect an abstention", async () => {
    const d = await loadDataset("lumen", ALL);
    expect(d.corpus?.documents.length).toBeGreaterThan(5);
    expect(d.items.every((i) => i.namespace === "lumen-relay" && i.answers.length > 0)).toBe(true);
    expect(count(d.items, "kind")).toEqual({ lookup: 62, "near-miss": 20, "yes-no-choice": 9, unanswerable: 12 });
    expect(d.items.find((i) => i.question === "When was version 5.0.0 released?")?.answers).toEqual([
      "Insufficient information.",
    ]);
  });

  it("hops-probe: 113 multi-hop questions over the pooled HotpotQA paragraphs, halves kept by the id hash", async () => {
    const d = await loadDataset("hops-probe", ALL);
    expect(d.items).toHaveLength(113);
    expect(d.corpus?.documents).toHaveLength(1022);
    const titles = new Set(d.corpus?.documents.map((doc) => doc.title));
    // Every supporting title is a corpus paragraph, and every item names at least two (it takes two hops or sides).
    expect(d.items.every((i) => (i.supportingTitles?.length ?? 0) >= 2 || i.tags.type === "unanswerable")).toBe(true);
    expect(d.items.flatMap((i) => i.supportingTitles ?? []).filter((t) => !titles.has(t))).toEqual([]);
    // The halves the questions were written in: 57 dev (looked at while tuning), 56 test.
    expect(d.items.filter((i) => i.split === "dev")).toHaveLength(57);
    expect(count(d.items, "type")).toMatchObject({ unanswerable: 10, comparison: 26, "bridge-comparison": 16 });
    expect(
      d.items.filter((i) => i.tags.type === "unanswerable").every((i) => i.answers[0] === "Insufficient information."),
    ).toBe(true);
  });

  // The later probes: the same checks, each with its own counts. Every supporting title is a corpus paragraph, the
  // halves are the ones the questions were written in (by the id hash), and an unanswerable question says so.
  it.each([
    [
      "hops-probe2",
      "more questions in other phrasings",
      102,
      51,
      { compositional: 42, unanswerable: 12, "bridge-comparison": 12 },
    ],
    ["hops-probe3", "mostly compositional chains", 81, 41, { compositional: 42, unanswerable: 16 }],
    ["hops-probe4", "chains through new title pairs", 106, 53, { compositional: 50, unanswerable: 22 }],
    ["hops-probe5", "a sixth typed as a hurried user types", 102, 51, { compositional: 49, unanswerable: 22 }],
    ["hops-probe6", "chains through unused title lists", 89, 45, { compositional: 36, unanswerable: 19 }],
    ["hops-probe7", "other facts of used chains", 110, 55, { compositional: 56, unanswerable: 24 }],
    ["hops-probe8", "clauses in clauses, containment, yes/no chains", 102, 51, { compositional: 52, unanswerable: 20 }],
    ["hops-probe9", "every relation, containment and kinship", 113, 57, { compositional: 55, unanswerable: 22 }],
    [
      "hops-probe10",
      "described bridges, counts, three kinds of unanswerable",
      109,
      55,
      { compositional: 34, unanswerable: 22 },
    ],
    ["hops-probe11", "other facts of used pages, varied phrasings", 112, 56, { compositional: 37, unanswerable: 22 }],
    ["hops-probe12", "relations and phrasings asked least", 110, 55, { compositional: 36, unanswerable: 22 }],
    ["hops-probe13", "near-miss premises of four kinds", 110, 55, { compositional: 36, unanswerable: 22 }],
    ["hops-probe14", "near-miss years and places, each paired", 119, 60, { compositional: 32, unanswerable: 34 }],
    ["hops-probe15", "place and date bridges, comma-named options", 115, 58, { compositional: 37, unanswerable: 23 }],
    [
      "hops-probe16",
      "chains, described options, three unanswerable kinds",
      110,
      55,
      { compositional: 35, unanswerable: 25 },
    ],
    ["hops-probe17", "first hops on even-numbered items' pages", 110, 55, { compositional: 52, unanswerable: 22 }],
    ["hops-probe18", "first hops on odd-numbered items' pages", 110, 55, { compositional: 52, unanswerable: 22 }],
    [
      "hops-probe19",
      "first hops on pages no set used, lookups",
      90,
      45,
      { compositional: 34, lookup: 10, unanswerable: 16 },
    ],
    [
      "hops-probe20",
      "lookups and their unanswerable twins",
      48,
      25,
      { lookup: 22, unanswerable: 20, comparison: 2, compositional: 2, yesno: 2 },
    ],
    [
      "hops-probe21",
      "blind lookups, their twins, chains on cited pages",
      40,
      16,
      { lookup: 14, unanswerable: 18, compositional: 4, comparison: 4 },
    ],
    [
      "hops-probe22",
      "blind chains and twins on hops-probe20's pages",
      60,
      28,
      { compositional: 16, unanswerable: 25, comparison: 8, lookup: 6, yesno: 5 },
    ],
    [
      "hops-probe23",
      "blind chains through described bridges and twins, mostly on unused pages",
      60,
      26,
      { compositional: 18, unanswerable: 22, comparison: 8, lookup: 9, yesno: 3 },
    ],
    [
      "hops-probe24",
      "blind chains, comparisons, lookups and three unanswerable kinds, mostly on unused pages",
      60,
      30,
      { compositional: 18, unanswerable: 17, comparison: 8, lookup: 10, yesno: 7 },
    ],
    [
      "hops-probe25",
      "blind chains through pages in new pairs, comparisons, lookups and three unanswerable kinds",
      60,
      31,
      { compositional: 20, unanswerable: 15, comparison: 8, lookup: 10, yesno: 7 },
    ],
    [
      "hops-probe26",
      "blind chains through pages in new pairs, comparisons, lookups and near-miss unanswerable twins",
      60,
      32,
      { compositional: 22, unanswerable: 12, comparison: 8, lookup: 7, yesno: 6, "three-hop": 5 },
    ],
  ] as const)("%s: %s, %i questions, %i in the dev half", async (name, _about, total, dev, types) => {
    const d = await loadDataset(name, ALL);
    expect(d.items).toHaveLength(total);
    const titles = new Set(d.corpus?.documents.map((doc) => doc.title));
    expect(d.items.flatMap((i) => i.supportingTitles ?? []).filter((t) => !titles.has(t))).toEqual([]);
    expect(d.items.filter((i) => i.split === "dev")).toHaveLength(dev);
    expect(count(d.items, "type")).toMatchObject(types);
    expect(
      d.items.filter((i) => i.tags.type === "unanswerable").every((i) => i.answers[0] === "Insufficient information."),
    ).toBe(true);
  });

  it("hops-para: rewordings of dev questions only, every id in the dev half", async () => {
    const d = await loadDataset("hops-para", ALL);
    expect(d.items).toHaveLength(240);
    expect(d.items.every((i) => i.split === "dev" && i.namespace === "hops-para")).toBe(true);
    // Each rewording names the question it rewords, and that question is a dev item of hops-probe or HotpotQA.
    const sources = new Map<string, string>();
    for (const name of ["hops-probe", "hotpotqa"]) {
      for (const i of (await loadDataset(name, ALL)).items) sources.set(i.id, i.split ?? "");
    }
    expect(d.items.filter((i) => sources.get(i.tags.source ?? "") !== "dev")).toEqual([]);
    expect(new Set(d.items.map((i) => i.tags.source)).size).toBe(116);
  });

  it("generic JSONL: items, their corpus.jsonl and its namespace", async () => {
    const d = await loadDataset(path.join(import.meta.dirname, "fixtures/tiny/tiny.jsonl"));
    expect(d.name).toBe("tiny");
    expect(d.items.map((i) => i.id)).toEqual(["tiny-1", "tiny-2", "tiny-3"]);
    expect(d.corpus?.namespace).toBe("tiny");
    expect(d.corpus?.documents).toHaveLength(3);
    expect(d.items.every((i) => i.namespace === "tiny")).toBe(true);
  });

  it("limits, samples deterministically and prefixes namespaces", async () => {
    const first = await loadDataset("hotpotqa", { limit: 5, namespacePrefix: "eval-", split: "all" });
    expect(first.items.map((i) => i.id)).toEqual(
      (await loadDataset("hotpotqa", ALL)).items.slice(0, 5).map((i) => i.id),
    );
    expect(first.corpus?.namespace).toBe("eval-hotpotqa");
    expect(first.items[0]!.namespace).toBe("eval-hotpotqa");
    const a = await loadDataset("freshqa", { limit: 7, seed: "42" });
    const b = await loadDataset("freshqa", { limit: 7, seed: "42" });
    const c = await loadDataset("freshqa", { limit: 7, seed: "43" });
    expect(a.items.map((i) => i.id)).toEqual(b.items.map((i) => i.id));
    expect(a.items.map((i) => i.id)).not.toEqual(c.items.map((i) => i.id));
    expect(sample([1, 2, 3], 5, "x")).toEqual([1, 2, 3]);
  });

  it("splits by a fixed hash of the item id: shared datasets default to test, a .jsonl path is whole", async () => {
    expect(fnv1a32("")).toBe(0x811c9dc5);
    expect(fnv1a32("a")).toBe(0xe40c292c);
    const all = await loadDataset("hotpotqa", ALL);
    const dev = await loadDataset("hotpotqa", { split: "dev" });
    const test = await loadDataset("hotpotqa");
    expect(test.split).toBe("test");
    expect(dev.items.length + test.items.length).toBe(all.items.length);
    expect(dev.items.length).toBeGreaterThan(30);
    expect(test.items.length).toBeGreaterThan(30);
    const devIds = new Set(dev.items.map((i) => i.id));
    expect(test.items.some((i) => devIds.has(i.id))).toBe(false);
    expect(dev.items.every((i) => i.split === "dev" && splitOf(i.id) === "dev")).toBe(true);
    // The corpus stays whole: both halves search the same documents.
    expect(dev.corpus?.documents).toHaveLength(1022);
    // A limit takes the first N of the split, so a larger limit only adds items.
    const five = await loadDataset("hotpotqa", { split: "test", limit: 5 });
    expect(five.items.map((i) => i.id)).toEqual(test.items.slice(0, 5).map((i) => i.id));
    const tiny = await loadDataset(path.join(import.meta.dirname, "fixtures/tiny/tiny.jsonl"));
    expect(tiny.split).toBe("all");
    expect(tiny.items).toHaveLength(3);
  });

  it("premise twins: unanswerable questions derived from answerable probe items, each in its source's half", async () => {
    const sources = new Map<string, EvalItem>();
    const hotpot = await loadDataset("hotpotqa", ALL);
    const pages = new Map((hotpot.corpus?.documents ?? []).map((d) => [d.title ?? "", d.text ?? ""]));
    for (const name of ["hops-probe", "hops-probe9", "hops-probe19", "hops-probe23"]) {
      for (const i of (await loadDataset(name, ALL)).items) sources.set(i.id, i);
    }
    for (const [name, suffix] of [
      ["hops-premise-year", "-y"],
      ["hops-premise-origin", "-p"],
    ] as const) {
      const all = await loadDataset(name, ALL);
      const dev = await loadDataset(name, { split: "dev" });
      expect(all.items.length).toBeGreaterThan(100);
      expect(all.corpus?.documents).toHaveLength(1022);
      for (const i of all.items) {
        expect(i.answers).toEqual(["Insufficient information."]);
        expect(i.id).toBe(`${i.tags.source}${suffix}`);
        // The half is the source question's, not the derived id's own hash.
        expect(i.split).toBe(splitOf(i.tags.source!));
        const source = sources.get(i.tags.source!);
        if (!source) continue;
        expect(source.answers[0]).not.toMatch(/^Insufficient/);
        expect(i.question).not.toBe(source.question);
        // What the twin says instead is nowhere on the source's supporting pages.
        const said = i.question.split(/\s+/).filter((w) => !source.question.split(/\s+/).includes(w));
        const text = (source.supportingTitles ?? []).map((t) => pages.get(t) ?? "").join(" ");
        for (const w of said) expect(text).not.toContain(w.replace(/[^\p{L}\d]/gu, ""));
      }
      expect(dev.items.every((i) => splitOf(i.tags.source!) === "dev")).toBe(true);
      expect(dev.items.length).toBeLessThan(all.items.length);
    }
  });

  it("refuses an unknown dataset name", async () => {
    await expect(loadDataset("nope")).rejects.toThrow(/unknown dataset/);
  });
});
