import { env } from "cloudflare:workers";
import { inject, it, expect } from "vitest";
import { parseHTML } from "linkedom";
it("runs", async () => {
  const r = await env.DB.prepare("select count(*) as n from documents").first<{ n: number }>();
  expect(r?.n).toBe(0);
  const crag = inject("crag");
  expect(crag.length).toBe(10);
  const { document } = parseHTML(crag[0]!.pages[0]!.html);
  expect(document.querySelectorAll("p").length).toBeGreaterThan(0);
  await env.DB.prepare("insert into chunks_fts(chunk_id, namespace, title, text) values ('a','d','t','running dogs')").run();
  const f = await env.DB.prepare("select chunk_id, bm25(chunks_fts) as s from chunks_fts where chunks_fts match 'run'").all();
  expect(f.results.length).toBe(1);
});
