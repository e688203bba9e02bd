import type { AiBinding } from "./models/ai-binding";
import type { IngestParams } from "./ingest/params";
import type { RunObject } from "./runs/run-object";

/**
 * The Worker's bindings as the code sees them. AI and VECTORS are optional: without them (local
 * runs and tests) the embedded engine and the local vector index are used.
 */
export interface Bindings {
  DB: D1Database;
  AI?: AiBinding;
  VECTORS?: VectorizeIndex;
  ADMIN_TOKEN?: string;
  /** One RunObject per query: executes it and keeps its event log. */
  RUNS: DurableObjectNamespace<RunObject>;
  /** Background ingestion (src/workflows/ingest-workflow.ts): large batches and sitemaps. */
  INGEST_WORKFLOW?: Workflow<IngestParams>;
  [key: string]: unknown;
}

export type AppEnv = { Bindings: Bindings };
