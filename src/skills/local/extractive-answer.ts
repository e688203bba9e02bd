import { sentences, terms } from "../../text/analyze";
import { TermStats } from "../../text/bm25";
import { alignToEvidence } from "../../text/paraphrase";
import type { Answerer, AnswerInput, AnswerOutcome } from "../types";
import { IDK } from "../types";
import { localConfidence, supportMargin, termCoverage } from "./answer-confidence";
import { type AnswerType, answerType, askedNoun, askedPhrase, asksForAddress, choiceOptions } from "./answer-type";
import { comparativeOf, compareValues } from "./compare-values";
import { decompose } from "./decompose";
import { voteEntity } from "./entity-vote";
import { LexicalScorer } from "./lexical-score";
import { missingSpecifiers, namesAll, spellAcronyms } from "./premise";
import { candidateSpans, type Span } from "./spans";
import { answerFromRow, rowCells } from "./table-cell";
import { decideBoth, decideYesNo } from "./yes-no";

/** A sentence must cover at least this share of the question (with its passage's support) to be answered from. */
export const MIN_SENTENCE_SUPPORT = 0.4;
const MAX_SENTENCE_WORDS = 45;
const LIVE_BONUS = 0.15;
/** How far below the best sentence's support a sentence holding the asked-for type may be. */
const TYPED_SPAN_REACH = 0.25;

interface Candidate {
  passage: number;
  text: string;
  /** The sentence with the line before it (a heading, a table header, the title). */
  window: string;
  support: number;
  title?: string;
}

/**
 * The local engine's answerer: picks the sentence of the context that best supports the question,
 * then, when the question asks for a number, date, name or identifier, the closest such span in
 * it. Abstains ("I don't know") when nothing in the context supports an answer; a closed-book
 * question is always abstained on, since the engine knows nothing beyond its evidence.
 */
