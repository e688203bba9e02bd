import { beforeAll, expect, it } from "vitest";
import { askWithReason, ingestAll } from "./support/dynamic-query";

// A chain's first hop reads its bridge from a page that names several people: the one asked for is the one the
// question describes, not the first name the sentence gives.
const NS = "bridge-described";
const DOCS = [
  {
    title: "Lantern Night (1962 film)",
    text:
      "Lantern Night is a 1962 Danish musical film directed by Osvald Brem and starring Hedda Lind, Per Sand and " +
      "Aksel Moor. It is based on the operetta by Niels Gade.",
  },
  {
    title: "Osvald Brem",
    text: "Osvald Brem (2 May 1901 – 8 June 1971) was a Danish film director and screenwriter.",
  },
  {
    title: "Aksel Moor",
    text:
      "Aksel Moor (12 January 1920 – 4 March 1999) was a Danish baritone who sang at the Royal Danish Theatre " +
      "for thirty years.",
  },
  // Another story in the same corpus.
  {
    title: "Glass Harbour (song)",
    text:
      '"Glass Harbour" is a song by Velvet Drifters released in 1997 on the soundtrack to the film "Cold Coast". ' +
      "Despite being the band's first recorded release in four years, it was never issued as a single.",
  },
  {
    title: "Velvet Drifters",
    text: "Velvet Drifters is a rock band formed in Tallinn in 1988. The band has released six studio albums.",
  },
];

beforeAll(() => ingestAll(NS, DOCS));

it("'the baritone who starred in' a film is the cast member whose own page calls him a baritone, not its director", async () => {
  const { result } = await askWithReason(NS, "When did the baritone who starred in Lantern Night (1962 film) die?");
  expect(String(result.answer)).toMatch(/^4 March 1999 \[/);
});
