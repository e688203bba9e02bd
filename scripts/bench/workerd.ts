// Node side: runs bench files inside workerd (the Cloudflare vitest pool, scripts/bench/vitest.config.ts) and
// collects what each one reports through its test's `task.meta`.
import path from "node:path";
import { startVitest } from "vitest/node";

const CONFIG = path.join(import.meta.dirname, "vitest.config.ts");

export interface WorkerdRun {
  /** meta of every test, by test name */
  results: Record<string, Record<string, unknown>>;
  failures: string[];
}

/** Runs the given `*.workerd.ts` files (paths relative to the project root), one after another. */
export async function runInWorkerd(files: string[], env: Record<string, string> = {}): Promise<WorkerdRun> {
  Object.assign(process.env, env, { BENCH_FILES: files.join(",") });
  const vitest = await startVitest("test", [], { config: CONFIG, watch: false, reporters: [{}] });
  const results: WorkerdRun["results"] = {};
  const failures: string[] = [];
  try {
    for (const module of vitest.state.getTestModules()) {
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state === "failed")
          failures.push(`${test.name}: ${result.errors?.map((e) => e.message).join("; ")}`);
        results[test.name] = test.meta() as Record<string, unknown>;
      }
      for (const e of module.errors()) failures.push(`${module.moduleId}: ${e.message}`);
    }
    for (const e of vitest.state.getUnhandledErrors()) failures.push(String((e as Error)?.message ?? e));
    if (Object.keys(results).length === 0) failures.push(`no bench test ran (${files.join(", ")})`);
  } finally {
    await vitest.close();
  }
  return { results, failures };
}
