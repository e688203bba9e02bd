import { sentences, terms } from "../../text/analyze";
import { TermStats } from "../../text/bm25";
import { alignToEvidence } from "../../text/paraphrase";
import type { Answerer, AnswerInput, AnswerOutcome } from "../types";
import { IDK } from "../types";
import { ageAtDeathAnswer } from "./age-answer";
import { localConfidence, supportMargin, termCoverage } from "./answer-confidence";
import { guardAnswer, kindWithheld } from "./answer-guards";
import { type AnswerType, answerType } from "./answer-type";
import { askedSpan, OWNED_NOUN_ASKED } from "./asked-span";
import { birthNameAnswer } from "./birth-name";
import { chainOf } from "./chain";
import { WORK_NOUNS } from "./chain-words";
import { compareOptions, pickOption } from "./choice-answer";
import { comparativeOf } from "./comparative";
import { decompose } from "./decompose";
import { demonymClaimAnswer } from "./demonym-claim";
import { voteEntity } from "./entity-vote";
import { LexicalScorer } from "./lexical-score";
import { meaningAnswer } from "./meaning-answer";
import { asksCentury, asksRank, centuryIn, rankIn } from "./ordinal-spans";
import { titledAs } from "./page-title";
import { missingSpecifiers, spellAcronyms } from "./premise";
import { pronounSubject } from "./pronoun-subject";
import { asQuestion, OWNER_REQUEST } from "./question-forms";
import { refersBack } from "./refer-back";
import { answerFromRow, rowCells } from "./table-cell";
import { type Candidate, MIN_SENTENCE_SUPPORT, typedSpanAnswer, WIDE_MIN, WIDE_TYPES } from "./typed-span-answer";
import { yearsExistedAnswer } from "./years-existed";
import { decideBoth, decideYesNo } from "./yes-no";

const MAX_SENTENCE_WORDS = 45;
/** A lookup's asked span is read from sentences this close to the best one's support. */
const TYPED_SPAN_SUPPORT = 0.1;
const LIVE_BONUS = 0.15;

/**
 * The local engine's answerer: picks the sentence of the context that best supports the question,
 * then, when the question asks for a number, date, name or identifier, the closest such span in
 * it. Abstains ("I don't know") when nothing in the context supports an answer; a closed-book
 * question is always abstained on, since the engine knows nothing beyond its evidence.
 */
export class ExtractiveAnswerer implements Answerer {
  async answer(asked: AnswerInput): Promise<AnswerOutcome> {
    // (A question typed in lower case is read as typed here: the planner reads its names from the evidence for its
    // parse; the answerer's reading of every lower-case question, CRAG's all, is left as it was.)
    // A request for what a name owns ("Name X's 1993 album.") is read as the question it asks ("What is X's 1993
    // album?"). ("Name the …" is read as typed: so read, a who-question found spans no person is.)
    const question = OWNER_REQUEST.test(asked.question) ? asQuestion(asked.question) : asked.question;
    const input = question === asked.question ? asked : { ...asked, question };
    // The type asked for, read once: the answerer and its guards both ask it.
    const type = answerType(input.question);
    return guardAnswer(input, await this.read(input, type), type);
  }

