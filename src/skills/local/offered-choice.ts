import { terms } from "../../text/analyze";
import { endOptions } from "./compare-sides";

/** An offered option is a name or a short description, not a clause. */
const MAX_OPTION_WORDS = 8;

/**
 * The options a question offers at its end, after its last comma or colon: "…, A or B?" ("whose arena had more seats,
 * the rockford hawks or the dover owls"), in any case. Undefined when the end is not exactly two options.
 */
export function offeredChoice(question: string): [string, string] | undefined {
  const options = endOptions(question)?.options;
  const fits = (o: string) => {
    const n = o.split(/\s+/).filter(Boolean).length;
    return n > 0 && n <= MAX_OPTION_WORDS && terms(o).length > 0;
  };
  return options?.every(fits) ? options : undefined;
}

/**
 * Whether an answer names one of the offered options (all of its content words, or it all of the answer's): an
 * either-or question is answered by an option, never by a third thing the evidence happened to hold.
 */
export function namesAnOption(answer: string, options: readonly string[]): boolean {
  const said = new Set(terms(answer.replace(/\[\d+\]/g, " ")));
  if (said.size === 0) return false;
  return options.some((option) => {
    const own = terms(option);
    return own.every((t) => said.has(t)) || [...said].every((t) => own.includes(t));
  });
}
