import { loadSettings } from "../config";
import type { Bindings } from "../env";
import type { IngestDeps } from "../pipeline/ingest";
import { ensureSampleCorpus } from "../sample/seed";

/** Local runs seed the sample corpus on their first query or listing (SEED_SAMPLE_CORPUS=true). */
export async function seedIfConfigured(env: Bindings, deps: IngestDeps): Promise<void> {
  if (!loadSettings(env).seedSampleCorpus) return;
  await ensureSampleCorpus(env.DB, deps);
}
