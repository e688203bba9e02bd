import type { Passage } from "../types";
import { chunkText } from "./chunk";
import { cleanHtml } from "./clean";

export interface PageInput {
  url?: string;
  name?: string;
  html: string;
}

export interface CleanedPageInfo {
  index: number;
  url?: string;
  title: string;
  text: string;
  rawChars: number;
}

export interface Chunking {
  maxWords: number;
  overlapWords: number;
}

/** Cleans the question's own pages (raw HTML) into text. */
export function cleanPages(pages: PageInput[]): CleanedPageInfo[] {
  return pages.map((page, index) => {
    const cleaned = cleanHtml(page.html);
    return { index, url: page.url, title: page.name || cleaned.title, text: cleaned.text, rawChars: page.html.length };
  });
}

/** Splits cleaned pages into passages that keep their page's url, title and offset. */
export function pagePassages(pages: CleanedPageInfo[], chunking: Chunking): Passage[] {
  return pages.flatMap((page) =>
    chunkText(page.text, chunking).map((chunk, k) => ({
      id: `page${page.index + 1}:${k + 1}`,
      text: chunk.text,
      source: "page" as const,
      url: page.url,
      title: page.title || undefined,
      offset: chunk.offset,
    })),
  );
}
