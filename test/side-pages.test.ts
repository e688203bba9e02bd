import { beforeAll, expect, it } from "vitest";
import { askDynamic, ingestAll } from "./support/dynamic-query";

// A comparison is as sure as its sides' pages are theirs: a side written with words that tell it apart (its owner,
// its place) is answered from a page titled with its name when that page says those words too.
const NS = "side-pages";
const DOCS = [
  {
    title: "Paper Lanterns",
    text:
      '"Paper Lanterns" is a song by British band Gull Harbour. It was released as the lead single from the ' +
      'band\'s second album "Low Tide" on 9 May 2005.',
  },
  {
    title: "Salt Roads",
    text:
      '"Salt Roads" is a song by Australian singer Mira Lane. "Salt Roads" was released as the lead single from ' +
      'Lane\'s second album "Blue Day" on 4 August 2003.',
  },
  {
    title: "Ashby High School (Illinois)",
    text: "Ashby High School was founded in 1867 and graduated its first class in 1869.",
  },
  {
    title: "Corran High School (Winona, Minnesota)",
    text:
      "Corran High School is the sole Catholic high school in Winona, Minnesota. The school was founded on " +
      "September 5, 1911 as the Corran School for Boys.",
  },
  {
    title: "Stay (Harbour Sisters song)",
    text: '"Stay" is a song by pop duo Harbour Sisters, released as a single on 3 January 1992.',
  },
  {
    title: "Lanterns",
    text: '"Lanterns" is a song by pop duo Harbour Sisters, a cover of the Gull Harbour original, released on 3 May 1999.',
  },
  {
    title: "Orrin Vale",
    text: "Orrin Kade Vale (born 26 July 1999) is an English footballer who plays as a defender for Harlow United.",
  },
  {
    title: "Osk Vale",
    text: 'Oskar "Osk" Vale (born August 14, 1965) is an American portrait photographer.',
  },
  {
    title: "Marlow High School (Iowa)",
    text: "Marlow High School is a public school in Iowa near the Minnesota border. It was founded in 1950.",
  },
  {
    title: "Tides",
    text: '"Tides" is a song by American band Gull Harbour, released as a single on 6 March 2007.',
  },
];

beforeAll(() => ingestAll(NS, DOCS));

// As a deployment answers: the local engine's calibrated τ and confidence floor (calibration.json, /healthz).
const CALIBRATED = { RAG_THRESHOLD: "0.1", RAG_CONFIDENCE_FLOOR: "0.7" };
const ask = async (question: string) => String((await askDynamic(NS, question, CALIBRATED)).result.answer);

it("'Owner's 'Title'' in single quotes is the page titled with the title: the comparison is answered", async () => {
  expect(
    await ask("Which single came out first, Gull Harbour's 'Paper Lanterns' or Mira Lane's 'Salt Roads'?"),
  ).toMatch(/^Mira Lane's 'Salt Roads' \[/);
});

it("a side named with its place is the page whose title's aside gives that place", async () => {
  expect(
    await ask("Which school was founded first, Ashby High School in Illinois or Corran High School in Winona?"),
  ).toMatch(/^Ashby High School in Illinois \[/);
});

it("a page that does not say the side's telling words is another's: no answer from it", async () => {
  // The only "Stay" found is another act's song of the same name.
  expect(await ask("Which song came out first, Sugarland's 'Stay' or Gull Harbour's 'Tides'?")).toMatch(
    /^I don't know/,
  );
});

it("a quoted work's owner must be its page's maker: a page naming him otherwise is another's", async () => {
  // The only "Lanterns" page is another act's cover that names Gull Harbour as the original's.
  expect(await ask("Which song came out first, Gull Harbour's 'Lanterns' or Gull Harbour's 'Tides'?")).toMatch(
    /^I don't know/,
  );
});

it("a side's description after its name is told by its page's first sentence; a page set apart for elsewhere is not", async () => {
  expect(await ask("Is Orrin Kade Vale, the Harlow defender, older than Osk Vale, the portrait photographer?")).toMatch(
    /^no \[/,
  );
  // "(Iowa)" sets the page apart from a school in Minnesota, whatever border it lies near.
  expect(
    await ask("Which school was founded first, Ashby High School in Illinois or Marlow High School in Minnesota?"),
  ).toMatch(/^I don't know/);
});
