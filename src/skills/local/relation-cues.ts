/**
 * A relation noun has the words that express it: a wife is whom someone "married", a father is named by "son of" or
 * "daughter of", a director is who "directed". A span answering "the wife of X" is the name such a word points at in
 * a sentence about X, not any name near X's other facts (his office, his title).
 */
const CUES: [RegExp, RegExp][] = [
  [
    /^(?:wife|husband|spouse|consort|widow|widower)$/,
    /\b(?:married|marry|marries|marriage|wed|wedded|weds|wife|husband|spouse|consort|widow|widower)\b/i,
  ],
  [/^(?:father|mother|parent)$/, /\b(?:son|daughter|child|children|father|mother|parents?|born to)\b/i],
  [/^(?:son|daughter|child)$/, /\b(?:sons?|daughters?|child|children|father of|mother of)\b/i],
  [/^(?:brother|sister|sibling)$/, /\b(?:brothers?|sisters?|siblings?|half-brother|half-sister)\b/i],
  [
    /^(?:grandfather|grandmother|grandparent)$/,
    /\b(?:grand(?:son|daughter|child|father|mother)|son of|daughter of|father|mother)\b/i,
  ],
  [/^director$/, /\bdirect(?:ed|or|s|ing)\b/i],
  [/^(?:founder|co-founder)$/, /\b(?:(?:co-)?found(?:ed|er|ers|ing)|established)\b/i],
  [/^(?:author|writer)$/, /\b(?:writ(?:ten|er|es|ing)|wrote|author(?:ed)?)\b/i],
  [/^creator$/, /\bcreat(?:ed|or|ors)\b/i],
  [/^producer$/, /\bproduc(?:ed|er|ers)\b/i],
  [/^composer$/, /\b(?:compos(?:ed|er)|music by|score)\b/i],
  [/^(?:owner)$/, /\bown(?:ed|er|ers|s)\b/i],
  [/^publisher$/, /\bpublish(?:ed|er)\b/i],
  [/^(?:designer|architect)$/, /\b(?:design(?:ed|er)|architect)\b/i],
  [/^inventor$/, /\binvent(?:ed|or)\b/i],
  [/^illustrator$/, /\billustrat(?:ed|or)\b/i],
];

/** The words that express a relation noun ("wife" → married, wed, wife …), or undefined for a noun without a list. */
export function relationCue(noun: string | undefined): RegExp | undefined {
  const head = noun?.trim().toLowerCase().split(/\s+/).pop();
  if (!head) return undefined;
  return CUES.find(([role]) => role.test(head))?.[1];
}

// Offices and titles: a person relation's answer is a person's name, not "Grand Admiral" or "Prime Minister".
const OFFICE_HEAD =
  /^(?:Admiral|General|Minister|President|Governor|Chairman|Chairwoman|Chair|Senator|Secretary|Ambassador|Commissioner|Mayor|Chancellor|Officer|Director|Commander|Marshal|Colonel|Captain|Lieutenant|Major|Sergeant|Premier|Speaker|Treasurer|Attorney|Judge|Justice|Bishop|Archbishop|Cardinal|Pope|Emperor|Empress|Navy|Army|Party|Council|Court|Award|Prize|Medal|Order|Cup|League|Championship|Dynasty|Empire|Kingdom|Republic)$/;

/** A title, an office or an institution ("Grand Admiral", "Prime Minister", "Ottoman Empire"), not a person's name. */
export function isOfficeOrTitle(span: string): boolean {
  const words = span.trim().split(/\s+/);
  return OFFICE_HEAD.test(words[words.length - 1] ?? "");
}
