/**
 * Reads function calls written as Python call expressions, as Gorilla OpenFunctions v2 prints them:
 * `get_weather(city="Paris", days=3)`, or a list `[f(a=1), g(b="x")]`. Values are Python literals:
 * strings ('…' or "…", with escapes), ints and floats (signs, exponents), True/False/None, lists, tuples
 * and dicts. Positional arguments are kept under "$0", "$1", … so validation can reject them by name.
 * A small recursive-descent parser, not eval: anything else (a name, an expression) is a parse error.
 */
export interface PythonCall {
  name: string;
  arguments: Record<string, unknown>;
}

export type PythonCallsResult = { calls: PythonCall[] } | { error: string };

class ParseError extends Error {}

/** The calls in `text` (one call, or a list of calls, optionally in a ```python fence); an error otherwise. */
export function parsePythonCalls(text: string): PythonCallsResult {
  const source = unfence(text.trim());
  if (!/^\[?\s*[A-Za-z_][\w.]*\s*\(/.test(source)) return { error: "not a Python call" };
  const p = new Parser(source);
  try {
    const calls: PythonCall[] = [];
    if (p.peek() === "[") {
      p.expect("[");
      while (p.peek() !== "]") {
        calls.push(p.call());
        if (!p.accept(",")) break;
      }
      p.expect("]");
    } else {
      calls.push(p.call());
      while (p.atNewlineCall() || p.accept(";")) calls.push(p.call());
    }
    p.end();
    return { calls };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

function unfence(text: string): string {
  const fence = /^```(?:python|py)?\s*\n?([\s\S]*?)```$/.exec(text);
  return (fence?.[1] ?? text).replace(/^<<function>>/, "").trim();
}

class Parser {
  private i = 0;
  constructor(private readonly s: string) {}

  peek(): string | undefined {
    this.space();
    return this.s[this.i];
  }

  accept(ch: string): boolean {
    if (this.peek() !== ch) return false;
    this.i++;
    return true;
  }

  expect(ch: string): void {
    if (!this.accept(ch)) throw new ParseError(`expected '${ch}' at ${this.i}, found '${this.s[this.i] ?? "end"}'`);
  }

  end(): void {
    if (this.peek() !== undefined) throw new ParseError(`unexpected '${this.s[this.i]}' at ${this.i}`);
  }

  /** After a call, another call on the next line (Gorilla sometimes prints one per line). */
  atNewlineCall(): boolean {
    return /^\s*\n\s*[A-Za-z_][\w.]*\s*\(/.test(this.s.slice(this.i));
  }

  call(): PythonCall {
    const name = this.identifier(true);
    this.expect("(");
    const args: Record<string, unknown> = {};
    let positional = 0;
    while (this.peek() !== ")") {
      const save = this.i;
      const key = /[A-Za-z_]/.test(this.peek() ?? "") ? this.identifier(false) : undefined;
      if (key !== undefined && this.accept("=")) {
        if (key in args) throw new ParseError(`argument '${key}' given twice`);
        args[key] = this.value();
      } else {
        this.i = save;
        args[`$${positional++}`] = this.value();
      }
      if (!this.accept(",")) break;
    }
    this.expect(")");
    return { name, arguments: args };
  }

  private identifier(dotted: boolean): string {
    this.space();
    const m = (dotted ? /^[A-Za-z_][\w.]*/ : /^[A-Za-z_]\w*/).exec(this.s.slice(this.i));
    if (!m) throw new ParseError(`expected a name at ${this.i}`);
    this.i += m[0].length;
    return m[0];
  }

  value(): unknown {
    const ch = this.peek();
    if (ch === '"' || ch === "'") return this.string();
    if (ch === "[") return this.sequence("[", "]");
    if (ch === "(") return this.sequence("(", ")");
    if (ch === "{") return this.dict();
    if (ch !== undefined && /[-+\d.]/.test(ch)) return this.number();
    const word = /^[A-Za-z_]\w*/.exec(this.s.slice(this.i))?.[0];
    const constants: Record<string, unknown> = {
      True: true,
      False: false,
      None: null,
      true: true,
      false: false,
      null: null,
    };
    if (word !== undefined && word in constants) {
      this.i += word.length;
      return constants[word];
    }
    throw new ParseError(`expected a literal at ${this.i}, found '${ch ?? "end"}'`);
  }

  private sequence(open: string, close: string): unknown[] {
    this.expect(open);
    const out: unknown[] = [];
    while (this.peek() !== close) {
      out.push(this.value());
      if (!this.accept(",")) break;
    }
    this.expect(close);
    return out;
  }

  private dict(): Record<string, unknown> {
    this.expect("{");
    const out: Record<string, unknown> = {};
    while (this.peek() !== "}") {
      const key = this.value();
      if (typeof key !== "string" && typeof key !== "number")
        throw new ParseError(`a dict key must be a string or number at ${this.i}`);
      this.expect(":");
      out[String(key)] = this.value();
      if (!this.accept(",")) break;
    }
    this.expect("}");
    return out;
  }

  private number(): number {
    const m = /^[-+]?(?:\d[\d_]*\.?[\d_]*|\.\d[\d_]*)(?:[eE][-+]?\d+)?/.exec(this.s.slice(this.i));
    if (!m) throw new ParseError(`expected a number at ${this.i}`);
    this.i += m[0].length;
    const n = Number(m[0].replace(/_/g, ""));
    if (!Number.isFinite(n)) throw new ParseError(`'${m[0]}' is not a number`);
    return n;
  }

  private string(): string {
    // Adjacent literals concatenate, as in Python: "a" "b" == "ab".
    let out = this.one();
    while (this.peek() === '"' || this.peek() === "'") out += this.one();
    return out;
  }

  private one(): string {
    const quote = this.s[this.i]!;
    const triple = this.s.startsWith(quote.repeat(3), this.i);
    const close = triple ? quote.repeat(3) : quote;
    this.i += close.length;
    let out = "";
    for (;;) {
      if (this.i >= this.s.length) throw new ParseError("unterminated string");
      if (this.s.startsWith(close, this.i)) {
        this.i += close.length;
        return out;
      }
      const ch = this.s[this.i++]!;
      if (ch === "\n" && !triple) throw new ParseError("newline in a string");
      if (ch !== "\\") {
        out += ch;
        continue;
      }
      const e = this.s[this.i++];
      const simple: Record<string, string> = {
        n: "\n",
        t: "\t",
        r: "\r",
        "\\": "\\",
        "'": "'",
        '"': '"',
        "0": "\0",
        b: "\b",
        f: "\f",
        "\n": "",
      };
      if (e !== undefined && e in simple) out += simple[e];
      else if (e === "x" || e === "u" || e === "U") {
        const len = e === "x" ? 2 : e === "u" ? 4 : 8;
        const hex = this.s.slice(this.i, this.i + len);
        if (!new RegExp(`^[0-9a-fA-F]{${len}}$`).test(hex)) throw new ParseError(`bad \\${e} escape`);
        out += String.fromCodePoint(parseInt(hex, 16));
        this.i += len;
      } else out += `\\${e ?? ""}`; // Python keeps unknown escapes as written
    }
  }

  private space(): void {
    while (this.i < this.s.length && /\s/.test(this.s[this.i]!)) this.i++;
  }
}
