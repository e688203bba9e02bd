import { expect, it } from "vitest";
import { answerFrom as ask, page } from "./support/page";

const strip = (answer: string) => answer.replace(/\s*\[\d+\]/g, "");

it("an age at death is worked out from the life span, a birthday not yet reached counting for nothing", async () => {
  const ada = page("a", "Ada Vell", "Ada Vell (March 3, 1901 – May 2, 1980) was an English painter.");
  for (const q of [
    "How old was Ada Vell when she died?",
    "At what age did Ada Vell die?",
    "How old was Ada Vell at the time of her death?",
  ]) {
    const out = await ask(q, [ada]);
    expect(strip(out.answer)).toBe("79");
    expect(out.cited).toEqual([1]);
  }
  const late = page("t", "Tom Brisk", "Tom Brisk (November 9, 1901 – May 2, 1980) was an English sculptor.");
  expect(strip((await ask("How old was Tom Brisk when he died?", [late])).answer)).toBe("78");
});

it("an age the page states at death answers as stated", async () => {
  const nell = page(
    "n",
    "Nell Dorne",
    "Nell Dorne was a Welsh poet. She died in Cardiff in 1962 at the age of 71, after a long illness.",
  );
  expect(strip((await ask("At what age did Nell Dorne die?", [nell])).answer)).toBe("71");
});

it("no age where the years alone leave it one year open, the dates disagree, or the page is another person's", async () => {
  const years = page("y", "Carlo Vessi", "Carlo Vessi (1813–1901) was an Italian composer.");
  const open = await ask("How old was Carlo Vessi when he died?", [years]);
  expect(open.abstained).toBe(true);
  // A stated age that the life span contradicts settles nothing.
  const clash = page(
    "c",
    "Ida Marsh",
    "Ida Marsh (March 3, 1901 – May 2, 1980) was an English painter who died in London at the age of 75.",
  );
  const both = await ask("How old was Ida Marsh when she died?", [clash]);
  expect(both.abstained).toBe(true);
  const other = page("o", "Ada Vell", "Ada Vell (March 3, 1901 – May 2, 1980) was an English painter.");
  expect((await ask("How old was Tom Vell when he died?", [other])).abstained).toBe(true);
});

it("the age is the subject's own: its span right after its name, an age stated of it, not of another", async () => {
  const pair = page(
    "p",
    "Vell siblings",
    "The painters Ada Vell (March 3, 1901 – May 2, 1980) and Tom Vell (June 9, 1905 – July 1, 1985) shared a studio.",
  );
  expect(strip((await ask("How old was Tom Vell when he died?", [pair])).answer)).toBe("80");
  const son = page(
    "s",
    "Tom Brisk",
    "Tom Brisk, son of Ada Brisk (March 3, 1901 – May 2, 1970), was an English sculptor. Her husband died in 1962 at the age of 61.",
  );
  const other = await ask("How old was Tom Brisk when he died?", [son]);
  expect(other.abstained).toBe(true);
  const was = page("w", "Nell Dorne", "Nell Dorne was a Welsh poet. She was 79 years old when she died in Cardiff.");
  expect(strip((await ask("How old was Nell Dorne when she died?", [was])).answer)).toBe("79");
});
