// A streaming extractor on HTMLRewriter (lol-html, built into workerd) with cleanHtml's rules: the candidate the
// cleaning benchmark compares with src/pipeline/clean.ts (linkedom). No DOM: one pass over the tokens keeps an
// element stack; the decisions that need a whole subtree (boilerplate by class/id, which must be small; layout
// rows, which hold a table or much text) are deferred to the end of the document, when every subtree was seen.
import { decodeHTML } from "entities";

const set = (s: string) => new Set(s.split(" "));
const ALWAYS_DROP = set(
  "script style noscript template svg math iframe object embed canvas video audio button select input textarea option",
);
const VOID = set("area base br col embed hr img input link meta param source track wbr");
const LANDMARK_DROP = set("nav header footer aside dialog");
const DROP_ROLES = set("navigation banner contentinfo complementary search menu menubar dialog alertdialog");
const BOILER_TOKEN =
  /(?:^|[\s_-])(?:nav|navbar|navbox|navigation|menu|menubar|sidebar|breadcrumbs?|cookies?|consent|gdpr|advert|adverts|advertisement|ads?|adslot|newsletter|subscribe|paywall|popup|social|sharing|share-?bar|skip-?link|related|recommended)(?:$|[\s_-])/i;
const BLOCK = set(
  "address article aside blockquote body br caption center dd details dialog dir div dl dt fieldset figcaption figure footer " +
    "form h1 h2 h3 h4 h5 h6 header hgroup hr html legend li main menu nav ol p pre section summary table tbody tfoot thead tr td th ul",
);
/** A start tag that closes an open element (HTML's implied end tags), up to the nearest list or table. */
const IMPLIED_END: Record<string, string[]> = {
  p: ["p"],
  li: ["li"],
  dt: ["dt", "dd"],
  dd: ["dt", "dd"],
  tr: ["tr", "td", "th"],
  td: ["td", "th"],
  th: ["td", "th"],
};
const SCOPE = set("table ul ol dl");

/** A subtree whose fate is decided at the end (a drop candidate, or a table row), from running totals. */
interface Region {
  parent: number;
  chars: number;
  main: boolean;
  table: boolean;
  kind: "landmark" | "share" | "row";
  at: [number, number, number];
}
interface Frame {
  id: number;
  tag: string;
  region: number;
  row: number;
  inert: boolean;
  drop: boolean;
  block: boolean;
  article: boolean;
  anchor: boolean;
}
/** Output in document order; `drops` are the open drop candidates (a shared array), `row` the innermost open row. */
type Piece = {
  kind: "text" | "break" | "cell";
  s: string;
  drops: number[];
  row: number;
  link: boolean;
  article: boolean;
};

const squash = (s: string) =>
  s
    .replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, "")
    .replace(/\s+/g, " ")
    .trim();

