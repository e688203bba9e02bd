// Dates named in a question, resolved against the query time ("yesterday", "last Friday",
// "March 3", "2023"). Pure calendar arithmetic in UTC on the query's own calendar date: "today"
// is the asker's day as written in the query time, whatever its offset.

import { CARDINALS } from "../../text/words";

export interface CalendarDate {
  y: number;
  /** 1-12 */
  m: number;
  d: number;
}

/** "week" mentions ("this week") resolve to the Monday of that week. */
export type Granularity = "day" | "week" | "month" | "year";

export interface DateMention {
  date: CalendarDate;
  granularity: Granularity;
  start: number;
  end: number;
  text: string;
  /** Relative to the query time ("yesterday") rather than written out ("2024-03-01"). */
  relative: boolean;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const COUNT: Record<string, number> = { a: 1, an: 1, ...CARDINALS };

/** The calendar date of a query time: ISO 8601 ("2024-03-05T23:18:31-08:00") or CRAG's "03/05/2024, 23:18:31 PT". */
export function parseQueryDate(queryTime: string): CalendarDate | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(queryTime.trim());
  if (iso) return valid({ y: +iso[1]!, m: +iso[2]!, d: +iso[3]! });
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(queryTime.trim());
  if (us) return valid({ y: +us[3]!, m: +us[1]!, d: +us[2]! });
  const t = Date.parse(queryTime);
  return Number.isNaN(t) ? undefined : fromTime(t);
}

function valid(d: CalendarDate): CalendarDate | undefined {
  const back = fromTime(Date.UTC(d.y, d.m - 1, d.d));
  return back.y === d.y && back.m === d.m && back.d === d.d ? d : undefined;
}

function fromTime(t: number): CalendarDate {
  const x = new Date(t);
  return { y: x.getUTCFullYear(), m: x.getUTCMonth() + 1, d: x.getUTCDate() };
}

const time = (d: CalendarDate) => Date.UTC(d.y, d.m - 1, d.d);
export const addDays = (d: CalendarDate, n: number): CalendarDate => fromTime(time(d) + n * 86_400_000);
export const dayOfWeek = (d: CalendarDate): number => new Date(time(d)).getUTCDay();
const pad = (n: number) => String(n).padStart(2, "0");
export const isoDate = (d: CalendarDate) => `${d.y}-${pad(d.m)}-${pad(d.d)}`;
const monthOf = (word: string) => MONTHS.indexOf(word.slice(0, 3).toLowerCase()) + 1;
const count = (word: string) => COUNT[word.toLowerCase()] ?? Number(word);

function addMonths(d: CalendarDate, n: number): CalendarDate {
  const total = d.y * 12 + (d.m - 1) + n;
  return { y: Math.floor(total / 12), m: (total % 12) + 1, d: 1 };
}

/** A month and day without a year: the occurrence nearest to today (last, this or next year). */
function nearest(today: CalendarDate, m: number, d: number): CalendarDate | undefined {
  const options = [today.y - 1, today.y, today.y + 1]
    .map((y) => valid({ y, m, d }))
    .filter((x): x is CalendarDate => !!x);
  return options.sort((a, b) => Math.abs(time(a) - time(today)) - Math.abs(time(b) - time(today)))[0];
}

function weekday(today: CalendarDate, which: string, name: string): CalendarDate {
  const target = DAYS.indexOf(name.toLowerCase());
  const now = dayOfWeek(today);
  const back = (now - target + 7) % 7;
  if (which === "next") return addDays(today, (target - now + 7) % 7 || 7);
  if (which === "this") return addDays(today, ((target + 6) % 7) - ((now + 6) % 7)); // within Monday-Sunday
  return addDays(today, -(which === "last" ? back || 7 : back)); // bare "Friday": the latest one, today included
}

type Rule = [
  RegExp,
  (m: RegExpExecArray, today: CalendarDate) => [CalendarDate | undefined, Granularity] | undefined,
  boolean,
];