export class ExtractiveAnswerer implements Answerer {
  async answer(input: AnswerInput): Promise<AnswerOutcome> {
    const abstain: AnswerOutcome = { answer: IDK, cited: [], abstained: true };
    if (input.closedBook || input.passages.length === 0) return abstain;
    if ((input.passages[0]?.score ?? 0) < input.threshold) return abstain;
    // Evidence that never names what the question is about ("the Starter plan", "v2") answers another question.
    const missing = missingSpecifiers(
      input.question,
      input.passages.flatMap((p) => [p.title ?? "", p.text]),
    );
    if (missing.length > 0)
      return { ...abstain, reason: `the evidence never mentions ${missing.map((m) => `"${m}"`).join(", ")}` };

    // "the DLQ" is scored by the words that spell it where the evidence never writes the acronym.
    const spelled = spellAcronyms(
      input.question,
      input.passages.map((p) => p.text),
    );
    // "Auth v4", "shipped", "pay": scored by the evidence's own words for them ("Authentication", "introduced", "price").
    const aligned = alignToEvidence(
      spelled,
      input.passages.map((p) => p.text),
      input.passages.map((p) => p.title ?? ""),
    );
    const ranked = this.rankSentences(aligned === input.question ? input : { ...input, question: aligned });
    const best = ranked[0];
    const type = answerType(input.question);
    if (!best) return abstain;
    if (best.support < MIN_SENTENCE_SUPPORT && WIDE_TYPES.has(type)) {
      // The sentence holding the date or price asked for may share little with the question's wording ("pay monthly"
      // against a table's "Monthly price"): one that names what the question names and holds the type may answer.
      const typed = typedSpanAnswer(input.question, aligned, ranked, type, isBridgeQuestion(input.question));
      if (typed) return typed;
    }
    if (best.support < MIN_SENTENCE_SUPPORT) {
      // No one sentence answers a question that describes its answer through several facts; the name the
      // passages agree on may (see entity-vote.ts).
      const vote = voteEntity(input.question, input.passages);
      if (!vote) return abstain;
      const confidence = localConfidence({
        typeFit: "typed",
        coverage: vote.coverage,
        margin: supportMargin(vote.weight, vote.runnerUp || undefined),
      });
      const cited = vote.passages.slice(0, 3).map((k) => k + 1);
      return { answer: `${vote.name} ${cited.map((c) => `[${c}]`).join("")}`, cited, abstained: false, confidence };
    }

    const sides = decompose(input.question).sides;
    // A yes/no question is answered "Yes" or "No" when the evidence states or plainly negates its claim, else not at all.
    if (type === "yesno")
      return (
        answerYesNo(aligned, ranked, sides) ?? {
          ...abstain,
          reason: "the evidence neither states nor negates the claim",
        }
      );
    // "Which is cheaper, A or B?": the typed values decide, before any side-by-side answer.
    const byValue = type === "choice" ? compareOptions(input.question, ranked, best.support) : undefined;
    if (byValue) return byValue;
    if (sides) {
      const compared = compareSides(sides, ranked, best.support, input.question);
      if (compared) return compared;
    }
    if (type === "choice") {
      const chosen = pickOption(input.question, ranked, best.support);
      if (chosen) {
        const confidence = localConfidence({
          typeFit: "typed",
          coverage: termCoverage(input.question, chosen.window),
          margin: supportMargin(chosen.support, chosen.runnerUp),
        });
        return {
          answer: `${chosen.option} [${chosen.passage + 1}]`,
          cited: [chosen.passage + 1],
          abstained: false,
          confidence,
        };
      }
    }
    // A table row the question names ("the Free plan"), read at the column it asks for ("uptime SLA").
    const cell = cellAnswer(aligned, ranked, type);
    if (cell) return cell;
    const bridged = isBridgeQuestion(input.question);
    const typed = typedSpanAnswer(input.question, aligned, ranked, type, bridged);
    if (typed) return typed;
    // A number, date or name was asked for and the best evidence holds none: a sentence would
    // not answer the question, and a wrong answer costs more than a missing one.
    const wanted = {
      number: "number",
      money: "amount of money",
      duration: "span of time or length",
      date: "date",
      time: "time of day",
      status: "status code",
      version: "version",
      person: "name",
    } as const;
    if (type in wanted)
      return { ...abstain, reason: `the best evidence holds no ${wanted[type as keyof typeof wanted]}` };
    // As a whole-sentence answer, a fragment ("region: eu-west") says less than a sentence nearly as well supported.
    const informative = (c: Candidate) => c.support * (c.text.split(/\s+/).length < 4 ? 0.7 : 1);
    const chosen = ranked.slice(0, 3).reduce((a, b) => (informative(b) > informative(a) ? b : a));
    // A sentence is an answer to an open question ("what is X?"); for one asking for a particular thing ("which
    // county", "what is the name of", "where") it hands back the evidence, not the answer.
    const confidence = localConfidence({
      typeFit: bridged || asksForThing(input.question) ? "partial" : "sentence",
      coverage: termCoverage(input.question, chosen.window),
      margin: supportMargin(chosen.support, ranked.find((o) => o !== chosen && o.text !== chosen.text)?.support),
    });
    return {
      answer: `${trimWords(chosen.text)} [${chosen.passage + 1}]`,
      cited: [chosen.passage + 1],
      abstained: false,
      confidence,
    };
  }

