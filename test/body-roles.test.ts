import { beforeAll, expect, it } from "vitest";
import { askDynamic, ingestAll } from "./support/dynamic-query";

// "The parent of X", "the publisher of X", "the owner of X": a company holds these roles as often as a person does.
// The hop reads a person where its evidence names one, else the organisation it names.
const NS = "body-roles";
const DOCS = [
  {
    title: "Norvex Producing Kenya",
    text: "Norvex Producing Kenya Limited is a Kenyan petroleum and natural gas company and a subsidiary of Galtmore Energy.",
  },
  {
    title: "Galtmore Energy",
    text:
      "Galtmore Energy Corporation is an American multinational oil and gas corporation. It was formed in 1999 by the " +
      "merger of Galt Oil and Moreland Petroleum.",
  },
  {
    title: "Tarn Mill Press",
    text: "Tarn Mill Press is a small publishing house in Kendal, owned by the poet Edith Marlowe since 1988.",
  },
  { title: "Edith Marlowe", text: "Edith Marlowe (born 1950 in Penrith) is an English poet and publisher." },
  {
    title: "Halvard Mansion",
    text:
      "The Halvard Mansion, run today as the Halvard Heritage Museum, is a waterside mansion on the Bosphorus named " +
      "after its original owner.",
  },
  { title: "Rift Drilling", text: "Rift Drilling is a Kenyan drilling contractor founded in 1975 by Jomo Kariuki." },
];

beforeAll(() => ingestAll(NS, DOCS));

async function ask(question: string) {
  const { result, trace } = await askDynamic(NS, question, { RAG_CONFIDENCE_FLOOR: "0" });
  const decides = trace.events
    .filter((e) => e.type === "decide")
    .map((e) => e.data as { parts?: { found?: string }[] });
  const found = (decides.at(-1)?.parts ?? []).map((p) => p.found).filter(Boolean);
  return { result, found };
}

it("the parent of a company is the company its page names, and the chain goes on from it", async () => {
  const { result, found } = await ask("In which year was the parent of Norvex Producing Kenya formed?");
  expect(found[0]).toMatch(/^Galtmore Energy/);
  expect(result.answer).toMatch(/1999/);
});

it("an owner who is a person is still read as one", async () => {
  const { result, found } = await ask("Where was the owner of Tarn Mill Press born?");
  expect(found[0]).toBe("Edith Marlowe");
  expect(result.answer).toMatch(/Penrith/);
});

it("the thing itself under another name is not its owner", async () => {
  const { result, found } = await ask("Who was the father of the original owner of the Halvard Mansion?");
  expect(found).toEqual([]);
  expect(result.abstained).toBe(true);
});
