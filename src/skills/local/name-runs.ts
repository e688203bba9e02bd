/** Two or more capitalised words in a row ("Tom Vale", "Lia Dorn-Vane"): the names a text writes out. */
export const NAME_RUN = /\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)+/gu;

/** Every run of capitalised words in `text`, in order. */
export function nameRuns(text: string): string[] {
  return text.match(NAME_RUN) ?? [];
}
