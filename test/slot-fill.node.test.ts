// Slot filling for the local router: dates relative to the query time, mentions, parameter kinds,
// and whole-schema filling. Pure functions; the query time is fixed (Friday 15 March 2024).
import { describe, expect, it } from "vitest";
import {
  findCapitalised,
  findEnumValue,
  findIdentifiers,
  findNumbers,
  findQuoted,
  findTopic,
} from "../src/skills/local/mentions";
import { findDateMentions, formatDate, parseQueryDate } from "../src/skills/local/relative-dates";
import { dateFormatOf, fillArguments, slotKind } from "../src/skills/local/slot-fill";
import type { JsonSchemaObject } from "../src/tools/types";

const QUERY_TIME = "2024-03-15T10:00:00Z"; // a Friday
const today = parseQueryDate(QUERY_TIME)!;
const iso = { day: "YYYY-MM-DD", month: false, year: false } as const;
const firstDate = (text: string) => {
  const m = findDateMentions(text, today)[0];
  return m && formatDate(m, iso);
};

describe("parseQueryDate", () => {
  it.each([
    ["2024-03-15T10:00:00Z", { y: 2024, m: 3, d: 15 }],
    ["2024-03-15T23:30:00-08:00", { y: 2024, m: 3, d: 15 }], // the asker's own calendar day
    ["03/05/2024, 23:18:31 PT", { y: 2024, m: 3, d: 5 }], // CRAG's format
    ["not a time", undefined],
  ])("reads %s", (input, expected) => {
    expect(parseQueryDate(input)).toEqual(expected);
  });
});

describe("dates relative to the query time", () => {
  it.each([
    ["What happened today?", "2024-03-15"],
    ["and yesterday?", "2024-03-14"],
    ["the day before yesterday", "2024-03-13"],
    ["tomorrow's game", "2024-03-16"],
    ["last Friday", "2024-03-08"], // today is a Friday: the one before
    ["on Wednesday", "2024-03-13"], // a bare weekday: the latest one
    ["this Monday", "2024-03-11"],
    ["next Monday", "2024-03-18"],
    ["3 days ago", "2024-03-12"],
    ["two weeks ago", "2024-03-01"],
    ["this week", "2024-03-11"], // a week resolves to its Monday
    ["on March 1, 2024", "2024-03-01"],
    ["on 1st of March 2023", "2023-03-01"],
    ["on December 30", "2023-12-30"], // no year: the nearest occurrence
    ["on 2024-02-29", "2024-02-29"],
    ["on 12/25/2023", "2023-12-25"],
  ])("%s → %s", (text, expected) => {
    expect(firstDate(text)).toBe(expected);
  });

  it("keeps months and years as such when the parameter accepts them", () => {
    const loose = { day: "YYYY-MM-DD", month: true, year: true } as const;
    const fmt = (text: string) => formatDate(findDateMentions(text, today)[0]!, loose);
    expect(fmt("in March 2023")).toBe("2023-03");
    expect(fmt("last month")).toBe("2024-02");
    expect(fmt("in 2021")).toBe("2021");
    expect(fmt("last year")).toBe("2023");
    // A parameter that only takes days gets the first day.
    expect(formatDate(findDateMentions("in March 2023", today)[0]!, iso)).toBe("2023-03-01");
  });

  it("finds several dates in order, without overlapping readings", () => {
    const found = findDateMentions("from March 1, 2024 to yesterday", today).map((m) => m.text);
    expect(found).toEqual(["March 1, 2024", "yesterday"]);
  });

  it("finds no date where there is none", () => {
    expect(findDateMentions("How long do v4 access tokens last?", today)).toEqual([]);
  });
});

describe("mentions", () => {
  it("finds the enum value named, as words", () => {
    expect(findEnumValue("Is eu-west degraded?", ["us-east", "eu-west"])?.value).toBe("eu-west");
    expect(findEnumValue("the EU WEST region", ["us-east", "eu-west"])?.value).toBe("eu-west");
    expect(findEnumValue("How much is the Pro plan?", ["free", "pro", "pro_plus"])?.value).toBe("pro");
    expect(findEnumValue("the pro plus plan", ["pro", "pro_plus"])?.value).toBe("pro_plus");
    expect(findEnumValue("a problem", ["pro"])).toBeUndefined();
  });

  it("reads numbers, ranks and number words", () => {
    expect(
      findNumbers("top 10 songs, the 2nd one, #3, 1,250 people, ten days").map((n) => [n.value, n.ordinal]),
    ).toEqual([
      [10, false],
      [2, true],
      [3, true],
      [1250, false],
      [10, false],
    ]);
  });

  it("reads quoted strings, capitalised names and identifiers", () => {
    expect(findQuoted(`Who sang "Bad Guy" and ‘Hello’?`).map((q) => q.value)).toEqual(["Bad Guy", "Hello"]);
    expect(findCapitalised("What movies did Christopher Nolan direct in March?").map((c) => c.value)).toEqual([
      "Christopher Nolan",
    ]);
    expect(findCapitalised("Where is the Bank of America tower?").map((c) => c.value)).toEqual(["Bank of America"]);
    expect(findIdentifiers("Is incident INC-2041 in eu-west-1 or game 0022200547?").map((c) => c.value)).toEqual([
      "INC-2041",
      "eu-west-1",
      "0022200547",
    ]);
  });

  it("takes the topic of a lower-case question, without the schema's vocabulary", () => {
    const topic = (q: string, schema: string) => findTopic(q, [], schema)?.value;
    expect(topic("how many grammy awards has taylor swift won?", "Number of Grammy awards won by an artist")).toBe(
      "taylor swift",
    );
    expect(topic("who are the members of maroon 5?", "Members of a band or music group")).toBe("maroon 5");
    expect(topic("what is the budget of the movie lord of the rings?", "Look up movies by title: budget")).toBe(
      "lord of the rings",
    );
  });
});

