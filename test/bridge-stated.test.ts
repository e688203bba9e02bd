import { beforeAll, expect, it } from "vitest";
import { statesOfBridge } from "../src/skills/local/chain-decide";
import { askDynamic, ingestAll } from "./support/dynamic-query";

// The page a chain read its bridge from may state the last hop's relation of the bridge itself: "by author Kathryn
// Appleby and her husband Martin Greer". No page of her own is found.
const NS = "bridge-stated";
const DOCS = [
  {
    title: "Harbor Tales Chronicles",
    text: 'The Harbor Tales Chronicles is the second companion book to the "Harbormorphs" series. It takes place before book #23.',
  },
  {
    title: "Harbormorphs",
    text:
      "Harbormorphs is a science fantasy series of young adult books by author Kathryn Appleby and her husband " +
      "Martin Greer, writing together under the name K. A. Appleby.",
  },
  {
    title: "Orla Finch",
    text: "Orla Finch (born 1960) is a Canadian author of picture books. Her husband is Ned Pike.",
  },
];

beforeAll(() => ingestAll(NS, DOCS));

it("'X and her husband Y' on the bridge's page answers the husband of X", () => {
  expect(statesOfBridge(DOCS[1]!.text, "Kathryn Appleby", "Who is the husband of {}?")).toBe(true);
  expect(statesOfBridge("Ada Vell's husband Tom Hale co-wrote it.", "Ada Vell", "Who is the husband of {}?")).toBe(
    true,
  );
  expect(
    statesOfBridge(
      "Kathryn Appleby's first husband, Martin Greer, co-wrote it.",
      "Kathryn Appleby",
      "Who was the husband of {}?",
    ),
  ).toBe(true);
  expect(
    statesOfBridge(
      "It was written by Martin Greer, husband of Kathryn Appleby.",
      "Kathryn Appleby",
      "Who was the husband of {}?",
    ),
  ).toBe(true);
  expect(
    statesOfBridge(
      "Rose Pike, wife of Kathryn Appleby's brother, ran the shop.",
      "Kathryn Appleby",
      "Who is the wife of {}?",
    ),
  ).toBe(false);
  // An in-law, or a relation's relation, is not the relation asked.
  expect(
    statesOfBridge(
      "Kathryn Appleby's father-in-law, Ned Pike, edited it.",
      "Kathryn Appleby",
      "Who is the father of {}?",
    ),
  ).toBe(false);
  expect(
    statesOfBridge("Kathryn Appleby's son's wife Rose Pike ran the shop.", "Kathryn Appleby", "Who is the son of {}?"),
  ).toBe(false);
  // Another relation, or the relation of someone else, is not stated of the bridge.
  expect(statesOfBridge(DOCS[1]!.text, "Kathryn Appleby", "Who is the father of {}?")).toBe(false);
  expect(statesOfBridge("Orla Finch and her husband met Ada Vell.", "Ada Vell", "Who is the husband of {}?")).toBe(
    false,
  );
});

it("a three-hop chain answers the last hop from the page it read the bridge from, when that page states it", async () => {
  const { result } = await askDynamic(
    NS,
    "Who is the husband of the author of the series that the Harbor Tales Chronicles is a companion book to?",
  );
  expect(result.abstained).toBe(false);
  expect(result.answer).toMatch(/Martin Greer/);
});
