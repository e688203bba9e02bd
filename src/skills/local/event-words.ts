// The words an event is stated with. The event a "when" question asks of its subject, as a sentence may state it:
// "When did Letters to Cleo break up?" is answered by a sentence saying "broke up", "split" or "disbanded", not by the
// year of the band's best-known single, which is the date of another event. Two readers use them: the typed-span
// answerer picks its sentence with the families, the answer guard checks the answer's sentence with EVENT_WORDS.
import { terms } from "../../text/analyze";

/** Stems of the words that state one kind of event (as `terms` stems them); a question's verb brings its family. */
const FAMILIES = [
  "found establish form creat start launch incorpor organ began begin begun",
  "releas publish issu premier debut air appear print came come",
  "end disband dissolv break broke split close ceas fold defunct",
  "built build construct complet erect open",
  "marri wed",
  "win won award receiv",
  "join sign recruit",
  "leav left resign retir depart",
  "elect appoint inaugur sworn",
  "take took place fought occur held happen",
].map((f) => f.split(" "));

/** Words of a question that say nothing of its event: what it asks, its auxiliaries, the date's own words. */
const NOT_EVENT =
  /^(?:when|what|which|who|whose|where|how|did|does|do|was|is|were|are|has|have|had|in|on|at|of|the|a|an|year|years|date|day|month|decade|century|time|first|originally|initially|exactly|exact|precisely)$/i;

/**
 * The stems a sentence must hold one of to state the event a date question asks about: the question's own lower-case
 * words (its names are its subject) with their families'. Undefined when none of its words is of a known family
 * ("When did the ship sink?").
 */
export function eventStems(question: string): string[] | undefined {
  const own = question
    .replace(/[?!.,;:"“”]/g, " ")
    .split(/\s+/)
    .filter((w) => /^\p{Ll}/u.test(w) && !NOT_EVENT.test(w))
    .flatMap((w) => terms(w));
  // Only an event of a known family is checked: a verb outside them ("sank", "fell", "moved") may be stated in words
  // this list does not know, and a sentence without them may still say it.
  const families = FAMILIES.filter((family) => family.some((f) => own.some((w) => w.startsWith(f) || f.startsWith(w))));
  if (families.length === 0) return undefined;
  return [...new Set([...own, ...families.flat()])].filter((s) => s.length >= 3);
}

/** Whether a sentence states one of the event's stems. */
export function statesEvent(sentence: string, stems: string[]): boolean {
  return terms(sentence).some((t) => stems.some((s) => t.startsWith(s)));
}

// The answer guard's words (answer-guards.ts eventUnsaid), beside the families above: for a question ending on its
// verb, the other words a page says the event with ("established" for "founded", "construction" for "built").
const DIED =
  /\b(?:died|dies|death|d\.|passed away|killed|drowned|assassinat|murdered|executed|succumbed|perished|slain|was shot)/i;
const FOUNDED =
  /\b(?:found(?:ed|ing|ation)|establish|formed|formation|created|incorporated|opened|set up|started|began)/i;
export const EVENT_WORDS: Record<string, RegExp> = {
  born: /\b(?:born|birth|b\.|native of)/i,
  die: DIED,
  died: DIED,
  founded: FOUNDED,
  established: FOUNDED,
  formed: FOUNDED,
  built: /\b(?:built|construct|completed|erected|opened)/i,
  completed: /\b(?:complet|built|construct|finished|opened)/i,
  opened: /\b(?:open|inaugurat|completed)/i,
  open: /\b(?:open|inaugurat|completed)/i,
  published: /\b(?:publish|publication|released|issued)/i,
  released: /\b(?:release|issued|published|premiered|debuted|came out)/i,
  married: /\b(?:marri|wed\b|wedding|wife|husband|spouse)/i,
  launched: /\b(?:launch|introduc|released|unveiled|debuted)/i,
};
/** "When was he born?", "In what year did the arena open?", "Where did she die?": the event a when-, year- or
 * where-question ends on, a verb of a life's or a thing's events (those above, and verbs a page says by their own
 * stem); "When does the dock close on weekdays?" ends on none. */
export const WHEN_EVENT = new RegExp(
  `\\b(?:when|(?:what|which)\\s+year|where|in\\s+(?:what|which)\\s+(?:city|town|village|country|state|county|place))\\s+(?:was|were|did|is|are|does|do)\\b[^?.;]*?\\s(${[...Object.keys(EVENT_WORDS), "created", "elected", "retired?"].join("|")})\\s*\\??\\s*$`,
  "iu",
);
