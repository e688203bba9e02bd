// The clean stage's rules, shared by the pipeline's cleaner (clean.ts) and the DOM-based cleaner kept as
// the cleaning benchmark's comparison (scripts/bench/linkedom-clean.ts), so both apply the same rules.

export interface CleanedPage {
  title: string;
  text: string;
}

/** Which blocks keep their text: `p` only, + headings/lists/tables/quotes/pre/dl, or + bare div/span text. */
export type KeepLevel = "paragraphs" | "structured" | "all";

export interface CleanOptions {
  /** Default "all": the narrower levels lose answers (table above). */
  keep?: KeepLevel;
  /** Drop every line that occurs this many times or more in the page (menus, "Share", "Ad"); 0 keeps all. */
  repeatLimit?: number;
}

const set = (s: string) => new Set(s.split(" "));
export const ALWAYS_DROP = set(
  "script style noscript template svg math iframe object embed canvas video audio button select input textarea option",
);
export const LANDMARK_DROP = set("nav header footer aside dialog");
export const DROP_ROLES = set("navigation banner contentinfo complementary search menu menubar dialog alertdialog");
export const MAIN_CONTENT = set("main article");
// Whole class/id tokens (split at - _ and spaces). A page wrapper such as "has-sidebar" matches too, which is why
// a match is dropped only when it holds at most MAX_BOILER_SHARE of the page's text.
export const BOILER_TOKEN =
  /(?:^|[\s_-])(?:nav|navbar|navbox|navigation|menu|menubar|sidebar|breadcrumbs?|cookies?|consent|gdpr|advert|adverts|advertisement|ads?|adslot|newsletter|subscribe|paywall|popup|social|sharing|share-?bar|skip-?link|related|recommended)(?:$|[\s_-])/i;
export const MAX_BOILER_SHARE = 0.4;
export const BLOCK = set(
  "address article aside blockquote body br caption center dd details dialog dir div dl dt fieldset figcaption figure footer " +
    "form h1 h2 h3 h4 h5 h6 header hgroup hr html legend li main menu nav ol p pre section summary table tbody tfoot thead tr td th ul",
);
export const STRUCTURED = set("p h1 h2 h3 h4 h5 h6 li dt dd blockquote pre table caption figcaption");
/** A row longer than this, or holding a table, is page layout: its cells become blocks, not " | "-joined facts. */
export const MAX_ROW_CHARS = 1500;

/** A header cell longer than this is not a column name to repeat in every row. */
const MAX_COLUMN_NAME = 40;

export const squash = (s: string) =>
  s
    .replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** Drops lines with no letter or digit, lines seen `limit`+ times, and a line equal to the one before it. */
export function dropRepeats(lines: string[], limit: number): string[] {
  const counts = new Map<string, number>();
  for (const l of lines) counts.set(l, (counts.get(l) ?? 0) + 1);
  return lines.filter(
    (l, i) => /[\p{L}\p{N}]/u.test(l) && (limit <= 0 || counts.get(l)! < limit) && l !== lines[i - 1],
  );
}

/** Cleans a plain-text document: blank lines separate paragraphs, and each paragraph becomes one line. */
export function cleanText(text: string): CleanedPage {
  const lines: string[] = [];
  for (const para of text.replace(/\r\n?/g, "\n").split(/\n[^\S\n]*\n/)) {
    // Hard-wrapped prose is joined; list items and lines after a "label:" keep their own line.
    let current = "";
    for (const raw of para.split("\n")) {
      const l = squash(raw);
      if (!l) continue;
      if (current && (/^(?:[-*•·▪–]|\d+[.)]|[a-z][.)])\s/i.test(l) || current.endsWith(":")))
        lines.push(current), (current = "");
      current = current ? `${current} ${l}` : l;
    }
    if (current) lines.push(current);
  }
  const first = lines[0] ?? "";
  return { title: first.length <= 120 && first.split(" ").length <= 20 ? first : "", text: lines.join("\n") };
}

