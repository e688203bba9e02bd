// Deterministic sampling: the first N items, or N items drawn with a seeded shuffle (kept in file order).

/** mulberry32 over a 32-bit FNV-1a hash of the seed string. */
export function seededRandom(seed: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193) >>> 0;
  let a = h;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function sample<T>(items: T[], limit: number | undefined, seed?: string, salt = ""): T[] {
  if (limit === undefined || limit >= items.length) return items;
  if (seed === undefined) return items.slice(0, limit);
  const random = seededRandom(`${seed}:${salt}`);
  const order = items.map((_, k) => k);
  for (let k = order.length - 1; k > 0; k--) {
    const j = Math.floor(random() * (k + 1));
    [order[k], order[j]] = [order[j]!, order[k]!];
  }
  return order
    .slice(0, limit)
    .sort((x, y) => x - y)
    .map((k) => items[k]!);
}
