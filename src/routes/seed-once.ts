import { loadSettings } from "../config";
import type { Bindings } from "../env";
import { buildServices } from "../runtime";
import { ensureDemoApis, ensureSampleCorpus } from "../sample/seed";

/**
 * Local runs seed the sample corpus (SEED_SAMPLE_CORPUS=true) and the demo live APIs
 * (SEED_DEMO_APIS, by default the same) on their first query or listing. With both off (production)
 * this costs one settings read and nothing else.
 */
export async function seedIfConfigured(env: Bindings): Promise<void> {
  const settings = loadSettings(env);
  if (!settings.seedSampleCorpus && !settings.seedDemoApis) return;
  // Seeding is not the question's work: it gets services (and a budget) of its own.
  const deps = buildServices(env);
  if (settings.seedSampleCorpus) await ensureSampleCorpus(env.DB, deps);
  if (settings.seedDemoApis) await ensureDemoApis(env.DB, deps);
}
