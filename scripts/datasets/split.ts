// Held-out discipline: every item belongs to the `dev` half (look at it, tune on it) or the `test` half (report
// it), decided by a fixed hash of its id alone, so the split never depends on file order, --limit or --seed.
// Rule: bucket = FNV-1a-32(UTF-8 bytes of the id) mod 100; bucket < 50 is dev, the rest test.

export type Split = "dev" | "test";
export type SplitOption = Split | "all";
export const SPLIT_OPTIONS: readonly SplitOption[] = ["dev", "test", "all"];

/** 32-bit FNV-1a over the UTF-8 bytes of `text`. */
export function fnv1a32(text: string): number {
  let h = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) h = Math.imul(h ^ byte, 0x01000193) >>> 0;
  return h;
}

/** The half an item id belongs to. */
export function splitOf(id: string): Split {
  return fnv1a32(id) % 100 < 50 ? "dev" : "test";
}

/** The half an item belongs to: its id's, or its source's when it was derived from another item (`splitKey`). */
export const itemSplit = (item: { id: string; splitKey?: string }): Split => splitOf(item.splitKey ?? item.id);

/** The items of `split` ("all" keeps every item), in their original order. */
export function selectSplit<T extends { id: string; splitKey?: string }>(items: T[], split: SplitOption): T[] {
  return split === "all" ? items : items.filter((i) => itemSplit(i) === split);
}
