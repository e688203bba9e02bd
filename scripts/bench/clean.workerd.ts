// 1. Cleaning: every distinct CRAG sample page, in workerd, through the pipeline's cleanHtml (one htmlparser2 pass
// into events, then a walk), through the same rules over linkedom's DOM (the cleaner before, linkedom-clean.ts) and
// through a streaming extractor on HTMLRewriter (rewriter-clean.ts): speed, memory, and what each keeps of answers.
import { parseHTML } from "linkedom";
import { inject, it } from "vitest";
import { cleanHtml } from "../../src/pipeline/clean";
import { CRAG_ANSWER_FACTS } from "../datasets/crag-facts";
import { cleanHtml as linkedomClean } from "./linkedom-clean";
import { rewriterClean } from "./rewriter-clean";
import { median, p95, round, sum } from "./stats";

const norm = (s: string) =>
  ` ${s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;

/** The page's text with tags removed; script/style bodies are code, not text (as in test/clean.node.test.ts). */
function rawText(html: string): string {
  const { document } = parseHTML(html);
  for (const el of document.querySelectorAll("script, style, noscript, template")) el.remove();
  return Array.from(document.childNodes as ArrayLike<{ textContent: string | null }>, (n) => n.textContent ?? "").join(
    " ",
  );
}

// The answer entities the cleaning tests probe, besides the gold answers and snippets.
const FACTS = CRAG_ANSWER_FACTS;

type Cleaner = (html: string) => Promise<{ title: string; text: string }> | { title: string; text: string };
// A phase's peak is measured from its start and V8 keeps the heap an earlier phase grew: the leanest go first.
const CLEANERS: Record<string, Cleaner> = {
  pipeline: (html) => cleanHtml(html),
  htmlrewriter: rewriterClean,
  linkedom: (html) => linkedomClean(html),
};

async function mark(url: string, phase: string): Promise<Record<string, number>> {
  if (!url) return {};
  return (await (await fetch(`${url}/mark?phase=${encodeURIComponent(phase)}`)).json()) as Record<string, number>;
}

it("cleaning", async ({ task }) => {
  const { crag, options } = inject("bench");
  const pages = crag.flatMap((ex, i) => {
    const unique = ex.pages.filter((p, j) => p.html && ex.pages.findIndex((q) => q.html === p.html) === j);
    return unique.map((page) => {
      const probes = {
        gold: [ex.answer, ...ex.alternativeAnswers],
        facts: FACTS[i] ?? [],
        snippets: page.snippet.split(/\.\.\.|…| — | - /).filter((s) => norm(s).trim().split(" ").length >= 6),
      };
      return {
        html: page.html,
        bytes: new TextEncoder().encode(page.html).length,
        raw: norm(rawText(page.html)),
        probes,
      };
    });
  });
  const reps = options.quick ? 3 : 7;
  const out: Record<string, unknown> = {};
  const texts: Record<string, string[]> = {};
  for (const [name, clean] of Object.entries(CLEANERS)) {
    await mark(options.markUrl, `${name}:start`);
    for (const p of pages) await clean(p.html); // warm-up: JIT, and lol-html's first use
    const perPage: number[] = [];
    for (const p of pages) {
      const runs: number[] = [];
      for (let r = 0; r < reps; r++) {
        const t0 = performance.now();
        await clean(p.html);
        runs.push(performance.now() - t0);
      }
      perPage.push(median(runs));
    }
    const memory = await mark(options.markUrl, `${name}:end`);
    texts[name] = await Promise.all(
      pages.map(async (p) => {
        const c = await clean(p.html);
        return norm(`${c.title}\n${c.text}`);
      }),
    );
    const recall = (kind: keyof (typeof pages)[number]["probes"]) => {
      let total = 0,
        kept = 0;
      pages.forEach((p, k) => {
        for (const probe of p.probes[kind].map(norm).filter((s) => s.trim() && p.raw.includes(s))) {
          total++;
          if (texts[name]![k]!.includes(probe)) kept++;
        }
      });
      return { kept, total };
    };
    const totalMs = sum(perPage);
    out[name] = {
      pages: pages.length,
      mb: round(sum(pages.map((p) => p.bytes)) / 1e6),
      mb_per_s: round(sum(pages.map((p) => p.bytes)) / 1e6 / (totalMs / 1000)),
      ms_per_page: round(median(perPage)),
      ms_per_page_p95: round(p95(perPage)),
      ms_total: round(totalMs),
      ms_largest_page: round(perPage[pages.reduce((m, p, k) => (p.bytes > pages[m]!.bytes ? k : m), 0)]!),
      ...memory,
      recall: { gold: recall("gold"), facts: recall("facts"), snippets: recall("snippets") },
      cleaned_chars: sum(texts[name]!.map((t) => t.length)),
    };
  }
  // Pages whose cleaned text is exactly the pipeline's.
  out.same_text_pages = Object.fromEntries(
    Object.keys(CLEANERS).map((name) => [name, pages.filter((_, k) => texts[name]![k] === texts.pipeline![k]).length]),
  );
  task.meta.cleaning = out;
});

declare module "vitest" {
  interface TaskMeta {
    cleaning?: Record<string, unknown>;
  }
}
