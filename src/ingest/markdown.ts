// Markdown → the plain text the chunker takes, through marked's lexer (a maintained CommonMark/GFM parser; its
// token tree is walked, nothing is rendered to HTML). Block structure survives as lines: a heading is its own line,
// each list item a "- " line (nested items indented), each table row one "header: cell | header: cell" line under
// the header line,
// code blocks verbatim; inline markup (emphasis, links, code spans) keeps its text only.
import { Lexer, type Token, type Tokens } from "marked";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function inline(tokens: Token[] | undefined, fallback = ""): string {
  if (!tokens) return decode(fallback);
  let out = "";
  for (const t of tokens) {
    switch (t.type) {
      case "br":
        out += "\n";
        break;
      case "image":
        out += (t as Tokens.Image).text;
        break;
      case "html":
        out += (t as Tokens.HTML).text.replace(/<[^>]*>/g, "");
        break;
      case "codespan":
        out += decode((t as Tokens.Codespan).text);
        break;
      default: {
        const nested = (t as { tokens?: Token[] }).tokens;
        out += nested ? inline(nested) : decode((t as { text?: string }).text ?? "");
      }
    }
  }
  return out;
}

function blocks(tokens: Token[], lines: string[], indent = ""): void {
  for (const t of tokens) {
    switch (t.type) {
      case "heading":
      case "paragraph":
        lines.push(indent + inline((t as Tokens.Heading).tokens, (t as Tokens.Heading).text).trim(), "");
        break;
      case "text": {
        const tt = t as Tokens.Text;
        lines.push(indent + inline(tt.tokens, tt.text).trim());
        break;
      }
      case "code":
        lines.push(...(t as Tokens.Code).text.split("\n").map((l) => indent + l), "");
        break;
      case "blockquote":
        blocks((t as Tokens.Blockquote).tokens, lines, indent);
        break;
      case "list": {
        const list = t as Tokens.List;
        list.items.forEach((item, i) => {
          const bullet = list.ordered ? `${Number(list.start || 1) + i}. ` : "- ";
          const sub: string[] = [];
          blocks(item.tokens, sub, "");
          const body = sub.filter((l) => l.trim() !== "");
          lines.push(`${indent}${bullet}${(body[0] ?? "").trim()}`);
          for (const l of body.slice(1)) lines.push(`${indent}  ${l}`);
        });
        lines.push("");
        break;
      }
      case "table": {
        const table = t as Tokens.Table;
        // The header line, then each row with its cells labelled: a row cut from its header still says what it is.
        const header = table.header.map((c) => inline(c.tokens, c.text).trim());
        lines.push(indent + header.join(" | "));
        for (const row of table.rows) {
          const cells = row.map((c, i) => [header[i], inline(c.tokens, c.text).trim()] as const);
          lines.push(indent + cells.map(([h, v]) => (h ? `${h}: ${v}` : v)).join(" | "));
        }
        lines.push("");
        break;
      }
      case "html":
        lines.push(
          indent +
            (t as Tokens.HTML).text
              .replace(/<[^>]*>/g, " ")
              .replace(/[ \t]+/g, " ")
              .trim(),
        );
        break;
      default:
        break; // space, hr, def
    }
  }
}

/** The text of a markdown document and its first level-1 heading (its title, when the request gives none). */
export function markdownToText(markdown: string): { title: string; text: string } {
  const tokens = Lexer.lex(markdown, { gfm: true });
  const h1 = tokens.find((t): t is Tokens.Heading => t.type === "heading" && (t as Tokens.Heading).depth === 1);
  const lines: string[] = [];
  blocks(tokens, lines);
  // Each line is a paragraph of its own: the clean stage joins hard-wrapped lines within a paragraph only.
  const text = lines.filter((l) => l.trim() !== "").join("\n\n");
  return { title: h1 ? inline(h1.tokens, h1.text).trim() : "", text };
}
