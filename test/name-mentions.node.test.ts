import { describe, expect, it } from "vitest";
import { guardAnswer } from "../src/skills/local/answer-guards";
import { given, answerInput as input, page } from "./support/page";

describe("a name of several words met only by its first word", () => {
  it("an answer read off a page naming only another person of the same first name is withheld", () => {
    const q = "What is the title of Ada Marsh's 2006 book on Virginia Woolf?";
    const deLune = page(
      "l",
      "Ada de Lune",
      'Ada de Lune is a scholar of Woolf. Her works include a 2006 book, "Woolf\'s Novels", written in Dover.',
    );
    const marsh = page(
      "m",
      "Ada Marsh",
      'Ada Marsh (1938–2015) wrote "The Waves Again" (2006), a book on Virginia Woolf.',
    );
    const out = guardAnswer(input(q, [deLune, marsh]), given('Her works include a 2006 book, "Woolf\'s Novels" [1]'));
    expect(out.abstained).toBe(true);
    expect(out.reason).toMatch(/names Ada de Lune, not Ada Marsh/);
    // Read off her own page, the answer stands.
    expect(guardAnswer(input(q, [marsh, deLune]), given('"The Waves Again" [1]')).abstained).toBe(false);
  });

  it("a page about someone else is only one titled with another name: a chain's last page, a spelling, stand", () => {
    // A chain's last page names the United Kingdom where the question says "the United States remake".
    const actor = page("t", "Tom Vell", "Tom Vell is a British actor from the United Kingdom. He was born in Reading.");
    const remake = "Where was the British actor who starred in the United States remake of Harbour Lights born?";
    // (The chain's evidence holds its earlier hop's page, which states the remake is American.)
    const film = page(
      "h",
      "Harbour Lights (2004 film)",
      "Harbour Lights is a 2004 United States remake starring Tom Vell.",
    );
    expect(guardAnswer(input(remake, [actor, film]), given("Reading [1]")).abstained).toBe(false);
    // With no page stating it, "the United States remake" is a premise nothing read holds.
    expect(guardAnswer(input(remake, [actor]), given("Reading [1]")).abstained).toBe(true);
    // Another spelling of the same name is the name: Rachmaninov for Rachmaninoff.
    const composer = page("r", "Sergei Rachmaninov", "Sergei Rachmaninov was born in Semyonovo.");
    expect(
      guardAnswer(input("Where was Sergei Rachmaninoff born?", [composer]), given("Semyonovo [1]")).abstained,
    ).toBe(false);
  });
});
