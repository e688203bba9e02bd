import { ConfidenceFloor } from "../skills/confidence";
import { guardAnswer, standsAlone } from "../skills/local/answer-guards";
import { answerType } from "../skills/local/answer-type";
import { askedSpan } from "../skills/local/asked-span";
import { answeredOfAnother } from "../skills/local/own-page";
import { leadName, titledAs } from "../skills/local/page-title";
import { LIFE_EVENT } from "../skills/local/typed-span-answer";
import type { Answerer, AnswerOutcome, PlanAnswer, Reranker } from "../skills/types";
import { IDK } from "../skills/types";
import { sentences, terms } from "../text/analyze";
import type { ScoredPassage } from "../types";
import { answer, answerFields } from "./answer";
import { apiEvidenceNotes, maybeLiveFallback } from "./live-fallback";
import { runLoop, selectContext } from "./loop";
import { type RetrieveRequest, retrieve } from "./retrieve";
import { checkSufficiency } from "./sufficiency";
import type { RouteContext, RouteOutcome } from "./types";

/**
 * The dynamic route: the re-planning loop, a sufficiency check on what it pooled, the APIs when it
 * stopped short or the question is about live data, then the answer — flagged as partial, with a note,
 * when the loop stopped before the evidence was sufficient and the APIs added nothing.
 */
export async function dynamicRoute(ctx: RouteContext): Promise<RouteOutcome> {
  const { question, queryTime, services, trace } = ctx;
  const { settings } = services;
  // The API router's calls are held back while the loop runs (the run holds the answer's).
  const loop = await trace.time("loop", () =>
    services.budget.withReserved(ctx.apiCallsAllowed, "router", () =>
      runLoop(
        {
          question,
          queryTime,
          pagePassages: ctx.chunks,
          namespace: ctx.namespace,
          topK: settings.topK,
          topN: settings.topN,
          threshold: settings.threshold,
          limits: ctx.limits,
          ...(ctx.gate.searchFirst ? { searchFirst: true } : {}),
          ...(ctx.gate.plan ? { plan: ctx.gate.plan } : {}),
        },
        { ...services, trace, ...loopRetrieve(ctx) },
      ),
    ),
  );
  const decision = checkSufficiency(loop.ranked, settings.threshold, trace);
  const api = await maybeLiveFallback(ctx, loop.stop.reason === "sufficient", loop.wantsLiveData);
  const context = [...api.passages, ...selectContext(loop, settings.topN)];
  const stopped = {
    route: "dynamic" as const,
    iterations: loop.iterations,
    sub_queries: loop.subQueries,
    stop_reason: loop.stop.reason,
    gate: ctx.gate,
    ...decision,
  };
  // The last hop's question is answered from the context ranked for it, when a rerank call fits beside the answer's.
  const reranker = services.budget.canSpend(1) ? services.reranker : undefined;
  const failedPart = loop.stop.reason === "incomplete" && api.passages.length === 0;
  const answerer = failedPart
    ? chainFailed(loop.stop.detail)
    : loop.planAnswer && api.passages.length === 0
      ? new ConfidenceFloor(fromPlan(loop.planAnswer, context, services.answerer, reranker), settings.confidenceFloor)
      : services.answerer;
  const answered = await trace.time("answer", () =>
    answer({ question, queryTime, passages: context, threshold: settings.threshold }, answerer, trace),
  );
  // A chain that set a dead-end bridge aside and then withheld its answer says where the first reading failed.
  const fallback = answered.abstained && api.passages.length === 0 ? loop.planAnswer?.fallback : undefined;
  const out = fallback ? { ...answered, answer: `${IDK}: ${fallback}` } : answered;
  // Stopped without sufficient evidence: the best answer the evidence allows, flagged as partial; a chain
  // whose hop found nothing is partial too, and says which hop failed rather than answer with a bridge entity.
  const partial =
    failedPart || !!fallback || (loop.stop.reason !== "sufficient" && api.passages.length === 0 && !out.abstained);
  const notes: string[] = [];
  if (loop.stop.reason !== "sufficient") {
    const why = `stopped by ${loop.stop.reason} (${loop.stop.detail}) before the evidence was sufficient`;
    notes.push(partial ? `${why}: the answer may be incomplete` : why);
  }
  notes.push(...apiEvidenceNotes(api, out.citations, settings.threshold));
  return { body: { ...stopped, ...answerFields(out), partial }, context, apiCalls: api.calls, notes };
}

