/** Sub-queries compare equal after case-folding and whitespace/punctuation normalisation. */
export function normalizeQuery(query: string): string {
  return query
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
