// The local planner's decision for a chain: each hop's bridge found in its own evidence, then the last hop asked.
import { isStopword, sentences, terms } from "../../text/analyze";
import { escapeRegExp } from "../../text/regex";
import type { ScoredPassage } from "../../types";
import type { DecideInput, DecideOutcome, PlanPart } from "../types";
import { localConfidence, termCoverage } from "./answer-confidence";
import { containingPlace, notOfClass, titledAsThing, wrongKind } from "./bridge-kind";
import { fill } from "./chain";
import { type Chain, type Hop, headOf } from "./chain-words";
import { contentWords } from "./decompose";
import { candidateNames } from "./hop-candidates";
import { type HopEvidence, hopSpan, partEvidence } from "./hop-span";
import { findNumbers } from "./mentions";
import { originUnstated } from "./origin-unstated";
import { relationFit } from "./own-page";
import { pageText, titleAside, titledAs, titleName, titleTerms } from "./page-title";
import { failed, hitsFor, pooledOf, ran, round, termsOf, unique } from "./plan-steps";
import { quotedTitleUnnamed, yearUnstated } from "./premise-guards";
import { doerVerb } from "./relation-cues";
import { premiseContradicted } from "./stated-premise";
import { swappedDemonym } from "./swapped-demonym";

/** The last hop's passage names the bridge entity and covers this share of τ on the hop's own query. */
const LAST_HOP_SHARE = 0.5;

function mentions(p: ScoredPassage, name: string): boolean {
  const have = termsOf(p);
  return terms(name).every((t) => have.has(t));
}

