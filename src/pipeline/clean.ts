// Clean stage (DynaRAG §III-C): HTML → one text block per line, boilerplate dropped.
// MEASUREMENTS_PLACEHOLDER
import { parseHTML } from "linkedom";

export interface CleanedPage {
  title: string;
  text: string;
}

/** Which blocks keep their text: `p` only, + headings/lists/tables/quotes/pre/dl, or + bare div/span text. */
export type KeepLevel = "paragraphs" | "structured" | "all";

export const X = { linkLines: false, linkWords: 5, shortWords: 0 };
export interface CleanOptions {
  /** Default "all": the CRAG measurement above shows the narrower levels lose answers. */
  keep?: KeepLevel;
  /** Drop every line that occurs this many times or more in the page (menus, "Share", "Ad"); 0 keeps all. */
  repeatLimit?: number;
}

/** The slice of linkedom's DOM this file uses (the Workers lib has no DOM types). */
interface DomNode {
  nodeType: number;
  localName?: string;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
  getAttribute?(name: string): string | null;
  hasAttribute?(name: string): boolean;
}

const ELEMENT = 1;
const TEXT = 3;
const ALWAYS_DROP = new Set(
  "script style noscript template svg math iframe object embed canvas video audio button select input textarea option".split(" "),
);
const LANDMARK_DROP = new Set(["nav", "header", "footer", "aside", "form", "dialog"]);
const DROP_ROLES = new Set(["navigation", "banner", "contentinfo", "complementary", "search", "menu", "menubar", "dialog", "alertdialog"]);
const MAIN_CONTENT = new Set(["main", "article"]);
// Whole class/id tokens (split at -, _ and spaces) that mark boilerplate; "has-sidebar" on a page wrapper is
// caught by the text-share guard below, not by this list.
const BOILER_TOKEN =
  /(?:^|[\s_-])(?:nav|navbar|navbox|navigation|menu|menubar|sidebar|breadcrumbs?|cookies?|consent|gdpr|advert|adverts|advertisement|ads?|adslot|newsletter|subscribe|paywall|popup|social|sharing|share-?bar|skip-?link|related|recommended)(?:$|[\s_-])/i;
const BLOCK = new Set(
  ("address article aside blockquote body br caption center dd details dialog dir div dl dt fieldset figcaption figure footer " +
    "form h1 h2 h3 h4 h5 h6 header hgroup hr html legend li main menu nav ol p pre section summary table tbody tfoot thead tr td th ul").split(" "),
);
const STRUCTURED = new Set("p h1 h2 h3 h4 h5 h6 li dt dd blockquote pre table caption figcaption".split(" "));
/** A boilerplate-looking wrapper that holds more than this share of the page's text is the page, not boilerplate. */
const MAX_BOILER_SHARE = 0.4;
/** A row longer than this, or holding a table, is page layout: its cells are blocks, not " | "-joined facts. */
const MAX_ROW_CHARS = 1500;

interface Info {
  chars: number;
  hasMain: boolean;
  hasTable: boolean;
}

const attr = (n: DomNode, name: string) => n.getAttribute?.(name) ?? "";
const squash = (s: string) => s.replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, "").replace(/\s+/g, " ").trim();

// childNodes, not firstChild/nextSibling: linkedom's doctype node has no nextSibling.
const children = (n: DomNode): DomNode[] => Array.from(n.childNodes ?? []);

/** Post-order pass: visible characters, main-content and nested-table flags of every element's subtree. */
function measure(root: DomNode): Map<DomNode, Info> {
  const info = new Map<DomNode, Info>();
  const stack: Array<[DomNode, boolean]> = [[root, false]];
  while (stack.length) {
    const [node, done] = stack.pop()!;
    const tag = node.localName ?? "";
    if (!done) {
      if (ALWAYS_DROP.has(tag)) continue;
      stack.push([node, true]);
      for (const c of children(node)) if (c.nodeType === ELEMENT || c.nodeType === 9) stack.push([c, false]);
      continue;
    }
    const me: Info = { chars: 0, hasMain: MAIN_CONTENT.has(tag) || attr(node, "role") === "main", hasTable: false };
    for (const c of children(node)) {
      if (c.nodeType === TEXT) me.chars += (c.textContent ?? "").trim().length;
      const ci = info.get(c);
      if (!ci) continue;
      me.chars += ci.chars;
      me.hasMain ||= ci.hasMain;
      me.hasTable ||= ci.hasTable || c.localName === "table";
    }
    info.set(node, me);
  }
  return info;
}

