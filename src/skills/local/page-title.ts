import { terms } from "../../text/analyze";

/** A page title without its parenthetical aside: "Velmia (plant)" → "Velmia", "Vesna (1956 film)" → "Vesna". */
export const titleName = (title: string): string => title.replace(/\s*\([^)]*\)\s*$/, "").trim();

/** The terms of a page's title, its aside left out. */
export const titleTerms = (page: { title?: string }): string[] => terms(titleName(page.title ?? ""));