/** The names a hop gives (capitalised words, numbers, the bridge), as terms. */
function hopNames(hop: Hop, bridge: string | undefined): string[] {
  const text = fill(hop.template, bridge);
  const tokens = text.match(/[\p{Lu}\p{N}][\p{L}\p{N}'’.&/-]*/gu) ?? [];
  return [...new Set(tokens.filter((w) => !isStopword(w.toLowerCase())).flatMap((w) => terms(w)))];
}

/** Share of the hop's names (hopNames) a passage holds (spellings differ: "Piet Brook", "Piet B. Brook"). */
function nameShare(p: ScoredPassage, names: string[]): number {
  if (names.length === 0) return 1;
  const have = termsOf(p);
  return names.filter((t) => have.has(t)).length / names.length;
}

/** A page whose title the hop names (hopNames): "Dunmore Otters" for "the arena where the Dunmore Otters played". */
function isSubjectPage(p: ScoredPassage, names: Set<string>): boolean {
  const title = titleTerms(p);
  return title.length > 0 && title.every((t) => names.has(t));
}

export const hopQuery = (chain: Chain, k: number, bridge: string | undefined) => {
  const words = contentWords(fill(chain.hops[k]!.template, bridge));
  if (k < chain.hops.length - 1) return words.join(" ");
  // The last hop searches for its entity's page: "date birth Tom Vale" finds pages that say "date"; the page
  // says "born" where the question says "date of birth".
  const kept = words
    .map((w) => (/^birth(?:day)?$/i.test(w) ? "born" : /^death$/i.test(w) ? "died" : w))
    .filter((w) => !/^(?:date|year|month|day)s?$/i.test(w));
  return (kept.length ? kept : words).join(" ");
};

/** Bridges a chain may set aside before it gives up: one wrong bridge tried, then the hop's next-best span. */
const BRIDGE_RETRIES = 1;

/**
 * A chain's decision. A bridge that leads nowhere (the next hop, searched for it, finds no passage about it or no
 * span in its evidence) may have been misread: the hop that found it is read again without it, once. The next-best
 * span is taken only when the evidence already found answers the chain through it, and it has a page of its own there
 * that calls it what the hop asks ("888 7th Avenue … the building"; "New York" or a colleague is no founder). Otherwise the first failure stands:
 * a right bridge without a page of its own ("founded and run by Bill Ackman") is no reason to guess another.
 */
export function decideChain(input: DecideInput, chain: Chain, rejected: string[] = []): DecideOutcome {
  const outcome = walkChain(input, chain, rejected);
  if (!outcome.deadEnd || rejected.length >= BRIDGE_RETRIES) return withoutDeadEnd(outcome, rejected);
  const retried = decideChain(input, chain, [...rejected, outcome.deadEnd]);
  const pooled = pooledOf(input);
  const before = new Set((outcome.parts ?? []).map((p) => p.found));
  // Each new bridge, with the hop that read it (a chain's parts are its hops, in order).
  const fresh = (retried.parts ?? []).flatMap((p, k) =>
    p.found && !before.has(p.found) ? [{ name: p.found, hop: chain.hops[k] }] : [],
  );
  const paged = fresh.every(({ name, hop }) => pooled.some((p) => titledAs(p, terms(name)) && callsItAsked(p, hop)));
  if (retried.kind !== "sufficient" || !paged) return withoutDeadEnd(outcome, rejected);
  // Should the answer through the next-best bridge be withheld, the first dead end is what the user is told.
  const first = "failed" in outcome ? outcome.failed : undefined;
  return retried.answer && first ? { ...retried, answer: { ...retried.answer, fallback: first } } : retried;
}

/**
 * Whether a page calls its entity what the hop asks for: "888 7th Avenue … the building" for "the building where …";
 * a role by its verb too ("founded" for a founder). Another name of the same kind ("Mara Lind, chief economist") on
 * the page the dead end was read from is not the founder because it has a page of its own.
 */
function callsItAsked(page: ScoredPassage, hop: Hop | undefined): boolean {
  const head = hop?.noun ? headOf(hop.noun).toLowerCase() : undefined;
  if (!head) return false;
  const stem = doerVerb(head) ?? head;
  return new RegExp(`\\b${stem}`, "i").test(page.text);
}

type Walked = DecideOutcome & { deadEnd?: string };

function withoutDeadEnd({ deadEnd: _, ...outcome }: Walked, rejected: string[]): DecideOutcome {
  if (rejected.length === 0) return outcome;
  const set = `"${rejected.join('", "')}" set aside: the next hop found nothing about it`;
  return { ...outcome, reason: `${outcome.reason} (${set})` };
}

function walkChain(input: DecideInput, chain: Chain, rejected: string[]): Walked {
  const { question, threshold } = input;
  const parts: PlanPart[] = [];
  const cited: string[] = [];
  // The chain is as sure as its weakest hop: each hop's span, typed, with its evidence's coverage of the hop.
  let sure = 1;
  let bridge: string | undefined;
  let previous: string | undefined;
  // A name only an appositive gives ("…, the daughter of Sultan Osric I") may be what a hop finds: it is not
  // known as the question's subject.
  // A bridge set aside is known too: the hop that found it reads its next-best span.
  let known = [chain.aside ? question.replace(chain.aside, " ") : question, ...rejected].join(" ");
  const last = chain.hops.length - 1;
  const pooled = pooledOf(input);
  // The pooled pages' titles and texts, read once for every hop's quoted-title check.
  let pooledTexts: string[] | undefined;
  for (let k = 0; k <= last; k++) {
    const name = `hop ${k + 1} of ${chain.hops.length}`;
    const query = hopQuery(chain, k, bridge);
    // The bridge's own page found already (round one's searches often fetch it): the hop reads what was found, and
    // no round is spent searching for it again.
    // A page listing the name's senses is not its page, and a namesake's page ("Nadira Sultan (daughter of …)") says
    // the name has several: the hop's own search then finds them all, for the last hop to tell apart.
    const bridgePage =
      k > 0 && bridge && !pooled.some((p) => namesakeOf(p, bridge!))
        ? pooled.filter((p) => titledAs(p, terms(bridge!)) && !LISTS_SENSES.test(p.text))
        : [];
    const search = (): DecideOutcome => ({
      kind: "continue",
      subQueries: [query],
      reason: `${name} next: "${query}"${bridge ? ` (from "${bridge}")` : ""}`,
      parts: [
        ...parts,
        ...chain.hops.slice(k).map((_, j) => ({
          name: `hop ${k + j + 1} of ${chain.hops.length}`,
          covered: false,
          ...(j === 0 ? { query } : {}),
        })),
      ],
    });
    if (!ran(input, query) && bridgePage.length === 0) return search();
    // The hop's evidence: its own hits, and for the first hop what the whole question found too.
    const pool =
      k === 0
        ? [...hitsFor(input, query), ...hitsFor(input, question)]
        : ran(input, query)
          ? hitsFor(input, query)
          : [...bridgePage, ...pooled];
    // A hop's answer comes from a passage about what the hop names ("2014 S/S", the bridge found before it): a
    // passage that only shares its common words ("debut album of a boy group") is about something else.
    // The page naming most of the hop's names comes first ("the player of the Harbor City Hawks … and the Harbor City
    // Gulls": that player's page names both), then the subject's own page (its title is one of the hop's names).
    const names = hopNames(chain.hops[k]!, bridge);
    const nameSet = new Set(names);
    const evidence = partEvidence(query, unique(pool))
      .map((e) => ({ e, share: nameShare(e.passage, names), own: isSubjectPage(e.passage, nameSet) }))
      .filter((x) => x.share * 2 >= 1)
      .map((x) => ({ ...x, fit: x.own ? relationFit(x.e.passage, query, nameSet) : 0 }))
      .sort((a, b) => b.share - a.share || Number(b.own) - Number(a.own) || b.fit - a.fit)
      .map((x) => x.e);
    const best = evidence[0];
    if (k === last) {
      // The last hop's evidence is about the bridge entity; the answerer reads the answer out of it. The passage an
      // earlier hop read the bridge from states that hop's facts ("… Grand Admiral … married Nadira Sultan"), not the
      // bridge's own: it is no evidence for what is asked of the bridge, unless it states that of the bridge right after
      // its name ("written by Katherine Applegate and her husband Michael Grant" for "the husband of {}").
      const bridged = bridge
        ? evidence.filter(
            (e) =>
              mentions(e.passage, bridge!) &&
              (!cited.includes(e.passage.id) ||
                titledAs(e.passage, terms(bridge!)) ||
                statesOfBridge(e.passage.text, bridge!, chain.hops[k]!.template)),
          )
        : evidence;
      // What the chain read the bridge from: the hop that described it (its names filled in) and that hop's page.
      const from = pooled.find((p) => p.id === cited[cited.length - 1]);
      // (A semicolon between them: the title is a name of its own, not the last words of the hop's last name.)
      const described = `${fill(chain.hops[k - 1]?.template ?? "", previous)}; ${from?.title ?? ""}`;
      const asked = fill(chain.hops[k]!.template, bridge);
      const meant = bridge
        ? namesakeMeant(bridged, bridge, described, asked, chain.hops[k - 1])
        : { evidence: bridged };
      if (meant.ambiguous) {
        parts.push({ name, query, covered: false, score: 0 });
        return failed(parts, `${name}: "${bridge}" names several entities (${meant.ambiguous.join("; ")})`);
      }
      const about = meant.evidence;
      const top = about[0];
      const covered = !!top && top.score >= threshold * LAST_HOP_SHARE;
      // What the bridge's page alone does not answer, the hop's own search may: a hop fails only once searched.
      if (!covered && !ran(input, query)) return search();
      parts.push({
        name,
        query,
        covered,
        score: round(top?.score ?? 0),
        ...(top ? { passageId: top.passage.id } : {}),
      });
      if (!top) return { ...failed(parts, `${name} ("${query}") found nothing about "${bridge}"`), deadEnd: bridge };
      if (!covered) {
        return {
          kind: "continue",
          subQueries: [],
          reason: `${name} ("${query}") has no evidence at ${LAST_HOP_SHARE} τ`,
          parts,
        };
      }
      const best = top;
      return {
        kind: "sufficient",
        reason: `every hop covered; the last asks "${fill(chain.hops[k]!.template, bridge)}"`,
        parts,
        answer: {
          question: fill(chain.hops[k]!.template, bridge),
          passageIds: [best.passage.id, ...cited],
          ranked: about.map((e) => ({ id: e.passage.id, score: round(e.score) })),
          ...(bridge ? { about: bridge, confidence: sure } : {}),
        },
      };
    }
    const found = hopSpan(query, chain.hops[k]!, evidence, known, threshold, pooled);
    if (!found && !ran(input, query)) return search();
    parts.push({
      name,
      query,
      covered: !!found,
      score: round(best?.score ?? 0),
      ...(found ? { passageId: found.passageId, found: found.span } : {}),
    });
    if (!found) {
      // The names its evidence gives where it reads the hop's words: their pages are fetched for the context.
      // (What it knows: the hop's names and the bridges found, not every word of the question.)
      const knownNames = new Set([...names, ...(bridge ? terms(bridge) : []), ...rejected.flatMap((r) => terms(r))]);
      const fetch = candidateNames(
        query,
        evidence.map((e) => e.passage),
        knownNames,
      );
      const why = failed(parts, `${name} ("${query}") found no ${chain.hops[k]!.kind} in its evidence`, fetch);
      return bridge ? { ...why, deadEnd: bridge } : why;
    }
    // A bridge of another kind than the hop asks (a country for an author, a town for a county) leads the rest of the
    // chain to another entity's facts: the chain is withheld rather than answered about it.
    // (Its own page too: "Elmford, Vermont" for "Elmford".)
    const readFrom = pooled.filter(
      (p) =>
        p.id === found.passageId ||
        titledAs(p, terms(found.span)) ||
        titleName(p.title ?? "")
          .split(",")[0]!
          .trim() === found.span,
    );
    const mismatch = wrongKind(
      chain.hops[k]!,
      found.span,
      readFrom.map((p) => p.text),
    );
    // A smaller place than asked whose page names the one of the asked level holding it ("Lempster is a town in
    // Sullivan County") leads there: that is the hop's answer, read from the same page.
    const holder = mismatch
      ? containingPlace(
          chain.hops[k]!,
          found.span,
          readFrom.map((p) => p.text),
        )
      : undefined;
    if (mismatch && !holder) return { ...failed(parts, `${name}: ${mismatch}`), deadEnd: found.span };
    const read = holder ? { ...found, span: holder.name, passageId: readFrom[holder.text]!.id } : found;
    if (holder) parts[parts.length - 1] = { ...parts[parts.length - 1]!, passageId: read.passageId, found: read.span };
    // The passage the bridge was read from, and its own pages (its title the bridge's name).
    const source = pooled.find((p) => p.id === read.passageId);
    const ownPages = readFrom.filter((p) => titledAs(p, terms(read.span)));
    const unlike = notOfClass(
      chain.hops[k]!,
      read.span,
      source?.text ?? "",
      ownPages.map((p) => p.text),
    );
    if (unlike) return { ...failed(parts, `${name}: ${unlike}`), deadEnd: read.span };
    // "the rock band formed in Seattle in 1985" is not the band its page says was formed in Ellensburg: a year or
    // place the hop states that the bridge's pages contradict (and never state) is a premise no entity here fits.
    // (Of the page it was read from, only the sentences naming it: a founder's page states his other foundings.)
    // (Titles with them: a namesake's page is titled with its year, "Tosca (1956 film)". A country's word those
    // sentences and pages put before the hop's noun instead of its own, "a Canadian synthpop project", is such a
    // premise too; so is a work's quoted title no page found names, "whose debut album is '2017 S/S'".)
    const pages = [source, ...ownPages].flatMap((p) => (p ? [pageText(p)] : []));
    const described = fill(chain.hops[k]!.template, bridge);
    const naming = sentences(source?.text ?? "")
      .map((x) => x.text)
      .filter((x) => x.includes(read.span));
    const premise =
      quotedTitleUnnamed(described, (pooledTexts ??= pooled.map(pageText))) ??
      swappedDemonym(described, [...naming, ...ownPages.map((p) => p.text)], read.span) ??
      premiseContradicted(described, pages, () => [
        ...naming,
        ...ownPages.flatMap((p) => sentences(p.text).map((x) => x.text)),
      ]) ??
      yearUnstated(described, pages) ??
      originUnstated(described, pages);
    if (premise) return { ...failed(parts, `${name}: "${read.span}": ${premise}`), deadEnd: read.span };
    cited.push(read.passageId);
    // "a Marnish leader who led the Velder faction, whom Edda Korsh wrote about": a hop describing its entity
    // by several facts reads one from the page naming the entity, the others from the entity's own page. The hop is
    // as covered as the two pages together cover it.
    const ownPage = ownPages.find((p) => p.id !== read.passageId);
    const coverage =
      source && ownPage ? Math.max(read.score, termCoverage(query, `${source.text} ${ownPage.text}`)) : read.score;
    sure = Math.min(sure, localConfidence({ typeFit: "typed", coverage, margin: 0.5 }));
    previous = bridge;
    bridge = read.span;
    known = `${known} ${bridge}`;
  }
  return { kind: "continue", subQueries: [], reason: "chain incomplete", parts };
}

/**
 * Namesakes: pages titled with the bridge's name, told apart by a parenthesis ("Meet Della Marsh (TV series)",
 * "Nadira Sultan (daughter of Osric III)"). The one meant is the page naming what the chain read the bridge from (a
 * name of the describing hop or its page's title: "Nerin Kadın" for her daughter), else the page whose parenthesis
 * shares a word with the hop's description ("film" for "the film directed by …") or whose parenthesis the last hop
 * asks of ("(season 4)" for "When did the fourth season of Charmed begin?"), else the plain-titled page (the
 * name's first sense); a page that only lists the name's senses ("… is the name of three …", "may refer to") is none
 * of them. A parenthesis naming the noun the describing hop asked for ("(film)" for "the film that X's album was the
 * soundtrack for") says more than one naming another word of it ("(soundtrack)"). When no page is singled out the bridge is ambiguous and the chain does not guess (`ambiguous` names the
 * senses). Other pages stay.
 */
function namesakeMeant(
  evidence: HopEvidence[],
  bridge: string,
  described: string,
  asked: string,
  hop?: Hop,
): { evidence: HopEvidence[]; ambiguous?: string[] } {
  const noun = hop?.noun;
  const name = terms(bridge);
  const base = (p: ScoredPassage) => titleTerms(p);
  const same = (p: ScoredPassage) => {
    const t = base(p);
    return t.length === name.length && t.every((w, i) => w === name[i]);
  };
  const all = evidence.filter((e) => same(e.passage));
  // "the cult filmmaker played by Johnny Depp" is Ed Wood the man, not "Ed Wood (film)", though that page names the
  // film's stars: a person read by the hop has no work's or body's page.
  const persons = hop?.kind === "person" ? all.filter((e) => !titledAsThing(e.passage.title)) : all;
  const namesakes = persons.length > 0 ? persons : all;
  const kept = evidence.filter((e) => namesakes.includes(e) || !all.includes(e));
  if (namesakes.length < 2) return { evidence: kept };
  const wanted = new Set(terms(described));
  // What the last hop asks of the bridge says a parenthesis too: "the fourth season of Charmed" is "(season 4)".
  const askedOf = new Set([...terms(asked), ...findNumbers(asked).map((n) => String(n.value))]);
  const bridgeTerms = new Set(name);
  // The describing text's names other than the bridge's own ("Nerin Kadın", "Tevâlin Sultan").
  const links = (described.match(/[\p{Lu}][\p{L}'’.-]*(?:\s+[\p{Lu}][\p{L}'’.-]*)*/gu) ?? [])
    .map((run) => terms(run).filter((t) => !bridgeTerms.has(t)))
    .filter((ts) => ts.length > 0);
  // The description's own words, not its names nor the bridge's: "1954", "sitcom", "editor".
  const named = new Set(links.flat());
  const descriptionWords = new Set([...wanted].filter((t) => !named.has(t) && !bridgeTerms.has(t)));
  // Each name linked counts more than any parenthesis, a parenthesis said more than a lead; a page listing senses is
  // none of them.
  const sense = (p: ScoredPassage) => {
    if (LISTS_SENSES.test(p.text)) return 0;
    const have = termsOf(p);
    const linked = links.filter((ts) => ts.every((t) => have.has(t))).length;
    const paren = titleAside(p.title ?? "");
    const parenTerms = paren ? terms(paren) : [];
    // "(TV series)" against "which radio series": a parenthesis the description only half says names another sense.
    const said = parenTerms.filter((t) => wanted.has(t) || askedOf.has(t)).length;
    // "the 1954 sitcom that …": the page whose lead calls it what the description does ("… is an American television
    // sitcom …") is that sense, whatever its parenthesis says.
    const lead = new Set(terms(sentences(p.text)[0]?.text ?? ""));
    // (Not over a parenthesis the description says only half of: "(TV series)" for "the radio series …".)
    const halfSaid = said > 0 && said < parenTerms.length;
    const leadSays = !halfSaid && [...descriptionWords].some((t) => lead.has(t));
    // ("(film)" or "(2002 film)": the noun, a year allowed before it.)
    const isNoun =
      !!noun && parenTerms.at(-1) === terms(headOf(noun))[0] && parenTerms.slice(0, -1).every((t) => /^\d+$/.test(t));
    return (
      10 * linked +
      (paren ? (said > 0 && said === parenTerms.length ? 4 : 0) : 1) +
      (leadSays ? 2 : 0) +
      (isNoun ? 3 : 0)
    );
  };
  const senses = namesakes.map((e) => sense(e.passage));
  const best = Math.max(...senses);
  const top = namesakes.filter((_, i) => senses[i] === best);
  if (best === 0 || top.length > 1) return { evidence: kept, ambiguous: namesakes.map((e) => e.passage.title ?? "") };
  // "the daughter of Ilse Kade and Sultan Osric I": one namesake's page names her, another's him. The description
  // fits neither page whole, and no page is the one meant (a mistaken premise, not a choice to make).
  // (A name of two words or more: a lone capitalised word, "American", says nothing of whom a page is about.)
  const held = (p: ScoredPassage) => links.filter((ts) => ts.length >= 2 && ts.every((t) => termsOf(p).has(t)));
  const topHeld = held(top[0]!.passage);
  if (namesakes.some((e) => held(e.passage).some((ts) => !topHeld.includes(ts))))
    return { evidence: kept, ambiguous: namesakes.map((e) => e.passage.title ?? "") };
  return { evidence: kept.filter((e) => !namesakes.includes(e) || e === top[0]) };
}

/** A page titled with the name and a parenthesis telling it from others: "Meet Della Marsh (TV series)". */
function namesakeOf(p: ScoredPassage, name: string): boolean {
  const m = /^(.*?)\s*\([^)]*\)\s*$/.exec(p.title ?? "");
  if (!m) return false;
  const a = terms(m[1]!);
  const b = terms(name);
  return a.length === b.length && a.every((w, i) => w === b[i]);
}

