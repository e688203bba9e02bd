// The README's curl examples as data: each command as a request, and what the README says comes back
// (the `# …` lines under it) as a pattern. Used by test/readme.test.ts, which replays them.

export interface CurlExample {
  /** The command as written (continuation lines joined), for the test's name. */
  command: string;
  method: string;
  /** The path and query, e.g. /v1/query. */
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** What the README documents: a JSON body, Server-Sent Events, or nothing. */
  expected: Documented;
  /** Why it cannot be replayed as a plain request (a pipe, `$VAR`/`$(…)`, a placeholder), or null. */
  needsShell: string | null;
}

export type Documented =
  | { kind: "none" }
  | { kind: "json"; pattern: Pattern }
  | { kind: "sse"; events: DocumentedEvent[] };

/** A documented SSE line: `event: step  data: {…}`, or a prose line of step types (`… retrieve ×3, rerank …`). */
export type DocumentedEvent = { event: string; data?: Pattern } | { steps: string[] };

/**
 * A documented JSON value, where `…` stands for what the README leaves out: fields of an object (always
 * allowed), elements of an array (a `…` element makes the listed ones an ordered subsequence, otherwise
 * they are the whole array), characters of a string, or a whole value.
 */
export type Pattern =
  | { kind: "any" }
  | { kind: "literal"; value: number | boolean | null }
  | { kind: "string"; text: string }
  | { kind: "object"; fields: [string, Pattern][] }
  | { kind: "array"; items: Pattern[]; open: boolean };

const ELLIPSIS = "…";

/** Every curl command in the README's ```sh blocks, in order, with the output documented under it. */
export function curlExamples(readme: string): CurlExample[] {
  const out: CurlExample[] = [];
  for (const block of readme.matchAll(/```sh\n([\s\S]*?)```/g)) {
    const lines = block[1]!.replace(/\\\n/g, " ").split("\n");
    for (let i = 0; i < lines.length; i++) {
      let line = lines[i]!.trim();
      if (!line.startsWith("curl ")) continue;
      // A quoted body may span lines: take lines until the quotes close.
      while (!quotesClosed(line) && i + 1 < lines.length) line += `\n${lines[++i]}`;
      const comments: string[] = [];
      while (i + 1 < lines.length && lines[i + 1]!.trim().startsWith("#"))
        comments.push(lines[++i]!.trim().replace(/^#\s?/, ""));
      const command = line.replace(/\s+/g, " ");
      const needsShell = shellOnly(line);
      const request = needsShell ? { method: "GET", path: "/", headers: {} } : parseCurl(line);
      out.push({ ...request, command, expected: documented(comments), needsShell });
    }
  }
  return out;
}

/** A command that needs a shell or the reader's own values: its output is checked by hand, not replayed. */
function shellOnly(command: string): string | null {
  if (/\$\(|\$[A-Za-z_]/.test(command)) return "uses a shell variable or command substitution";
  if (shellWords(command).includes("|")) return "pipes into another command";
  if (/-H\s+["'][^"']*…/.test(command)) return "has a placeholder header";
  return null;
}

function quotesClosed(line: string): boolean {
  try {
    shellWords(line);
    return true;
  } catch {
    return false;
  }
}

function parseCurl(command: string): Omit<CurlExample, "command" | "expected" | "needsShell"> {
  const words = shellWords(command).slice(1);
  const headers: Record<string, string> = {};
  let method: string | undefined;
  let body: string | undefined;
  let url: string | undefined;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w === "-H") {
      const [name, ...value] = words[++i]!.split(":");
      headers[name!.trim().toLowerCase()] = value.join(":").trim();
    } else if (w === "-d" || w === "--data") body = words[++i];
    else if (w === "-X") method = words[++i];
    else if (!w.startsWith("-")) url = w;
  }
  if (!url) throw new Error(`no URL in: ${command}`);
  const parsed = new URL(url.includes("://") ? url : `http://${url}`);
  return {
    method: method ?? (body === undefined ? "GET" : "POST"),
    path: parsed.pathname + parsed.search,
    headers,
    body,
  };
}

/** Splits a command line as a POSIX shell would: '…' literal, "…" with \" escapes, and '\'' inside quotes. */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (ch === "'") {
      const end = line.indexOf("'", i + 1);
      if (end < 0) throw new Error(`unterminated ' in: ${line}`);
      word = (word ?? "") + line.slice(i + 1, end);
      i = end;
    } else if (ch === '"') {
      let s = "";
      for (i++; i < line.length && line[i] !== '"'; i++)
        s += line[i] === "\\" && i + 1 < line.length ? line[++i] : line[i];
      if (i >= line.length) throw new Error(`unterminated " in: ${line}`);
      word = (word ?? "") + s;
    } else if (ch === "\\" && i + 1 < line.length) {
      word = (word ?? "") + line[++i];
    } else if (/\s/.test(ch)) {
      if (word !== null) words.push(word);
      word = null;
    } else word = (word ?? "") + ch;
  }
  if (word !== null) words.push(word);
  return words;
}

function documented(comments: string[]): Documented {
  if (comments.length === 0) return { kind: "none" };
  if (comments[0]!.startsWith("{")) return { kind: "json", pattern: parsePattern(comments.join(" ")) };
  const events: DocumentedEvent[] = comments.map((line) => {
    const m = /^event:\s*(\w+)(?:\s+data:\s*(.*))?$/.exec(line);
    if (m) return m[2] ? { event: m[1]!, data: parsePattern(m[2]) } : { event: m[1]! };
    // "… round, retrieve ×3, rerank, decide …": the step types that follow, in order.
    const steps = line
      .replaceAll(ELLIPSIS, "")
      .split(",")
      .flatMap((part) => {
        const [type, times] = part.trim().split(/\s*×\s*/);
        return type ? Array.from({ length: Number(times ?? 1) }, () => type) : [];
      });
    return { steps };
  });
  return { kind: "sse", events };
}

/** Parses documented JSON (JSON with `…` elisions) into a pattern. */
export function parsePattern(text: string): Pattern {
  let at = 0;
  const space = () => {
    while (at < text.length && /\s/.test(text[at]!)) at++;
  };
  const expect = (ch: string) => {
    space();
    if (text[at] !== ch) throw new Error(`expected ${ch} at ${at} in: ${text}`);
    at++;
  };
  const isEllipsis = () => {
    space();
    return text.startsWith(ELLIPSIS, at);
  };
  const value = (): Pattern => {
    space();
    const ch = text[at];
    if (isEllipsis()) {
      at += ELLIPSIS.length;
      return { kind: "any" };
    }
    if (ch === "{") {
      at++;
      const fields: [string, Pattern][] = [];
      for (space(); text[at] !== "}"; space()) {
        if (isEllipsis()) at += ELLIPSIS.length;
        else {
          const key = string();
          expect(":");
          fields.push([key, value()]);
        }
        space();
        if (text[at] === ",") at++;
      }
      at++;
      return { kind: "object", fields };
    }
    if (ch === "[") {
      at++;
      const items: Pattern[] = [];
      let open = false;
      for (space(); text[at] !== "]"; space()) {
        if (isEllipsis() && /^\s*[,\]]/.test(text.slice(at + ELLIPSIS.length))) {
          at += ELLIPSIS.length;
          open = true;
        } else items.push(value());
        space();
        if (text[at] === ",") at++;
      }
      at++;
      return { kind: "array", items, open };
    }
    if (ch === '"') return { kind: "string", text: string() };
    const literal = /^(?:-?\d+(?:\.\d+)?(?:e[+-]?\d+)?|true|false|null)/.exec(text.slice(at));
    if (!literal) throw new Error(`unexpected ${ch} at ${at} in: ${text}`);
    at += literal[0].length;
    return { kind: "literal", value: JSON.parse(literal[0]) as number | boolean | null };
  };
  const string = (): string => {
    space();
    const m = /^"(?:[^"\\]|\\.)*"/.exec(text.slice(at));
    if (!m) throw new Error(`expected a string at ${at} in: ${text}`);
    at += m[0].length;
    return JSON.parse(m[0]) as string;
  };
  const result = value();
  space();
  if (at < text.length) throw new Error(`unexpected text after the value at ${at} in: ${text}`);
  return result;
}

