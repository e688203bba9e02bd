// RAG_RETRIEVAL: each part of retrieval, switched off, really changes what comes back; and the corpus-learned query
// expansion finds passages that spell the question's terms differently (an acronym, a number in digits).
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_RETRIEVAL, parseRetrieval, type RetrievalParts } from "../src/config";
import { diversify, rerank } from "../src/pipeline/rerank";
import { type RetrieveDeps, searchCorpus } from "../src/pipeline/retrieve";
import { HashedEmbedder } from "../src/skills/local/hashed-embedder";
import { LexicalReranker } from "../src/skills/local/lexical-rerank";
import { D1Corpus } from "../src/stores/d1-corpus";
import type { NewChunk, VectorIndex } from "../src/stores/types";
import { learnAcronyms } from "../src/text/acronyms";
import { expansionTerms } from "../src/text/expand";
import { Trace } from "../src/trace";
import { resetCorpus } from "./support/fts";

const NS = "parts";

async function addDoc(corpus: D1Corpus, id: string, title: string, texts: string[]): Promise<void> {
  const chunks: NewChunk[] = texts.map((text, seq) => ({ id: `${id}-${seq}`, seq, char_offset: seq * 100, text }));
  await corpus.insertDocument(
    {
      id,
      namespace: NS,
      content_hash: `hash-${id}`,
      url: `https://example.com/${id}`,
      title,
      chars: texts.join("").length,
      chunk_count: chunks.length,
      created_at: "2025-01-01T00:00:00Z",
    },
    chunks,
  );
}

/** A vector index that always answers with the given chunk ids, and counts its queries. */
function fixedVectors(ids: string[]): VectorIndex & { queries: number } {
  return {
    kind: "local",
    queries: 0,
    async upsert() {},
    async deleteByIds() {},
    async query() {
      this.queries++;
      return { matches: ids.map((id, i) => ({ id, score: 1 - i / 10 })), count: ids.length };
    },
  };
}

function deps(corpus: D1Corpus, vectors: VectorIndex, retrieval: RetrievalParts): RetrieveDeps {
  const embedder = new HashedEmbedder(64);
  return { corpus, vectors, embedder, pageEmbedder: embedder, trace: new Trace(), settings: { retrieval } };
}

const ids = async (q: string, corpus: D1Corpus, vectors: VectorIndex, parts: string, topK = 10) =>
  (await searchCorpus(q, NS, topK, deps(corpus, vectors, parseRetrieval(parts)))).map((p) => p.id);

describe("RAG_RETRIEVAL", () => {
  let corpus: D1Corpus;
  beforeEach(async () => {
    await resetCorpus(env.DB, ["term_expansions"]);
    corpus = new D1Corpus(env.DB);
    await addDoc(corpus, "webhooks", "Webhooks", ["A webhook delivery fails when the endpoint takes over 10 seconds."]);
    await addDoc(corpus, "billing", "Billing", ["Invoices are issued on the first day of each month."]);
  });

  it("parses part lists, subtractions and nonsense", () => {
    expect(parseRetrieval(undefined)).toEqual(DEFAULT_RETRIEVAL);
    expect(parseRetrieval("-vectors,-expand")).toEqual({ ...DEFAULT_RETRIEVAL, vectors: false, expand: false });
    const only = parseRetrieval("fts, rerank");
    expect(Object.entries(only).filter(([, on]) => on)).toEqual([
      ["fts", true],
      ["rerank", true],
    ]);
    // Nothing left to rank with: the default, not an engine that can find nothing.
    expect(parseRetrieval("rerank,bogus")).toEqual(DEFAULT_RETRIEVAL);
  });

  it("vectors off: the vector index is not asked and its hits are gone; fts off: bm25's hits are gone", async () => {
    const q = "How long before a webhook delivery fails?";
    const vectors = fixedVectors(["billing-0"]);
    expect(await ids(q, corpus, vectors, "all")).toEqual(expect.arrayContaining(["webhooks-0", "billing-0"]));
    expect(vectors.queries).toBe(1);
    expect(await ids(q, corpus, vectors, "-vectors")).toEqual(["webhooks-0"]);
    expect(vectors.queries).toBe(1);
    expect(await ids(q, corpus, vectors, "-fts")).toEqual(["billing-0"]);
  });

  it("fusion off: bm25's hits first, then the vector-only ones (fused, a hit both agree on leads)", async () => {
    await addDoc(corpus, "retries", "Retries", ["A failed webhook delivery is retried with backoff."]);
    const q = "webhook delivery fails";
    const vectors = fixedVectors(["billing-0", "retries-0"]);
    const fts = await ids(q, corpus, vectors, "fts");
    expect(fts[0]).toBe("webhooks-0");
    expect(await ids(q, corpus, vectors, "fts,vectors")).toEqual([...fts, "billing-0"]);
    const fused = await ids(q, corpus, vectors, "fts,vectors,fusion");
    expect(fused[0]).toBe("retries-0");
    expect(new Set(fused)).toEqual(new Set([...fts, "billing-0"]));
  });

  it("rerank off keeps the retrieval's order; on, the best-scoring passage leads", async () => {
    const passages = [
      { id: "a", text: "Invoices are issued monthly.", source: "corpus" as const, title: "Billing" },
      { id: "b", text: "A webhook delivery fails after 10 seconds.", source: "corpus" as const, title: "Webhooks" },
    ];
    const reranker = new LexicalReranker();
    const rerankers = (parts: string) => ({
      reranker,
      fallbackReranker: reranker,
      settings: { retrieval: parseRetrieval(parts) },
    });
    const q = "When does a webhook delivery fail?";
    expect((await rerank(q, passages, rerankers("all"), new Trace())).map((p) => p.id)).toEqual(["b", "a"]);
    const kept = await rerank(q, passages, rerankers("-rerank"), new Trace());
    expect(kept.map((p) => p.id)).toEqual(["a", "b"]);
    expect(kept[1]!.score).toBeGreaterThan(kept[0]!.score);
  });

  it("diverse: another document of a source gives way to a near-equal other source, not a far worse one", () => {
    const p = (id: string, title: string, score: number) => ({ id, title, score, text: id, source: "corpus" as const });
    const sorted = [p("a1", "A", 0.9), p("a2", "A", 0.85), p("b1", "B", 0.8), p("c1", "C", 0.5)];
    expect(diversify(sorted).map((x) => x.id)).toEqual(["a1", "b1", "a2", "c1"]);
    expect(diversify([p("a1", "A", 0.9), p("a2", "A", 0.85), p("c1", "C", 0.5)]).map((x) => x.id)).toEqual([
      "a1",
      "a2",
      "c1",
    ]);
    // Chunks of one document continue one text: they do not hold each other back.
    const chunk = (id: string, score: number) => ({ ...p(id, "A", score), docId: "doc-a" });
    expect(diversify([chunk("a1", 0.9), chunk("a2", 0.85), p("b1", "B", 0.8)]).map((x) => x.id)).toEqual([
      "a1",
      "a2",
      "b1",
    ]);
  });
});