/** A page that lists a name's senses rather than being about one of them. */
const LISTS_SENSES = /\b(?:is the name of|may refer to|can refer to|may also refer to|is a disambiguation)\b/i;

// "the husband of {}": the relation the last hop asks of the bridge.
const RELATION_OF_SLOT = /\bthe\s+([a-z-]+)\s+of\s+\{\}/i;

/**
 * The text states the asked relation of the bridge beside its name: "Katherine Applegate and her husband Michael
 * Grant", "Ada Vell's first husband Tom Hale", "Tom Hale, husband of Ada Vell" for "the husband of {}".
 */
export function statesOfBridge(text: string, bridge: string, template: string): boolean {
  const relation = RELATION_OF_SLOT.exec(template)?.[1];
  if (!relation) return false;
  // (The relation whole, "wife" and "first wife" but not "son-in-law" or "son's wife"; or "wife of Tom Hale".)
  const rel = `(?:(?:first|second|third|late|former|only|eldest|elder|younger)\\s+)?${escapeRegExp(relation)}(?![\\p{L}'’-])`;
  const name = escapeRegExp(bridge);
  return new RegExp(
    `${name}(?:['’]s|,?\\s+and\\s+(?:his|her|their))\\s+${rel}|\\b${rel}\\s+of\\s+${name}(?![\\p{L}'’-])`,
    "iu",
  ).test(text);
}
