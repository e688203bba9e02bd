import { describe, expect, it } from "vitest";
import { LocalPlanner } from "../src/skills/local/planner";
import { decideReportOrder, parseReportOrder } from "../src/skills/local/report-order";
import type { ScoredPassage } from "../src/types";

const p = (id: string, text: string, title: string, score = 0.5): ScoredPassage => ({
  id,
  text,
  title,
  score,
  source: "corpus",
});

const laptop = p(
  "laptop",
  "Gadgetlog, 2023-10-12: The 13-inch Aurora laptop is discounted to $899 at the electronics store.",
  "The best autumn deals on laptops",
);
const earbuds = p(
  "earbuds",
  "The Wire Desk, 2023-12-07: The Pulse earbuds are discounted to $89, the best price around.",
  "Deals on Pulse earbuds and headphones",
);
const otherEarbuds = p(
  "other",
  "Gadgetlog, 2023-12-20: A roundup of earbuds discounted for the holidays.",
  "Holiday earbuds deals",
);

describe("report order: which of two reports came first, from their dates", () => {
  it("reads the two reports, each with its source and claim", () => {
    const o = parseReportOrder(
      "Did Gadgetlog report a discount on the Aurora laptop before The Wire Desk reported a discount on the Pulse earbuds?",
    );
    expect(o?.relation).toBe("before");
    expect(o?.form).toBe("yes-no");
    expect(o?.subject.source).toBe("Gadgetlog");
    expect(o?.reference.source).toBe("The Wire Desk");
    expect(o?.subject.claim).toEqual(expect.arrayContaining(["Aurora", "laptop"]));
    expect(o?.reference.claim).toEqual(expect.arrayContaining(["Pulse", "earbuds"]));
  });

  it("answers yes when the first report's date is earlier, no when it is later, both cited", () => {
    const before = parseReportOrder(
      "Did Gadgetlog report a discount on the Aurora laptop before The Wire Desk reported a discount on the Pulse earbuds?",
    )!;
    const yes = decideReportOrder(before, [earbuds, otherEarbuds, laptop]);
    expect(yes?.text).toBe("yes");
    expect(yes?.passageIds).toEqual(["laptop", "earbuds"]);
    const after = parseReportOrder(
      "Did Gadgetlog report a discount on the Aurora laptop after The Wire Desk reported a discount on the Pulse earbuds?",
    )!;
    expect(decideReportOrder(after, [earbuds, laptop])?.text).toBe("no");
  });

  it("answers a before-or-after choice with the word", () => {
    const o = parseReportOrder(
      "Was a discount on the Pulse earbuds reported by The Wire Desk before or after Gadgetlog reported a discount on the Aurora laptop?",
    )!;
    expect(o.form).toBe("choice");
    expect(o.subject.source).toBe("The Wire Desk");
    expect(decideReportOrder(o, [laptop, earbuds])?.text).toBe("after");
  });

  it("takes a date the question gives a report as its date", () => {
    const o = parseReportOrder(
      "Before The Wire Desk reported on the Pulse earbuds discount on November 1, 2023, did Gadgetlog report a discount on the Aurora laptop?",
    )!;
    expect(o.reference.date).toBe("2023-11-01");
    expect(decideReportOrder(o, [laptop])?.text).toBe("yes");
  });

  it("stays undecided when a report is missing, of another source, or on the same day", () => {
    const o = parseReportOrder(
      "Did Gadgetlog report a discount on the Aurora laptop before The Wire Desk reported a discount on the Pulse earbuds?",
    )!;
    expect(decideReportOrder(o, [laptop, otherEarbuds])).toBeUndefined();
    const sameDay = { ...earbuds, text: earbuds.text.replace("2023-12-07", "2023-10-12") };
    expect(decideReportOrder(o, [laptop, sameDay])).toBeUndefined();
    const undated = { ...earbuds, text: "The Wire Desk: The Pulse earbuds are discounted to $89." };
    expect(decideReportOrder(o, [laptop, undated])).toBeUndefined();
  });

  it("does not read an order into questions about how reports relate or about a date", () => {
    expect(
      parseReportOrder(
        "Was the reporting on the Aurora laptop by Gadgetlog consistent after The Wire Desk reported on the Pulse earbuds?",
      ),
    ).toBeUndefined();
    expect(
      parseReportOrder("Did Gadgetlog report a discount on the Aurora laptop after November 6, 2023?"),
    ).toBeUndefined();
    expect(parseReportOrder("What did Gadgetlog report after the launch?")).toBeUndefined();
  });

  it("does not answer from dates whether a report failed to appear (a negated order)", () => {
    for (const q of [
      "Did Gadgetlog fail to report a discount on the Aurora laptop before The Wire Desk reported on the Pulse earbuds?",
      "Did Gadgetlog not report a discount on the Aurora laptop before The Wire Desk reported on the Pulse earbuds?",
      "Didn't Gadgetlog report a discount on the Aurora laptop before The Wire Desk reported on the Pulse earbuds?",
    ]) {
      expect(parseReportOrder(q)).toBeUndefined();
    }
    // The same question, not negated, is an order.
    expect(
      parseReportOrder(
        "Did Gadgetlog report a discount on the Aurora laptop before The Wire Desk reported on the Pulse earbuds?",
      ),
    ).toBeDefined();
  });

  it("the local planner answers from the dates, and says 'I don't know' (no ready answer) without both", async () => {
    const planner = new LocalPlanner();
    const question =
      "Did Gadgetlog report a discount on the Aurora laptop before The Wire Desk reported a discount on the Pulse earbuds?";
    const plan = await planner.plan({ question, queryTime: "2024-01-01" });
    expect(plan).toContain("Gadgetlog discount Aurora laptop");
    const decided = await planner.decide({
      question,
      queryTime: "2024-01-01",
      evidence: [laptop, earbuds],
      done: plan,
      threshold: 0.1,
      round: 1,
    });
    expect(decided.kind).toBe("sufficient");
    expect(decided.kind === "sufficient" && decided.answer?.text).toBe("yes");
    const undecided = await planner.decide({
      question,
      queryTime: "2024-01-01",
      evidence: [laptop, otherEarbuds],
      done: plan,
      threshold: 0.1,
      round: 1,
    });
    expect(undecided.kind === "sufficient" ? undecided.answer : undefined).toBeUndefined();
  });
});