/** A chain that broke at a hop: no answer (the bridge entity found so far would answer another question). */
function chainFailed(detail: string): Answerer {
  return { answer: async () => ({ answer: `${IDK}: ${detail}`, cited: [], abstained: true, reason: detail }) };
}

/**
 * The plan's own answer: a ready one (a comparison's winner, a yes/no) cites each part's passage; a last hop's
 * question goes to the answerer, and its answer also cites the earlier hops it rests on. It carries the plan's
 * confidence (a chain's: the lower of its weakest hop's and the last answer's), which the caller's floor gates.
 * A chain's answer is a span: a whole sentence for the last hop's question is no answer to it.
 */
function fromPlan(plan: PlanAnswer, context: ScoredPassage[], answerer: Answerer, reranker?: Reranker): Answerer {
  const refs = plan.passageIds.map((id) => context.findIndex((p) => p.id === id) + 1).filter((r) => r > 0);
  const marks = (list: number[]) => list.map((r) => `[${r}]`).join("");
  return {
    async answer(input) {
      if (plan.text !== undefined) {
        const confidence = plan.confidence;
        return {
          answer: `${plan.text} ${marks(refs)}`.trim(),
          cited: refs,
          abstained: false,
          ...(confidence !== undefined ? { confidence } : {}),
        };
      }
      const question = plan.question ?? input.question;
      // Named: at least half the entity's words ("Peter Schmeichel" names "Peter Bolesław Schmeichel").
      const about = plan.about ? terms(plan.about) : [];
      const named = (p?: ScoredPassage) => {
        if (!p) return false;
        const have = new Set(terms(`${p.title ?? ""} ${p.text}`));
        return about.filter((t) => have.has(t)).length * 2 >= about.length;
      };
      // The last hop asks about the bridge entity: only passages naming it can answer (all, when none does, and the
      // check below then withholds the answer).
      const aboutIt = about.length ? input.passages.filter((p) => named(p)) : [];
      let passages = aboutIt.length ? aboutIt : input.passages;
      if (plan.ranked) {
        // The plan scored the last hop's evidence against this question: its passages first, with those scores.
        const scored = new Map(plan.ranked.map((r) => [r.id, r.score]));
        const mine = plan.ranked.flatMap((r) =>
          passages.filter((p) => p.id === r.id).map((p) => ({ ...p, score: r.score })),
        );
        // Only those: a passage the plan set aside (an earlier hop's, a namesake's page) answers another question.
        passages = mine.length ? mine : passages.filter((p) => !scored.has(p.id));
      } else if (reranker) {
        const { scores } = await reranker.rerank(question, passages);
        passages = passages.map((p, i) => ({ ...p, score: scores[i] ?? 0 })).sort((a, b) => b.score - a.score);
      }
      // "When did Ed Wood die?" of his page, whose lead names him "Edward Davis Wood Jr. (October 10, 1924 – …)": a
      // life's date, which the lead gives, is asked by the name the lead writes, which its sentences are scored
      // against. (Not another question: the longer name would pull it to the lead, "the 42nd President", away from the
      // sentence saying what is asked, "Clinton was Governor of Arkansas".)
      const entity = plan.about;
      const top = passages[0];
      const lifeDate = answerType(question) === "date" && LIFE_EVENT.test(question);
      const written = lifeDate && entity && top && titledAs(top, about) ? leadName(top, entity) : undefined;
      const asked = entity && written ? question.replace(entity, written) : question;
      const hop = { ...input, question: asked, passages };
      let out = await answerer.answer(hop);
      // Read here, not by the answerer: a span read off the page or out of a sentence below. It is checked as the
      // answerer's own are ("Harbor League's Best Goalkeeper" is no goalkeeper).
      let readHere = false;
      // An answer withheld for what it is (a value the question states, a kin the evidence never links) is not read
      // again from the page's first typed span: that would give the same span without the check.
      if (out.abstained) {
        const typed = out.guarded ? undefined : typedFromPage(question, input.question, passages[0], named);
        if (!typed) return out;
        out = typed;
        readHere = true;
      }
      if (about.length && !out.cited.some((r) => named(passages[r - 1]))) {
        const reason = `the answer to "${question}" came from a passage that never names ${plan.about}`;
        return { answer: IDK, cited: [], abstained: true, reason };
      }
      // "When was Peter Vell born?" is not answered by "Kasper Peter Vell (born 1986) …": another person's sentence.
      const span = out.answer.replace(/\s*\[\d+\]/g, "").trim();
      const other =
        plan.about &&
        answeredOfAnother(
          plan.about,
          span,
          out.cited.flatMap((r) => passages[r - 1] ?? []),
        );
      if (other) {
        const reason = `the answer to "${question}" was read of ${other}, not ${plan.about}`;
        return { answer: IDK, cited: [], abstained: true, reason };
      }
      // "A Guns N' Roses song was used in a film. Who directed that film?": a chain asks for an entity its question
      // does not name (an answer naming one came off the bridge's own page, "… is a song by Guns N' Roses").
      if (span && !/^(?:yes|no)$/i.test(span) && standsAlone(span, input.question)) {
        const reason = `"${span}" is a name the question gives; the chain asks for another`;
        return { answer: IDK, cited: [], abstained: true, reason };
      }
      let text = span;
      let answerConfidence = out.confidence;
      const words = text.split(/\s+/).length;
      // A sentence ("… was born in Malmo."): the name the last hop asks for ("formed by who" → the name after "by"),
      // when it has one; a short sentence without one stays, a long one is no answer.
      const found =
        words > MAX_SPAN_WORDS || (words > SENTENCE_WORDS && /[.!]$/.test(text))
          ? askedSpan(question, [text], `${question} ${input.question}`)
          : undefined;
      if (found) {
        text = found.span;
        answerConfidence = found.confidence;
        readHere = true;
      } else if (words > MAX_SPAN_WORDS) {
        const reason = `the answer to "${question}" is a whole sentence, not the span the chain asks for`;
        return { answer: IDK, cited: [], abstained: true, reason };
      }
      if (readHere) {
        const checked = guardAnswer(hop, { answer: text, cited: out.cited, abstained: false });
        if (checked.abstained) return checked;
      }
      const confidence = Math.min(answerConfidence ?? 1, plan.confidence ?? 1);
      // The answerer's [n] are into its own order: back to the context's, and every hop cited.
      const own = out.cited.map((r) => context.findIndex((p) => p.id === passages[r - 1]?.id) + 1).filter((r) => r > 0);
      const cited = [...new Set([...own, ...refs])];
      return {
        ...out,
        answer: `${text} ${marks(cited)}`,
        cited,
        ...(answerConfidence !== undefined || plan.confidence !== undefined ? { confidence } : {}),
      };
    },
  };
}