export async function rewriterClean(html: string): Promise<{ title: string; text: string }> {
  const regions: Region[] = [];
  const pieces: Piece[] = [];
  const stack: Frame[] = [];
  // Running totals: a region's text and whether it holds main content or a table are differences of these.
  let chars = 0,
    mains = 0,
    tables = 0;
  let nextId = 0,
    dropDepth = 0,
    anchors = 0,
    articles = 0,
    title = "",
    h1 = "",
    inTitle = false,
    inH1 = false,
    pending = "";
  let drops: number[] = [];
  const rows: number[] = [];
  const row = () => rows.at(-1) ?? -1;
  const piece = (kind: Piece["kind"], s = "") =>
    pieces.push({ kind, s, drops, row: row(), link: anchors > 0, article: articles > 0 });
  const region = (kind: Region["kind"], main: boolean) => {
    const r =
      regions.push({ parent: drops.at(-1) ?? -1, chars: 0, main, table: false, kind, at: [chars, mains, tables] }) - 1;
    return r;
  };
  const end = (r: number) => {
    const g = regions[r]!;
    (g.chars = chars - g.at[0]), (g.main ||= mains > g.at[1]), (g.table = tables > g.at[2]);
  };

  const flushText = () => {
    if (!pending) return;
    chars += pending.trim().length;
    if (inTitle) title ||= squash(decodeHTML(pending));
    else piece("text", pending);
    if (inH1 && !h1) h1 = squash(decodeHTML(pending));
    pending = "";
  };
  const close = (f: Frame) => {
    if (f.drop) dropDepth--;
    if (f.inert || f.drop) return;
    if (f.tag === "title") inTitle = false;
    if (f.tag === "h1") inH1 = false;
    (anchors -= +f.anchor), (articles -= +f.article);
    if (f.region >= 0) end(f.region), (drops = drops.slice(0, -1));
    if (f.row >= 0) end(f.row), rows.pop();
    if (f.block) piece("break");
  };
  const popTo = (id: number) => {
    const at = stack.findIndex((f) => f.id === id);
    if (at >= 0) while (stack.length > at) close(stack.pop()!);
  };
  const push = (el: Element, frame: Omit<Frame, "id">) => {
    const f = { ...frame, id: nextId++ };
    stack.push(f);
    (anchors += +f.anchor), (articles += +f.article);
    if (f.region >= 0) drops = [...drops, f.region];
    if (f.row >= 0) rows.push(f.row);
    try {
      el.onEndTag(() => (flushText(), popTo(f.id)));
    } catch {
      close(stack.pop()!); // no end tag to wait for
    }
  };
  const none = { region: -1, row: -1, inert: false, drop: false, block: false, article: false, anchor: false };

  const rewriter = new HTMLRewriter()
    .on("*", {
      element(el) {
        flushText();
        const tag = el.tagName.toLowerCase();
        if (dropDepth > 0) return VOID.has(tag) ? undefined : push(el, { ...none, tag, inert: true });
        const implied = IMPLIED_END[tag];
        for (let i = stack.length - 1; implied && i >= 0 && !SCOPE.has(stack[i]!.tag); i--)
          if (implied.includes(stack[i]!.tag)) popTo(stack[i]!.id);
        if (ALWAYS_DROP.has(tag))
          return VOID.has(tag) ? undefined : (dropDepth++, push(el, { ...none, tag, drop: true }));
        const role = (el.getAttribute("role") ?? "").toLowerCase();
        const main = tag === "main" || tag === "article" || role === "main";
        mains += +main;
        tables += +(tag === "table");
        const landmark =
          (LANDMARK_DROP.has(tag) && !((tag === "header" || tag === "footer") && articles > 0)) || DROP_ROLES.has(role);
        const share =
          tag !== "html" &&
          tag !== "body" &&
          (tag === "form" || BOILER_TOKEN.test(`${el.getAttribute("class") ?? ""} ${el.getAttribute("id") ?? ""}`));
        const cell = (tag === "td" || tag === "th") && row() >= 0;
        const block = BLOCK.has(tag);
        if (cell) piece("cell");
        else if (block) piece("break");
        if (tag === "title") inTitle = true;
        if (tag === "h1") inH1 = true;
        if (VOID.has(tag)) return;
        const r = landmark || share ? region(landmark ? "landmark" : "share", main) : -1;
        const newRow = tag === "tr" ? region("row", false) : -1;
        push(el, {
          ...none,
          tag,
          region: r,
          row: newRow,
          block,
          article: tag === "main" || tag === "article",
          anchor: tag === "a",
        });
      },
    })
    .onDocument({
      text(t) {
        if (dropDepth > 0) return;
        pending += t.text;
        if (t.lastInTextNode) flushText();
      },
    });
  await rewriter.transform(new Response(html)).arrayBuffer();
  flushText();
  while (stack.length) close(stack.pop()!);
  return { title: title || h1, text: assemble(pieces, regions, chars) };
}

/** The deferred decisions, then lines as cleanHtml makes them. */
function assemble(pieces: Piece[], regions: Region[], pageChars: number): string {
  const droppedCache = new Map<number, boolean>();
  const dropped = (r: number): boolean => {
    let d = droppedCache.get(r);
    if (d === undefined) {
      const g = regions[r]!;
      d = !g.main && (g.kind === "landmark" || g.chars <= 0.4 * pageChars);
      droppedCache.set(r, d);
    }
    return d;
  };
  const dataRow = (r: number) => r >= 0 && !regions[r]!.table && regions[r]!.chars <= 1500;
  const lines: string[] = [];
  let line = "",
    linkChars = 0,
    joined = false,
    cells = 0,
    lastRow = -1;
  const flush = (article: boolean) => {
    let text = squash(decodeHTML(line));
    if (joined) text = text.replace(/\|(?:\s*\|)+/g, "|").replace(/^\|\s*|\s*\|$/g, "");
    if (text && !(!article && linkChars > 0 && linkChars >= text.replace(/\s/g, "").length)) lines.push(text);
    (line = ""), (linkChars = 0), (joined = false);
  };
  for (const p of pieces) {
    if (p.drops.some(dropped)) continue;
    const inData = dataRow(p.row);
    if (p.row !== lastRow) (cells = 0), (lastRow = p.row);
    if (p.kind === "text") {
      line += p.s;
      if (p.link) linkChars += decodeHTML(p.s).replace(/\s/g, "").length;
    } else if (p.kind === "cell" && inData) {
      if (cells++ > 0) (line += " | "), (joined = true);
    } else if (inData) line += " ";
    else flush(p.article);
  }
  flush(false);
  const counts = new Map<string, number>();
  for (const l of lines) counts.set(l, (counts.get(l) ?? 0) + 1);
  return lines.filter((l, i) => /[\p{L}\p{N}]/u.test(l) && counts.get(l)! < 3 && l !== lines[i - 1]).join("\n");
}
