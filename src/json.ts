/** A JSON object (not null, not an array): what a parsed body or a model's output must be before its fields are read. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Reads a model's JSON output however it arrives. Workers AI returns an already-parsed object in
 * `response` when `response_format: {type: "json_schema"}` is honoured, but models (or other
 * providers) may also answer with a JSON string, a ```json fenced block, or prose around the JSON.
 * Returns undefined when no JSON value can be recovered; never throws.
 */
export function parseJsonLoose(value: unknown): unknown | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "object") return value;
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  if (text === "") return undefined;

  const direct = tryParse(text);
  if (direct !== undefined) return direct;

  // A fenced block is the most common wrapper: prefer its content over a scan of the whole text.
  const fence = /```(?:json|JSON)?\s*\n?([\s\S]*?)```/.exec(text);
  if (fence?.[1]) {
    const fenced = tryParse(fence[1].trim()) ?? scanForJson(fence[1]);
    if (fenced !== undefined) return fenced;
  }
  return scanForJson(text);
}

function tryParse(text: string): unknown | undefined {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Caps the work on long prose: each candidate start costs one linear scan. */
const MAX_CANDIDATES = 32;

/** Finds the first balanced {...} or [...] span (string-aware) that parses as JSON. */
function scanForJson(text: string): unknown | undefined {
  let candidates = 0;
  for (let start = 0; start < text.length && candidates < MAX_CANDIDATES; start++) {
    const ch = text[start];
    if (ch !== "{" && ch !== "[") continue;
    candidates++;
    const end = balancedEnd(text, start);
    if (end < 0) continue;
    const parsed = tryParse(text.slice(start, end + 1));
    if (parsed !== undefined) return parsed;
  }
  return undefined;
}

/** Index of the bracket closing the one at `start`, or -1 when the text ends first. */
function balancedEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === "\\") escaped = true;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === "{" || ch === "[") depth++;
    else if (ch === "}" || ch === "]") {
      depth--;
      if (depth === 0) return i;
      if (depth < 0) return -1;
    }
  }
  return -1;
}
