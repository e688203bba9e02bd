import { beforeAll, expect, it } from "vitest";
import { askWithReason, ingestAll } from "./support/dynamic-query";

// A chain's last hop whose sentence holds no answer of the kind asked, only a name built on the bridge's own: the
// span the chain reads out of that sentence is checked as the answerer's own spans are.
const NS = "chain-span-guards";
const DOCS = [
  {
    title: "Tomas Reyn",
    text: "Tomas Reyn (born 1970) is a Danish businessman. In 1995 he founded the football league Harbor League.",
  },
  {
    title: "Harbor League",
    text:
      "Harbor League is a professional football league in Denmark, founded in 1995. The Harbor League's Best " +
      "Goalkeeper is an award given annually since 1997 to the most outstanding goalkeeper of the league's season. " +
      "Its 2016 season was its twenty-first.",
  },
];

beforeAll(() => ingestAll(NS, DOCS));

const ask = (question: string) => askWithReason(NS, question);

it("a chain does not answer a goalkeeper with the bridge's award named for goalkeepers", async () => {
  const { result, reason } = await ask("Which goalkeeper won in 2016 in the league founded by Tomas Reyn?");
  expect(result.answer).toBe("I don't know");
  expect(reason).toMatch(/Harbor League's Best Goalkeeper/);
});

it("the same chain still answers what its last hop's sentence states", async () => {
  const { result } = await ask("In which country is the league founded by Tomas Reyn?");
  expect(String(result.answer)).toMatch(/^Denmark \[/);
});
