// Small closed word lists the local skills share.

/** Question and auxiliary words: how a question opens, never its content or a name. */
export const QUESTION_WORDS: readonly string[] = [
  ...["how", "what", "which", "who", "whom", "whose", "when", "where", "why"],
  ...["does", "do", "did", "is", "are", "was", "were", "can", "could", "will", "would", "has", "have", "had"],
];

/** Cardinal number words up to twelve, by value. */
export const CARDINALS: Readonly<Record<string, number>> = {
  ...{ one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 },
  ...{ seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 },
};
