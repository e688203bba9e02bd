import { beforeAll, expect, it } from "vitest";
import { askWithReason, ingestAll } from "./support/dynamic-query";

// A chain asks for an entity its question does not name: when the last hop's answer is a name the question gives
// (the band of "a Velvet Drifters song", read off the song's own page), the chain has no answer.
const NS = "chain-given-name";
const DOCS = [
  {
    title: "Glass Harbour",
    text:
      '"Glass Harbour" is a song by Velvet Drifters, sent to radio stations in November 1997 to promote the ' +
      "soundtrack of an Estonian drama film.",
  },
  {
    title: "Velvet Drifters",
    text: "Velvet Drifters is a rock band formed in Tallinn in 1988. The band has released six studio albums.",
  },
];

beforeAll(() => ingestAll(NS, DOCS));

it("a two-sentence chain does not answer 'who directed that film' with the band the question names", async () => {
  const { result, reason } = await askWithReason(
    NS,
    "A Velvet Drifters song was sent out to radio stations in November 1997 to promote a film soundtrack. Who directed that film?",
  );
  expect(String(result.answer)).not.toMatch(/Velvet Drifters/);
  expect(result.answer).toMatch(/^I don't know/);
  expect(reason).not.toBe("");
});
