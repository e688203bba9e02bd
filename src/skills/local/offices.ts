// Offices and titles written capitalised by a person's name: one list, each office with the readings that take it.
//   title           a common noun naming a person by itself ("a King", "the Sultan who …"): TITLE_NOUNS, read through
//                   chain-words.ts (its TITLE_NOUN, refer-back.ts).
//   beforeName      an office hop-span.ts cuts off the name after it ("Marnish President Tom Vale" is Tom Vale).
//   ofPlace         an office held of a place ("Vice President of the United States", "Mayor of Dunmere"): no
//                   place, answer-guards.ts's OFFICE_OF says.
//   afterPossessor  an office after its possessor, whose holder spans.ts reads as the person ("the United States’
//                   President Bill Clinton"); spans.ts adds "Vice", "Prime", "Deputy", "Foreign" or "Head" before it.
// Each reading keeps its own part, not the union: widening one would change what it reads (a "Pope …" or "Duke …"
// cut to the name after it, "Justice" or "General" read as a person's noun, "the club's Coach …" read as its holder).
// Entries are regex fragments ("Dr\.?" is "Dr" or "Dr.").

type Reading = "title" | "beforeName" | "afterPossessor" | "ofPlace";

const OFFICES: readonly [office: string, ...readings: Reading[]][] = [
  ["King", "title", "beforeName", "afterPossessor", "ofPlace"],
  ["Queen", "title", "beforeName", "afterPossessor", "ofPlace"],
  ["Emperor", "title", "beforeName", "afterPossessor", "ofPlace"],
  ["Empress", "title", "beforeName", "afterPossessor", "ofPlace"],
  ["Pope", "title", "ofPlace"],
  ["Sultan", "title", "beforeName", "ofPlace"],
  ["President", "title", "beforeName", "afterPossessor", "ofPlace"],
  ["Prince", "title", "ofPlace"],
  ["Princess", "title", "ofPlace"],
  ["Duke", "title", "ofPlace"],
  ["Duchess", "title", "ofPlace"],
  ["Earl", "title", "ofPlace"],
  ["Chancellor", "title", "beforeName", "afterPossessor", "ofPlace"],
  ["Governor", "title", "beforeName", "afterPossessor", "ofPlace"],
  ["Senator", "title", "beforeName", "afterPossessor", "ofPlace"],
  ["Tsar", "title", "beforeName", "ofPlace"],
  ["Czar", "title", "ofPlace"],
  ["Shah", "title", "ofPlace"],
  ["Caliph", "title", "ofPlace"],
  ["Pharaoh", "title", "ofPlace"],
  ["Vice President", "beforeName"],
  ["Prime Minister", "beforeName"],
  ["Minister", "afterPossessor", "ofPlace"],
  ["Secretary", "beforeName", "afterPossessor", "ofPlace"],
  ["General", "beforeName", "afterPossessor"],
  ["Admiral", "beforeName", "afterPossessor"],
  ["Judge", "beforeName"],
  ["Justice", "beforeName"],
  ["Dr\\.?", "beforeName"],
  ["Professor", "beforeName"],
  ["Coach", "beforeName"],
  ["Ambassador", "afterPossessor", "ofPlace"],
  ["Mayor", "afterPossessor", "ofPlace"],
];

/** The offices one reading takes, as a regex alternation ("King|Queen|…"). */
const officesFor = (reading: Reading): string =>
  OFFICES.filter(([, ...readings]) => readings.includes(reading))
    .map(([office]) => office)
    .join("|");

/** Titles written capitalised that are common nouns: "a King", "the Sultan who …" name a person. */
export const TITLE_NOUNS = officesFor("title");
/** Offices before their holder's name: "President Tom Vale", "Coach Ed Marr". */
export const OFFICES_BEFORE_NAME = officesFor("beforeName");
/** Offices held of a place: "President of …", "Mayor of …". */
export const OFFICES_OF_PLACE = officesFor("ofPlace");
/** Offices after their possessor: "Germany's Chancellor", "the city's Mayor". */
export const OFFICES_AFTER_POSSESSOR = officesFor("afterPossessor");