/**
 * The answerer found no sentence sharing the last hop's words ("What government position was held by X?" against
 * "… served as Chief of Protocol …"): the bridge's own page may still hold the one name of the type asked, right after
 * the question's preposition or naming the office asked for. Nothing else is read there (a name among names is a guess).
 */
function typedFromPage(
  question: string,
  original: string,
  page: ScoredPassage | undefined,
  named: (p?: ScoredPassage) => boolean,
): AnswerOutcome | undefined {
  if (!page || !named(page)) return undefined;
  const found = askedSpan(
    question,
    sentences(page.text).map((s) => s.text),
    `${question} ${original}`,
    PAGE_SENTENCES,
  );
  if (!found?.typed) return undefined;
  return { answer: `${found.span} [1]`, cited: [1], abstained: false, confidence: found.confidence };
}

/** Sentences of the bridge's page read for a typed span when no sentence shares the last hop's words. */
const PAGE_SENTENCES = 8;

/** More words than this, ending in a full stop: a sentence, read for the span asked for. */
const SENTENCE_WORDS = 5;

/** Words a chain's answer may run to: a name, a date, a number with its unit — not a sentence. */
const MAX_SPAN_WORDS = 12;

/** The loop's retrieve: the context's own, else one reusing the speculative single pass's retrieval, else the stage. */
function loopRetrieve(ctx: RouteContext): { retrieve?: typeof retrieve } {
  if (ctx.retrieve) return { retrieve: ctx.retrieve };
  return ctx.speculation ? { retrieve: reusing(ctx) } : {};
}

/** The loop's retrieve, handing over the speculative single pass's retrieval once for the very same request. */
function reusing(ctx: RouteContext): typeof retrieve {
  const spec = ctx.speculation!;
  let taken = false;
  const same = (a: RetrieveRequest, b: RetrieveRequest) =>
    a.question === b.question && a.pagePassages === b.pagePassages && a.namespace === b.namespace && a.topK === b.topK;
  return (req, deps) => {
    if (taken || !same(req, spec.request)) return retrieve(req, deps);
    taken = true;
    return spec.retrieval(deps.trace);
  };
}
