// The CRAG mock-API catalog pack (catalog/crag-mock-api.json) and the ticker alias table, as data:
// pure functions shared by import.ts and the Node tests.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseCompanyDict, tickerAliases } from "../../src/skills/local/tickers.ts";
import { entitiesSql, TICKER_KIND } from "../../src/stores/d1-entities.ts";
import { SHARED_DATA } from "../datasets/paths.ts";

export const PROJECT_ROOT = path.resolve(import.meta.dirname, "../..");
export const CATALOG_FILE = path.join(PROJECT_ROOT, "catalog/crag-mock-api.json");
export const COMPANY_DICT = path.join(SHARED_DATA, "crag/mock_kg/finance/company_name.dict");
export const DEFAULT_CRAG_API_BASE_URL = "http://localhost:8000";
const PLACEHOLDER = "{CRAG_API_BASE_URL}";

export interface PackEntry {
  name: string;
  description: string;
  parameters: { type: "object"; properties?: Record<string, unknown>; required?: string[] };
  endpoint: { method: "GET" | "POST"; url: string };
  pack?: string;
}

export interface Pack {
  pack: string;
  apis: PackEntry[];
}

export function loadPack(file = CATALOG_FILE): Pack {
  const pack = JSON.parse(readFileSync(file, "utf8")) as Pack;
  if (typeof pack.pack !== "string" || !Array.isArray(pack.apis))
    throw new Error(`${file}: expected {pack, apis: [...]}`);
  return pack;
}

/** The entries as POST /v1/apis wants them: the base URL filled in, each tagged with the pack. */
export function packEntries(pack: Pack, baseUrl: string): PackEntry[] {
  const base = baseUrl.trim().replace(/\/+$/, "");
  if (!/^https?:\/\/[^/{}]+/.test(base))
    throw new Error(`the CRAG API base URL must be http(s)://host[:port][/path], got ${baseUrl}`);
  return pack.apis.map((e) => ({
    ...e,
    pack: pack.pack,
    endpoint: { ...e.endpoint, url: e.endpoint.url.split(PLACEHOLDER).join(base) },
  }));
}

/** `INSERT OR REPLACE INTO entities …` for every alias of every company in company_name.dict. */
export function tickerSql(dictFile = COMPANY_DICT): { sql: string; rows: number; aliases: number } {
  const rows = parseCompanyDict(readFileSync(dictFile, "utf8"));
  const aliases = tickerAliases(rows);
  return { sql: entitiesSql(TICKER_KIND, aliases), rows: rows.length, aliases: aliases.length };
}
