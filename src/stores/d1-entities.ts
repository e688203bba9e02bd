// The `entities` table (migrations/0004_entities.sql): exact-name lookups the local engine makes
// at run time, such as company name → ticker for the CRAG pack.

export interface EntityRow {
  name: string;
  value: string;
}

export const TICKER_KIND = "ticker";

/** D1 allows at most 100 bound parameters per statement. */
const MAX_PARAMS = 100;
const ROWS_PER_INSERT = Math.floor(MAX_PARAMS / 3);
/** Statements per `db.batch` call, so one huge import does not become one huge transaction. */
const STATEMENTS_PER_BATCH = 50;

/** Names → values for one kind, for the names present; one query per 99 names. */
export async function lookupEntities(db: D1Database, kind: string, names: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(names.filter((n) => n.length > 0))];
  const out = new Map<string, string>();
  const per = MAX_PARAMS - 1;
  for (let i = 0; i < unique.length; i += per) {
    const slice = unique.slice(i, i + per);
    const marks = slice.map(() => "?").join(", ");
    const { results } = await db
      .prepare(`SELECT name, value FROM entities WHERE kind = ? AND name IN (${marks})`)
      .bind(kind, ...slice)
      .all<EntityRow>();
    for (const row of results) out.set(row.name, row.value);
  }
  return out;
}

/**
 * Candidate keys (from `tickerCandidates`: normalised names, `$symbol`, `~weak`) → tickers.
 * Plugs into `LocalRouter`'s `resolveTickers` as `(keys) => lookupTickers(env.DB, keys)`.
 */
export function lookupTickers(db: D1Database, candidateKeys: string[]): Promise<Map<string, string>> {
  return lookupEntities(db, TICKER_KIND, candidateKeys);
}

/** Inserts or replaces rows of one kind in batches; returns the number of rows written. */
export async function insertEntities(db: D1Database, kind: string, rows: EntityRow[]): Promise<number> {
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const slice = rows.slice(i, i + ROWS_PER_INSERT);
    statements.push(
      db
        .prepare(
          `INSERT OR REPLACE INTO entities (kind, name, value) VALUES ${slice.map(() => "(?, ?, ?)").join(", ")}`,
        )
        .bind(...slice.flatMap((r) => [kind, r.name, r.value])),
    );
  }
  for (let i = 0; i < statements.length; i += STATEMENTS_PER_BATCH)
    await db.batch(statements.slice(i, i + STATEMENTS_PER_BATCH));
  return rows.length;
}

/** The same rows as SQL text, for `wrangler d1 execute --file` (values quoted, 500 rows a statement). */
export function entitiesSql(kind: string, rows: EntityRow[], rowsPerStatement = 500): string {
  const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
  const lines: string[] = [];
  for (let i = 0; i < rows.length; i += rowsPerStatement) {
    const values = rows
      .slice(i, i + rowsPerStatement)
      .map((r) => `(${quote(kind)}, ${quote(r.name)}, ${quote(r.value)})`);
    lines.push(`INSERT OR REPLACE INTO entities (kind, name, value) VALUES\n${values.join(",\n")};`);
  }
  return lines.join("\n") + "\n";
}
