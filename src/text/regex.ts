/** Text as a literal inside a RegExp: every metacharacter escaped. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** `text` as a whole word or phrase: no letter or digit right before or after ("1931", not in "19310"). */
export function wholeWord(text: string, flags = "u"): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(text)}(?![\\p{L}\\p{N}])`, flags);
}
