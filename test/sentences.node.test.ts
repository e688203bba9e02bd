import { expect, it } from "vitest";
import { sentences } from "../src/text/analyze";

const split = (text: string) => sentences(text).map((s) => s.text);

it("a full stop ends a sentence before a capital, not inside an abbreviation a lower-case word follows", () => {
  expect(split("It was the home ground of Greywick Rovers F.C. until the club moved. The club then rose.")).toEqual([
    "It was the home ground of Greywick Rovers F.C. until the club moved.",
    "The club then rose.",
  ]);
  // An abbreviation that ends a sentence still ends it when the next one starts with a capital.
  expect(split("He played for Greywick Rovers F.C. He was born in 1960.")).toEqual([
    "He played for Greywick Rovers F.C.",
    "He was born in 1960.",
  ]);
  // A sentence may start with a name in lower case: "de Havilland", "eBay".
  expect(split("The aircraft was built in 1931. de Havilland bought the company in 1935.")).toHaveLength(2);
  expect(split("It was sold in 1999. eBay acquired it in 2002.")).toHaveLength(2);
  expect(split("Ada met Dr. Smith in the U.S. in 1990. They married.")).toEqual([
    "Ada met Dr. Smith in the U.S. in 1990.",
    "They married.",
  ]);
});
