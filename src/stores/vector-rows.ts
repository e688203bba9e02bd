import type { VectorRow } from "./vector-matrix";
import { versionToken } from "./version-token";

/** Rows per SELECT: local D1 returns a result as one JSON string, which 100k vectors would overflow. The vectors
 * come as hex(vec): decode them with decodeHexVector. */
const PAGE_ROWS = 2000;
/** Loads that met a concurrent write are retried this many times before one is used as it is. */
const RETRIES = 3;

/** D1 hands BLOBs back as an ArrayBuffer in workerd but as a byte array (number[]) over some transports. */
export function decodeVector(blob: unknown): Float32Array {
  let bytes: Uint8Array;
  if (blob instanceof ArrayBuffer) bytes = new Uint8Array(blob);
  else if (ArrayBuffer.isView(blob)) bytes = new Uint8Array(blob.buffer, blob.byteOffset, blob.byteLength);
  else if (Array.isArray(blob)) bytes = Uint8Array.from(blob as number[]);
  else throw new TypeError(`unexpected vector BLOB type: ${typeof blob}`);
  // Copy into a fresh, 4-byte-aligned buffer: a view into a larger buffer may start at any offset.
  return new Float32Array(bytes.slice().buffer, 0, bytes.byteLength >>> 2);
}

const HEX = new Int8Array(128).fill(-1);
for (let i = 0; i < 16; i++) HEX["0123456789ABCDEF".charCodeAt(i)] = HEX["0123456789abcdef".charCodeAt(i)] = i;

/**
 * A vector read as SQLite's hex(vec): local D1 hands a BLOB over as a JSON array of numbers, five times slower
 * to read than the same bytes as a hex string. The bytes, hence the Float32 values, are the same.
 */
export function decodeHexVector(hex: string): Float32Array {
  const bytes = new Uint8Array(hex.length >>> 1);
  let bad = hex.length & 1;
  for (let i = 0, j = 0; i < bytes.length; i++, j += 2) {
    const hi = HEX[hex.charCodeAt(j)] ?? -1,
      lo = HEX[hex.charCodeAt(j + 1)] ?? -1;
    bad |= (hi | lo) & 0x80;
    bytes[i] = (hi << 4) | lo;
  }
  if (bad) throw new TypeError("vector BLOB read as hex is not hex");
  return new Float32Array(bytes.buffer, 0, bytes.byteLength >>> 2);
}

export interface Snapshot {
  /** The version token the rows belong to, or null when a write changed it while they were read. */
  version: string | null;
  rows: VectorRow[];
}

/**
 * A namespace's rows (or the whole index's, namespace undefined) in rowid order, with the version token they
 * belong to. The first page is read in one batch with the token (one transaction, so a namespace of one page is
 * a true snapshot); further pages follow by rowid, and the token is read again at the end: unchanged means no
 * write happened in between (every write replaces it). A database without a token gets one first.
 */
export async function readSnapshot(
  db: D1Database,
  versionKey: string,
  namespace: string | undefined,
): Promise<Snapshot> {
  const where = namespace === undefined ? "WHERE rowid > ?" : "WHERE namespace = ? AND rowid > ?";
  const page = (after: number) =>
    db
      .prepare(
        `SELECT rowid, id, dims, hex(vec) AS vec, metadata FROM local_vectors ${where} ORDER BY rowid LIMIT ${PAGE_ROWS}`,
      )
      .bind(...(namespace === undefined ? [after] : [namespace, after]));
  const tokenOf = (r: D1Result<unknown> | undefined) => (r?.results[0] as { value: string } | undefined)?.value ?? "";
  for (let attempt = 0; ; attempt++) {
    const [, first, firstPage] = await db.batch<unknown>([
      versionToken.ensure(db, versionKey),
      versionToken.read(db, versionKey),
      page(-1),
    ]);
    const version = tokenOf(first);
    const rows = (firstPage?.results ?? []) as Array<VectorRow & { rowid: number }>;
    if (rows.length < PAGE_ROWS) return { version, rows };
    for (let last = rows.length; last === PAGE_ROWS; ) {
      const next = (await page(rows.at(-1)!.rowid).all<VectorRow & { rowid: number }>()).results;
      rows.push(...next);
      last = next.length;
    }
    const after = tokenOf(await versionToken.read(db, versionKey).all());
    if (after === version) return { version, rows };
    if (attempt >= RETRIES) return { version: null, rows };
  }
}
