import { expect, it } from "vitest";
import { asWritten } from "../src/skills/local/question-case";

const evidence = [
  {
    title: "Nella Vask",
    text: "Nella Vask (1902–1982) was a Tarrovian composer. The Teatro Vask in Busseling is named after her.",
  },
  {
    title: "Busseling",
    text: "Busseling is a town in Tarrow. Its little opera house, the Teatro Vask, opened in 1868 under Governor Ode.",
  },
  { text: "The governor of Tarrow sits in Greywick, the NBA team's city." },
];

it("reads a question typed in lower case with its names as the evidence writes them", () => {
  expect(
    asWritten("what year was the composer the little opera house in busseling is named after born", evidence),
  ).toBe("What year was the composer the little opera house in Busseling is named after born");
  expect(asWritten("which nba team plays in greywick", evidence)).toBe("Which NBA team plays in Greywick");
});

it("keeps words the evidence writes as words, and relations though the evidence capitalises them in a title", () => {
  expect(asWritten("who was the governor of tarrow in 1868", evidence)).toBe("Who was the governor of Tarrow in 1868");
  expect(asWritten("who is the composer of the little opera house", evidence)).toBe(
    "Who is the composer of the little opera house",
  );
});

it("leaves a question with capitals of its own as written, and spells out 'whos' and 'whats'", () => {
  expect(asWritten("Who named the opera house in Busseling after nella?", evidence)).toBe(
    "Who named the opera house in Busseling after nella?",
  );
  // A capital where the sentence starts: typed as written ("What year did the war end?" has no name to case).
  expect(asWritten("Who named the opera house in busseling?", evidence)).toBe(
    "Who named the opera house in busseling?",
  );
  expect(asWritten("whos older, nella vask or ode", evidence)).toBe("Who is older, Nella Vask or Ode");
  expect(asWritten("whats the name of the town", [])).toBe("what is the name of the town");
});

it("reads a relation noun as a name's only where the evidence writes it on after the name, and a verb as a verb", () => {
  const airport = [
    { title: "Tarrow Vell Airport", text: "Tarrow Vell Airport serves the city of Dunmere. Die Brücke played there." },
    { text: "Ada Vell died in Dunmere. An airport opened in 1990. Behind the Hills is a film." },
  ];
  expect(asWritten("tarrow vell airport's city sits on what river", airport)).toBe(
    "Tarrow Vell Airport's city sits on what river",
  );
  expect(asWritten("when did the woman behind the airport die", airport)).toBe(
    "When did the woman behind the airport die",
  );
});

it("reads a page title typed in lower case as the title, though the evidence writes its words as words elsewhere", () => {
  const pages = [
    { title: "Total Recall (1990 film)", text: "Total Recall is a 1990 film. It made a total of $261 million." },
    { title: "Innerspace", text: "Innerspace is a 1987 film. Its recall of the total budget was in the news." },
  ];
  expect(asWritten("which came out first innerspace or total recall", pages)).toBe(
    "Which came out first Innerspace or Total Recall",
  );
  // A title that is a phrase of one word of its own ("The Band") is not read into "the band".
  expect(
    asWritten("when did the band break up", [{ title: "The Band", text: "The Band was a group. the band." }]),
  ).toBe("When did the band break up");
});