  private rankSentences(input: AnswerInput): Candidate[] {
    const units: { passage: number; text: string; window: string }[] = [];
    input.passages.forEach((p, passage) => {
      const list = sentences(p.text);
      let heading = p.title ?? "";
      list.forEach((s, k) => {
        const prev = k > 0 ? list[k - 1]!.text : (p.title ?? "");
        if (k > 0 && isHeading(prev)) heading = prev;
        // A question in the evidence ("When did X last win?") is never its answer.
        if (s.text.endsWith("?")) return;
        // The line before a sentence often names its subject (a table header); its section's heading names its topic
        // ("Request rate limits" over "The Enterprise plan allows 1,000 requests per second").
        const window = heading && heading !== prev ? `${heading}\n${prev}\n${s.text}` : `${prev}\n${s.text}`;
        units.push({ passage, text: s.text, window });
      });
    });
    if (units.length === 0) return [];
    const own = new LexicalScorer(input.question, new TermStats(units.map((u) => u.text)));
    const windowed = new LexicalScorer(input.question, new TermStats(units.map((u) => u.window)));
    const candidates = units.map((u, i) => ({
      passage: u.passage,
      text: u.text,
      window: u.window,
      title: input.passages[u.passage]?.title,
      support:
        0.55 * own.score(i, u.text) +
        0.2 * windowed.score(i, u.window) +
        0.25 * (input.passages[u.passage]?.score ?? 0) +
        // A live API's answer about the present outranks documents that may describe the past.
        (input.passages[u.passage]?.source === "api" ? LIVE_BONUS : 0),
    }));
    return candidates.sort((a, b) => b.support - a.support || a.passage - b.passage);
  }
}

/** The value of the table cell that answers the question, from the best-supported row that has one. */
function cellAnswer(question: string, ranked: Candidate[], type: AnswerType): AnswerOutcome | undefined {
  for (const c of ranked.slice(0, 10)) {
    if (c.support < WIDE_MIN) break;
    const row = rowCells(c.text);
    const found = row && answerFromRow(question, row, type);
    if (!found) continue;
    const confidence = localConfidence({ typeFit: "typed", coverage: found.coverage, margin: found.margin });
    return { answer: `${found.cell.value} [${c.passage + 1}]`, cited: [c.passage + 1], abstained: false, confidence };
  }
  return undefined;
}

/** Types whose span is specific enough to be looked for beyond the best sentences (not names: every sentence has one). */
const WIDE_TYPES = new Set<AnswerType>(["number", "money", "duration", "date", "time", "status", "version", "code"]);
/** Types whose span is everywhere (a number, an identifier): found beyond the best sentences only beside what is asked. */
const COMMON_TYPES = new Set<AnswerType>(["number", "code"]);
/** Beyond the best sentences, a sentence holding the type may be this far below the best (and not below WIDE_MIN). */
const WIDE_REACH = 0.4;
const WIDE_MIN = 0.3;

/**
 * The span of the asked type from the best sentences (within TYPED_SPAN_REACH of the best) or, beyond them, from a
 * sentence that names everything the question names and holds the type beside what is asked (WIDE_REACH). Sentences
 * naming what the question names come first, then those whose span sits beside the noun asked for.
 */
function typedSpanAnswer(
  question: string,
  aligned: string,
  ranked: Candidate[],
  type: AnswerType,
  bridged: boolean,
): AnswerOutcome | undefined {
  const best = ranked[0];
  if (!best) return undefined;
  const questionWords = new Set(terms(aligned));
  const q = question.toLowerCase();
  // The words of the noun asked for ("what HTTP header") describe the answer, not what the question is about.
  const subject = withoutAskedPhrase(question);
  const near = ranked
    .slice(0, 6)
    .filter((c) => c.support >= Math.max(MIN_SENTENCE_SUPPORT, best.support - TYPED_SPAN_REACH));
  const spans = new Map<Candidate, Span[]>();
  // "Where do I request a token?" wants a host or a path; "where does it put its key?" not a bare acronym.
  const address = type === "code" && asksForAddress(question);
  const where = /^\s*where\b/i.test(question);
  const spansOf = (c: Candidate) => {
    if (!spans.has(c))
      spans.set(
        c,
        candidateSpans(c.text, type).filter(
          (x) => (!address || /[./]\p{L}/u.test(x.text)) && (!where || isIdentifier(x.text)),
        ),
      );
    return spans.get(c)!;
  };
  const wide = WIDE_TYPES.has(type)
    ? ranked
        .slice(0, 20)
        .filter(
          (c) =>
            !near.includes(c) &&
            c.support >= Math.max(WIDE_MIN, best.support - WIDE_REACH) &&
            spansOf(c).length > 0 &&
            namesAll(subject, c.window) &&
            (!COMMON_TYPES.has(type) || fitsAsked(c.text, spansOf(c), aligned)),
        )
    : [];
  const reach = [...near, ...wide];
  // Each sentence's rank is computed once (2 × named + fits), not in every comparison of the sort.
  const order = new Map(
    reach.map((c) => [c, 2 * Number(namesAll(subject, c.window)) + Number(fitsAsked(c.text, spansOf(c), aligned))]),
  );
  for (const c of [...reach].sort((a, b) => order.get(b)! - order.get(a)!)) {
    const span = pickSpan(c.text, spansOf(c), question, aligned, questionWords);
    if (!span) continue;
    // The runner-up span: the best other sentence offering a different answer of the same type, and, when this span
    // sits beside what is asked ("the X-Lumen-Key header"), one that does too: a span of another kind competes not.
    const fits = fitsAsked(c.text, [spansOf(c).find((x) => x.text === span)!], aligned);
    const differs = (o: Candidate) => {
      const others = candidateSpans(o.text, type).filter(
        (x) => x.text.toLowerCase() !== span.toLowerCase() && !q.includes(x.text.toLowerCase()),
      );
      return others.length > 0 && (!fits || fitsAsked(o.text, others, aligned));
    };
    const runnerUp = ranked.find((o) => o !== c && o.text !== c.text && differs(o));
    const confidence = localConfidence({
      typeFit: bridged ? "partial" : "typed",
      coverage: termCoverage(aligned, c.window),
      margin: supportMargin(c.support, runnerUp?.support),
    });
    return { answer: `${span} [${c.passage + 1}]`, cited: [c.passage + 1], abstained: false, confidence };
  }
  return undefined;
}

