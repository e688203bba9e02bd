// Words saying where someone or something is from: "American", "Japanese", "English", "French", "Icelandic",
// "Israeli". One shape for every reader (hop-span.ts, chain.ts, spans.ts, answer-guards.ts, swapped-modifier.ts);
// each takes the endings it has always taken, as it says.

/** How a demonym ends: "-an" ("Korean", "Italian", "American"), "-ese", "-ish", "-ch" ("French", "Dutch"), "-ic"
 * ("Icelandic"), "-i" ("Israeli"). */
export const DEMONYM_ENDINGS: readonly string[] = ["an", "ese", "ish", "ch", "ic", "i"];

/** The endings less those given. */
export const demonymEndingsWithout = (...drop: string[]): string[] => DEMONYM_ENDINGS.filter((e) => !drop.includes(e));

/**
 * A demonym as a regex fragment for the "u" flag, unanchored: a capital, lower-case letters and one of the endings
 * (every one unless told). (answer-guards.ts's FROM_WORD gives its own: only "-ian" and "-ican" of the "-an"s, with
 * "-born": "Italian-born".)
 */
export const demonymWord = (endings: readonly string[] = DEMONYM_ENDINGS): string =>
  `\\p{Lu}\\p{Ll}+(?:${endings.join("|")})`;

/**
 * Nationality and people words no ending above gives: "Soviet", "Greek", "Swiss", "Thai", "Filipino", "Welsh" (a regex
 * fragment; chain.ts reads them before a title, swapped-modifier.ts as descriptors).
 */
export const OTHER_DEMONYMS =
  "Soviet|Greek|Welsh|Swiss|Arab|Thai|Filipino|Scots?|Irish|Basque|Inuit|Maori|Zulu|Yugoslav|Czechoslovak|Slovak|Uzbek|Kazakh|Tajik|Cypriot|Serb|Croat|Argentine|Quebecois";