  private async read(input: AnswerInput, type: AnswerType): Promise<AnswerOutcome> {
    const abstain: AnswerOutcome = { answer: IDK, cited: [], abstained: true };
    if (input.closedBook || input.passages.length === 0)
      return { ...abstain, reason: "no evidence: the local engine answers only from retrieved passages" };
    const top = input.passages[0]?.score ?? 0;
    if (top < input.threshold)
      return {
        ...abstain,
        reason: `the best passage scores ${top.toFixed(2)}, under the sufficiency threshold ${input.threshold}`,
      };
    // "Is X a Brazilian TV series?" is plainly negated by X's own lead giving it another country's word, which is also
    // why the evidence never says "Brazilian".
    const negated = type === "yesno" ? demonymClaimAnswer(input.question, input.passages) : undefined;
    if (negated) return negated;
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
    if (!best) return { ...abstain, reason: "no sentence of the evidence shares a word with the question" };
    // A question naming its subject only by description (read once: the typed span and the confidence both ask).
    const bridged = isBridgeQuestion(input.question);
    // Answers worked out from dates rather than read as a span: an age at death, how long a thing existed; and a
    // birth name read where a lead gives it, a name's meaning where a gloss follows it. Each gives an answer, a reason
    // to abstain, or nothing (the question is not its own).
    for (const computed of [
      () => ageAtDeathAnswer(input.question, ranked),
      () => yearsExistedAnswer(input.question, input.passages),
      () => birthNameAnswer(input.question, input.passages),
      () => meaningAnswer(input.question, input.passages),
    ]) {
      const out = computed();
      if (typeof out === "string") return { ...abstain, reason: out };
      if (out) return out;
    }
    if (best.support < MIN_SENTENCE_SUPPORT && WIDE_TYPES.has(type)) {
      // The sentence holding the date or price asked for may share little with the question's wording ("pay monthly"
      // against a table's "Monthly price"): one that names what the question names and holds the type may answer.
      const typed = typedSpanAnswer(input.question, aligned, ranked, type, bridged);
      if (typed) return typed;
    }
    if (best.support < MIN_SENTENCE_SUPPORT) {
      // No one sentence answers a question that describes its answer through several facts; the name the
      // passages agree on may (see entity-vote.ts).
      const vote = voteEntity(input.question, input.passages, (name) => !kindWithheld(input.question, name));
      if (!vote)
        return {
          ...abstain,
          reason: "no sentence supports the question, and the passages agree on no name it describes",
        };
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
    // Which side is cheaper or earlier is read from the two sides' values, never from which one the best sentence
    // happens to name.
    if (type === "choice" && comparativeOf(input.question))
      return { ...abstain, reason: "the evidence does not give both sides' values unambiguously" };
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
    // "At what position did X debut on the UK chart?", "to which century does X date?": the rank the best sentences
    // give for that chart, the century for what is asked.
    const ordinal = asksRank(input.question) ? rankIn : asksCentury(input.question) ? centuryIn : undefined;
    if (ordinal) {
      const top = ranked.slice(0, 3).filter((c) => c.support >= best.support - TYPED_SPAN_SUPPORT);
      for (const c of top) {
        const rank = ordinal(input.question, c.text);
        if (!rank) continue;
        const confidence = localConfidence({
          typeFit: bridged ? "partial" : "typed",
          coverage: termCoverage(input.question, c.window),
          margin: supportMargin(c.support, runnerUp(ranked, c)),
        });
        return { answer: `${rank} [${c.passage + 1}]`, cited: [c.passage + 1], abstained: false, confidence };
      }
    }
    // A table row the question names ("the Free plan"), read at the column it asks for ("uptime SLA").
    const cell = cellAnswer(aligned, ranked, type);
    if (cell) return cell;
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
    // "Where was X born?", "in what city …", "formed by whom?": a lookup asking for a place or a name answers with the
    // span the best sentences give for the asked relation ("Garland, Texas"), not with the sentence holding it.
    if (asksForThing(input.question) || NOUN_OF.test(input.question) || asksWork(input.question)) {
      const top = ranked.slice(0, 3).filter((c) => c.support >= best.support - TYPED_SPAN_SUPPORT);
      const at = input.passages[best.passage];
      const subject = at ? pronounSubject(input.question, best.text, at.title, at.text) : undefined;
      if (subject) {
        const confidence = localConfidence({
          typeFit: bridged ? "partial" : "typed",
          coverage: termCoverage(input.question, `${best.window} ${subject}`),
          margin: supportMargin(best.support, runnerUp(ranked, best)),
        });
        return { answer: `${subject} [${best.passage + 1}]`, cited: [best.passage + 1], abstained: false, confidence };
      }
      const found = askedSpan(
        input.question,
        top.map((c) => c.text),
      );
      const from = found?.typed ? top[found.sentence] : undefined;
      if (found && from) {
        // What the question says of its answer ("what American multinational … company") is read in what the span's
        // own page calls it too.
        const own = ownDescription(ranked, found.span);
        const confidence = Math.min(
          found.confidence,
          localConfidence({
            typeFit: bridged ? "partial" : "typed",
            coverage: termCoverage(found.covered ?? input.question, own ? `${from.window} ${own.called}` : from.window),
            // The span's own page describing it agrees ("Mondelez International … is an American multinational …
            // company" beside "… sold by Mondelez International"): that sentence does not compete; any other does.
            margin: supportMargin(
              from.support,
              ranked.find((o) => o !== from && o.text !== from.text && o !== own?.sentence)?.support,
            ),
          }),
        );
        return {
          answer: `${found.span} [${from.passage + 1}]`,
          cited: [from.passage + 1],
          abstained: false,
          confidence,
        };
      }
    }
    // As a whole-sentence answer, a fragment ("region: eu-west") says less than a sentence nearly as well supported.
    const informative = (c: Candidate) => c.support * (c.text.split(/\s+/).length < 4 ? 0.7 : 1);
    const chosen = ranked.slice(0, 3).reduce((a, b) => (informative(b) > informative(a) ? b : a));
    // A sentence is an answer to an open question ("what is X?"); for one asking for a particular thing ("which
    // county", "what is the name of", "where") it hands back the evidence, not the answer.
    const confidence = localConfidence({
      typeFit: bridged || asksForThing(input.question) ? "partial" : "sentence",
      coverage: termCoverage(input.question, chosen.window),
      margin: supportMargin(chosen.support, runnerUp(ranked, chosen)),
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

/** The support of the best other sentence than `c` (not a repeat of its text): what `c`'s margin is measured against. */
function runnerUp(ranked: Candidate[], c: Candidate): number | undefined {
  return ranked.find((o) => o !== c && o.text !== c.text)?.support;
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
  if (refersBack(question, chainOf)) return true;
  return /\b(?:the|a|an)\s+(?:[\p{L}\p{N}'’-]+\s+){0,4}?(?:who|whom|that|which|whose|where)\s+(?!(?:is|are|was|were)\s+(?:the|a|an)\b)/iu.test(
    question,
  );
}

// "What is the county seat of X?": an open question by its form, answered by a name where a sentence states one as
// that noun ("Its county seat is Newport"); the sentence still answers when none does.
const NOUN_OF = /^\s*what\s+(?:is|was|are|were)\s+the\s+(?:[\p{L}-]+\s+){0,2}[\p{L}-]+\s+of\b/iu;
/**
 * "What was the 1993 solo album by X?", "What is X's debut novel?": a work asked for by its kind, answered by its title
 * (not by the sentence naming it).
 */
const WORK_OF = new RegExp(
  `^\\s*what\\s+(?:is|was|are|were)\\s+the\\s+(?:[\\p{L}\\p{N}-]+\\s+){0,2}(?:${WORK_NOUNS})s?\\s+(?:of|by|from|that)\\b`,
  "iu",
);
const WORK_NOUN = new RegExp(`^(?:${WORK_NOUNS})s?$`, "i");
const asksWork = (question: string) =>
  WORK_OF.test(question) || WORK_NOUN.test(OWNED_NOUN_ASKED.exec(question)?.[1] ?? "");

// "X is an American multinational food company based in Illinois": what a page calls its subject, up to the first
// word that turns to another entity ("in Ningde prefecture", "of the Grand Est region", "company's former arm").
const CALLED =
  /\b(?:is|was|are|were)\s+(?:an?|the)\s+(.+?)(?=['’]s\b|\s+(?:in|of|at|from|based|located|headquartered|that|which|who|whose|with|by|for|on|near|and\s+(?:is|was|has))\b|[.;:(]|$)/i;

/** What the span's own page calls it ("an American multinational … company"), and the sentence saying so. */
function ownDescription(ranked: Candidate[], span: string): { called: string; sentence: Candidate } | undefined {
  for (const c of ranked) {
    if (!titledAs({ title: c.title }, terms(span))) continue;
    const called = CALLED.exec(c.text)?.[1];
    if (called) return { called, sentence: c };
  }
  return undefined;
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
      margin: supportMargin(c.support, runnerUp(ranked, c)),
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

/** A heading line: a few words without a sentence's closing stop, not a table row or a list of values. */
const isHeading = (line: string) =>
  line.split(/\s+/).length <= 8 && !/[.:;,!?|]$/.test(line.trim()) && !line.includes("|") && /^\p{Lu}/u.test(line);

function trimWords(text: string): string {
  const w = text.split(/\s+/);
  return w.length <= MAX_SENTENCE_WORDS ? text : `${w.slice(0, MAX_SENTENCE_WORDS).join(" ")} …`;
}
