import { queryTerms, terms } from "../../text/analyze";
import { normalizeQuery } from "../../text/normalize-query";
import { escapeRegExp } from "../../text/regex";
import { sameSearch } from "../../text/same-search";
import type { ScoredPassage } from "../../types";
import type { DecideInput, DecideOutcome, PlanInput, Planner, PlanPart } from "../types";
import { localConfidence, termCoverage } from "./answer-confidence";
import { asksYesNo } from "./answer-type";
import { bridgeRole, bridgeStep } from "./bridge-compare";
import { decideChain } from "./chain-decide";
import { sharedName } from "./claims-answer";
import { compareAnswer, type Side, type Verdict } from "./compare-answer";
import { described } from "./compare-sides";
import { contentWords, type Decomposition, decompose } from "./decompose";
import { describedStep } from "./described-compare";
import { dedupe, firstSearches, orderQueries } from "./first-searches";
import { partEvidence } from "./hop-span";
import { pageText, titledAs, titleHolds } from "./page-title";
import { failed, hitsFor, pooledOf, ran, round, termsOf, unique } from "./plan-steps";
import { asWritten } from "./question-case";
import { isNamePhrase, namedEntity, originalWords, questionNames } from "./question-names";
import { decideReportOrder, parseReportOrder, passageDate, type ReportOrder } from "./report-order";
import { claimParts, claimQueries, onlySource, sourceKey, sourceParts, sourceQueries } from "./sources";

const LIVE_CUES =
  /\b(now|current|currently|latest|today|tonight|right now|live|this (?:week|month|season|morning)|status|outage|price|stock)\b/i;

/**
 * The local engine's planner, by rules (a skill, not a model: it spends no model call).
 * plan: the question itself plus its parts — a comparison's sides, conjoined questions, a chain's first hop.
 * decide: per part. A part is covered when a passage found for it covers the part's own query at or above τ.
 * A chain goes hop by hop: hop k's answer, a typed span from hop k's evidence, fills hop k+1's query; a hop that
 * finds nothing ends the chain. Sub-queries come only from the question and the entities its hops found.
 */
export class LocalPlanner implements Planner {
  async plan(input: PlanInput): Promise<string[]> {
    const question = asWritten(input.question, []);
    // A question naming several sources asks each for its own fact; otherwise the chain's first hop, or the parts.
    return firstSearches(question, {
      shape: () => decompose(question),
      order: () => parseReportOrder(question),
      sources: () => sourceQueries(question),
      claims: () => claimQueries(question),
    });
  }

  async decide(asked: DecideInput): Promise<DecideOutcome> {
    // A question typed in lower case is read with its names as the evidence found so far writes them.
    const written = asWritten(asked.question, pooledOf(asked));
    const input = written === asked.question ? asked : { ...asked, question: written };
    const d = decompose(input.question);
    const live = LIVE_CUES.test(input.question);
    if (d.chain) return withNamePages(input, decideChain(input, d.chain));
    const order = parseReportOrder(input.question);
    const ordered = order && decideOrder(input, order);
    if (ordered) return ordered;
    // Claims of one source ("…, as reported by TechCrunch, …, …") are the parts, each the source's name with its
    // clause (as the plan searched them), not the clauses as split without it ("reported TechCrunch").
    // The one source the question names, read once for the parts and the sources' passages below.
    const sole = soleSource(input.question, pooledOf(input));
    const claims = d.kind === "conjunction" && !d.sides && sole ? claimQueries(input.question) : [];
    const shape = claims.length >= 2 ? { ...d, parts: claims } : d;
    const decision =
      d.kind === "comparison" || d.kind === "conjunction"
        ? decideParts(input, shape, live, sole)
        : decideWhole(input, live);
    const decided = sourcesFound(input, order, searchedEverySource(input, withSources(input, decision, sole)));
    if (!order || decided.kind !== "sufficient" || !decided.answer) return decided;
    const { answer: _unordered, ...rest } = decided;
    return rest;
  }
}

