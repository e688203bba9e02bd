import { terms } from "../../text/analyze";
import type { ScoredPassage } from "../../types";
import { candidateSpans } from "./spans";

/**
 * Who holds a role of a thing, as the thing's own page says it: "directed by Dale Rusk", "founded in 1919 by Arlo
 * P. Castor", "formed by Vell Music". Bridge-comparisons read it to reach the holders' pages; "the same
 * director" questions compare the holders themselves.
 */
export interface BridgeRole {
  /** The role as the question says it ("director"). */
  noun: string;
  /** The passive that names its holder on the side's page: "directed by …", "founded in 1919 by …". */
  verb: RegExp;
}

// Each role and the verbs whose "… by NAME" names its holder on the page of what the role is of.
const ROLES: [RegExp, RegExp][] = [
  [/^directors?$/i, /\b(?:directed|co-directed)\b/i],
  [/^(?:co-)?founders?$/i, /\b(?:founded|co-founded|established|started|formed)\b/i],
  [/^(?:authors?|writers?|novelists?|screenwriters?)$/i, /\b(?:written|authored|co-written|penned)\b/i],
  [/^composers?$/i, /\b(?:composed|scored)\b/i],
  [/^creators?$/i, /\b(?:created|co-created)\b/i],
  [/^producers?$/i, /\b(?:produced)\b/i],
  [/^(?:designers?|architects?)$/i, /\b(?:designed)\b/i],
  [/^developers?$/i, /\b(?:developed)\b/i],
  [/^illustrators?$/i, /\b(?:illustrated)\b/i],
  [/^editors?$/i, /\b(?:edited)\b/i],
  [/^(?:singers?|performers?)$/i, /\b(?:sung|sang|performed|recorded)\b/i],
];

/** The role a noun names ("director", "singers"), when its holder is named by a passive ("directed by …"). */
export function roleNamed(noun: string): BridgeRole | undefined {
  const role = ROLES.find(([re]) => re.test(noun));
  return role ? { noun: noun.toLowerCase().replace(/s$/, ""), verb: role[1] } : undefined;
}

/** The role's holder on a side's page: the name after "directed by"; one name, or undefined with `unique` false. */
export function roleHolder(
  passage: ScoredPassage,
  role: BridgeRole,
  anyName = false,
): { name: string; unique: boolean } | undefined {
  const text = passage.text;
  const names: string[] = [];
  const verb = new RegExp(role.verb.source, "gi");
  for (const m of text.matchAll(verb)) {
    const after = text.slice((m.index ?? 0) + m[0].length);
    // "directed by Ed Warrow", "founded in 1919 by Arlo P. Castor": "by" in the same clause.
    const by = /^[^.;]{0,60}?\bby\s+/.exec(after);
    if (!by) continue;
    const clause = after.slice(by[0].length, by[0].length + 80);
    const first = (anyName ? nameSpans(clause) : candidateSpans(clause, "person")).find((s) => s.start <= 40);
    if (!first) continue;
    names.push(first.text);
    // "written by Corin Ashby and Tam Greer": two holders; the role names no single person.
    const tail = clause.slice(first.start + first.text.length);
    if (/^\s*(?:,|and\b|&)\s*[A-Z]/.test(tail)) names.push(tail);
  }
  if (names.length === 0) return undefined;
  const distinct = new Set(names.map((n) => terms(n).join(" ")));
  return { name: names[0]!, unique: distinct.size === 1 };
}

/** Capitalised runs ("Vell Music", "J. Harbor Camp"): a holder that may be a company, not only a person. */
function nameSpans(text: string): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  for (const m of text.matchAll(
    /[\p{Lu}\d][\p{L}\d'’.&-]*(?:\s+(?:(?:of|the|de|and|&)\s+)*[\p{Lu}\d][\p{L}\d'’.&-]*)*/gu,
  )) {
    out.push({ text: m[0].replace(/[.,;:]$/, ""), start: m.index ?? 0 });
  }
  return out;
}