// Hidden content (prompt injection hides instructions a reader never sees): display:none, visibility:hidden|collapse,
// a zero font size, off-screen positioning (a negative offset or text-indent of 1000+ px/em/rem), [hidden] and
// aria-hidden="true". html and body are never dropped (anti-flicker snippets hide the body until scripts run).
const HIDING_STYLE = new RegExp(
  [
    String.raw`display\s*:\s*none`,
    String.raw`visibility\s*:\s*(?:hidden|collapse)`,
    String.raw`font-size\s*:\s*0+(?:\.0+)?(?:px|pt|em|rem|%|vw|vh)?\s*(?:!important\s*)?(?:;|$)`,
    String.raw`(?:left|top|right|bottom|text-indent|margin-left|margin-top)\s*:\s*-\s*\d{4,}(?:\.\d+)?(?:px|em|rem|pt)?\b`,
  ].join("|"),
  "i",
);

/**
 * The one hidden element kept: a data table a script plugin (DataTables, wpDataTables, tablesorter, FooTable)
 * reveals on load. CRAG's suredividend page holds its whole dividend table in one such `display: none` table; dropping
 * it loses 2 of 22 answer facts. Text hidden this way still reaches the prompts only inside their data delimiters.
 */
export const SCRIPTED_TABLE = /datatable|data-table|tablesorter|footable/i;

