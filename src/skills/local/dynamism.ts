import type { DynamismClassifier, DynamismOutcome } from "../types";
import { type CalendarDate, findDateMentions, parseQueryDate } from "./relative-dates";

// Cue lists, matched on whole words of the lower-cased question.
/** Market quotes change by the minute, so a question about one is real-time unless it names a past date. */
const MARKET =
  /\b(?:stocks?|shares?|share price|market cap(?:italization)?|dividends?(?: yield)?|yield|trading|volume|eps|p\/?e ratio|quotes?|exchange rate|gainers?|losers?|(?:best|worst|top) perform(?:er|ers|ing))\b/;
/** Things that change by the minute when asked about "now". */
const LIVE =
  /\b(?:prices?|cost|status|outages?|down|degraded|operational|incidents?|uptime|latency|scores?|weather|temperature|forecast|traffic|quotas?|queue|delays?|delayed|open|closed|standings|odds|availab(?:le|ility)|usage|playing|winning|leading)\b/;
const NOW =
  /\b(?:right now|now|at the moment|currently|live(?!-)|real[- ]time|as of (?:now|today)|at present|today|tonight|this (?:morning|afternoon|evening))\b/;
const CURRENT = /\b(?:current|present|still|so far|to date|ongoing|since)\b/;
const LATEST = /\b(?:latest|newest|most recent|recent(?:ly)?|lately|new(?:est)? release|just released)\b/;
const FAST =
  /\b(?:yesterday|last night|tomorrow|this (?:week|weekend|month|season)|last (?:week|weekend|month|game|match|race)|past (?:week|few days)|next (?:week|game|match|race)|upcoming|days ago|weeks? ago|breaking)\b/;
/** Present perfect about a tally or a career ("has won", "have been involved"): true now, may change later. */
const PERFECT =
  /\b(?:has|have|hasn't|haven't)\s+(?:\w+\s+){0,3}?(?:won|been|released|played|scored|made|had|appeared|sold|earned|reached|signed|become|held)\b/;

const DAY = 86_400_000;
const days = (a: CalendarDate, b: CalendarDate) => (Date.UTC(a.y, a.m - 1, a.d) - Date.UTC(b.y, b.m - 1, b.d)) / DAY;

/**
 * CRAG's four dynamism classes from temporal cues, relative to the query time. Rules, first match wins:
 * 1. An explicit date or year, with no "now"/"current"/"since" cue: a past year, or a day more than a month
 *    before the query time → static (a settled fact); a date within the last month or in the future →
 *    fast-changing; the query's own year or a later one → slow-changing.
 * 2. "now/currently/today/live …" with a live subject (price, status, score, weather, …) → real-time.
 * 3. A market quote (stock, shares, market cap, dividend yield, EPS, …) → real-time.
 * 4. "yesterday/this week/last night/upcoming/this season …" → fast-changing.
 * 5. "latest/newest/most recent" → fast-changing (the latest X changes whenever a new X appears).
 * 6. "today/tonight" without a live subject → fast-changing.
 * 7. "current/currently/now/still/so far/since" or the present perfect ("has won") → slow-changing.
 * 8. Otherwise → static.
 */
export function classifyDynamism(question: string, queryTime: string): DynamismOutcome {
  const q = question.toLowerCase();
  const today = parseQueryDate(queryTime);
  const now = NOW.exec(q)?.[0];
  const current = CURRENT.exec(q)?.[0];
  const live = LIVE.exec(q)?.[0];
  if (today && !now && !current) {
    const dated = findDateMentions(question, today).filter((m) => !m.relative);
    if (dated.length > 0) {
      const latest = dated.reduce((a, b) => (days(a.date, b.date) >= 0 ? a : b));
      const age = days(today, latest.date);
      if (latest.granularity === "year") {
        return latest.date.y < today.y
          ? { dynamism: "static", reason: `asks about ${latest.date.y}, before the query year ${today.y}` }
          : { dynamism: "slow-changing", reason: `asks about ${latest.date.y}, the query year or later` };
      }
      if (age > 31)
        return {
          dynamism: "static",
          reason: `asks about "${latest.text}", ${Math.round(age)} days before the query time`,
        };
      return { dynamism: "fast-changing", reason: `asks about "${latest.text}", within a month of the query time` };
    }
  }
  if (now && live) return { dynamism: "real-time", reason: `"${now}" with a live subject ("${live}")` };
  const market = MARKET.exec(q)?.[0];
  if (market) return { dynamism: "real-time", reason: `a market quote ("${market}") changes by the minute` };
  if (current && live) return { dynamism: "real-time", reason: `"${current}" with a live subject ("${live}")` };
  const fast = FAST.exec(q)?.[0];
  if (fast) return { dynamism: "fast-changing", reason: `recent-time cue "${fast}"` };
  const latest = LATEST.exec(q)?.[0];
  if (latest) return { dynamism: "fast-changing", reason: `"${latest}" changes whenever something new appears` };
  if (now && /today|tonight|this /.test(now)) return { dynamism: "fast-changing", reason: `asks about "${now}"` };
  if (now || current) return { dynamism: "slow-changing", reason: `"${now ?? current}" without a fast-moving subject` };
  const perfect = PERFECT.exec(q)?.[0];
  if (perfect) return { dynamism: "slow-changing", reason: `present perfect "${perfect}": true so far, may change` };
  return { dynamism: "static", reason: "no temporal cue: a settled fact" };
}

/** The local engine's dynamism check: deterministic rules over temporal cues (see classifyDynamism). */
export class LocalDynamism implements DynamismClassifier {
  async classify(question: string, queryTime: string): Promise<DynamismOutcome> {
    return classifyDynamism(question, queryTime);
  }
}

/** The classes on which the API fallback runs even when the corpus evidence looks sufficient. */
export function needsLiveData(outcome: DynamismOutcome): boolean {
  return outcome.dynamism === "real-time" || outcome.dynamism === "fast-changing";
}
