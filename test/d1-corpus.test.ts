import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { D1Corpus, toFtsQuery } from "../src/stores/d1-corpus";
import type { NewChunk, StoredDocument } from "../src/stores/types";
import { ftsRows, resetCorpus } from "./support/fts";

function doc(
  id: string,
  namespace: string,
  created_at: string,
  chunks: NewChunk[],
  title = `Title ${id}`,
): [StoredDocument, NewChunk[]] {
  const chars = chunks.reduce((n, c) => n + c.text.length, 0);
  return [
    {
      id,
      namespace,
      content_hash: `hash-${id}`,
      url: `https://example.com/${id}`,
      title,
      chars,
      chunk_count: chunks.length,
      created_at,
    },
    chunks,
  ];
}
const chunk = (id: string, seq: number, text: string): NewChunk => ({ id, seq, char_offset: seq * 100, text });

const count = async (sql: string, ...params: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>())!.n;

describe("D1Corpus", () => {
  let corpus: D1Corpus;
  beforeEach(async () => {
    await resetCorpus(env.DB);
    corpus = new D1Corpus(env.DB);
    await corpus.insertDocument(
      ...doc(
        "travel",
        "a",
        "2025-01-01T00:00:00Z",
        [
          chunk("travel-0", 0, "The weather in Paris is mild in spring, and the museums are quiet."),
          chunk("travel-1", 1, "Trains from London reach Paris in a little over two hours."),
        ],
        "Paris guide",
      ),
    );
    await corpus.insertDocument(
      ...doc(
        "sport",
        "a",
        "2025-03-01T00:00:00Z",
        [
          chunk("sport-0", 0, "Beginners should run three times a week and rest in between."),
          chunk("sport-1", 1, "Good shoes prevent injuries on long distances."),
        ],
        "Training",
      ),
    );
    await corpus.insertDocument(
      ...doc("other", "b", "2025-02-01T00:00:00Z", [chunk("other-0", 0, "Paris weather report: rain all week.")]),
    );
  });

  it("lists a namespace's documents newest first and finds them by hash", async () => {
    expect((await corpus.listDocuments("a")).map((d) => d.id)).toEqual(["sport", "travel"]);
    expect((await corpus.listDocuments("b")).map((d) => d.id)).toEqual(["other"]);
    expect(await corpus.findByHash("a", "hash-travel")).toMatchObject({
      id: "travel",
      title: "Paris guide",
      chunk_count: 2,
    });
    expect(await corpus.findByHash("b", "hash-travel")).toBeNull();
  });

  it("ranks the chunk matching most query terms first by bm25, with its document's url and title", async () => {
    const hits = await corpus.searchText("a", "what is the weather like in Paris?", 5);
    expect(hits[0]).toEqual({
      id: "travel-0",
      doc_id: "travel",
      namespace: "a",
      seq: 0,
      char_offset: 0,
      text: "The weather in Paris is mild in spring, and the museums are quiet.",
      url: "https://example.com/travel",
      title: "Paris guide",
    });
    expect(hits.map((h) => h.id)).toContain("travel-1");
    expect(hits.map((h) => h.id)).not.toContain("sport-0");
    expect(await corpus.searchText("a", "Paris", 1)).toHaveLength(1);
  });

  it("matches inflected forms through the porter stemmer", async () => {
    expect((await corpus.searchText("a", "running", 5)).map((h) => h.id)).toEqual(["sport-0"]);
    expect((await corpus.searchText("a", "injury", 5)).map((h) => h.id)).toEqual(["sport-1"]);
  });

  it("searches only the requested namespace", async () => {
    expect((await corpus.searchText("b", "Paris weather", 5)).map((h) => h.id)).toEqual(["other-0"]);
    expect(await corpus.searchText("c", "Paris", 5)).toEqual([]);
  });

  it("ranks a namespace by its own statistics: another namespace's documents do not reorder it", async () => {
    // In "rank", "harbour" is in one chunk and "lantern" in two: the rarer "harbour" chunk ranks first.
    const one = (id: string, namespace: string, text: string) =>
      corpus.insertDocument(...doc(id, namespace, "2025-05-01T00:00:00Z", [chunk(`${id}-0`, 0, text)]));
    await one("harbour", "rank", "The old harbour wall.");
    await one("lantern", "rank", "The old lantern post.");
    await one("lantern2", "rank", "A lantern in the window of the shop.");
    const order = async () => (await corpus.searchText("rank", "harbour lantern", 5)).map((h) => h.id);
    expect(await order()).toEqual(["harbour-0", "lantern-0", "lantern2-0"]);
    // Another tenant writes "harbour" everywhere: in one shared index that made "harbour" the common word.
    for (let i = 0; i < 12; i++) await one(`port${i}`, "other", `Harbour report ${i} from the harbour office.`);
    expect(await order()).toEqual(["harbour-0", "lantern-0", "lantern2-0"]);
  });

  it("moves a namespace's rows from the shared pre-0008 index to its own on first search", async () => {
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO documents (id, namespace, content_hash, url, title, chars, chunk_count, created_at)
          VALUES ('old', 'legacy', 'hash-old', NULL, 'Old notes', 30, 1, '2024-01-01T00:00:00Z')`,
      ),
      env.DB.prepare(
        "INSERT INTO chunks (id, doc_id, namespace, seq, char_offset, text) VALUES ('old-0', 'old', 'legacy', 0, 0, 'Marmots whistle at dawn.')",
      ),
      env.DB.prepare(
        "INSERT INTO chunks_fts (chunk_id, namespace, title, text) VALUES ('old-0', 'legacy', 'Old notes', 'Marmots whistle at dawn.')",
      ),
    ]);
    expect((await corpus.searchText("legacy", "marmots", 5)).map((h) => h.id)).toEqual(["old-0"]);
    expect(await count("SELECT count(*) AS n FROM chunks_fts WHERE namespace = 'legacy'")).toBe(0);
    expect(await ftsRows(env.DB, "legacy")).toBe(1);
    expect(await new D1Corpus(env.DB).deleteDocument("old")).toEqual(["old-0"]);
    expect(await ftsRows(env.DB, "legacy")).toBe(0);
  });

  it("a namespace registered whose table was never made (a writer that died between the two) still works", async () => {
    await env.DB.prepare("INSERT INTO fts_tables (namespace) VALUES ('torn')").run();
    expect(await corpus.searchText("torn", "marmots", 5)).toEqual([]);
    await corpus.insertDocument(
      ...doc("notes", "torn", "2025-06-01T00:00:00Z", [chunk("notes-0", 0, "Marmots whistle at dawn.")]),
    );
    expect((await new D1Corpus(env.DB).searchText("torn", "marmots", 5)).map((h) => h.id)).toEqual(["notes-0"]);
  });

  it("searches a namespace never written without creating anything", async () => {
    expect(await corpus.searchText("nobody", "Paris", 5)).toEqual([]);
    expect(await count("SELECT count(*) AS n FROM fts_tables WHERE namespace = 'nobody'")).toBe(0);
  });

  it("treats FTS5 syntax in the input as plain text and never throws", async () => {
    for (const q of [
      'AND OR NOT "(" * :',
      'title:paris NEAR(weather, 2) ^spring "unclosed',
      "weather* -paris",
      ")",
      '"',
      "",
      "   ",
      "the of and",
    ]) {
      await expect(corpus.searchText("a", q, 5)).resolves.toBeInstanceOf(Array);
    }
    expect(await corpus.searchText("a", 'AND OR NOT "(" * :', 5)).toEqual([]);
    expect((await corpus.searchText("a", "title:paris NEAR(weather)", 5))[0]?.id).toBe("travel-0");
    expect(toFtsQuery('Paris AND "weather" (spring)*')).toBe('"paris" OR "weather" OR "spring"');
    expect(toFtsQuery("the of and")).toBeNull();
    expect(await corpus.searchText("a", "Paris", 0)).toEqual([]);
  });

  it("returns chunks in the requested order, skipping unknown ids", async () => {
    const chunks = await corpus.getChunks(["sport-1", "travel-0", "missing", "other-0", "sport-1"]);
    expect(chunks.map((c) => c.id)).toEqual(["sport-1", "travel-0", "other-0"]);
    expect(chunks[1]).toMatchObject({ doc_id: "travel", url: "https://example.com/travel", title: "Paris guide" });
    expect(await corpus.getChunks([])).toEqual([]);
  });

  it("inserts documents larger than one statement's 100 parameters", async () => {
    const many = Array.from({ length: 130 }, (_, i) => chunk(`big-${i}`, i, `section ${i} about zeppelin number${i}`));
    await corpus.insertDocument(...doc("big", "a", "2025-04-01T00:00:00Z", many));
    expect(await count("SELECT count(*) AS n FROM chunks WHERE doc_id = 'big'")).toBe(130);
    expect((await corpus.searchText("a", "zeppelin", 200)).length).toBe(130);
    expect((await corpus.searchText("a", "number129", 5)).map((h) => h.id)).toEqual(["big-129"]);
    expect((await corpus.getChunks(many.map((c) => c.id).reverse())).map((c) => c.seq)).toEqual(
      [...Array(130).keys()].reverse(),
    );
  });

  it("writes nothing when an insert fails part-way (one transaction)", async () => {
    const [dup] = doc("dup", "a", "2025-05-01T00:00:00Z", []);
    await expect(
      corpus.insertDocument({ ...dup, content_hash: "hash-travel" }, [chunk("dup-0", 0, "unique marmalade")]),
    ).rejects.toThrow();
    expect(await count("SELECT count(*) AS n FROM chunks WHERE doc_id = 'dup'")).toBe(0);
    expect(await corpus.searchText("a", "marmalade", 5)).toEqual([]);
  });

  it("deletes a document with its chunks and FTS rows, returning the chunk ids", async () => {
    expect((await corpus.deleteDocument("travel"))?.sort()).toEqual(["travel-0", "travel-1"]);
    expect(await count("SELECT count(*) AS n FROM documents WHERE id = 'travel'")).toBe(0);
    expect(await count("SELECT count(*) AS n FROM chunks WHERE doc_id = 'travel'")).toBe(0);
    expect(await ftsRows(env.DB, "a", "travel-%")).toBe(0);
    expect(await corpus.searchText("a", "Paris", 5)).toEqual([]);
    expect((await corpus.searchText("b", "Paris", 5)).map((h) => h.id)).toEqual(["other-0"]);
    expect(await corpus.deleteDocument("travel")).toBeNull();
  });
});
