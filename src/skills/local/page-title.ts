import { terms } from "../../text/analyze";

/** A page title without its parenthetical aside: "Velmia (plant)" → "Velmia", "Vesna (1956 film)" → "Vesna". */
export const titleName = (title: string): string => title.replace(/\s*\([^)]*\)\s*$/, "").trim();

/** The terms of a page's title, its aside left out. */
export const titleTerms = (page: { title?: string }): string[] => terms(titleName(page.title ?? ""));

/**
 * A page titled with exactly these terms, its aside left out ("Velmia (plant)" for "Velmia"), or with it when the name
 * gives it too ("Giuseppe Verdi (film)").
 */
export function titledAs(page: { title?: string }, name: string[]): boolean {
  const same = (title: string[]) =>
    title.length > 0 && title.length === name.length && title.every((t) => name.includes(t));
  return same(titleTerms(page)) || (/\)\s*$/.test(page.title ?? "") && same(terms(page.title ?? "")));
}
