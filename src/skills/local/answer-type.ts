/** What kind of short answer a question expects, from its wording. */
export type AnswerType = "number" | "money" | "duration" | "date" | "person" | "code" | "choice" | "yesno" | "other";

export function answerType(question: string): AnswerType {
  const q = question.trim().toLowerCase();
  if (/^(when|by when|until when|what (year|date|day|month|time)|which (year|date|day|month)|in what year|on what date)\b/.test(q)) return "date";
  if (/\b(what|which) (year|date|day)\b/.test(q) || /^(what|which) (is|was|are|were) the ([\w-]+ ){0,2}date\b/.test(q)) return "date";
  // "How long" wants a span of time (or of length): a bare number, a status code say, does not answer it.
  if (/\bhow long\b/.test(q) || /\bwhat (is|was|are) the ([\w-]+ )?(lifetime|duration|retention( period)?|ttl|timeout|expiry)\b/.test(q)) return "duration";
  // "How much does it cost" wants an amount of money: a message quota next to the price does not answer it.
  if (
    /\bhow much\b.*\b(cost|costs|pay|paid|charge|charged|price|priced|fee|fees|spend)\b/.test(q) ||
    /\bwhat (is|was|are) the ([\w-]+ )?(price|cost|fee)s?\b/.test(q) ||
    /^what (does|do|did|will) .+ cost\b/.test(q)
  ) {
    return "money";
  }
  if (
    /^(how (many|much|long|often|old|far|big|large|fast|tall|high))\b/.test(q) ||
    /\b(how (many|much|long)|what (is|was|are) the ([\w-]+ ){0,2}(number|amount|price|cost|percentage|rate|size|limit|total|average|lifetime|duration|retention|quota)|what percentage|how much)\b/.test(q)
  )
    return "number";
  if (/^(who|whom|whose)\b/.test(q) || /\bwho (is|was|were|are|did|has)\b/.test(q)) return "person";
  if (/\b(header|endpoint|url|path|scope|field|parameter|command|hostname|host|domain|ticker|symbol|status code|error code)\b/.test(q) && /^(what|which)\b/.test(q))
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
