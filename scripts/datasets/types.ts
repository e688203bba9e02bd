// The common shape every dataset loader returns to the evaluation harness.

export interface EvalPage {
  url?: string;
  name?: string;
  html: string;
}

export interface EvalItem {
  id: string;
  dataset: string;
  question: string;
  /** Every acceptable gold answer (CRAG answer + alternatives, FreshQA answer_0..9, ...). */
  answers: string[];
  /** Sent as the request's query_time (CRAG form or ISO 8601). */
  queryTime?: string;
  /** The question's own web pages (CRAG Task 1/2). */
  pages?: EvalPage[];
  /** Corpus to search: a name, null for pages only, undefined for the service default. */
  namespace?: string | null;
  /** Slices for the report: domain, question_type, dynamism, fact_type, ... */
  tags: Record<string, string>;
  falsePremise?: boolean;
  /** Titles of the gold supporting documents (HotpotQA), for retrieval recall. */
  supportingTitles?: string[];
  /** The id whose half the item belongs to, when not its own: a derived item's source (perturbed.ts). */
  splitKey?: string;
  /** The held-out half of the id (split.ts); set by loadDataset. */
  split?: "dev" | "test";
}

export interface CorpusDocument {
  id: string;
  title?: string;
  url?: string;
  text?: string;
  html?: string;
}

export interface EvalCorpus {
  namespace: string;
  documents: CorpusDocument[];
}

export interface LoadedDataset {
  name: string;
  /** Which items were kept: dev, test or all (set by loadDataset). */
  split?: "dev" | "test" | "all";
  items: EvalItem[];
  corpus?: EvalCorpus;
}
