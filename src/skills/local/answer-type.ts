/** What kind of short answer a question expects, from its wording. */
export type AnswerType = "number" | "money" | "duration" | "date" | "person" | "code" | "choice" | "yesno" | "other";

const CODE_NOUN =
  "(header|endpoint|url|path|scope|field|parameter|command|hostname|host|domain|ticker|symbol|status code|error code)";
// One or two words before the noun asked for: "the Team plan's rate limit", "the end-date parameter".
const MODIFIERS = "([\\w'’-]+ ){0,2}";

export function answerType(question: string): AnswerType {
  const q = question.trim().toLowerCase();
  // "What is the date header?" asks for a header: the noun asked for wins over the words before it.
  if (new RegExp(`^(what|which) (is|was|are|were) the ${MODIFIERS}${CODE_NOUN}s?\\b`).test(q)) return "code";
  // "… a civil war that ended when?": the question word at the end asks the same as at the start.
  if (/\bwhen\s*\?\s*$/.test(q)) return "date";
  if (
    /^(when|by when|until when|what (year|date|day|month|time)|which (year|date|day|month)|in what year|on what date)\b/.test(
      q,
    )
  )
    return "date";
  if (
    /\b(what|which) (year|date|day)\b/.test(q) ||
    new RegExp(`^(what|which) (is|was|are|were) the ${MODIFIERS}date\\b`).test(q)
  )
    return "date";
  // "How long" wants a span of time (or of length): a bare number, a status code say, does not answer it.
  if (
    /\bhow long\b/.test(q) ||
    new RegExp(
      `\\bwhat (is|was|are) the ${MODIFIERS}(lifetime|duration|retention( period)?|ttl|timeout|expiry)\\b`,
    ).test(q)
  ) {
    return "duration";
  }
  // "How much does it cost" wants an amount of money: a message quota next to the price does not answer it.
  // ("How much storage comes at no extra cost?" asks for storage.)
  if (
    /^how much (do|does|did|will|would|is|are|was|were)\b[^?]*\b(cost|costs|pay|charge|charged)\b/.test(q) &&
    !/\b(no|extra|additional) (extra )?(cost|charge)\b/.test(q)
  ) {
    return "money";
  }
  if (
    /^what (does|do|did|will) [^?]+ cost\b/.test(q) ||
    new RegExp(`^what (is|was|are|were) the ${MODIFIERS}(price|cost|fee)s?(?![\\w-])`).test(q)
  )
    return "money";
  if (
    /^(how (many|much|long|often|old|far|big|large|fast|tall|high))\b/.test(q) ||
    new RegExp(
      `\\b(how (many|much|long)|what (is|was|are) the ${MODIFIERS}(number|amount|price|cost|percentage|rate|size|limit|total|average|lifetime|duration|retention|quota)|what percentage|how much)\\b`,
    ).test(q)
  )
    return "number";
  if (/^(who|whom|whose)\b/.test(q) || /\bwho (is|was|were|are|did|has)\b/.test(q)) return "person";
  if (
    /\b(header|endpoint|url|path|scope|field|parameter|command|hostname|host|domain|ticker|symbol|status code|error code)\b/.test(
      q,
    ) &&
    /^(what|which)\b/.test(q)
  )
    return "code";
  if (choiceOptions(question)) return "choice";
  if (/^(is|are|was|were|does|do|did|can|could|has|have|had|will|would|should)\b/.test(q)) return "yesno";
  return "other";
}

/**
 * The two options of an "A or B?" question ("owned by time warner or universal pictures?"): B is
 * what follows the last "or"; A is as many words before it (at most four).
 */
export function choiceOptions(question: string): [string, string] | null {
  const m = /^(.*\S)\s+or\s+([^?]+?)\s*\??\s*$/i.exec(question.trim());
  if (!m) return null;
  const after = m[2]!.trim().split(/\s+/);
  const before = m[1]!.trim().replace(/,$/, "").split(/\s+/);
  if (after.length > 4 || before.length < after.length + 1) return null;
  const a = before.slice(-after.length).join(" ");
  if (/^(not|no|else|otherwise)$/i.test(after.join(" "))) return null;
  return [a, after.join(" ")];
}
