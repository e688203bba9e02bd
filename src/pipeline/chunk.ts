// Chunk stage: cleaned text → overlapping word windows that end at a line or sentence break when one is near.

export interface Chunk {
  text: string;
  /** Character offset of the chunk's first character in the chunked text: text.slice(offset, offset + chunk.text.length) === chunk.text. */
  offset: number;
}

export interface ChunkOptions {
  /** Upper bound on whitespace-separated words per chunk (default 200). */
  maxWords?: number;
  /** Words repeated from the end of one chunk at the start of the next (default 40, at most maxWords - 1). */
  overlapWords?: number;
}

const SENTENCE_END = /[.!?…][)"'\]”’]*$/;
const SENTENCE_START = /^[\p{Lu}\p{N}"'“‘([]/u;

/** Splits text into chunks of at most `maxWords` words; deterministic, never empty, one chunk for a short text. */
export function chunkText(text: string, options: ChunkOptions = {}): Chunk[] {
  const maxWords = Math.max(1, Math.floor(options.maxWords ?? 200));
  const overlap = Math.min(Math.max(0, Math.floor(options.overlapWords ?? 40)), maxWords - 1);
  const starts: number[] = [];
  const ends: number[] = [];
  for (const m of text.matchAll(/\S+/g)) {
    starts.push(m.index);
    ends.push(m.index + m[0].length);
  }
  const n = starts.length;
  // How good a place the gap before word i is to cut: 2 = line break, 1 = sentence end, 0 = mid-sentence.
  const strength = (i: number): number => {
    if (i <= 0 || i >= n) return 2;
    if (text.slice(ends[i - 1]!, starts[i]!).includes("\n")) return 2;
    const prev = text.slice(starts[i - 1]!, ends[i - 1]!);
    const next = text.slice(starts[i]!, ends[i]!);
    return SENTENCE_END.test(prev) && SENTENCE_START.test(next) ? 1 : 0;
  };

  const chunks: Chunk[] = [];
  let start = 0;
  while (start < n) {
    let end = Math.min(start + maxWords, n);
    if (end < n) {
      // Cut at the last line break in the second half of the window, else the last sentence end, else mid-text;
      // the floor also keeps the next start (end - overlap) ahead of this one.
      const floor = Math.max(start + Math.ceil(maxWords / 2), start + overlap + 1);
      let line = -1,
        sentence = -1;
      for (let i = end; i >= floor && line < 0; i--) {
        const s = strength(i);
        if (s === 2) line = i;
        else if (s === 1 && sentence < 0) sentence = i;
      }
      end = line > 0 ? line : sentence > 0 ? sentence : end;
    }
    chunks.push({ text: text.slice(starts[start]!, ends[end - 1]!), offset: starts[start]! });
    if (end >= n) break;
    // Overlap starts at a line or sentence start if one lies in its first half, so a chunk opens cleanly.
    let next = end - overlap;
    for (let i = next; i <= end - Math.ceil(overlap / 2) && i < end; i++) {
      if (strength(i) > 0) {
        next = i;
        break;
      }
    }
    start = Math.max(next, start + 1);
  }
  return chunks;
}