/**
 * An identifier a client sends or calls ("X-Lumen-Key", "/v1/topics", "relay:publish"), not an acronym ("API") or an
 * English compound ("short-lived").
 */
const isIdentifier = (text: string) =>
  !/^\p{Lu}+$/u.test(text) && (/[\d_:./]/.test(text) || /\p{Lu}/u.test(text.slice(1)) || /^\p{Lu}.*-/u.test(text));

/** The question without the noun phrase it asks for: "What HTTP header do v3 integrations use?" → "What do v3 …". */
function withoutAskedPhrase(question: string): string {
  const phrase = askedPhrase(question);
  return phrase ? question.replace(phrase, " ") : question;
}

/**
 * A comparison is answered side by side: the best sentence about each side, each cited, or not at
 * all from here when one side has no evidence (the caller then answers from the best sentence).
 */
function compareSides(
  sides: string[],
  ranked: Candidate[],
  bestSupport: number,
  question: string,
): AnswerOutcome | undefined {
  const picks: { side: string; c: Candidate }[] = [];
  const sideTerms = new Set(sides.flatMap((s) => terms(s)));
  for (const side of sides) {
    const needed = terms(side);
    const other = sides.filter((s) => s !== side).flatMap((s) => terms(s));
    const about = ranked.filter((cand) => {
      const have = new Set(terms(cand.text));
      // About this side, and not about the other side too (that sentence would not tell them apart).
      return needed.every((t) => have.has(t)) && !other.every((t) => have.has(t)) && cand.support >= bestSupport * 0.5;
    });
    // Later sides prefer a sentence parallel to the first side's ("… allows 10 requests per second" / "… 100 …").
    const first = picks[0] ? new Set(terms(picks[0].c.text).filter((t) => !sideTerms.has(t))) : null;
    const parallel = (cand: Candidate) => {
      if (!first) return 0;
      const mine = terms(cand.text).filter((t) => !sideTerms.has(t));
      return mine.filter((t) => first.has(t)).length / Math.max(1, new Set([...mine, ...first]).size);
    };
    // Headings ("Authentication v3 (legacy)") match well but say nothing; a passage titled for the side is its home.
    const worth = (cand: Candidate) =>
      cand.support * (cand.text.split(/\s+/).length < 6 ? 0.6 : 1) +
      (cand.title && ownsTitle(terms(cand.title), needed, other) ? 0.1 : 0) +
      0.5 * parallel(cand);
    const c = [...about].sort((a, b) => worth(b) - worth(a))[0];
    if (!c) return undefined;
    picks.push({ side, c });
  }
  const answer = picks.map(({ side, c }) => `${side}: ${trimWords(c.text)} [${c.passage + 1}]`).join(" ");
  // Each side has its own sentence: no runner-up to beat, and the question's terms spread over both sentences.
  const confidence = localConfidence({
    typeFit: "sentence",
    coverage: termCoverage(question, picks.map(({ c }) => c.window).join("\n")),
    margin: 0.5,
  });
  return { answer, cited: [...new Set(picks.map(({ c }) => c.passage + 1))], abstained: false, confidence };
}

