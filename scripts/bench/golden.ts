// Dev tool for performance work: `tsx scripts/bench/golden.ts save|check [file]` records the answers, citations
// and traces of a fixed question set (golden.workerd.ts), or checks that the current code still produces them.
import { readFileSync, writeFileSync } from "node:fs";
import { runInWorkerd } from "./workerd";

const [command = "check", file = "/tmp/rag-bench-golden.json"] = process.argv.slice(2);
const { results, failures } = await runInWorkerd(["scripts/bench/golden.workerd.ts"]);
if (failures.length) throw new Error(failures.join("\n"));
const current = (results.golden?.golden ?? {}) as Record<string, unknown>;
if (command === "save") {
  writeFileSync(file, JSON.stringify(current, null, 1));
  console.log(`saved ${Object.keys(current).length} runs to ${file}`);
} else {
  const saved = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  const differ = Object.keys(saved).filter((k) => JSON.stringify(saved[k]) !== JSON.stringify(current[k]));
  for (const k of differ.slice(0, 5)) {
    const a = JSON.stringify(saved[k]);
    const b = JSON.stringify(current[k]);
    let i = 0;
    while (i < a.length && a[i] === b[i]) i++;
    console.log(
      `${k}\n  saved:   …${a.slice(Math.max(0, i - 200), i + 200)}\n  current: …${(b ?? "").slice(Math.max(0, i - 200), i + 200)}`,
    );
  }
  console.log(`${Object.keys(saved).length - differ.length}/${Object.keys(saved).length} runs identical`);
  process.exitCode = differ.length ? 1 : 0;
}