/**
 * Which of two reports came first: sufficient, answered from the reports' dates, when both are found (each cited).
 * Otherwise undefined: the question is decided as any other, but with no ready answer (that both claims hold does
 * not tell which was published first).
 */
function decideOrder(input: DecideInput, order: ReportOrder): DecideOutcome | undefined {
  const pooled = pooledOf(input);
  const verdict = decideReportOrder(order, pooled);
  if (!verdict) return undefined;
  const parts = orderQueries(order).map((query, i) => ({
    name: `report: ${query}`,
    query,
    covered: true,
    ...(verdict.reports[i] ? { passageId: verdict.reports[i] } : {}),
  }));
  const answer = { text: verdict.text, confidence: verdict.confidence, passageIds: [...verdict.passageIds] };
  return { kind: "sufficient", reason: "both reports found, ordered by their dates", parts, answer };
}

/** Pages of the question's own names fetched beside a bridge's, at most. */
const MAX_NAME_PAGES = 2;

/**
 * A chain's decision with the pages of the names the question gives ("Innerspace" of "Innerspace's leading lady
 * also starred opposite Nicolas Cage …"), when its searches found them and no hop cites them: each a covered part
 * after the hops, so the context holds the entity the question starts from even when a hop went past it.
 */
function withNamePages(input: DecideInput, decision: DecideOutcome): DecideOutcome {
  const pooled = pooledOf(input);
  const cited = new Set((decision.parts ?? []).map((p) => p.passageId));
  const pages: PlanPart[] = [];
  for (const n of questionNames(input.question)) {
    const page = pooled.find((p) => titledAs(p, terms(n)));
    if (!page || cited.has(page.id) || pages.length >= MAX_NAME_PAGES) continue;
    cited.add(page.id);
    pages.push({ name: n, query: n, covered: true, passageId: page.id });
  }
  return pages.length ? { ...decision, parts: [...(decision.parts ?? []), ...pages] } : decision;
}

/**
 * Each source the question names is a part with its own best passage, scored against its own sub-query (its name
 * and its clause), not the whole question: the context then holds each source's fact. Only sources whose evidence
 * reaches τ are added, as covered parts; the decision itself is the plan's.
 */
function withSources(input: DecideInput, decision: DecideOutcome, sole: string | undefined): DecideOutcome {
  const named = sourceParts(input.question);
  // One source's claims (claimParts) likewise: each claim's report is that source's passage covering the claim.
  const label = named.length >= 2 ? "source" : "claim";
  const pooled = pooledOf(input);
  const claims = named.length < 2 && sole ? claimParts(input.question) : [];
  const queries = (named.length >= 2 ? named : claims).filter((q) => ran(input, q.query));
  if (queries.length < 2) return decision;
  const sources: PlanPart[] = queries.flatMap(({ source, query }) => {
    if (decision.parts?.some((p) => p.query === query)) return [];
    // A source's fact is one that source gives: a passage naming the source, when any does; of the date the
    // query gives ("TechCrunch … 2023-12-15"), when one is.
    const own = ofSource(pooled, source);
    const date = ISO_DATE.exec(query)?.[0];
    const dated = date ? own.filter((p) => passageDate(p) === date) : [];
    const best = partEvidence(query, dated.length ? dated : own.length ? own : pooled)[0];
    if (!best || best.score < input.threshold) return [];
    return [{ name: `${label}: ${query}`, query, covered: true, score: round(best.score), passageId: best.passage.id }];
  });
  return sources.length ? { ...decision, parts: [...(decision.parts ?? []), ...sources] } : decision;
}

/**
 * The one source a question names (onlySource), unless a passage found leads with another name the question gives
 * ("Fortune, 2023-10-04: …" for "… facing a jury in Fortune, …"): a report's source the attribution rules missed.
 */