/**
 * A question about something it names only by description ("the King who made …", "a university that is located
 * in …", "the arena where …") needs two facts joined; one sentence usually holds only the first.
 */
export function isBridgeQuestion(question: string): boolean {
  return /\b(?:the|a|an)\s+(?:[\p{L}\p{N}'’-]+\s+){0,4}?(?:who|that|which|whose|where)\s+(?!(?:is|are|was|were)\s+(?:the|a|an)\b)/iu.test(
    question,
  );
}

/** "Which county …", "what is the name of …", "where …", "in what year …": the question wants one particular thing. */
function asksForThing(question: string): boolean {
  const q = question.trim().toLowerCase();
  return (
    /^(?:where|in (?:which|what)|which|what (?:is|was|are|were) the name|what [a-z-]+ (?:is|was|are|were|did|does|do|has|had|of)\b)/.test(
      q,
    ) || /\b(?:which|what) (?!is\b|was\b|are\b|were\b|does\b|do\b|did\b)[a-z-]+\b/.test(q)
  );
}

/** "Yes. <the sentence> [n]" (or "No. …") from the best sentences, or undefined when none speaks to the claim. */
function answerYesNo(question: string, ranked: Candidate[], sides: string[] | undefined): AnswerOutcome | undefined {
  const best = ranked[0]!;
  const word = (v: "yes" | "no") => (v === "yes" ? "Yes" : "No");
  if (sides) {
    // "Are A and B both X?": the best sentence about each side.
    const picks = sides.map((side) => {
      const needed = terms(side);
      return ranked.find(
        (c) => c.support >= best.support * 0.5 && needed.every((t) => new Set(terms(c.window)).has(t)),
      );
    });
    if (picks.some((c) => !c)) return undefined;
    const chosen = picks as Candidate[];
    const decision = decideBoth(
      question,
      sides,
      chosen.map((c) => c.window),
    );
    if (!decision) return undefined;
    const cited = [...new Set(chosen.map((c) => c.passage + 1))];
    const confidence = localConfidence({ typeFit: "typed", coverage: decision.coverage, margin: 0.5 });
    return {
      answer: `${word(decision.verdict)} ${cited.map((c) => `[${c}]`).join("")}`,
      cited,
      abstained: false,
      confidence,
    };
  }
  for (const c of ranked.slice(0, 3)) {
    if (c.support < best.support - 0.1) break;
    // The page's title names what its sentences are about ("Retries and delivery semantics").
    const decision = decideYesNo(question, c.title ? `${c.title}\n${c.window}` : c.window);
    if (!decision) continue;
    const confidence = localConfidence({
      typeFit: "typed",
      // The claim's terms (light verbs aside) are what the sentence must hold.
      coverage: decision.coverage,
      margin: supportMargin(c.support, ranked.find((o) => o !== c && o.text !== c.text)?.support),
    });
    return {
      answer: `${word(decision.verdict)}. ${trimWords(c.text)} [${c.passage + 1}]`,
      cited: [c.passage + 1],
      abstained: false,
      confidence,
    };
  }
  return undefined;
}

/** A title about this side alone ("Authentication v4"), not about both ("Migrating from v3 to v4"). */
function ownsTitle(title: string[], side: string[], other: string[]): boolean {
  return side.every((t) => title.includes(t)) && !other.every((t) => title.includes(t));
}

/**
 * "Which is cheaper / earlier / larger, A or B?": each option's best sentence that names it and gives a value of the
 * compared type; the option whose value wins is the answer ("Enterprise [2]").
 */
function compareOptions(question: string, ranked: Candidate[], bestSupport: number): AnswerOutcome | undefined {
  const options = choiceOptions(question);
  const comparative = comparativeOf(question);
  if (!options || !comparative) return undefined;
  const sides = options.map((option) => {
    const needed = terms(option);
    const c = ranked.find((cand) => {
      if (cand.support < bestSupport * 0.5 || needed.length === 0) return false;
      const have = new Set(terms(cand.window));
      return needed.every((t) => have.has(t)) && candidateSpans(cand.text, comparative.type).length > 0;
    });
    return c ? { option, c } : undefined;
  });
  if (sides.some((x) => !x)) return undefined;
  const found = sides as { option: string; c: Candidate }[];
  // The same sentence for both sides cannot tell them apart.
  if (found[0]!.c === found[1]!.c) return undefined;
  const result = compareValues(
    comparative,
    found.map(({ option, c }) => ({ option, sentence: c.text })),
  );
  if (!result) return undefined;
  const win = found[result.winner]!;
  const confidence = localConfidence({
    typeFit: "typed",
    coverage: termCoverage(question, found.map(({ c }) => c.window).join("\n")),
    margin: 0.5,
  });
  const cited = [...new Set(found.map(({ c }) => c.passage + 1))];
  return { answer: `${win.option} [${win.c.passage + 1}]`, cited, abstained: false, confidence };
}

/** For "A or B?" questions: the option found in the better-supporting sentence, if one clearly wins. */
interface PickedOption {
  option: string;
  passage: number;
  window: string;
  support: number;
  runnerUp: number;
}

function pickOption(question: string, ranked: Candidate[], bestSupport: number): PickedOption | undefined {
  const options = choiceOptions(question);
  if (!options) return undefined;
  const found = options.map((option) => {
    const optionTerms = terms(option);
    const hit = ranked.find((c) => {
      const sentenceTerms = new Set(terms(c.text));
      return optionTerms.length > 0 && optionTerms.every((t) => sentenceTerms.has(t));
    });
    return { option, passage: hit?.passage ?? -1, support: hit?.support ?? 0, window: hit?.window ?? "" };
  });
  const [a, b] = found as [(typeof found)[0], (typeof found)[0]];
  const winner = a.support >= b.support ? a : b;
  const loser = winner === a ? b : a;
  if (winner.passage < 0 || winner.support < bestSupport - 0.2 || winner.support - loser.support < 0.05)
    return undefined;
  return {
    option: winner.option,
    passage: winner.passage,
    window: winner.window,
    support: winner.support,
    runnerUp: loser.support,
  };
}

/**
 * The span whose neighbourhood (six words before it, the span and three words after) shares most with the question,
 * the words naming what is counted ("how many automatic retries") counting once more (twice after the number), then the one nearest to the
 * question's words. Spans the question itself contains are skipped. "retries a failed delivery up to 7 times" answers
 * "how many retries"; "8 delivery attempts" in the same sentence counts something else.
 */
function pickSpan(
  sentence: string,
  spans: Span[],
  question: string,
  aligned: string,
  questionWords: Set<string>,
): string | undefined {
  const q = question.toLowerCase();
  const fresh = spans.filter((s) => {
    const lower = s.text.toLowerCase();
    if (q.includes(lower)) return false;
    const spanTerms = terms(s.text);
    return spanTerms.length === 0 || spanTerms.some((t) => !questionWords.has(t));
  });
  if (fresh.length === 0) return undefined;
  const anchors: number[] = [];
  const lower = sentence.toLowerCase();
  for (const m of lower.matchAll(/[\p{L}\p{N}]+/gu)) {
    const t = terms(m[0])[0];
    if (t && questionWords.has(t)) anchors.push(m.index ?? 0);
  }
  const counted = new Set(countedTerms(aligned));
  const asked = askedTerm(question);
  const wantsRate = RATE_WORDS.test(question);
  const distance = (s: Span) => (anchors.length ? Math.min(...anchors.map((a) => Math.abs(a - s.start))) : s.start);
  const fitScore = (s: Span) => {
    const before = terms(lastWords(sentence.slice(0, s.start), 6));
    const after = terms(`${s.text} ${firstWords(sentence.slice(s.start + s.text.length), 3)}`);
    const shared = new Set([...before, ...after].filter((t) => questionWords.has(t))).size;
    return (
      shared +
      2 * new Set(after.filter((t) => counted.has(t))).size +
      new Set(before.filter((t) => counted.has(t))).size +
      (besideNoun(sentence, s, asked) ? 2 : 0) +
      (wantsRate && isRate(s) ? 1 : 0)
    );
  };
  return [...fresh].sort((a, b) => fitScore(b) - fitScore(a) || distance(a) - distance(b))[0]!.text;
}

/** Whether one of the spans sits next to the noun the question asks for, or is a rate when a rate is asked for. */
function fitsAsked(sentence: string, spans: Span[], question: string): boolean {
  const asked = askedTerm(question);
  const wantsRate = RATE_WORDS.test(question);
  const counted = countedTerms(question);
  return spans.some(
    (s) => (wantsRate && isRate(s)) || besideNoun(sentence, s, asked) || besideCounted(sentence, s, counted),
  );
}

/** What a "how many" question counts is named beside the number: "retries a failed delivery up to 7 times". */
function besideCounted(sentence: string, s: Span, counted: string[]): boolean {
  if (counted.length === 0) return false;
  const near = new Set(terms(`${lastWords(sentence.slice(0, s.start), 6)} ${s.text}`));
  return counted.some((t) => near.has(t));
}

/** The (stemmed) noun a "what/which <noun>" question asks for: "what HTTP header …" → header. */
const askedTerm = (question: string) => terms(askedNoun(question) ?? "").slice(-1)[0];

/** The noun asked for names its value where the two meet: "the X-Lumen-Key header", "HTTP status 429". */
function besideNoun(sentence: string, s: Span, asked: string | undefined): boolean {
  if (!asked) return false;
  return terms(`${lastWords(sentence.slice(0, s.start), 2)} ${firstWords(sentence.slice(s.start), 3)}`).includes(asked);
}

/** A rate is an amount per unit: "1,000 requests per second", not the status returned when it is exceeded. */
const isRate = (s: Span) => /\bper\b/i.test(s.text);

const RATE_WORDS = /\b(rate|per|speed|throughput)\b/i;

/** The words naming what a "how many …" question counts: "how many automatic retries does …" → automat, retri. */
export function countedTerms(question: string): string[] {
  // "the (maximum) number of retries for …" counts retries as "how many retries" does.
  const numberOf =
    /\bnumber of\s+(.+?)(?=\s+(?:for|in|on|at|per|of|that|which|do|does|is|are|can|before|after)\b|[?,]|$)/i.exec(
      question,
    );
  if (numberOf) return terms(numberOf[1]!);
  const m =
    /\bhow many\s+(.+?)(?=\s+(?:do|does|did|is|are|was|were|can|could|will|would|has|have|had|in|on|at|for|per)\b|[?,]|$)/i.exec(
      question,
    );
  return m ? terms(m[1]!) : [];
}

/** A heading line: a few words without a sentence's closing stop, not a table row or a list of values. */
const isHeading = (line: string) =>
  line.split(/\s+/).length <= 8 && !/[.:;,!?|]$/.test(line.trim()) && !line.includes("|") && /^\p{Lu}/u.test(line);

const lastWords = (text: string, n: number) => text.trim().split(/\s+/).slice(-n).join(" ");
const firstWords = (text: string, n: number) => text.trim().split(/\s+/).slice(0, n).join(" ");

function trimWords(text: string): string {
  const w = text.split(/\s+/);
  return w.length <= MAX_SENTENCE_WORDS ? text : `${w.slice(0, MAX_SENTENCE_WORDS).join(" ")} …`;
}
