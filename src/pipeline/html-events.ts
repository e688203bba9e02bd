// The first pass of the clean stage: an HTML page as the flat list of events htmlparser2 reports (open, text,
// close), with each element's subtree measures. These are exactly the callbacks linkedom builds its DOM from, so
// walking the events is walking the DOM, in document order, without building one (about five times cheaper).
import { Parser } from "htmlparser2";

export const OPEN = 0,
  CLOSE = 1,
  TEXT = 2,
  CDATA = 3;

export interface HtmlEvents {
  /** (index << 2) | kind: an element index for OPEN and CLOSE, a text index for TEXT and CDATA. */
  events: number[];
  texts: string[];
  /** Per element (0 is the document): tag, role and class/id attributes, and where it opens and closes. */
  tag: string[];
  role: string[];
  classes: string[];
  ids: string[];
  openAt: number[];
  closeAt: number[];
  /** Per element: trimmed text chars of its subtree, and whether it holds main content or a table (the subtree
   * of a skipped element, such as a script, counts for nothing). */
  chars: number[];
  hasMain: boolean[];
  hasTable: boolean[];
  /** Per element: its own attributes hide it (display:none, [hidden], aria-hidden, ...; clean-rules.ts). */
  hidden: boolean[];
}

/** Elements whose subtree is never text: skipped when measuring. */
export type SkipSet = ReadonlySet<string>;

export function parseEvents(
  html: string,
  skip: SkipSet,
  mainTags: ReadonlySet<string>,
  isHidden: (attr: (name: string) => string | undefined) => boolean = () => false,
): HtmlEvents {
  const e: HtmlEvents = {
    events: [],
    texts: [],
    tag: [""],
    role: [""],
    classes: [""],
    ids: [""],
    openAt: [-1],
    closeAt: [-1],
    chars: [0],
    hasMain: [false],
    hasTable: [false],
    hidden: [false],
  };
  const stack = [0];
  let cdata = false;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const id = e.tag.length;
        e.tag.push(name);
        e.role.push(attribs.role ?? "");
        e.classes.push(attribs.class ?? "");
        e.ids.push(attribs.id ?? "");
        e.openAt.push(e.events.length);
        e.closeAt.push(-1);
        e.chars.push(0);
        e.hasMain.push(mainTags.has(name) || attribs.role === "main");
        e.hasTable.push(false);
        e.hidden.push(isHidden((n) => attribs[n]));
        e.events.push((id << 2) | OPEN);
        stack.push(id);
      },
      ontext(text) {
        const parent = stack[stack.length - 1]!;
        if (!cdata) e.chars[parent]! += text.trim().length;
        e.events.push((e.texts.length << 2) | (cdata ? CDATA : TEXT));
        e.texts.push(text);
      },
      oncdatastart() {
        cdata = true;
      },
      oncdataend() {
        cdata = false;
      },
      onclosetag() {
        if (stack.length <= 1) return;
        const id = stack.pop()!;
        e.closeAt[id] = e.events.length;
        e.events.push((id << 2) | CLOSE);
        if (skip.has(e.tag[id]!)) return;
        const parent = stack[stack.length - 1]!;
        e.chars[parent]! += e.chars[id]!;
        e.hasMain[parent] ||= e.hasMain[id]!;
        e.hasTable[parent] ||= e.hasTable[id]! || e.tag[id] === "table";
      },
    },
    { lowerCaseAttributeNames: false, decodeEntities: true, xmlMode: false },
  );
  parser.write(html);
  parser.end();
  e.closeAt[0] = e.events.length;
  return e;
}

/** An element's text content: every text and CDATA event inside it, in order. */
export function textContent(e: HtmlEvents, id: number): string {
  let out = "";
  for (let i = e.openAt[id]! + 1; i < e.closeAt[id]!; i++) {
    const v = e.events[i]!;
    if ((v & 3) >= TEXT) out += e.texts[v >> 2]!;
  }
  return out;
}