/** Whether an element's own attributes hide it from a reader (see HIDING_STYLE). */
export function hiddenByAttributes(attr: (name: string) => string | undefined | null): boolean {
  if (attr("hidden") !== undefined && attr("hidden") !== null) return true;
  if ((attr("aria-hidden") ?? "").trim().toLowerCase() === "true") return true;
  const style = attr("style");
  return typeof style === "string" && style !== "" && HIDING_STYLE.test(style.replace(/\/\*.*?\*\//g, ""));
}

/** What the drop rule needs to know about an element's subtree. */
export interface ElementFacts {
  /** The element hides itself (hiddenByAttributes): dropped with its subtree. */
  hidden?: boolean;
  /** Visible characters in the subtree. */
  chars: number;
  /** The subtree holds main content (main/article, role=main). */
  hasMain: boolean;
  role: string;
  classAndId: string;
}

/** What an open element undoes when it closes. */
export interface Frame {
  a: number;
  p: number;
  s: number;
  m: number;
  pre: number;
  isRow: boolean;
  block: boolean;
}

/**
 * The cleaning rules as a state machine any walk can drive in document order (events or a DOM):
 * which elements to drop, which text to keep, where lines break, and how data rows become
 * " | "-joined lines. One implementation, so every walker applies exactly the same rules.
 */
export class LineWriter {
  private readonly lines: string[] = [];
  private line = "";
  private linkChars = 0;
  private joined = false;
  private para = 0;
  private structured = 0;
  private article = 0;
  private pre = 0;
  private row = 0;
  private cells = 0;
  private anchor = 0;
  /** The current table's column names (its header row of th cells), and whether the open row has only th cells. */
  private headers: string[] = [];
  private headerRow = false;
  /** Where the open cell's column name starts and ends in the line, until the cell shows it has text. */
  private label: [number, number] | undefined;

  constructor(
    private readonly keep: KeepLevel,
    private readonly pageChars: number,
  ) {}

  /** Whether an element (with its subtree) is boilerplate to skip. */
  drops(tag: string, facts: ElementFacts): boolean {
    if (ALWAYS_DROP.has(tag)) return true;
    if (facts.hidden && tag !== "html" && tag !== "body" && !(tag === "table" && SCRIPTED_TABLE.test(facts.classAndId)))
      return true;
    if (facts.hasMain || tag === "html" || tag === "body") return false; // never lose main/article
    if ((tag === "header" || tag === "footer") && this.article > 0) return false; // an article's own byline/date
    if (LANDMARK_DROP.has(tag) || DROP_ROLES.has(facts.role.toLowerCase())) return true;
    // ASP.NET pages wrap the whole body in one <form>: forms, like class/id matches, go only when small.
    if (tag !== "form" && !BOILER_TOKEN.test(facts.classAndId)) return false;
    return facts.chars <= MAX_BOILER_SHARE * this.pageChars;
  }

  text(text: string): void {
    if (!this.kept()) return;
    if (this.anchor > 0) this.linkChars += text.replace(/\s/g, "").length;
    if (this.pre === 0) return void (this.line += text);
    text.split("\n").forEach((part, i) => (i > 0 && this.flush(), (this.line += part)));
  }

  /** Enters a kept element; the returned frame is handed back to close(). */
  open(tag: string, subtree: { chars: number; hasTable: boolean }): Frame {
    const isRow = tag === "tr" && this.row === 0 && !subtree.hasTable && subtree.chars <= MAX_ROW_CHARS;
    const isCell = (tag === "td" || tag === "th") && this.row > 0;
    const block = BLOCK.has(tag) && !isCell;
    const f: Frame = {
      a: +(tag === "a"),
      p: +(tag === "p"),
      s: +(STRUCTURED.has(tag) || isRow),
      m: +MAIN_CONTENT.has(tag),
      pre: +(tag === "pre"),
      isRow,
      block,
    };
    if (tag === "table") this.headers = [];
    if (isCell && tag === "td") this.headerRow = false;
    if (isCell) this.dropEmptyLabel();
    if (isCell && this.cells++ > 0 && this.kept()) (this.line += " | "), (this.joined = true);
    // A data cell names its column ("Plan: Enterprise | Requests per second: 1,000"), as markdown rows do: a row
    // cut from its table still says what it is.
    const column = isCell && tag === "td" && this.kept() ? this.headers[this.cells - 1] : undefined;
    if (column && column.length <= MAX_COLUMN_NAME) {
      this.label = [this.line.length, this.line.length + column.length + 2];
      this.line += `${column}: `;
    }
    this.breakBlock(block); // inside a data row, blocks are spaces: the row stays one line
    if (isRow) this.row++, (this.cells = 0), (this.headerRow = true);
    (this.anchor += f.a), (this.para += f.p), (this.structured += f.s), (this.article += f.m), (this.pre += f.pre);
    return f;
  }

  close(f: Frame): void {
    (this.anchor -= f.a), (this.para -= f.p), (this.structured -= f.s), (this.article -= f.m), (this.pre -= f.pre);
    if (f.isRow) {
      this.row--;
      this.dropEmptyLabel();
      if (this.headerRow && this.cells > 1) this.headers = squash(this.line).split(" | ");
    }
    this.breakBlock(f.block);
  }

  finish(repeatLimit: number): string {
    this.flush();
    return dropRepeats(this.lines, repeatLimit).join("\n");
  }

  /** An empty cell keeps no column name: "Company: | Ticker: MSFT" reads "Ticker: MSFT". */
  private dropEmptyLabel(): void {
    if (this.label && !this.line.slice(this.label[1]).trim()) this.line = this.line.slice(0, this.label[0]);
    this.label = undefined;
  }

  private kept(): boolean {
    return this.keep === "all" || this.para > 0 || (this.keep === "structured" && this.structured > 0);
  }

  private breakBlock(block: boolean): void {
    if (block) this.row > 0 ? (this.line += " ") : this.flush();
  }

  private flush(): void {
    let text = squash(this.line);
    if (this.joined) text = text.replace(/\|(?:\s*\|)+/g, "|").replace(/^\|\s*|\s*\|$/g, "");
    // A line made only of link text outside main/article is a menu, a teaser or a footer link.
    const linkOnly = this.article === 0 && this.linkChars > 0 && this.linkChars >= text.replace(/\s/g, "").length;
    if (text && !linkOnly) this.lines.push(text);
    (this.line = ""), (this.linkChars = 0), (this.joined = false);
  }
}
