/** A capitalised word of a name, as a regex fragment: "Tom", "Dorn-Vane", "O’Hale", "St.". */
export const NAME_WORD = "\\p{Lu}[\\p{L}'’.-]*";
/** Two or more capitalised words in a row ("Tom Vale", "Lia Dorn-Vane"): the names a text writes out. */
export const NAME_RUN = new RegExp(`${NAME_WORD}(?:\\s+${NAME_WORD})+`, "gu");
/** One capitalised word or more in a row: a name that may be one word ("Meserete Kristos", "Ungod"). */
export const CAPITALISED_RUN = new RegExp(`${NAME_WORD}(?:\\s+${NAME_WORD})*`, "gu");

/** Every run of capitalised words in `text`, in order. */
export function nameRuns(text: string): string[] {
  return text.match(NAME_RUN) ?? [];
}
