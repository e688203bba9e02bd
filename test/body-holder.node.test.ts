import { expect, it } from "vitest";
import { bodyHolder } from "../src/skills/local/body-holder";
import type { Hop } from "../src/skills/local/chain-words";
import { hopSpan } from "../src/skills/local/hop-span";
import { page } from "./support/page";

const hop = (template: string, noun: string): Hop => ({ template, kind: "person", noun });
const at = (...pages: ReturnType<typeof page>[]) => pages.map((p) => ({ passage: p, score: 0.6 }));

const lantern = page(
  "l",
  "Lantern (imprint)",
  "Lantern, also known as Lantern Books, is a publishing imprint of Harbor House, one of the largest publishing " +
    "companies in the world. It was founded in 1983.",
);
const mpn = page(
  "m",
  "Mobil Delta Nigeria",
  'Mobil Delta Nigeria (MDN) "is one of three" Nigerian subsidiaries of the petroleum company PetroMax. It began ' +
    "operations in 1955.",
);
const halo = page(
  "h",
  "Halo Rise",
  "Halo Rise is a 2007 first-person shooter developed by Bungle and published by Microsystems Game Studios.",
);
const globe = page(
  "g",
  "The Harbor Globe",
  "The Harbor Globe is an American daily newspaper founded and based in Boston, Massachusetts. It has won prizes.",
);

it("a company holding a person's relation: the name right after the relation's own words on the subject's page", () => {
  const q = "Up to how many floors does the headquarters of the publisher of Lantern go?";
  expect(bodyHolder("publisher Lantern", hop("publisher of Lantern", "publisher"), at(lantern), q, 0.1)?.span).toBe(
    "Harbor House",
  );
  const q2 = "In which year did a merger form the parent of Mobil Delta Nigeria?";
  expect(
    bodyHolder("parent Mobil Delta Nigeria", hop("parent of Mobil Delta Nigeria", "parent"), at(mpn), q2, 0.1)?.span,
  ).toBe("PetroMax");
  // Each relation by its own words: the publisher, not the developer named first.
  const q3 = "Where is the publisher of Halo Rise based?";
  expect(bodyHolder("publisher Halo Rise", hop("publisher of Halo Rise", "publisher"), at(halo), q3, 0.1)?.span).toBe(
    "Microsystems Game Studios",
  );
  // Through the hop: no person is named, so the body is the hop's answer.
  expect(hopSpan("publisher Lantern", hop("publisher of Lantern", "publisher"), at(lantern), q, 0.1)?.span).toBe(
    "Harbor House",
  );
});

it("no name after the relation's words is no holder: a place the page is based in is not its owner", () => {
  const q = "Who is the owner of The Harbor Globe?";
  expect(
    bodyHolder("owner Harbor Globe", hop("owner of The Harbor Globe", "owner"), at(globe), q, 0.1),
  ).toBeUndefined();
  // A page about something else, whose sentence names none of the hop's names, says nothing of it.
  const other = page("o", "Kestrel Press", "Kestrel Press is an imprint of Owlet Books, founded in 1990.");
  expect(
    bodyHolder("publisher Lantern", hop("publisher of Lantern", "publisher"), at(other), "Who published Lantern?", 0.1),
  ).toBeUndefined();
  // A relation only people hold is not read from a body's words.
  expect(bodyHolder("father Lantern", hop("father of Lantern", "father"), at(lantern), "q", 0.1)).toBeUndefined();
});
