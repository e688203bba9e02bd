import { beforeAll, expect, it } from "vitest";
import { askWithReason, ingestAll } from "./support/dynamic-query";

// "the winner of X" is a hop like "the director of X": the race's page says who "won" it, and a team named before
// the winner's noun ("Vell Racing driver Tomas Brek") is not the winner.
const NS = "winner-hop";
const DOCS = [
  {
    title: "1998 Harbor Grand Prix",
    text:
      "The 1998 Harbor Grand Prix was a motor race held on 6 April 1998 at the Harbor Circuit. It was the third " +
      "round of the 1998 season. The 57-lap race was won by Vell Racing driver Tomas Brek, who started from pole.",
  },
  {
    title: "Tomas Brek",
    text: "Tomas Brek (born 3 May 1970 in Tartu) is an Estonian former racing driver and team owner.",
  },
  {
    title: "Vell Racing",
    text: "Vell Racing is a motor racing team founded in Narva in 1985 by the engineer Ivo Vell.",
  },
];

beforeAll(() => ingestAll(NS, DOCS));

it("'the winner of' a race is the driver its page says won it, not the team named before him", async () => {
  const { result } = await askWithReason(NS, "Where was the winner of the 1998 Harbor Grand Prix born?");
  expect(String(result.answer)).toMatch(/^Tartu \[/);
});
