// The names a hop's evidence gives where the hop read no span: where the chain would have gone, for the context.
import { sentences, terms } from "../../text/analyze";
import { escapeRegExp } from "../../text/regex";
import type { ScoredPassage } from "../../types";
import { namesIn } from "./entity-vote";
import { titleName } from "./page-title";

/**
 * "Ted Brandt and Ann Lee": two names of a list, each its own page; "Faber and Faber" or "Simon and Schuster" (a
 * half of one word) is one name.
 */
function listed(name: string): string[] {
  const halves = name.split(/\s+and\s+/);
  return halves.length > 1 && halves.every((h) => h.includes(" ")) ? halves : [name];
}

/** Names fetched for a failed hop, at most. */
const MAX_CANDIDATES = 2;
/** The hop's passages read for names, at most (its best first). */
const PASSAGES_READ = 2;

/**
 * The names the hop's best passages give in the sentences covering most of the hop's words ("The film stars Rose
 * McGowan, Rebecca Gayheart …" for "the first-billed star of Jawbreaker"), best sentence first and in the order the
 * sentence gives them: not a name the hop already knows (`knownTerms`: its names and the bridges, stemmed), not the passage's own title, and a
 * name of two words or one of five letters or more. Empty when no sentence shares a word with the hop.
 */
export function candidateNames(query: string, evidence: ScoredPassage[], knownTerms: Set<string>): string[] {
  // The hop's own words, not the names it already knows ("first-billed star", not "Salt Meridian"): the sentence
  // saying the relation ("The film stars …") is the one naming where the chain goes. (Stems against stems.)
  const words = terms(query);
  const relation = words.filter((t) => !knownTerms.has(t));
  // No sentence says a relation word ("director" of a page naming only its producer): the hop's names decide.
  const share = (asked: string[], text: string) => {
    const have = new Set(terms(text));
    return asked.length ? asked.filter((t) => have.has(t)).length / asked.length : 0;
  };
  const byRelation = relation.length > 0 && evidence.slice(0, PASSAGES_READ).some((p) => share(relation, p.text) > 0);
  const asked = byRelation ? relation : words;
  const read = evidence
    .slice(0, PASSAGES_READ)
    .flatMap((p, rank) => sentences(p.text).map((s, i) => ({ p, text: s.text, fit: share(asked, s.text), rank, i })));
  const ranked = read.filter((s) => s.fit > 0).sort((a, b) => b.fit - a.fit || a.rank - b.rank || a.i - b.i);
  const out: string[] = [];
  for (const s of ranked) {
    const own = titleName(s.p.title ?? "").toLowerCase();
    for (const name of namesIn(s.text).flatMap(listed)) {
      const t = terms(name);
      // A sentence's capitalised first word ("Directed by …") is a name only when the passage capitalises it elsewhere.
      const first = !name.includes(" ") && s.text.trimStart().startsWith(name);
      if (first && !new RegExp(`[\\p{L}\\d,;]\\s+${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, "u").test(s.p.text))
        continue;
      const named = name.includes(" ") || name.length >= 5;
      if (!named || t.length === 0 || t.every((x) => knownTerms.has(x)) || name.toLowerCase() === own) continue;
      if (!out.includes(name)) out.push(name);
      if (out.length >= MAX_CANDIDATES) return out;
    }
  }
  return out;
}
