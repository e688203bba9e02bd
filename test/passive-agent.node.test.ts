import { expect, it } from "vitest";
import { guardAnswer } from "../src/skills/local/answer-guards";
import { agentNamedOtherwise } from "../src/skills/local/passive-agent";
import { given, answerInput as input, page } from "./support/page";

const show = page(
  "s",
  "Past Lives",
  "Past Lives is a reality series. The Vell TV show is hosted by actor Remy Kant, while the regression sessions are " +
    "conducted by Dover-based psychologist Ada Rook.",
);

it("a name the sentence gives another verb's agent, beside the asked verb's own agent, is withheld", () => {
  const q = "which dover psychologist hosts the vell tv show past lives";
  const out = guardAnswer(input(q, [show]), given("Ada Rook [1]"));
  expect(out).toMatchObject({ abstained: true });
  expect(out.reason).toMatch(/"hosts" by Remy Kant, not by Ada Rook/);
  // The host the sentence names stands; so does the one asked by the verb said of her.
  expect(guardAnswer(input(q, [show]), given("Remy Kant [1]")).abstained).toBe(false);
  expect(guardAnswer(input(q.replace("hosts", "conducts"), [show]), given("Ada Rook [1]")).abstained).toBe(false);
  // A who-question reads its verb the same way.
  expect(guardAnswer(input("Who hosts the Vell TV show Past Lives?", [show]), given("Ada Rook [1]")).abstained).toBe(
    true,
  );
});

it("a sentence saying the verb without an agent, or naming the span as one, withholds nothing", () => {
  expect(agentNamedOtherwise("hosts", "Ada Rook", ["Ada Rook hosts the show, which is filmed in Dover."])).toBe(
    undefined,
  );
  expect(agentNamedOtherwise("hosted", "Ada Rook", ["The show was hosted by Ada Rook and Remy Kant."])).toBe(undefined);
  // A which-question's verb is read before its object: "which company owns the hotel" asks who owns it.
  const hotel = page(
    "h",
    "Harbour Hotel",
    "The Harbour Hotel is owned by Vell Group, while its restaurant is run by Rook Foods.",
  );
  expect(guardAnswer(input("Which company owns the Harbour Hotel?", [hotel]), given("Rook Foods [1]")).reason).toMatch(
    /"owns" by Vell Group, not by Rook Foods/,
  );
  expect(guardAnswer(input("Which company owns the Harbour Hotel?", [hotel]), given("Vell Group [1]")).abstained).toBe(
    false,
  );
});

it("joint agents, the span doing the verb itself, a time after 'by' and another word of the stem withhold nothing", () => {
  expect(
    agentNamedOtherwise("founded", "Paul Allen", ["Vellsoft was founded by Bill Gates and Paul Allen in 1975."]),
  ).toBe(undefined);
  expect(
    agentNamedOtherwise("directed", "Ada Rook", [
      "Ada Rook directed the film Harbour; its sequel was directed by Tom Vale.",
    ]),
  ).toBeUndefined();
  expect(
    agentNamedOtherwise("released", "Vell Pictures", [
      "Vell Pictures released the film, which was released by December 1997.",
    ]),
  ).toBeUndefined();
  expect(
    agentNamedOtherwise("hosts", "Ada Rook", ["Ada Rook presents the show; she was once held hostage by Tom Vale."]),
  ).toBeUndefined();
});
