import { beforeAll, expect, it } from "vitest";
import { askWithReason, ingestAll } from "./support/dynamic-query";

// "the film with the song X" names the film only through the song, as "the film featuring X" does: the loop finds
// the song's page first, takes the film it names, and asks the rest of the question of that film.
const NS = "with-relation";
const DOCS = [
  {
    title: "Glass Harbour (song)",
    text:
      '"Glass Harbour" is a song by Velvet Drifters released in 1997 on the soundtrack to the film Cold Coast. ' +
      "It was never issued as a single.",
  },
  {
    title: "Cold Coast",
    text:
      "Cold Coast is a 1997 Estonian drama film directed by Ilse Marr. It follows two fishermen through one winter " +
      "on the island of Hiiumaa.",
  },
  {
    title: "Velvet Drifters",
    text: "Velvet Drifters is a rock band formed in Tallinn in 1988. The band has released six studio albums.",
  },
  {
    title: "Ilse Marr",
    text: "Ilse Marr (born 3 June 1950) is an Estonian film director and screenwriter.",
  },
];

beforeAll(() => ingestAll(NS, DOCS));

it("'the film with the song Glass Harbour' is the film the song's page names, and the director is that film's", async () => {
  const { result } = await askWithReason(NS, "Who directed the film with the song Glass Harbour?");
  expect(String(result.answer)).toMatch(/^Ilse Marr \[/);
  const titles = (result.context ?? []).map((c: { title?: string }) => c.title);
  expect(titles).toEqual(expect.arrayContaining(["Glass Harbour (song)", "Cold Coast"]));
});
