import { terms } from "../../text/analyze";
import type { ScoredPassage } from "../../types";
import { localConfidence } from "./answer-confidence";
import { compareAnswer, opensWith, ownPage, type Side, type Verdict, withoutNames } from "./compare-answer";
import { titleTerms } from "./page-title";
import { type BridgeRole, roleHolder, roleNamed } from "./role-holder";

/**
 * Bridge-comparisons: "Which film has the director who was born earlier, X or Y?", "Do the directors of X and Y share
 * a nationality?", "Which company's founder was born first, A or B?". Each side is a two-hop chain — the side's page
 * names its director (founder, author, …), whose own page gives the date or the nationality compared — and the
 * comparison is made between the people, answered with the sides.
 */
/** What is compared of the people: a date of their lives, or where they are from. */
const PERSON_ATTRIBUTE =
  /\b(?:born|birth|died|die|death|older|oldest|younger|youngest|nationality|nationalities|citizenship|country|countries)\b/i;

/**
 * The role through which a comparison's sides are compared, when the question compares people's dates or origins
 * through one ("the director of", "whose director", "company's founder"). "Which director was born first, A or B?"
 * names what the sides are, not a role of theirs.
 */
export function bridgeRole(question: string, sides: string[]): BridgeRole | undefined {
  const rest = withoutNames(question, sides);
  if (!PERSON_ATTRIBUTE.test(rest)) return undefined;
  // The same question with a mark where each side's name was (as long as the space `rest` puts there).
  const marked = withoutNames(question, sides, "\u2063");
  for (const m of rest.matchAll(/\b([\p{L}-]+)\b/gu)) {
    const word = m[1]!;
    const role = roleNamed(word);
    if (!role) continue;
    // "the game designer Ken St. Andre": a role right before a side's name says what the side is, not whose it is.
    const after = marked.slice((m.index ?? 0) + word.length);
    if (/^\s*\u2063/.test(after)) continue;
    // "Nancy Sinatra, the singer of 'These Boots …'": set after a side's name by a comma, it describes that side.
    // ("Jaws or Heat, the director of which was born first?" asks through the role.)
    const describes = /\u2063\s*,\s+(?:the|a|an)\s+(?:[\p{Ll}-]+\s+){0,3}$/u.test(marked.slice(0, m.index));
    const asks = /^[^,]*?\b(?:which|who|whom|whose|what)\b/i.test(after);
    if (describes && !asks) continue;
    // "Which (film) director was born first?": the role heads the noun the question asks about, so it is the sides'
    // kind; "Which company's founder …" reaches it through a possessive.
    // (After the options, "A or B: which composer died first?", the question starts at the colon.)
    const head = rest
      .slice(0, m.index)
      .replace(/^[^:;]*[:;]/, "")
      .trim()
      .split(/\s+/);
    const kind =
      head.length <= 4 &&
      /^(?:which|what|who|whom)$/i.test(head[0] ?? "") &&
      head
        .slice(1)
        .every((w) => /^[\p{L}-]+$/u.test(w) && !/^(?:has|have|had|the|an?|whose|with|of|is|was|are|were)$/i.test(w));
    if (kind) return undefined;
    return role;
  }
  return undefined;
}

/** The own page of what a name names (a person, a work, a company): titled with the name, or opening with all of it. */
export function ownPageOf(pooled: ScoredPassage[], name: string): ScoredPassage | undefined {
  const want = terms(name);
  if (want.length === 0) return undefined;
  const titled = pooled.find((p) => {
    const title = titleTerms(p);
    return title.length === want.length && title.every((t) => want.includes(t));
  });
  if (titled) return titled;
  return pooled.find((p) => opensWith(p.text, want));
}

export type BridgeStep =
  | { kind: "search"; queries: string[]; bridges: (string | undefined)[] }
  | { kind: "failed"; why: string; bridges: (string | undefined)[] }
  | { kind: "answer"; verdict: Verdict | undefined; bridges: string[]; passageIds: string[] };

/** The share of the side's holder read on a page that is not the side's own, or with a second holder: not sure. */
const UNSURE = 0.1;

/**
 * One step of a bridge-comparison once each side's own page is found: each side's holder from its page, then the
 * holders' pages (searched for by name when not found yet), then the comparison between them, answered with the
 * sides. As sure as its weakest link: a holder named once on the side's own page, and the comparison's own measure.
 */
export function bridgeStep(
  question: string,
  sides: Side[],
  role: BridgeRole,
  pooled: ScoredPassage[],
  searched: (query: string) => boolean,
): BridgeStep {
  const holders = sides.map((s) => roleHolder(s.passage, role));
  const bridges = holders.map((h) => h?.name);
  const missing = sides.flatMap((s, i) => (holders[i] ? [] : [s.name]));
  if (missing.length)
    return { kind: "failed", why: `no ${role.noun} named on the page of ${missing.join(", ")}`, bridges };
  const names = holders.map((h) => h!.name);
  if (terms(names[0]!).join(" ") === terms(names[1]!).join(" ")) {
    // One person for both sides: no date or origin of theirs tells the sides apart (a "same" question is yes).
    return { kind: "failed", why: `both sides' ${role.noun} is ${names[0]}`, bridges };
  }
  const pages = names.map((n) => ownPageOf(pooled, n));
  const unsearched = names.filter((n, i) => !pages[i] && !searched(n));
  if (unsearched.length) return { kind: "search", queries: unsearched, bridges };
  const lacking = names.filter((_, i) => !pages[i]);
  if (lacking.length) return { kind: "failed", why: `no page found for ${lacking.join(", ")}`, bridges };
  const people: Side[] = sides.map((s, i) => ({ name: s.name, passage: pages[i]!, about: names[i]! }));
  const compared = compareAnswer(question, people);
  const hop = Math.min(...sides.map((s, i) => (holders[i]!.unique && ownPage(s) ? 1 : UNSURE)));
  const hopSure = localConfidence({ typeFit: "typed", coverage: hop, margin: 1 });
  const verdict = compared && { text: compared.text, confidence: Math.min(compared.confidence, hopSure) };
  return {
    kind: "answer",
    verdict,
    bridges: names,
    passageIds: [...sides.map((s) => s.passage.id), ...pages.map((p) => p!.id)],
  };
}
