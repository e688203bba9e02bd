import type { Principal } from "./auth/principal";
import type { IngestParams } from "./ingest/params";
import type { AiBinding } from "./models/ai-binding";
import type { RunRpc } from "./runs/run-rpc";

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
  RUNS: DurableObjectNamespace<RunRpc>;
  /** Background ingestion (src/workflows/ingest-workflow.ts): large batches and sitemaps. */
  INGEST_WORKFLOW?: Workflow<IngestParams>;
  [key: string]: unknown;
}

/** `principal`: the caller, once resolved (src/routes/auth.ts principalFor). */
export type AppEnv = { Bindings: Bindings; Variables: { principal?: Principal } };
