import { terms } from "../../text/analyze";
import { NAME_WORD } from "./name-runs";

/** A page's title and text, as the checks that read whole pages take them. */
export const pageText = (page: { title?: string; text: string }): string => `${page.title ?? ""}\n${page.text}`;

/** A page title without its parenthetical aside: "Velmia (plant)" → "Velmia", "Vesna (1956 film)" → "Vesna". */
export const titleName = (title: string): string => title.replace(/\s*\([^)]*\)\s*$/, "").trim();

/** A page title's parenthetical aside: "Vesna (1956 film)" → "1956 film"; undefined when it has none. */
export const titleAside = (title: string): string | undefined => /\(([^)]*)\)\s*$/.exec(title)?.[1];

/** The terms of a page's title, its aside left out. */
export const titleTerms = (page: { title?: string }): string[] => terms(titleName(page.title ?? ""));

/**
 * A page whose title holds all these terms, and maybe more: "No. 2 Squadron RAAF" for "No. 2 Squadron", "2015–16
 * Colorado Buffaloes men's basketball team" for "2015–16 team". (`aside`: counting the title's parenthesis too.)
 */
export function titleHolds(page: { title?: string }, name: string[], aside = false): boolean {
  const title = new Set(aside ? terms(page.title ?? "") : titleTerms(page));
  return name.length > 0 && name.every((t) => title.has(t));
}

/**
 * A page titled with exactly these terms, its aside left out ("Velmia (plant)" for "Velmia"), or with it when the name
 * gives it too ("Giuseppe Verdi (film)").
 */
export function titledAs(page: { title?: string }, name: string[]): boolean {
  const same = (title: string[]) =>
    title.length > 0 && title.length === name.length && title.every((t) => name.includes(t));
  return same(titleTerms(page)) || (/\)\s*$/.test(page.title ?? "") && same(terms(page.title ?? "")));
}

// The name a lead opens with, up to its parenthesis, comma or verb: "Edward Davis Wood Jr. (October 10, 1924 – …)".
const LEAD_NAME = new RegExp(
  `^((?:${NAME_WORD}\\s+){0,5}\\p{Lu}[\\p{L}'’-]*(?:\\s+(?:Jr|Sr)\\.?)?)(?=\\s*\\(|,|\\s+(?:is|was|were|are)\\b)`,
  "u",
);

/**
 * The longer name a page's lead gives the subject its title names ("Edward Davis Wood Jr." on the page "Ed Wood",
 * "Gerald Rudolph Ford Jr." on "Gerald Ford"), when it opens the lead, differs from `name` and ends on the name's
 * last word or holds it; undefined otherwise.
 */
export function leadName(page: { title?: string; text: string }, name: string): string | undefined {
  const m = LEAD_NAME.exec(page.text.trim());
  const lead = m?.[1]?.trim();
  if (!lead || lead === name) return undefined;
  const last = terms(name).at(-1);
  const words = terms(lead);
  return last && words.includes(last) && words.length > terms(name).length ? lead : undefined;
}
