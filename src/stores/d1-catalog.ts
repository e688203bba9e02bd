import { sha256Hex } from "../text/hash";
import type { ApiEntry, JsonSchemaObject } from "../tools/types";
import { versionToken } from "./version-token";

/** An entry before the catalog has given it an id and a registration time. */
export type ApiDraft = Omit<ApiEntry, "id" | "created_at">;

/** The API catalog: entries are unique by name, and re-registering a name replaces the entry. */
export interface ApiCatalog {
  upsert(drafts: ApiDraft[]): Promise<ApiEntry[]>;
  /** Entries by name; the whole catalog (no pack) may be a shared, frozen copy: do not mutate. */
  list(pack?: string): Promise<readonly ApiEntry[]>;
  get(id: string): Promise<ApiEntry | null>;
  getByNames(names: string[]): Promise<ApiEntry[]>;
  /** True when an entry was removed. */
  delete(id: string): Promise<boolean>;
}

/** D1 allows at most 100 bound parameters per statement. */
const MAX_PARAMS = 100;
/** The row of D1's `meta` table that every write to `apis` through this class changes (a fresh random token). */
export const CATALOG_VERSION_KEY = "apis_version";

/** The whole catalog as of a version token, per isolate: a run's schema search reads one small row, not every
 * entry, while the catalog is unchanged. Shared with callers, so frozen. */
let cached: { version: string; entries: readonly ApiEntry[] } | undefined;

/** Drops the isolate's copy of the catalog (tests that write to `apis` directly). */
export function clearCatalogCache(): void {
  cached = undefined;
}

interface Row {
  id: string;
  name: string;
  description: string;
  parameters: string;
  method: string;
  url: string;
  auth_secret: string | null;
  internal: number;
  pack: string | null;
  created_at: string;
}

/**
 * The id is derived from the name, so re-registering a name keeps its id: the schema vector is
 * overwritten in place and nothing that referred to the old entry dangles.
 */
export async function apiIdFor(name: string): Promise<string> {
  return `api_${(await sha256Hex(`api\n${name}`)).slice(0, 24)}`;
}

/**
 * `ApiCatalog` over the D1 table `apis` (migrations/0003_apis.sql). Every write replaces the version token in
 * the same batch (one transaction) and drops this isolate's copy; `list()` of the whole catalog reads the token
 * and serves the copy while it matches. Writes to `apis` that bypass this class must replace the token too.
 */
export class D1Catalog implements ApiCatalog {
  constructor(private readonly db: D1Database) {}

  async upsert(drafts: ApiDraft[]): Promise<ApiEntry[]> {
    if (drafts.length === 0) return [];
    const now = new Date().toISOString();
    const statements = await Promise.all(
      drafts.map(async (d) =>
        this.db
          .prepare(`INSERT INTO apis (id, name, description, parameters, method, url, auth_secret, internal, pack, created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(name) DO UPDATE SET description = excluded.description, parameters = excluded.parameters,
              method = excluded.method, url = excluded.url, auth_secret = excluded.auth_secret,
              internal = excluded.internal, pack = excluded.pack, created_at = excluded.created_at
            RETURNING *`)
          .bind(
            await apiIdFor(d.name),
            d.name,
            d.description,
            JSON.stringify(d.parameters),
            d.endpoint.method,
            d.endpoint.url,
            d.endpoint.auth_secret ?? null,
            d.endpoint.internal ? 1 : 0,
            d.pack ?? null,
            now,
          ),
      ),
    );
    // One batch is one transaction: a bulk import is stored whole or not at all.
    const results = await this.write(statements);
    return results.map((r) => toEntry(r.results[0] as Row));
  }

  async list(pack?: string): Promise<readonly ApiEntry[]> {
    if (pack !== undefined) {
      const { results } = await this.db
        .prepare("SELECT * FROM apis WHERE pack = ? ORDER BY name")
        .bind(pack)
        .all<Row>();
      return results.map(toEntry);
    }
    const token = (await versionToken.read(this.db, CATALOG_VERSION_KEY).first<{ value: string }>())?.value;
    const copy = cached;
    if (copy && token !== undefined && copy.version === token) return copy.entries;
    // The rows with the token they belong to, in one transaction (a catalog without a token gets one).
    const [, version, rows] = await this.db.batch<unknown>([
      versionToken.ensure(this.db, CATALOG_VERSION_KEY),
      versionToken.read(this.db, CATALOG_VERSION_KEY),
      this.db.prepare("SELECT * FROM apis ORDER BY name"),
    ]);
    const entries = Object.freeze((rows!.results as Row[]).map(toEntry));
    cached = { version: (version!.results[0] as { value: string }).value, entries };
    return entries;
  }

  async get(id: string): Promise<ApiEntry | null> {
    const row = await this.db.prepare("SELECT * FROM apis WHERE id = ?").bind(id).first<Row>();
    return row ? toEntry(row) : null;
  }

  async getByNames(names: string[]): Promise<ApiEntry[]> {
    const unique = [...new Set(names)];
    const out: ApiEntry[] = [];
    for (let i = 0; i < unique.length; i += MAX_PARAMS) {
      const slice = unique.slice(i, i + MAX_PARAMS);
      const { results } = await this.db
        .prepare(`SELECT * FROM apis WHERE name IN (${slice.map(() => "?").join(", ")})`)
        .bind(...slice)
        .all<Row>();
      out.push(...results.map(toEntry));
    }
    // In the order asked for, so a caller's ranking survives the lookup.
    const byName = new Map(out.map((e) => [e.name, e]));
    return unique.flatMap((n) => byName.get(n) ?? []);
  }

  async delete(id: string): Promise<boolean> {
    const [deleted] = await this.write([this.db.prepare("DELETE FROM apis WHERE id = ? RETURNING id").bind(id)]);
    return deleted!.results.length > 0;
  }

  /** Runs the writes and replaces the version token in one batch (one transaction). */
  private async write(statements: D1PreparedStatement[]): Promise<D1Result<unknown>[]> {
    const bump = versionToken.bump(this.db, CATALOG_VERSION_KEY);
    try {
      return (await this.db.batch<unknown>([...statements, bump])).slice(0, statements.length);
    } finally {
      cached = undefined;
    }
  }
}

function toEntry(row: Row): ApiEntry {
  const entry: ApiEntry = {
    id: row.id,
    name: row.name,
    description: row.description,
    parameters: JSON.parse(row.parameters) as JsonSchemaObject,
    endpoint: { method: row.method === "POST" ? "POST" : "GET", url: row.url },
    created_at: row.created_at,
  };
  if (row.auth_secret) entry.endpoint.auth_secret = row.auth_secret;
  if (row.internal) entry.endpoint.internal = true;
  if (row.pack) entry.pack = row.pack;
  return entry;
}
