// The eval's multi-hop reporting: supporting titles from any JSONL set, dev/test halves by id, and the gate's routing
// against the datasets' own labels.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadDataset } from "../../scripts/datasets/index.ts";
import { fnv1a32, selectSplit, splitOf } from "../../scripts/datasets/split.ts";
import { gateRouting, gateTable, labelledShape } from "../../scripts/eval/gate-report.ts";
import type { ResultRow } from "../../scripts/eval/types.ts";

const file = path.join(import.meta.dirname, "fixtures/hops/hops.jsonl");

describe("multi-hop reporting in the eval", () => {
  it("reads an optional supporting_titles list from a JSONL set (unique, empty lists dropped)", async () => {
    const d = await loadDataset(file);
    expect(d.items.map((i) => i.supportingTitles)).toEqual([["Jump for Glory", "Raoul Walsh"], undefined, undefined]);
  });

  it("splits by the FNV-1a hash of the id (mod 100: below 50 is dev), the halves cover every item once", async () => {
    expect(fnv1a32("")).toBe(0x811c9dc5);
    expect(fnv1a32("a")).toBe(0xe40c292c);
    const all = (await loadDataset("hotpotqa", { split: "all" })).items;
    const dev = selectSplit(all, "dev"),
      test = selectSplit(all, "test");
    expect(dev.length + test.length).toBe(all.length);
    expect(dev.length).toBeGreaterThan(20);
    expect(test.length).toBeGreaterThan(20);
    expect(dev.every((i) => splitOf(i.id) === "dev" && fnv1a32(i.id) % 100 < 50)).toBe(true);
    const limited = await loadDataset("hotpotqa", { split: "test", limit: 5 });
    expect(limited.items.map((i) => i.id)).toEqual(test.slice(0, 5).map((i) => i.id));
  });

  it("counts multi-part questions sent to the loop and lookups kept on the single pass, from auto's answers", () => {
    expect(labelledShape({ type: "bridge" })).toBe("multi-part");
    expect(labelledShape({ question_type: "comparison_query" })).toBe("multi-part");
    expect(labelledShape({ num_hops: "one-hop" })).toBe("lookup");
    expect(labelledShape({ domain: "finance" })).toBeUndefined();
    const row = (system: string, route: string, tags: Record<string, string>) =>
      ({ dataset: "d", system, route, tags }) as unknown as ResultRow;
    const rows = [
      row("auto", "dynamic", { type: "bridge" }),
      row("auto", "single-pass", { type: "comparison" }),
      row("auto", "single-pass", { kind: "lookup" }),
      row("auto", "dynamic", { kind: "lookup" }),
      row("auto", "dynamic", { domain: "x" }),
      row("dynamic", "dynamic", { type: "bridge" }),
    ];
    expect(gateRouting(rows)).toEqual([
      { dataset: "d", multiPart: { total: 2, toLoop: 1 }, lookup: { total: 2, toSinglePass: 1 }, unlabelled: 1 },
    ]);
    expect(gateTable(rows)).toContain("| d | 1/2 (50%) | 1/2 (50%) | 1 |");
  });
});
