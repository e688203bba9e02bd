// The clean stage as it was before the event-based rewrite (src/pipeline/clean.ts at the seed): the same rules
// over linkedom's DOM. Kept for the cleaning benchmark, which compares it with the pipeline's cleaner.
import { parseHTML } from "linkedom";
import {
  ALWAYS_DROP,
  type CleanedPage,
  type CleanOptions,
  cleanText,
  type Frame,
  hiddenByAttributes,
  LineWriter,
  MAIN_CONTENT,
  squash,
} from "../../src/pipeline/clean-rules";

/** The slice of linkedom's DOM this file uses (the Workers lib has no DOM types). */
interface DomNode {
  nodeType: number;
  localName?: string;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
  getAttribute?(name: string): string | null;
}

const ELEMENT = 1,
  TEXT = 3,
  DOCUMENT = 9;

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
  const root = parseHTML(html).document as unknown as DomNode;
  const info = measure(root);
  const writer = new LineWriter(options.keep ?? "all", info.get(root)?.chars ?? 0);
  let title = "",
    h1 = "";
  type Step = { node: DomNode; frame?: Frame };
  const stack: Step[] = [{ node: root }];
  while (stack.length) {
    const { node, frame } = stack.pop()!;
    if (frame) {
      writer.close(frame);
      continue;
    }
    if (node.nodeType === TEXT) writer.text(node.textContent ?? "");
    if (!isContainer(node)) continue;
    const tag = node.localName ?? "";
    if (tag === "title") {
      title ||= squash(node.textContent ?? "");
      continue;
    }
    const me = info.get(node);
    // A node measure() did not reach has no facts: only its tag can drop it (as main content, nothing else does).
    const facts = {
      chars: me?.chars ?? 0,
      hasMain: me ? me.hasMain : true,
      role: attr(node, "role"),
      classAndId: `${attr(node, "class")} ${attr(node, "id")}`,
      hidden: hiddenByAttributes((n) => node.getAttribute?.(n) ?? undefined),
    };
    if (writer.drops(tag, facts)) continue;
    if (tag === "h1" && !h1) h1 = squash(node.textContent ?? "");
    stack.push({ node, frame: writer.open(tag, { chars: me?.chars ?? 0, hasTable: me?.hasTable ?? false }) });
    const kids = children(node);
    for (let i = kids.length - 1; i >= 0; i--) stack.push({ node: kids[i]! });
  }
  return { title: title || h1, text: writer.finish(options.repeatLimit ?? 3) };
}
