/** A string as a regular expression that matches it literally ("v3.3" matches "v3.3", not "v313"). */
export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