describe("parameter kinds", () => {
  it.each<[string, Record<string, unknown>, string]>([
    ["region", { type: "string", enum: ["a", "b"] }, "enum"],
    ["ticker", { type: "string" }, "ticker"],
    ["query", { type: "string", description: "Stock ticker symbol" }, "ticker"],
    ["start_date", { type: "string" }, "date"],
    ["when", { type: "string", format: "date" }, "date"],
    ["day", { type: "string", description: "Trading day" }, "date"],
    ["year", { type: "integer" }, "year"],
    ["query", { type: "integer", description: "Year, YYYY" }, "year"],
    ["rank", { type: "integer" }, "number"],
    ["game_ids", { type: "array", items: { type: "string" } }, "list"],
    ["incident_id", { type: "string" }, "identifier"],
    ["query", { type: "string", description: "Artist name" }, "query"],
    ["song_name", { type: "string" }, "entity"],
  ])("%s %j is %s", (name, schema, kind) => {
    expect(slotKind(name, schema)).toBe(kind);
  });

  it("reads the date format a parameter asks for", () => {
    expect(dateFormatOf({ description: "Date in YYYY-MM-DD, YYYY-MM or YYYY format" })).toEqual({
      day: "YYYY-MM-DD",
      month: true,
      year: true,
    });
    expect(dateFormatOf({ description: "Day as MM/DD/YYYY" })).toEqual({
      day: "MM/DD/YYYY",
      month: false,
      year: false,
    });
    expect(dateFormatOf({ format: "date-time" }).day).toBe("date-time");
  });
});

describe("fillArguments", () => {
  const schema = (properties: JsonSchemaObject["properties"], required: string[]): JsonSchemaObject => ({
    type: "object",
    properties,
    required,
  });
  const stock = schema(
    {
      ticker: { type: "string", description: "Stock ticker" },
      date: { type: "string", description: "Trading day, YYYY-MM-DD" },
    },
    ["ticker", "date"],
  );

  it("fills a ticker and a relative date, and says where each came from", () => {
    const r = fillArguments({ question: "What did AAPL close at last Friday?", queryTime: QUERY_TIME, schema: stock });
    expect(r).toEqual({
      arguments: { ticker: "AAPL", date: "2024-03-08" },
      missing: [],
      notes: ['ticker ← "AAPL"', 'date ← "last Friday"'],
    });
  });

  it("uses a resolved company instead of an all-caps symbol when given one", () => {
    const ticker = { ticker: "AAPL", text: "Apple", start: 12, end: 17 };
    const r = fillArguments({
      question: "What did Apple close at yesterday?",
      queryTime: QUERY_TIME,
      schema: stock,
      ticker,
    });
    expect(r.arguments).toEqual({ ticker: "AAPL", date: "2024-03-14" });
  });

  it("defaults a required date to the query date, and reports a required value it cannot find", () => {
    const r = fillArguments({ question: "What is the stock price now?", queryTime: QUERY_TIME, schema: stock });
    expect(r.arguments).toEqual({ date: "2024-03-15" });
    expect(r.missing).toEqual(["ticker"]);
  });

  it("gives two dates to two date parameters in order", () => {
    const range = schema({ start_date: { type: "string" }, end_date: { type: "string" } }, ["start_date", "end_date"]);
    const r = fillArguments({ question: "between March 1, 2024 and yesterday", queryTime: QUERY_TIME, schema: range });
    expect(r.arguments).toEqual({ start_date: "2024-03-01", end_date: "2024-03-14" });
  });

  it("fills a rank and a chart date without mixing them up", () => {
    const chart = schema({ rank: { type: "integer" }, date: { type: "string", description: "YYYY-MM-DD" } }, ["rank"]);
    const r = fillArguments({
      question: "Which song was number 1 on 2024-02-24?",
      queryTime: QUERY_TIME,
      schema: chart,
    });
    expect(r.arguments).toEqual({ rank: 1, date: "2024-02-24" });
  });

  it("leaves optional parameters out when the question does not give them", () => {
    const games = schema({ date: { type: "string" }, team_name: { type: "string" } }, ["date"]);
    expect(fillArguments({ question: "NBA games yesterday", queryTime: QUERY_TIME, schema: games }).arguments).toEqual({
      date: "2024-03-14",
    });
  });

  it("fills a single-valued enum by itself and a free-text query from quotes first", () => {
    const s = schema(
      { kind: { type: "string", enum: ["song"] }, query: { type: "string", description: "Song name" } },
      ["kind", "query"],
    );
    const r = fillArguments({ question: 'who wrote "Bad Guy"?', queryTime: QUERY_TIME, schema: s });
    expect(r.arguments).toEqual({ kind: "song", query: "Bad Guy" });
  });
});