function soleSource(question: string, pooled: ScoredPassage[]): string | undefined {
  const source = onlySource(question);
  if (!source) return undefined;
  // A lead's name as the question may write it: "the Verge" for "The Verge" (its capitals kept: "Fortune", not "fortune").
  const leads = new Set(
    pooled.flatMap(
      (p) =>
        REPORT_LEAD.exec(p.text)?.[1]
          ?.trim()
          .replace(/^the\s+/i, "") ?? [],
    ),
  );
  const keys = new Set([...leads].map(sourceKey));
  // Another lead is named only outside the source's own name: "The Times" is not in "The New York Times".
  const elsewhere = question.replace(new RegExp(escapeRegExp(source), "giu"), " ");
  for (const lead of leads) {
    if (sourceKey(lead) === sourceKey(source)) continue;
    if (new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(lead)}(?![\\p{L}\\d])`, "u").test(elsewhere)) return undefined;
  }
  // "according to Sundar Pichai" names a speaker, not a report's source: where the reports found lead with their
  // sources (three or more of them) and none is this one, the question's claims are not kept to it.
  if (keys.size >= 3 && !keys.has(sourceKey(source))) return undefined;
  return source;
}

/** A dated report's lead: its source's name before the date ("TechCrunch, 2023-11-06: …"). */
const REPORT_LEAD = /^([^,:\n]{2,60}),\s*\d{4}-\d{2}-\d{2}\b/;

const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;

/** The passages a source gives: those naming it (its name's every word). */
function ofSource(pooled: ScoredPassage[], source: string): ScoredPassage[] {
  const need = terms(source);
  return pooled.filter((p) => {
    const have = termsOf(p);
    return need.every((t) => have.has(t));
  });
}

/**
 * When the question was searched before its sources were (the gate's searchFirst), each source round one's evidence
 * holds no fact of (a passage of that source covering its clause at τ) gets its own query in round two; one that was
 * found is not searched for. After that every source counts as searched. A decision asking for them goes on, whatever it decided, as a plan searching every source
 * in round one would have.
 */
function sourcesFound(input: DecideInput, order: ReportOrder | undefined, decision: DecideOutcome): DecideOutcome {
  const searches = order
    ? [order.subject, order.reference].map((s) => ({ source: s.source, query: [s.source, ...s.claim].join(" ") }))
    : sourceParts(input.question);
  if (searches.length < 2) return decision;
  // Round one is the question's own search; what it missed was searched in round two, once.
  if (input.round > 1) return blockSearches(decision);
  const pooled = pooledOf(input);
  const missing: typeof searches = [];
  const found: PlanPart[] = [];
  for (const { source, query } of searches) {
    if (ran(input, query)) continue;
    // A report the question dates ("published on October 7, 2023") is that source's passage of that date.
    const dated = ISO_DATE.exec(query)?.[0];
    const own = ofSource(pooled, source).filter((p) => !dated || passageDate(p) === dated);
    const best = partEvidence(query, own)[0];
    // Found: a part, so its passage is in the answer's context as a source's own search would have put it.
    if (best && best.score >= input.threshold)
      found.push({
        name: `source: ${query}`,
        query,
        covered: true,
        score: round(best.score),
        passageId: best.passage.id,
      });
    else missing.push({ source, query });
  }
  const withFound = found.length ? { ...decision, parts: [...(decision.parts ?? []), ...found] } : decision;
  // A source named twice ("The Wire's piece", "an article by The Wire") is one report: one fact of it found is it.
  const foundSources = new Set(
    searches.filter((x) => found.some((f) => f.query === x.query)).map((x) => normalizeQuery(x.source)),
  );
  missing.splice(0, missing.length, ...missing.filter((m) => !foundSources.has(normalizeQuery(m.source))));
  if (missing.length === 0) return blockSearches(withFound);
  const parts: PlanPart[] = missing.map(({ query }) => ({ name: `source: ${query}`, query, covered: false }));
  return {
    kind: "continue",
    subQueries: missing.map((m) => m.query),
    reason: `no fact found yet from ${missing.map((m) => m.source).join(", ")}`,
    parts: [...(withFound.parts ?? []), ...parts],
  };
}

/** A decision that would search on searches no more, and says why (one that stops already is left as it is). */
function stopSearching(decision: DecideOutcome, why: string): DecideOutcome {
  if (decision.kind !== "continue" || decision.subQueries.length === 0) return decision;
  return { ...decision, subQueries: [], reason: `${decision.reason}; ${why}` };
}

/** Every source's fact was found or searched for: nothing is left to search that is not the same facts again. */
const blockSearches = (decision: DecideOutcome) => stopSearching(decision, "every source named was found or searched");

/**
 * A question naming several sources rests on one fact per source, and round one searched each source for its own
 * (the plan's per-source queries). Once all of them ran there is nothing left to search that is not the same facts
 * again (the leftover words of the question, a clause re-worded): the loop stops and the answer works with what the
 * sources gave.
 */
function searchedEverySource(input: DecideInput, decision: DecideOutcome): DecideOutcome {
  if (decision.kind !== "continue" || decision.subQueries.length === 0) return decision;
  const queries = sourceQueries(input.question);
  if (queries.length < 2 || !queries.every((q) => ran(input, q))) return decision;
  return stopSearching(decision, "every source named was searched for its own fact");
}

/**
 * A side named short of its page ("the 2015–16 team" of "Which Colorado Buffaloes team won more games, the 2016–17
 * team or the 2015–16 team?"): of the passages naming it about as well, the one holding most of the question's
 * shared words ("Colorado Buffaloes") is the side's, not a namesake's ("2015–16 VCU Rams … team").
 */
function inContext<T extends { score: number; passage: ScoredPassage }>(
  ranked: T[],
  query: string,
  sideTerms: string[],
): T | undefined {
  const top = ranked[0];
  if (!top) return undefined;
  const context = terms(query).filter((t) => !sideTerms.includes(t));
  // Pages whose titles hold the side's words with more ("2015–16 … basketball team" for "the 2015–16 team").
  const near = ranked.filter((e) => e.score >= top.score - NEAR_TIE && titleHolds(e.passage, sideTerms));
  if (near.length < 2 || !near.includes(top)) return top;
  const held = (e: T) => context.filter((t) => termsOf(e.passage).has(t)).length;
  return near.reduce((best, e) => (held(e) > held(best) ? e : best), top);
}

/** How close two passages' scores for a side are for its context to choose between them. */
const NEAR_TIE = 0.05;

/** Comparisons and conjoined questions: each side or question is a part with its own query and evidence. */
function decideParts(input: DecideInput, d: Decomposition, live: boolean, sole: string | undefined): DecideOutcome {
  const { question, threshold } = input;
  const pooled = pooledOf(input);
  if (d.sides?.some(described)) return decideDescribed(input, d, pooled);
  // A question naming one source for all its claims ("…, as reported by TechCrunch"): each claim's evidence is that
  // source's passage when one covers it at τ.
  const source = d.sides ? undefined : sole;
  const sourced = source ? ofSource(pooled, source) : [];
  const picks = d.parts.map((query, i) => {
    const side = d.sides?.[i];
    const sideTerms = side ? terms(side) : [];
    // A side's evidence names the side: a passage about the other side does not cover this one. It is scored
    // against the side's own words (a passage about Dale Rusk need not say "younger").
    const own = pooled.filter((p) => {
      const have = termsOf(p);
      return sideTerms.every((t) => have.has(t));
    });
    // The side's own page ("Verrina", not "Verrina alba") before pages that merely name it.
    const fromSource = side ? [] : partEvidence(query, sourced);
    const ranked =
      fromSource[0] && fromSource[0].score >= threshold ? fromSource : partEvidence(side ?? query, side ? own : pooled);
    const pages = side ? ranked.filter((e) => titledAs(e.passage, sideTerms)) : [];
    return { query, side, ranked, pages, best: pages[0] ?? inContext(ranked, query, sideTerms) };
  });
  // Namesakes ("Dale Rusk", the software engineer; "Dale Rusk (American football)"): a comparison is between
  // like things, so the side's page sharing most with the other sides' pages is the one meant.
  for (const pick of picks) {
    if (pick.pages.length < 2) continue;
    const others = new Set(picks.filter((o) => o !== pick && o.best).flatMap((o) => [...termsOf(o.best!.passage)]));
    const shared = (e: (typeof pick.pages)[number]) => [...termsOf(e.passage)].filter((t) => others.has(t)).length;
    pick.best = [...pick.pages].sort((a, b) => shared(b) - shared(a))[0];
  }
  const parts: PlanPart[] = picks.map(({ query, side, best }) => {
    const covered = !!best && best.score >= threshold;
    return {
      name: side ?? query,
      query,
      covered,
      score: round(best?.score ?? 0),
      ...(best ? { passageId: best.passage.id } : {}),
    };
  });
  const missing = parts.filter((p) => !p.covered);
  if (missing.length === 0) {
    const sides =
      d.sides && parts.map((p, i) => ({ name: d.sides![i]!, passage: pooled.find((x) => x.id === p.passageId)! }));
    // "Which film has the director who was born earlier, X or Y?": each side's director, then the directors compared.
    const role = sides && bridgeRole(question, d.sides!);
    if (sides && role) return decideBridge(input, sides, role, parts, pooled);
    const partPassages = parts.flatMap((p) => pooled.filter((x) => x.id === p.passageId));
    // A yes/no over claims is "yes" when each claim has its evidence, as sure as the least-covered claim; a name
    // asked of every claim is the one their passages share (separate questions joined by "and" share none).
    const verdict = sides
      ? compareAnswer(question, sides)
      : asksYesNo(question)
        ? NEGATED_CLAIM.test(question)
          ? undefined
          : claimsHold(parts, partPassages)
        : d.joined === "claims"
          ? sharedName(question, partPassages)
          : undefined;
    const passageIds = parts.flatMap((p) => (p.passageId ? [p.passageId] : []));
    return {
      kind: "sufficient",
      reason: `every ${d.sides ? "side" : "part"} has evidence at or above τ ${threshold}`,
      parts,
      ...(verdict ? { answer: { text: verdict.text, confidence: verdict.confidence, passageIds } } : {}),
    };
  }
  // The missing parts' own queries, then their bare names when they are names ("Dale Rusk", not a clause such as
  // "reasons controversy surrounding Jory Blenham", which its own query searched with its context already);
  // never words from passages about something else.
  const candidates = missing.flatMap((p) => [p.query ?? p.name, ...(isNamePhrase(p.name) ? [p.name] : [])]);
  const next = dedupe(candidates)
    .filter((q) => !ran(input, q))
    .slice(0, 3);
  const why = `not covered: ${missing.map((p) => p.name).join(", ")}`;
  // Nothing left to search for: the repetition stop ends the loop and the answerer does what it can (partial).
  if (next.length === 0)
    return { kind: "continue", subQueries: [], reason: `${why} after every query for it`, parts, live };
  return { kind: "continue", subQueries: next, reason: why, parts, live };
}

/**
 * A bridge-comparison once both sides' pages are found: each side's role holder ("directed by …") is a part, searched
 * for by name when its page is not found yet; then the comparison between the holders, answered with the sides. A side
 * whose page names no holder, or a holder without a page, ends it without an answer (the sides' own dates or origins
 * would answer another question).
 */
function decideBridge(
  input: DecideInput,
  sides: Side[],
  role: NonNullable<ReturnType<typeof bridgeRole>>,
  parts: PlanPart[],
  pooled: ScoredPassage[],
): DecideOutcome {
  const step = bridgeStep(input.question, sides, role, pooled, (q) => ran(input, q));
  const pageIds = step.kind === "answer" ? step.passageIds.slice(sides.length) : [];
  const holderParts: PlanPart[] = step.bridges.map((b, i) => ({
    name: `${role.noun} of ${sides[i]!.name}`,
    covered: step.kind === "answer",
    ...(b ? { query: b, found: b } : {}),
    ...(pageIds[i] ? { passageId: pageIds[i] } : {}),
  }));
  const all = [...parts, ...holderParts];
  const found = `each side's ${role.noun} found (${step.bridges.join(", ")})`;
  return outcomeOf(step, all, found, (queries) => `${role.noun}s next: ${queries.join(", ")}`);
}

/**
 * A comparison between descriptions ("the director of Alien or the director of Jaws"): each side's own search gives
 * its name (a part, like a chain's hop), each name's page is found or searched for, then the names are compared. A
 * side that finds no name, or a name without a page, ends it without an answer.
 */
function decideDescribed(input: DecideInput, d: Decomposition, pooled: ScoredPassage[]): DecideOutcome {
  const sides = d.sides!;
  const hits = d.parts.map((q) => hitsFor(input, q));
  const step = describedStep(input.question, sides, hits, pooled, (q) => ran(input, q), input.threshold);
  const pageIds = step.kind === "answer" ? step.passageIds : [];
  const parts: PlanPart[] = sides.map((side, i) => ({
    name: side,
    query: d.parts[i] ?? side,
    covered: step.kind === "answer",
    ...(step.found[i] ? { found: step.found[i] } : {}),
    ...(pageIds[i] ? { passageId: pageIds[i] } : {}),
  }));
  const found = step.found.join(", ");
  return outcomeOf(step, parts, `each description found (${found})`, () => `found ${found}; their pages next`);
}

/**
 * A two-step comparison's decision (bridge-comparisons, descriptions as sides): search on (`next` says for what), end
 * without an answer, or answer with the comparison of what was `found`.
 */
function outcomeOf(
  step:
    | { kind: "search"; queries: string[] }
    | { kind: "failed"; why: string }
    | { kind: "answer"; verdict: Verdict | undefined; passageIds: string[] },
  parts: PlanPart[],
  found: string,
  next: (queries: string[]) => string,
): DecideOutcome {
  if (step.kind === "search") return { kind: "continue", subQueries: step.queries, reason: next(step.queries), parts };
  if (step.kind === "failed") return failed(parts, step.why);
  if (!step.verdict) return failed(parts, `${found}, but their pages do not settle the comparison`);
  const answer = { text: step.verdict.text, confidence: step.verdict.confidence, passageIds: step.passageIds };
  return { kind: "sufficient", reason: `${found} and compared`, parts, answer };
}

/**
 * A claim of an absence ("fails to mention", "does not discuss", "without mentioning"): a passage holding the claim's
 * words is no evidence of it (it may well be the mention the claim says is missing), so coverage answers no yes/no.
 */
const NEGATED_CLAIM =
  /\b(?:(?<!whether\s+or\s+)not(?!\s+only\b|\s+to\s+mention\b)|never|neither|nor|without|fail(?:s|ed)?\s+to|lack(?:s|ed)?|no\s+mention|omit(?:s|ted)?|absent)\b|n['’]t\b/i;

/** "Does A say …, while B reports …?": yes, as sure as the share of the least-covered claim's words in its passage. */
function claimsHold(parts: PlanPart[], passages: ScoredPassage[]): Verdict {
  const coverage = Math.min(
    ...parts.map((p) => {
      const passage = passages.find((x) => x.id === p.passageId);
      return passage ? termCoverage(p.query ?? p.name, pageText(passage)) : 0;
    }),
  );
  return { text: "yes", confidence: localConfidence({ typeFit: "typed", coverage, margin: 0.5 }) };
}

/** One lookup: sufficient at τ with the question's key terms found; else the uncovered words, asked on their own. */
function decideWhole(input: DecideInput, live: boolean): DecideOutcome {
  const { question, evidence, threshold } = input;
  const top = evidence[0]?.score ?? 0;
  const useful = evidence.filter((p) => p.score >= threshold * 0.5);
  const keyTerms = queryTerms(question);
  const covered = new Set(useful.flatMap((p) => [...termsOf(p)]));
  const gap = keyTerms.filter((t) => !covered.has(t));
  const enough = top >= threshold && gap.length <= Math.floor(keyTerms.length / 4);
  // One hop through the entity the best evidence names beside the question's words (a bridge the rules could not
  // parse): asked once, in round one, by its name alone.
  // A question naming several sources asks each its own fact (searched for in round one), not a chain.
  const bridge =
    input.round === 1 && evidence[0] && top >= threshold * 0.5 && sourceQueries(question).length < 2
      ? namedEntity(question, evidence[0])
      : undefined;
  // What every search found, for the pages of the names the question gives.
  const pooled = unique([...evidence, ...(input.hits ?? []).flatMap((h) => h.passages)]);
  if (bridge && !ran(input, bridge)) {
    const part = { name: "bridge", query: bridge, covered: false };
    // The names the question gives are the other end of the bridge ("Corin Ashby" for "the adaptation … written by
    // Corin Ashby"): each one's own page is a part, from what was found when it is there, else fetched in this round.
    const names = questionNames(question).filter((n) => !sameSearch(n, bridge));
    const pages: PlanPart[] = [];
    const unpaged: string[] = [];
    for (const n of names) {
      const page = pooled.find((p) => titledAs(p, terms(n)));
      if (page) pages.push({ name: n, query: n, covered: true, passageId: page.id });
      else if (unpaged.length < MAX_NAME_PAGES && !ran(input, n)) {
        unpaged.push(n);
        pages.push({ name: n, query: n, covered: false });
      }
    }
    return {
      kind: "continue",
      subQueries: [bridge, ...unpaged],
      reason: `${enough ? "top score ≥ τ; " : ""}the best evidence names "${bridge}"`,
      parts: [part, ...pages],
      live,
      // The evidence suffices already: the bridge's page is fetched for the answer, and nothing is left to decide.
      ...(enough ? { final: true } : {}),
    };
  }
  if (enough) {
    // The pages of the names the question gives, when the searches found them, are parts: the answer's context keeps
    // each ("the Brisk Hound and the Valley Terrier": both breeds' pages, not only the best-scoring two of one).
    const pages: PlanPart[] = questionNames(question).flatMap((n) => {
      const page = pooled.find((p) => titledAs(p, terms(n)));
      return page ? [{ name: n, query: n, covered: true, passageId: page.id }] : [];
    });
    return {
      kind: "sufficient",
      reason: `top score ${top} ≥ τ ${threshold}`,
      ...(pages.length ? { parts: pages } : {}),
    };
  }
  // The words the evidence lacks are searched for once: a gap whose every word an earlier search (other than the
  // question's) held was searched for and stayed a gap.
  const searched = new Set(input.done.filter((q) => !sameSearch(q, question)).flatMap((q) => terms(q)));
  const gapWords = originalWords(question, gap);
  const newGap = gap.some((t) => !searched.has(t));
  const next = dedupe([newGap ? gapWords : "", contentWords(question).join(" ")])
    .filter((q) => q && !ran(input, q))
    .slice(0, 2);
  const reasons = [
    top < threshold ? `top score ${top} < τ ${threshold}` : "",
    gap.length ? `not covered: ${gapWords}${newGap ? "" : " (searched for already)"}` : "",
  ].filter(Boolean);
  return { kind: "continue", subQueries: next, reason: reasons.join("; ") || "evidence incomplete", live };
}