describe("query expansion learned from the corpus", () => {
  let corpus: D1Corpus;
  beforeEach(async () => {
    await resetCorpus(env.DB, ["term_expansions"]);
    corpus = new D1Corpus(env.DB);
    await addDoc(corpus, "glossary", "Glossary", ["Messages that keep failing move to the dead-letter queue (DLQ)."]);
    await addDoc(corpus, "retention", "Retention", ["Entries in the dead-letter queue expire after 14 days."]);
    await addDoc(corpus, "tokens", "Tokens", ["Session tokens expire after 7 days."]);
  });

  const none = fixedVectors([]);

  it("learns the acronym pairs a text states, either way round, and a short form that spells the title", () => {
    expect(learnAcronyms("Failures go to the dead-letter queue (DLQ).")).toEqual([
      { short: "dlq", long: "dead letter queue" },
    ]);
    expect(learnAcronyms("Set the TTL (time to live) per message.")).toEqual([{ short: "ttl", long: "time to live" }]);
    expect(learnAcronyms("Every DLQ keeps messages for 14 days.", "Dead-Letter Queues")).toEqual([
      { short: "dlq", long: "dead letter queues" },
    ]);
    // Letters that only happen to occur in the words are no acronym.
    expect(learnAcronyms("The API (see below) and the SDK (version 2).")).toEqual([]);
  });

  it("an acronym question finds the passage that spells it out, and only while the teaching document is stored", async () => {
    const q = "How long does the DLQ keep data?";
    expect(await ids(q, corpus, none, "fts")).not.toContain("retention-0");
    expect(await ids(q, corpus, none, "fts,expand")).toContain("retention-0");
    expect(await ids("What happens in the dead-letter queue?", corpus, none, "fts,expand")).toContain("glossary-0");
    await corpus.deleteDocument("glossary");
    expect(await ids(q, corpus, none, "fts,expand")).not.toContain("retention-0");
  });

  it('"seven" finds "7"; a date\'s day and what the question already says are not expanded', async () => {
    expect(await ids("Which one is seven?", corpus, none, "fts")).toEqual([]);
    expect(await ids("Which one is seven?", corpus, none, "fts,expand")).toEqual(["tokens-0"]);
    expect(expansionTerms("Was it seven or 3 days after October 8?", new Map())).toEqual(["7", "three"]);
    expect(expansionTerms("Seven, or 7?", new Map())).toEqual([]);
  });

  it("a short form that is also a word expands only where the question capitalises it", () => {
    const learned = new Map([["it", ["information technology"]]]);
    expect(expansionTerms("Is it true that both are plants?", learned)).toEqual([]);
    expect(expansionTerms("Who runs IT at the plant?", learned)).toEqual(["information technology"]);
  });
});