/** Why `actual` does not fit the pattern (a JSON path and what differs), or null when it does. */
export function mismatch(pattern: Pattern, actual: unknown, path = "$"): string | null {
  switch (pattern.kind) {
    case "any":
      return null;
    case "literal":
      return actual === pattern.value
        ? null
        : `${path}: documented ${JSON.stringify(pattern.value)}, got ${JSON.stringify(actual)}`;
    case "string": {
      if (typeof actual !== "string") return `${path}: documented a string, got ${JSON.stringify(actual)}`;
      const parts = pattern.text.split(ELLIPSIS).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
      return new RegExp(`^${parts.join("[\\s\\S]*")}$`).test(actual)
        ? null
        : `${path}: documented "${pattern.text}", got ${JSON.stringify(actual)}`;
    }
    case "object": {
      if (typeof actual !== "object" || actual === null || Array.isArray(actual))
        return `${path}: documented an object`;
      for (const [key, p] of pattern.fields) {
        if (!(key in actual)) return `${path}.${key}: documented, missing`;
        const why = mismatch(p, (actual as Record<string, unknown>)[key], `${path}.${key}`);
        if (why) return why;
      }
      return null;
    }
    case "array": {
      if (!Array.isArray(actual)) return `${path}: documented an array, got ${JSON.stringify(actual)}`;
      if (!pattern.open && actual.length !== pattern.items.length) {
        return `${path}: documented ${pattern.items.length} elements, got ${actual.length}`;
      }
      let from = 0;
      for (const [i, p] of pattern.items.entries()) {
        if (!pattern.open) {
          const why = mismatch(p, actual[i], `${path}[${i}]`);
          if (why) return why;
          continue;
        }
        while (from < actual.length && mismatch(p, actual[from], path)) from++;
        if (from === actual.length) return `${path}: no element fits documented element ${i}`;
        from++;
      }
      return null;
    }
  }
}
