// Dev/test halves by item id: FNV-1a 32-bit hash of the id, even = dev, odd = test. Tune on dev, report on test.

export type Split = "dev" | "test";

export function fnv1a32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h >>> 0;
}

export function splitOf(id: string): Split {
  return fnv1a32(id) % 2 === 0 ? "dev" : "test";
}

export function inSplit<T extends { id: string }>(items: T[], split: Split | undefined): T[] {
  return split ? items.filter((i) => splitOf(i.id) === split) : items;
}
