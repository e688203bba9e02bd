/** Fields that hold page or API content: what RUN_TRACE_CONTENT=redacted keeps out of a stored trace. */
const CONTENT_KEYS = new Set(["text", "snippet", "html", "result", "page_text", "quote"]);
const MAX_DEPTH = 64;

/** RUN_TRACE_CONTENT: "full" (default) or "redacted" (passage ids and scores are stored, not page text). */
export function traceContent(env: Record<string, unknown>): "full" | "redacted" {
  return env.RUN_TRACE_CONTENT === "redacted" ? "redacted" : "full";
}

/** A copy without page text and API results (string fields under CONTENT_KEYS become "[redacted]"). */
export function redact<T>(value: T, depth = 0): T {
  if (depth > MAX_DEPTH) return null as T;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1)) as T;
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = CONTENT_KEYS.has(k) && v !== null && v !== undefined ? "[redacted]" : redact(v, depth + 1);
  }
  return out as T;
}
