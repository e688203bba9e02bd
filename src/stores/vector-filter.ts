import type { Metadata, MetadataValue, VectorFilter } from "./types";

export type Predicate = (metadata: Metadata) => boolean;
type Scalar = MetadataValue | null;
const UPPER = new Set(["$lt", "$lte"]);
const LOWER = new Set(["$gt", "$gte"]);

/**
 * Compiles a Vectorize metadata filter: keys are ANDed; a bare value means $eq; an absent key reads
 * as null (so `{k: null}` matches vectors without k, and $ne/$nin match them). Like Vectorize, an
 * operator object is one of $eq/$ne/$in/$nin, or range bounds (at most one upper and one lower);
 * range operands are strings (lexicographic) or numbers and never match a value of the other type.
 */
export function compileFilter(filter: VectorFilter): Predicate {
  const tests = Object.entries(filter).map(([key, cond]): Predicate => {
    const get = (m: Metadata): Scalar => (key in m ? m[key]! : null);
    if (cond === null || typeof cond !== "object" || Array.isArray(cond)) {
      return (m) => get(m) === cond;
    }
    const ops = Object.entries(cond);
    const range = ops.every(([op]) => UPPER.has(op) || LOWER.has(op));
    const uppers = ops.filter(([op]) => UPPER.has(op)).length;
    const lowers = ops.filter(([op]) => LOWER.has(op)).length;
    if (ops.length === 0 || (range ? uppers > 1 || lowers > 1 : ops.length > 1)) {
      throw new RangeError(`invalid operator combination for "${key}": ${JSON.stringify(cond)}`);
    }
    const parts = ops.map(([op, operand]) => compileOp(key, op, operand));
    return (m) => parts.every((test) => test(get(m)));
  });
  return (m) => tests.every((test) => test(m));
}

function compileOp(key: string, op: string, operand: unknown): (value: Scalar) => boolean {
  switch (op) {
    case "$eq":
      return (v) => v === operand;
    case "$ne":
      return (v) => v !== operand;
    case "$in":
    case "$nin": {
      if (!Array.isArray(operand)) throw new TypeError(`${op} on "${key}" needs an array`);
      const set = new Set<unknown>(operand);
      return op === "$in" ? (v) => set.has(v) : (v) => !set.has(v);
    }
    case "$lt":
    case "$lte":
    case "$gt":
    case "$gte": {
      if (typeof operand !== "string" && typeof operand !== "number") {
        throw new TypeError(`${op} on "${key}" needs a string or number`);
      }
      return (v) => {
        if (typeof v !== typeof operand) return false;
        const a = v as string | number;
        return op === "$lt" ? a < operand : op === "$lte" ? a <= operand : op === "$gt" ? a > operand : a >= operand;
      };
    }
    default:
      throw new RangeError(`unsupported filter operator ${op} on "${key}"`);
  }
}
