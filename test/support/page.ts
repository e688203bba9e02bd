import type { ScoredPassage } from "../../src/types";

/** A corpus passage titled `title`, as retrieval hands it to the answerer and the planner. */
export const page = (id: string, title: string, text: string, score = 0.8): ScoredPassage => ({
  id,
  title,
  text,
  score,
  source: "corpus",
});