/** Cleans one HTML page; never throws on malformed markup, and tag-less input is treated as plain text. */
export function cleanHtml(html: string, options: CleanOptions = {}): CleanedPage {
  const keep = options.keep ?? "all";
  if (!/<[a-z!/?]/i.test(html)) {
    // Tag-less input is plain text: decode its entities and keep its paragraph breaks.
    const { document } = parseHTML(`<pre>${html}</pre>`);
    return cleanText((document as unknown as { documentElement: DomNode }).documentElement.textContent ?? "");
  }
  const root = parseHTML(html).document as unknown as DomNode;
  const info = measure(root);
  const pageChars = info.get(root)?.chars ?? 0;
  let title = "";
  let h1 = "";
  const lines: string[] = [];
  let line = "", linkChars = 0, joined = false;
  let para = 0, structured = 0, article = 0, pre = 0, row = 0, cells = 0, anchor = 0;
  const flush = () => {
    let text = squash(line);
    if (joined) text = text.replace(/\|(?:\s*\|)+/g, "|").replace(/^\|\s*|\s*\|$/g, "");
    const navLike = X.linkLines && linkChars > 0 && linkChars >= text.replace(/\s/g, "").length && text.split(" ").length <= X.linkWords;
    const shortLike = X.shortWords > 0 && !/\d/.test(text) && text.split(" ").length <= X.shortWords;
    if (text && !navLike && !shortLike) lines.push(text);
    line = "", linkChars = 0, joined = false;
  };
  const kept = () => keep === "all" || para > 0 || (keep === "structured" && structured > 0);
  const emit = (text: string) => {
    if (!kept()) return;
    if (anchor > 0) linkChars += text.replace(/\s/g, "").length;
    if (pre === 0) return void (line += text);
    text.split("\n").forEach((part, i) => (i > 0 ? flush() : undefined, (line += part)));
  };
  const drop = (node: DomNode, tag: string): boolean => {
    if (ALWAYS_DROP.has(tag)) return true;
    const me = info.get(node);
    if (!me || me.hasMain || tag === "html" || tag === "body") return false;
    if (node.hasAttribute?.("hidden")) return true;
    if ((tag === "header" || tag === "footer") && article > 0) return false;
    if (LANDMARK_DROP.has(tag) && tag !== "form") return true;
    if (DROP_ROLES.has(attr(node, "role").toLowerCase())) return true;
    if (tag !== "form" && !BOILER_TOKEN.test(`${attr(node, "class")} ${attr(node, "id")}`)) return false;
    return me.chars <= MAX_BOILER_SHARE * pageChars;
  };

  type Frame = { node: DomNode; exit?: () => void };
  const stack: Frame[] = [{ node: root }];
  while (stack.length) {
    const frame = stack.pop()!;
    if (frame.exit) {
      frame.exit();
      continue;
    }
    const node = frame.node;
    if (node.nodeType === TEXT) {
      emit(node.textContent ?? "");
      continue;
    }
    if (node.nodeType !== ELEMENT && node.nodeType !== 9) continue;
    const tag = node.localName ?? "";
    if (tag === "title") {
      title ||= squash(node.textContent ?? "");
      continue;
    }
    if (drop(node, tag)) continue;
    if (tag === "h1" && !h1) h1 = squash(node.textContent ?? "");
    const isRow = tag === "tr" && row === 0 && !info.get(node)?.hasTable && (info.get(node)?.chars ?? 0) <= MAX_ROW_CHARS;
    const isCell = (tag === "td" || tag === "th") && row > 0;
    const block = BLOCK.has(tag) && !isCell;
    const counts = { an: tag === "a", p: tag === "p", s: STRUCTURED.has(tag) || isRow || isCell, a: MAIN_CONTENT.has(tag), pre: tag === "pre" };
    if (isCell && cells++ > 0 && kept()) (line += " | "), (joined = true);
    if (block) row > 0 ? (line += " ") : flush();
    if (isRow) (row++, (cells = 0));
    anchor += +counts.an, para += +counts.p, structured += +counts.s, article += +counts.a, pre += +counts.pre;
    stack.push({
      node,
      exit: () => {
        anchor -= +counts.an, para -= +counts.p, structured -= +counts.s, article -= +counts.a, pre -= +counts.pre;
        if (isRow) row--;
        if (block) row > 0 ? (line += " ") : flush();
      },
    });
    const kids = children(node);
    for (let i = kids.length - 1; i >= 0; i--) stack.push({ node: kids[i]! });
  }
  flush();
  return { title: title || h1, text: dropRepeats(lines, options.repeatLimit ?? 3).join("\n") };
}

/** Drops lines with no letter or digit, lines seen `limit`+ times, and a line equal to the one before it. */
function dropRepeats(lines: string[], limit: number): string[] {
  const counts = new Map<string, number>();
  for (const l of lines) counts.set(l, (counts.get(l) ?? 0) + 1);
  return lines.filter(
    (l, i) => /[\p{L}\p{N}]/u.test(l) && (limit <= 0 || counts.get(l)! < limit) && l !== lines[i - 1],
  );
}

/** Cleans a plain-text document: blank lines separate paragraphs, each paragraph becomes one line. */
export function cleanText(text: string): CleanedPage {
  const lines: string[] = [];
  for (const para of text.replace(/\r\n?/g, "\n").split(/\n[^\S\n]*\n/)) {
    // Hard-wrapped prose is joined; list items and short label lines keep their own line.
    let current = "";
    for (const raw of para.split("\n")) {
      const l = squash(raw);
      if (!l) continue;
      const startsItem = /^([-*•·▪–]|\d+[.)]|[a-z][.)])\s/i.test(l);
      if (current && (startsItem || /[:]$/.test(current))) (lines.push(current), (current = ""));
      current = current ? `${current} ${l}` : l;
    }
    if (current) lines.push(current);
  }
  const first = lines[0] ?? "";
  return { title: first.length <= 120 ? first : "", text: lines.join("\n") };
}