const RULES: Rule[] = [
  [/\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g, (m) => [valid({ y: +m[1]!, m: +m[2]!, d: +m[3]! }), "day"], false],
  [/\b(\d{4})-(\d{2})\b(?!-)/g, (m) => [valid({ y: +m[1]!, m: +m[2]!, d: 1 }), "month"], false],
  [/\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g, (m) => [valid({ y: +m[3]!, m: +m[1]!, d: +m[2]! }), "day"], false],
  [
    new RegExp(`\\b${MONTH}\\.? (\\d{1,2})(?:st|nd|rd|th)?(?:,? (\\d{4}))?\\b`, "gi"),
    (m, t) => [m[3] ? valid({ y: +m[3], m: monthOf(m[1]!), d: +m[2]! }) : nearest(t, monthOf(m[1]!), +m[2]!), "day"],
    false,
  ],
  [
    new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)? (?:of )?${MONTH}\\.?(?:,? (\\d{4}))?\\b`, "gi"),
    (m, t) => [m[3] ? valid({ y: +m[3], m: monthOf(m[2]!), d: +m[1]! }) : nearest(t, monthOf(m[2]!), +m[1]!), "day"],
    false,
  ],
  [
    new RegExp(`\\b${MONTH},? (\\d{4})\\b`, "gi"),
    (m) => [valid({ y: +m[2]!, m: monthOf(m[1]!), d: 1 }), "month"],
    false,
  ],
  [
    new RegExp(`\\b(?:in|of|during|since|for) ${MONTH}\\b(?!,? \\d)`, "gi"),
    (m, t) => [nearest(t, monthOf(m[1]!), 1), "month"],
    false,
  ],
  [/\b(1[89]\d{2}|20\d{2})\b/g, (m) => [{ y: +m[1]!, m: 1, d: 1 }, "year"], false],
  [/\b(?:today|tonight|this (?:morning|afternoon|evening))\b/gi, (_m, t) => [t, "day"], true],
  [/\b(?:the day before yesterday)\b/gi, (_m, t) => [addDays(t, -2), "day"], true],
  [/\b(?:yesterday|last night)\b/gi, (_m, t) => [addDays(t, -1), "day"], true],
  [/\btomorrow\b/gi, (_m, t) => [addDays(t, 1), "day"], true],
  [
    /\b(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve) (day|week|month|year)s? ago\b/gi,
    (m, t) => {
      const n = count(m[1]!);
      const unit = m[2]!.toLowerCase();
      if (unit === "day") return [addDays(t, -n), "day"];
      if (unit === "week") return [addDays(t, -7 * n), "day"];
      if (unit === "month") return [addMonths(t, -n), "month"];
      return [{ y: t.y - n, m: 1, d: 1 }, "year"];
    },
    true,
  ],
  [
    /\b(?:(last|this|next|past) )?(sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b/gi,
    (m, t) => [weekday(t, (m[1] ?? "").toLowerCase().replace("past", "last"), m[2]!), "day"],
    true,
  ],
  [
    /\b(last|this|next|past) (week|month|year)\b/gi,
    (m, t) => {
      const shift = { last: -1, past: -1, this: 0, next: 1 }[m[1]!.toLowerCase() as "last"] ?? 0;
      const unit = m[2]!.toLowerCase();
      if (unit === "week") return [addDays(t, -((dayOfWeek(t) + 6) % 7) + 7 * shift), "week"];
      if (unit === "month") return [addMonths(t, shift), "month"];
      return [{ y: t.y + shift, m: 1, d: 1 }, "year"];
    },
    true,
  ],
];

/** Every date the text names, in order; overlapping readings keep the earliest, then the longest. */
export function findDateMentions(text: string, today: CalendarDate): DateMention[] {
  const found: DateMention[] = [];
  for (const [re, read, relative] of RULES) {
    for (const m of text.matchAll(re)) {
      const r = read(m as RegExpExecArray, today);
      if (!r?.[0]) continue;
      found.push({ date: r[0], granularity: r[1], start: m.index, end: m.index + m[0].length, text: m[0], relative });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: DateMention[] = [];
  for (const f of found) if (!out.some((o) => f.start < o.end && o.start < f.end)) out.push(f);
  return out;
}

/** What a parameter accepts, read from its schema: the day format, and whether a month or a year alone will do. */
export interface DateFormat {
  day: "YYYY-MM-DD" | "MM/DD/YYYY" | "YYYYMMDD" | "date-time";
  month: boolean;
  year: boolean;
}

export function formatDate(mention: Pick<DateMention, "date" | "granularity">, format: DateFormat): string {
  const { date, granularity } = mention;
  if (granularity === "year" && format.year) return String(date.y);
  if ((granularity === "month" || granularity === "year") && format.month) return `${date.y}-${pad(date.m)}`;
  if (format.day === "MM/DD/YYYY") return `${pad(date.m)}/${pad(date.d)}/${date.y}`;
  if (format.day === "YYYYMMDD") return isoDate(date).replace(/-/g, "");
  if (format.day === "date-time") return `${isoDate(date)}T00:00:00Z`;
  return isoDate(date);
}
