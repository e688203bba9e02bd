import { loadSettings } from "../config";
import type { Bindings } from "../env";
import type { Services } from "../pipeline/query";
import { ensureDemoApis, ensureSampleCorpus } from "../sample/seed";
import { UsageMeter } from "../usage";

/**
 * Local runs seed the sample corpus (SEED_SAMPLE_CORPUS=true) and the demo live APIs
 * (SEED_DEMO_APIS, by default the same) on their first query or listing.
 */
export async function seedIfConfigured(env: Bindings, services: Services): Promise<void> {
  const settings = loadSettings(env);
  // Seeding is not the question's work: it gets a meter of its own.
  const deps = { ...services, meter: new UsageMeter() };
  if (settings.seedSampleCorpus) await ensureSampleCorpus(env.DB, deps);
  if (settings.seedDemoApis) await ensureDemoApis(env.DB, deps);
}
