// A small RFC 4180 CSV parser: quoted fields, doubled quotes, commas and newlines inside quotes, CRLF.

/** Parses CSV text into rows of cells. A trailing newline does not make an empty row. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; // byte-order mark
  const endRow = () => {
    row.push(cell);
    rows.push(row);
    row = [];
    cell = "";
  };
  for (; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch !== '"') cell += ch;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\n") endRow();
    else if (ch === "\r") {
      if (text[i + 1] === "\n") i++;
      endRow();
    } else cell += ch;
  }
  if (quoted) throw new Error("CSV ends inside a quoted field");
  if (cell !== "" || row.length) endRow();
  return rows;
}

/** Rows as objects keyed by the header row, which is the first row whose first cell is `firstHeader`. */
export function csvRecords(text: string, firstHeader: string): Record<string, string>[] {
  const rows = parseCsv(text);
  const at = rows.findIndex((r) => r[0]?.trim() === firstHeader);
  if (at < 0) throw new Error(`no header row starting with "${firstHeader}"`);
  const header = rows[at]!.map((h) => h.trim());
  return rows
    .slice(at + 1)
    .filter((r) => r.some((c) => c.trim() !== ""))
    .map((r) => Object.fromEntries(header.map((h, k) => [h, r[k] ?? ""])));
}
