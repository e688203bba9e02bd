import { loadSettings } from "../config";
import type { Bindings } from "../env";
import type { IngestDeps } from "../pipeline/ingest";
import { ensureSampleCorpus } from "../sample/seed";
import { UsageMeter } from "../usage";

/** Local runs seed the sample corpus on their first query or listing (SEED_SAMPLE_CORPUS=true). */
export async function seedIfConfigured(env: Bindings, deps: IngestDeps): Promise<void> {
  if (!loadSettings(env).seedSampleCorpus) return;
  // Seeding is not the question's work: it gets a meter of its own.
  await ensureSampleCorpus(env.DB, { ...deps, meter: new UsageMeter() });
}
