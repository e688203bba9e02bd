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
export const ALWAYS_DROP = set("script style noscript template svg math iframe object embed canvas video audio button select input textarea option");
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

export const squash = (s: string) => s.replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, "").replace(/\s+/g, " ").trim();

/** Drops lines with no letter or digit, lines seen `limit`+ times, and a line equal to the one before it. */
export function dropRepeats(lines: string[], limit: number): string[] {
  const counts = new Map<string, number>();
  for (const l of lines) counts.set(l, (counts.get(l) ?? 0) + 1);
  return lines.filter((l, i) => /[\p{L}\p{N}]/u.test(l) && (limit <= 0 || counts.get(l)! < limit) && l !== lines[i - 1]);
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
      if (current && (/^(?:[-*•·▪–]|\d+[.)]|[a-z][.)])\s/i.test(l) || current.endsWith(":"))) (lines.push(current), (current = ""));
      current = current ? `${current} ${l}` : l;
    }
    if (current) lines.push(current);
  }
  const first = lines[0] ?? "";
  return { title: first.length <= 120 && first.split(" ").length <= 20 ? first : "", text: lines.join("\n") };
}
