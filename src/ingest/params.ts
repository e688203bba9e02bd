/** The ingestion workflow's params: the id of the staged request (its documents wait in D1, not in the params). */
export interface IngestParams {
  ingestion_id: string;
}
