import { terms } from "../../text/analyze";

/**
 * "Were both the Tower Hill Memorial and the Alamein Memorial designed by Edwin Lutyens?": a side whose page says who
 * did it, someone else ("The memorial was designed by Hubert Worthington"), and never names the one asked, is a sure
 * "no" for that side. A page merely not naming the one asked says nothing.
 */

const VERBS =
  "designed|directed|written|published|produced|composed|created|founded|built|developed|painted|illustrated|edited|" +
  "sung|performed|recorded|invented|discovered|owned|operated|manufactured|distributed";
// "… designed by Edwin Lutyens?": the verb and the one asked, closing the question ("by the same …" is another question).
const ASKED = new RegExp(`\\b(${VERBS})\\s+by\\s+(?!the\\s+same\\b)(?:the\\s+)?([^?]+?)\\s*[?.]?\\s*$`, "iu");
const NAME = "\\p{Lu}[\\p{L}'’.-]*(?:\\s+\\p{Lu}[\\p{L}'’.-]*)*";
// Words of a name that do not tell one agent from another.
const GENERIC = /^(?:sir|dame|the|brothers|company|corporation|inc|ltd|group|studios?|records|press|books)$/i;

/** The asked agent's distinctive words ("edwin", "lutyens"), as the text's terms are. */
function agentWords(agent: string): string[] {
  return terms(agent.replace(/\p{L}[\p{L}'’-]*/gu, (w) => (w.length > 2 && !GENERIC.test(w) ? w : " ")));
}

export function otherAgent(question: string, text: string): boolean {
  const m = ASKED.exec(question.trim());
  if (!m) return false;
  const words = agentWords(m[2]!);
  if (words.length === 0) return false;
  const stated = new RegExp(`\\b${m[1]!.toLowerCase()}\\s+by\\s+(?:the\\s+)?(${NAME})`, "u").exec(text);
  if (!stated) return false;
  // The page names the one asked anywhere (a co-designer, an extension): no contradiction.
  const have = new Set(terms(text));
  return !words.some((w) => have.has(w));
}
