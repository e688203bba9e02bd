/** A rough token count (~4 characters a token) for providers that report none. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
