import { beforeAll, expect, it } from "vitest";
import { askDynamic, ingestAll } from "./support/dynamic-query";

// A bridge that leads nowhere: the fund's page names its founder before its address, and nothing else in the corpus
// is about the founder. "The building where the fund is located" is the address, the hop's next-best span.
const NS = "bridge-retry";
const DOCS = [
  {
    title: "Harrow Square Capital Management",
    text:
      "Harrow Square Capital Management is a British hedge fund management company founded and run by Tobias Wren, located at " +
      "412 Quay Street in Leeds.",
  },
  {
    title: "412 Quay Street",
    text:
      "412 Quay Street is a 300 ft (91 m) tall office skyscraper in Leeds which was completed in 1971 and has 28 " +
      "floors. It was previously known as the Calder Building.",
  },
  {
    title: "Calder Ridge Partners",
    text:
      "Calder Ridge Partners is a British hedge fund management company founded and run by Ivo Stannard, with chief " +
      "economist Mara Lind, based in York.",
  },
  { title: "Mara Lind", text: "Mara Lind (born 4 May 1961 in York) is a British economist." },
  { title: "Calder House", text: "Calder House is a brick office building in Bradford with 12 floors." },
];

beforeAll(() => ingestAll(NS, DOCS));

async function ask(question: string) {
  const { result, trace } = await askDynamic(NS, question);
  const decides = trace.events.filter((e) => e.type === "decide").map((e) => e.data as { reason?: string });
  return { result, decides };
}

const cited = (result: Awaited<ReturnType<typeof ask>>["result"]) =>
  [...String(result.answer).matchAll(/\[(\d+)\]/g)].map((m) => result.context?.[Number(m[1]) - 1]?.title ?? "");

it("a bridge the next hop finds nothing about is set aside for the hop's next-best span, and the trace says so", async () => {
  const { result, decides } = await ask(
    "How many floors does the building where Harrow Square Capital Management is located have?",
  );
  expect(result.stop_reason).toBe("sufficient");
  expect(String(result.answer)).toMatch(/^28 floors \[/);
  expect(new Set(cited(result))).toEqual(new Set(["412 Quay Street", "Harrow Square Capital Management"]));
  expect(decides.at(-1)?.reason).toMatch(/"Tobias Wren" set aside/);
});

it("a next-best name of the same kind, with a page of its own, is no founder: the first dead end stands", async () => {
  // The fund's page names its founder (no page of his own) and its economist (a page with a birth date).
  const { result } = await ask("When was the founder of Calder Ridge Partners born?");
  expect(result.partial).toBe(true);
  expect(result.answer).toMatch(/hop 2 of 2 .*found nothing about "Ivo Stannard"/);
  expect(result.answer).not.toMatch(/1961/);
});

it("when the answer through the next-best bridge is withheld, the user is told where the first reading failed", async () => {
  // The address's page names no designer: the last hop's answer is withheld.
  const { result, decides } = await ask("Who designed the building where Harrow Square Capital Management is located?");
  expect(decides.at(-1)?.reason).toMatch(/"Tobias Wren" set aside/);
  expect(result.partial).toBe(true);
  expect(result.answer).toMatch(/^I don't know: hop 2 of 2 .*found nothing about "Tobias Wren"/);
});
