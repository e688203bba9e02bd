import { randomToken, sha256Hex } from "./bearer";

export type KeyRole = "query" | "write";

export interface KeyRecord {
  id: string;
  role: KeyRole;
  namespaces: string[];
  prefix: string;
  created_at: string;
}

type Row = { id: string; role: KeyRole; namespaces: string; prefix: string; created_at: string };

const toRecord = (r: Row): KeyRecord => ({ ...r, namespaces: JSON.parse(r.namespaces) as string[] });

/** API keys in D1, stored as SHA-256 digests: a leaked table holds no usable key. */
export class KeyStore {
  constructor(private readonly db: D1Database) {}

  async create(role: KeyRole, namespaces: string[]): Promise<KeyRecord & { key: string }> {
    const key = randomToken("rk_");
    const record: KeyRecord = {
      id: crypto.randomUUID(),
      role,
      namespaces,
      prefix: key.slice(0, 7),
      created_at: new Date().toISOString(),
    };
    await this.db
      .prepare("INSERT INTO api_keys (id, key_hash, role, namespaces, prefix, created_at) VALUES (?, ?, ?, ?, ?, ?)")
      .bind(record.id, await sha256Hex(key), role, JSON.stringify(namespaces), record.prefix, record.created_at)
      .run();
    return { ...record, key };
  }

  async list(): Promise<KeyRecord[]> {
    const { results } = await this.db
      .prepare("SELECT id, role, namespaces, prefix, created_at FROM api_keys ORDER BY created_at, id")
      .all<Row>();
    return results.map(toRecord);
  }

  async delete(id: string): Promise<boolean> {
    const res = await this.db.prepare("DELETE FROM api_keys WHERE id = ?").bind(id).run();
    return (res.meta.changes ?? 0) > 0;
  }

  /** The key's record, looked up by its digest (no comparison of key text ever happens). */
  async find(key: string): Promise<KeyRecord | null> {
    const row = await this.db
      .prepare("SELECT id, role, namespaces, prefix, created_at FROM api_keys WHERE key_hash = ?")
      .bind(await sha256Hex(key))
      .first<Row>();
    return row ? toRecord(row) : null;
  }

  async any(): Promise<boolean> {
    return (await this.db.prepare("SELECT 1 AS one FROM api_keys LIMIT 1").first()) !== null;
  }
}
