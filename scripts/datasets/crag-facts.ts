/**
 * Answer entities picked by hand from the CRAG sample's gold answers, by example index: a stronger
 * probe of what cleaning keeps than the gold strings, which are mostly whole sentences no page
 * contains verbatim. Used by the cleaning tests and the cleaning benchmark.
 */
export const CRAG_ANSWER_FACTS: Record<number, string[]> = {
  1: ["salesforce"],
  2: ["jennifer aniston", "lolavie", "kim kardashian", "skkn", "selena gomez", "rare beauty"],
  5: ["hess midstream", "xerox", "at&t"],
  8: ["carol forman", "spider lady"],
  9: ["universal pictures"],
};
