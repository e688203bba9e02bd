import { describe, expect, inject, it } from "vitest";
import { type Chunk, chunkText } from "../src/pipeline/chunk";
import { cleanHtml } from "../src/pipeline/clean";

const words = (s: string) => s.split(/\s+/).filter(Boolean);

/** Properties every chunking must have: exact offsets, no empty chunk, the word limit, no word left out. */
function expectWellFormed(text: string, chunks: Chunk[], maxWords: number) {
  let coveredTo = 0;
  for (const c of chunks) {
    expect(c.text.trim()).toBe(c.text);
    expect(c.text.length).toBeGreaterThan(0);
    expect(text.slice(c.offset, c.offset + c.text.length)).toBe(c.text);
    expect(words(c.text).length).toBeLessThanOrEqual(maxWords);
    expect(text.slice(coveredTo, c.offset).trim()).toBe(""); // starts no later than where the last one ended
    coveredTo = Math.max(coveredTo, c.offset + c.text.length);
  }
  expect(text.slice(coveredTo).trim()).toBe("");
}

const sentences = Array.from({ length: 60 }, (_, i) => `Sentence number ${i} has exactly seven words.`).join(" ");

describe("chunkText", () => {
  it("gives one chunk for a short text and none for an empty one", () => {
    expect(chunkText("  Paris is the capital of France.\n")).toEqual([
      { text: "Paris is the capital of France.", offset: 2 },
    ]);
    expect(chunkText("")).toEqual([]);
    expect(chunkText(" \n\t ")).toEqual([]);
  });

  it("respects the word limit and overlaps neighbouring chunks", () => {
    const chunks = chunkText(sentences, { maxWords: 50, overlapWords: 10 });
    expect(chunks.length).toBeGreaterThan(8);
    expectWellFormed(sentences, chunks, 50);
    for (let k = 1; k < chunks.length; k++) {
      const prev = chunks[k - 1]!,
        next = chunks[k]!;
      const shared = prev.offset + prev.text.length - next.offset;
      expect(shared).toBeGreaterThan(0); // the next chunk repeats the end of the previous one…
      expect(words(sentences.slice(next.offset, prev.offset + prev.text.length)).length).toBeLessThanOrEqual(10); // …by ≤ 10 words
      expect(prev.text.endsWith(next.text.slice(0, shared))).toBe(true);
    }
  });

  it("cuts at sentence ends and opens chunks at sentence starts", () => {
    const chunks = chunkText(sentences, { maxWords: 50, overlapWords: 10 });
    for (const c of chunks.slice(0, -1)) expect(c.text).toMatch(/\.$/);
    for (const c of chunks) expect(c.text).toMatch(/^Sentence number \d+/);
  });

  it("prefers a line break over a sentence end", () => {
    const text =
      "Alpha beta gamma. Delta epsilon zeta.\nEta theta iota. Kappa lambda mu. Nu xi omicron pi rho sigma tau.";
    const [first] = chunkText(text, { maxWords: 10, overlapWords: 0 });
    expect(first?.text).toBe("Alpha beta gamma. Delta epsilon zeta.");
  });

  it("falls back to a hard cut when there is no boundary, and without overlap shares nothing", () => {
    const text = Array.from({ length: 95 }, (_, i) => `w${i}`).join(" ");
    const chunks = chunkText(text, { maxWords: 20, overlapWords: 0 });
    expect(chunks.map((c) => words(c.text).length)).toEqual([20, 20, 20, 20, 15]);
    expectWellFormed(text, chunks, 20);
  });

  it("uses ~200 words with ~40 overlap by default, and clamps silly options", () => {
    const text = Array.from({ length: 1000 }, (_, i) => `w${i}`).join(" ");
    const chunks = chunkText(text);
    expect(words(chunks[0]!.text).length).toBe(200);
    expect(chunks[1]!.text.startsWith("w160 ")).toBe(true);
    expectWellFormed(text, chunks, 200);
    expectWellFormed(text, chunkText(text, { maxWords: 5, overlapWords: 50 }), 5);
    expectWellFormed(text, chunkText(text, { maxWords: 0 }), 1);
  });

  it("is deterministic and well formed on every cleaned CRAG page", () => {
    for (const ex of inject("crag").slice(0, 4)) {
      for (const page of ex.pages.filter((p) => p.html).slice(0, 2)) {
        const { text } = cleanHtml(page.html);
        const chunks = chunkText(text);
        expectWellFormed(text, chunks, 200);
        expect(chunkText(text)).toEqual(chunks);
        // Cleaned text has a block per line, so nearly every chunk ends at a line or sentence end.
        const clean = chunks
          .slice(0, -1)
          .filter((c) => /[.!?"”)]$/.test(c.text) || text[c.offset + c.text.length] === "\n");
        expect(clean.length).toBeGreaterThanOrEqual(chunks.length - 1);
      }
    }
  });
});
