// Plain-text tables for the benchmark's report.

type Cell = string | number | boolean | null | undefined;

function show(v: Cell): string {
  if (v === null || v === undefined) return "–";
  if (typeof v === "number") return Number.isFinite(v) ? String(v) : "–";
  if (typeof v === "boolean") return v ? "yes" : "NO";
  return v;
}

/** Columns aligned; numbers right-aligned. */
export function table(headers: string[], rows: Cell[][]): string {
  const cells = [headers, ...rows.map((r) => r.map(show))];
  const widths = headers.map((_, c) => Math.max(...cells.map((r) => (r[c] ?? "").length)));
  const numeric = headers.map((_, c) =>
    rows.every((r) => typeof r[c] === "number" || r[c] === null || r[c] === undefined),
  );
  const line = (r: string[]) =>
    r
      .map((s, c) => (numeric[c] ? s.padStart(widths[c]!) : s.padEnd(widths[c]!)))
      .join("  ")
      .trimEnd();
  return [line(cells[0]!), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join("\n");
}

/** "met" / "NOT met" against a target, for the summary lines. */
export function verdict(ok: boolean): string {
  return ok ? "met" : "NOT met";
}
