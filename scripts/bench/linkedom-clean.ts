// The clean stage as it was before the event-based rewrite (src/pipeline/clean.ts at the seed): the same rules
// over linkedom's DOM. Kept for the cleaning benchmark, which compares it with the pipeline's cleaner.
import { parseHTML } from "linkedom";
import {
  ALWAYS_DROP,
  BLOCK,
  BOILER_TOKEN,
  cleanText,
  DROP_ROLES,
  dropRepeats,
  LANDMARK_DROP,
  MAIN_CONTENT,
  MAX_BOILER_SHARE,
  MAX_ROW_CHARS,
  squash,
  STRUCTURED,
  type CleanedPage,
  type CleanOptions,
} from "../../src/pipeline/clean-rules";

/** The slice of linkedom's DOM this file uses (the Workers lib has no DOM types). */
interface DomNode {
  nodeType: number;
  localName?: string;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
  getAttribute?(name: string): string | null;
}

const ELEMENT = 1, TEXT = 3, DOCUMENT = 9;

interface Info {
  chars: number;
  hasMain: boolean;
  hasTable: boolean;
}

const attr = (n: DomNode, name: string) => n.getAttribute?.(name) ?? "";
// childNodes, not firstChild/nextSibling: linkedom's doctype node has no nextSibling.
const children = (n: DomNode): DomNode[] => Array.from(n.childNodes ?? []);
const isContainer = (n: DomNode) => n.nodeType === ELEMENT || n.nodeType === DOCUMENT;

/** Post-order pass (iterative: malformed pages nest thousands deep): visible chars and flags of every subtree. */
function measure(root: DomNode): Map<DomNode, Info> {
  const info = new Map<DomNode, Info>();
  const stack: Array<[DomNode, boolean]> = [[root, false]];
  while (stack.length) {
    const [node, done] = stack.pop()!;
    const tag = node.localName ?? "";
    if (!done) {
      if (ALWAYS_DROP.has(tag)) continue;
      stack.push([node, true]);
      for (const c of children(node)) if (isContainer(c)) stack.push([c, false]);
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

/** Cleans one HTML page. Never throws on malformed markup; tag-less input is cleaned as plain text. */
export function cleanHtml(html: string, options: CleanOptions = {}): CleanedPage {
  if (!/<[a-z!/?]/i.test(html)) {
    const { document } = parseHTML(`<pre>${html}</pre>`); // decodes the entities, keeps the line breaks
    return cleanText((document as unknown as { documentElement: DomNode }).documentElement.textContent ?? "");
  }
  const keep = options.keep ?? "all";
  const root = parseHTML(html).document as unknown as DomNode;
  const info = measure(root);
  const pageChars = info.get(root)?.chars ?? 0;
  let title = "", h1 = "";
  const lines: string[] = [];
  let line = "", linkChars = 0, joined = false;
  let para = 0, structured = 0, article = 0, pre = 0, row = 0, cells = 0, anchor = 0;

  const flush = () => {
    let text = squash(line);
    if (joined) text = text.replace(/\|(?:\s*\|)+/g, "|").replace(/^\|\s*|\s*\|$/g, "");
    // A line made only of link text outside main/article is a menu, a teaser or a footer link.
    const linkOnly = article === 0 && linkChars > 0 && linkChars >= text.replace(/\s/g, "").length;
    if (text && !linkOnly) lines.push(text);
    line = "", linkChars = 0, joined = false;
  };
  const kept = () => keep === "all" || para > 0 || (keep === "structured" && structured > 0);
  const emit = (text: string) => {
    if (!kept()) return;
    if (anchor > 0) linkChars += text.replace(/\s/g, "").length;
    if (pre === 0) return void (line += text);
    text.split("\n").forEach((part, i) => (i > 0 && flush(), (line += part)));
  };
  const drop = (node: DomNode, tag: string): boolean => {
    if (ALWAYS_DROP.has(tag)) return true;
    const me = info.get(node);
    if (!me || me.hasMain || tag === "html" || tag === "body") return false; // never lose main/article
    if ((tag === "header" || tag === "footer") && article > 0) return false; // an article's own byline/date
    if (LANDMARK_DROP.has(tag) || DROP_ROLES.has(attr(node, "role").toLowerCase())) return true;
    // ASP.NET pages wrap the whole body in one <form>: forms, like class/id matches, go only when small.
    if (tag !== "form" && !BOILER_TOKEN.test(`${attr(node, "class")} ${attr(node, "id")}`)) return false;
    return me.chars <= MAX_BOILER_SHARE * pageChars;
  };

  type Frame = { node: DomNode; exit?: () => void };
  const stack: Frame[] = [{ node: root }];
  while (stack.length) {
    const { node, exit } = stack.pop()!;
    if (exit) {
      exit();
      continue;
    }
    if (node.nodeType === TEXT) emit(node.textContent ?? "");
    if (!isContainer(node)) continue;
    const tag = node.localName ?? "";
    if (tag === "title") {
      title ||= squash(node.textContent ?? "");
      continue;
    }
    if (drop(node, tag)) continue;
    if (tag === "h1" && !h1) h1 = squash(node.textContent ?? "");
    const me = info.get(node);
    const isRow = tag === "tr" && row === 0 && !me?.hasTable && (me?.chars ?? 0) <= MAX_ROW_CHARS;
    const isCell = (tag === "td" || tag === "th") && row > 0;
    const block = BLOCK.has(tag) && !isCell;
    const c = { a: +(tag === "a"), p: +(tag === "p"), s: +(STRUCTURED.has(tag) || isRow), m: +MAIN_CONTENT.has(tag), pre: +(tag === "pre") };
    if (isCell && cells++ > 0 && kept()) (line += " | "), (joined = true);
    if (block) row > 0 ? (line += " ") : flush(); // inside a data row, blocks are spaces: the row stays one line
    if (isRow) (row++, (cells = 0));
    (anchor += c.a), (para += c.p), (structured += c.s), (article += c.m), (pre += c.pre);
    stack.push({
      node,
      exit: () => {
        (anchor -= c.a), (para -= c.p), (structured -= c.s), (article -= c.m), (pre -= c.pre);
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

