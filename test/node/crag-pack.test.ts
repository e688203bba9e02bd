// CRAG's mock-API pack: the catalog file, the ticker table built from the real company_name.dict
// (../shared/data, never copied into the repository), and the local router over all 38 schemas.
import { readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { COMPANY_DICT, loadPack, PROJECT_ROOT, packEntries, tickerSql } from "../../scripts/crag-pack/pack.ts";
import { LocalRouter } from "../../src/skills/local/router.ts";
import { parseCompanyDict, TickerResolver } from "../../src/skills/local/tickers.ts";
import { checkParametersSchema } from "../../src/tools/json-schema.ts";
import type { ApiEntry } from "../../src/tools/types.ts";

const pack = loadPack();

describe("catalog/crag-mock-api.json", () => {
  it("has CRAG's 38 APIs: open 2, movie 5, finance 9, music 19, sports 3", () => {
    expect(pack.pack).toBe("crag");
    const names = pack.apis.map((a) => a.name);
    expect(new Set(names).size).toBe(38);
    const domains: Record<string, number> = {};
    for (const n of names) domains[n.split("_")[0]!] = (domains[n.split("_")[0]!] ?? 0) + 1;
    expect(domains).toEqual({ open: 2, movie: 5, finance: 9, music: 19, sports: 3 });
  });

  it("has usable entries: POST to the mock server's path, valid parameter schemas, real descriptions", () => {
    for (const api of pack.apis) {
      expect(api.endpoint.method).toBe("POST");
      // The path is the function name with its domain as the first segment(s), as in mock_api/server.py.
      const pathPart = api.endpoint.url.replace("{CRAG_API_BASE_URL}", "");
      expect(api.name).toBe(pathPart.slice(1).replace(/\//g, "_"));
      expect(checkParametersSchema(api.parameters)).toMatchObject({ ok: true });
      expect(api.description.length).toBeGreaterThan(30);
      for (const p of Object.values(api.parameters.properties ?? {}))
        expect((p as { description?: string }).description).toBeTruthy();
    }
  });

  it("fills in the base URL and tags every entry with the pack", () => {
    const entries = packEntries(pack, "http://localhost:8000/");
    expect(entries[0]!.endpoint.url).toBe("http://localhost:8000/open/search_entity_by_name");
    expect(entries.every((e) => e.pack === "crag" && !e.endpoint.url.includes("{"))).toBe(true);
    expect(() => packEntries(pack, "localhost:8000")).toThrow(/must be http/);
  });
});

describe("the ticker table from company_name.dict", () => {
  const rows = parseCompanyDict(readFileSync(COMPANY_DICT, "utf8"));
  const resolver = TickerResolver.fromRows(rows);

  it("reads every row", () => {
    expect(rows).toHaveLength(11_481);
    expect(rows[0]).toEqual({ name: "ATA Creativity Global American Depositary Shares", symbol: "AACG" });
  });

  it.each<[string, string | undefined]>([
    ["what is apple's stock price?", "AAPL"],
    ["what's the market cap of apple inc?", "AAPL"],
    ["What is the EPS of Alphabet?", "GOOGL"],
    ["what was the closing price of Bank of America yesterday?", "BAC"],
    ["dividend history of coca-cola", "KO"],
    ["what is meta's p/e ratio?", "META"],
    ["Tell me the market cap of JP Morgan Chase", "JPM"],
    ["lowe's ex-dividend date", "LOW"],
    ["what is the stock price of tesla", "TSLA"],
    ["which company have larger market cap, plya or seatw?", "PLYA"],
    ["what is the pe ratio of nvidia?", "NVDA"],
    ["Did Target beat earnings?", "TGT"],
    ["what is the best stock to buy now", undefined],
    ["what is the target price for the stock?", undefined],
  ])("%s → %s", (question, ticker) => {
    expect(resolver.findIn(question)?.ticker).toBe(ticker);
  });

  it("loads into the entities table as SQL, and answers the same lookups from it", () => {
    const { sql, rows: n, aliases } = tickerSql();
    expect(n).toBe(11_481);
    const db = new DatabaseSync(":memory:");
    db.exec(readFileSync(path.join(PROJECT_ROOT, "migrations/0004_entities.sql"), "utf8"));
    db.exec(sql);
    expect(db.prepare("SELECT count(*) AS n FROM entities WHERE kind = 'ticker'").get()).toEqual({ n: aliases });
    const get = (name: string) =>
      (
        db.prepare("SELECT value FROM entities WHERE kind = 'ticker' AND name = ?").get(name) as
          | { value: string }
          | undefined
      )?.value;
    expect([get("apple"), get("$aapl"), get("coca cola"), get("~amazon")]).toEqual(["AAPL", "AAPL", "KO", "AMZN"]);
  });
});

describe("the local router over the CRAG pack", () => {
  const schemas = packEntries(pack, "http://localhost:8000").map((e) => ({
    ...e,
    id: e.name,
    created_at: "",
  })) as ApiEntry[];
  const resolver = TickerResolver.fromRows(parseCompanyDict(readFileSync(COMPANY_DICT, "utf8")));
  const router = new LocalRouter({ resolveTickers: (keys) => resolver.lookup(keys) });
  const queryTime = "03/05/2024, 23:18:31 PT";

  it.each<[string, string, Record<string, unknown>]>([
    ["what is the eps of microsoft?", "finance_get_eps", { query: "MSFT" }],
    ["which company have larger market cap, plya or seatw?", "finance_get_market_capitalization", { query: "PLYA" }],
    ["what is the pe ratio of nvidia?", "finance_get_pe_ratio", { query: "NVDA" }],
    [
      "how many grammy awards has taylor swift won?",
      "music_grammy_get_award_count_by_artist",
      { query: "taylor swift" },
    ],
    ["who won the grammy best new artist in 1998?", "music_grammy_get_best_artist_by_year", { query: 1998 }],
    ["who are the members of maroon 5?", "music_get_members", { query: "maroon 5" }],
    ["where was adele born?", "music_get_artist_birth_place", { query: "adele" }],
    [
      "what was the song at number 1 on the billboard hot 100 on 2024-02-24?",
      "music_get_billboard_rank_date",
      { rank: 1, date: "2024-02-24" },
    ],
    ["what is the budget of the movie inception?", "movie_get_movie_info", { query: "inception" }],
  ])("%s → %s", async (question, name, args) => {
    const decision = await router.route({ question, queryTime, schemas });
    expect(decision).toMatchObject({ kind: "call", call: { name, arguments: args } });
  });

  it("abstains on a question no API covers", async () => {
    const decision = await router.route({
      question: "what is the shortest highway in the us in feet?",
      queryTime,
      schemas,
    });
    expect(decision.kind).toBe("none");
  });
});
