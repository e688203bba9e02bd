/**
 * End-to-end test of the playground in a real browser (issue 6).
 *
 *   npm run test:browser            (needs Debian's chromium at /usr/bin/chromium, or CHROMIUM=path)
 *
 * Starts its own local server (wrangler dev on a free port, fresh --persist-to dir, D1 migrations
 * applied first), drives Chromium with playwright-core, and checks:
 *   1. the sample comparison question in mode dynamic: trace steps appear, then the answer with citations
 *      (and, when the run has a plan step, two or more sub-queries);
 *      the answer's text streams in (`token` events) before the cited answer replaces it;
 *   2. a document ingested through the page is cited by the answer to a question about it;
 *   3. /?run=<id> of that run renders the same answer and trace; the page's run link (&token=<run_token>)
 *      opens it in a browser without the key, and without its token the run stays private;
 *   4. at 375 px the page has no horizontal scroll and a document can be deleted with the keyboard;
 *   5. a 60-document JSON batch pasted into the documents panel goes to the background: its progress shows,
 *      reaches done, and the documents are listed.
 * Screenshots go to test-artifacts/ (git-ignored); playground.png is the finished run, playground-readme.png the
 * comparison's first screen (copy it to docs/playground.png for the README), playground-ingestion.png the panel.
 * Prints "N passed, M failed" and exits non-zero on any failure.
 */

import { mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { type LocalServer, startLocalServer } from "./eval/server.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const ARTIFACTS = path.join(ROOT, "test-artifacts");
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const COMPARISON = "How does authentication in v3 differ from v4?";
const PARKING_URL = "https://intranet.example/policies/parking";
const PARKING_TITLE = "Parking policy (browser test)";
const PARKING_HTML = `<html><head><title>Parking policy</title></head><body>
<h1>Parking policy</h1>
<p>Staff parking is in the Harbor Street garage, levels 2 to 4. Badges open the garage gate from 6:00 to 22:00.</p>
<h2>Visitor parking</h2>
<p>The Harbor Street garage has 12 visitor parking spaces on level 1. Visitors must register their licence plate at reception; unregistered cars are towed after 2 hours.</p>
<h2>Bicycles</h2>
<p>Bicycle racks for 40 bicycles are next to the north entrance.</p>
</body></html>`;
const PARKING_QUESTION = "How many visitor parking spaces does the Harbor Street garage have?";
const RUN_TIMEOUT = 60_000;

// ---------- tiny assertion kit ----------

class Failure extends Error {}
function check(cond: unknown, message: string): asserts cond {
  if (!cond) throw new Failure(message);
}

const notes: string[] = [];

/** Watches #trace and #answer from inside the page and records the order things appeared in. */
const WATCH = `(() => {
  const log = [];
  window.__pgLog = log;
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === "childList" && r.target.id === "trace") {
        for (const n of r.addedNodes) if (n.nodeType === 1 && n.matches("li.step")) log.push("step:" + n.dataset.type);
      } else if (r.type === "attributes" && r.target.id === "answer" && r.target.dataset.runId) {
        log.push("answer-panel");
      } else if (r.type === "childList" && r.target.closest && r.target.closest("#answer .streaming")) {
        log.push("token");
        window.__pgStreamed = r.target.closest("#answer .streaming").textContent;
      } else if (r.type === "childList" && r.target.id === "answer") {
        for (const n of r.addedNodes) if (n.nodeType === 1 && n.matches(".streaming")) log.push("stream-start");
      }
    }
  }).observe(document.querySelector("main"), { subtree: true, childList: true, attributes: true, attributeFilter: ["data-run-id"] });
})()`;

async function waitForRun(page: Page): Promise<string> {
  await page.waitForFunction(`["done", "failed", "stopped"].includes(document.body.dataset.runState)`, undefined, {
    timeout: RUN_TIMEOUT,
  });
  return (await page.evaluate(`document.body.dataset.runState`)) as string;
}

async function stepTypes(page: Page): Promise<string[]> {
  return page
    .locator("#trace > li.step")
    .evaluateAll((lis) => lis.map((li) => (li as unknown as { dataset: { type: string } }).dataset.type));
}

async function ask(page: Page, question: string, mode: string): Promise<void> {
  await page.evaluate(WATCH);
  await page.locator("#question").fill(question);
  await page.locator("#mode").selectOption(mode);
  await page.locator("#question").press("Enter"); // Enter in the question box asks
}

// ---------- the checks ----------

let runId = "";
let runAnswer = "";
let runSteps: string[] = [];
let runCitations = 0;
let runLink = "";

async function comparisonQuestion(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/`);
  await page.locator("#health").filter({ hasText: "v" }).waitFor();
  await ask(page, COMPARISON, "dynamic");
  const state = await waitForRun(page);
  check(state === "done", `the run ended ${state}: ${await page.locator("#answer").innerText()}`);

  const order = (await page.evaluate(`window.__pgLog`)) as string[];
  const steps = order.filter((e) => e.startsWith("step:"));
  check(steps.length >= 3, `expected at least 3 trace steps, saw ${steps.length}: ${order.join(", ")}`);
  const lastStep = order.reduce((last, e, i) => (e.startsWith("step:") ? i : last), -1);
  check(
    order.indexOf("answer-panel") > lastStep,
    `the answer should render after the trace's steps: ${order.join(", ")}`,
  );
  // The answer's text streams in (token events, one chunk from the embedded engine) before the result.
  const firstToken = order.indexOf("token");
  check(firstToken >= 0, `no streamed answer text appeared before the result: ${order.join(", ")}`);
  check(
    firstToken < order.indexOf("answer-panel"),
    `the streamed text should come before the cited answer: ${order.join(", ")}`,
  );
  const streamed = String(await page.evaluate(`window.__pgStreamed ?? ""`));
  const squash = (t: string) => t.replace(/\s+/g, " ").trim();
  check(
    squash(streamed) === squash(await page.locator("#answer-text").innerText()),
    `the streamed text differs from the final answer: “${streamed}”`,
  );
  check((await page.locator("#answer .streaming").count()) === 0, "the streamed text was left beside the answer");

  const types = await stepTypes(page);
  check(types[0] === "gate", `the first step should be the gate, got ${types[0]}`);
  for (const t of ["retrieve", "answer"]) check(types.includes(t), `no ${t} step in the trace (${types.join(", ")})`);
  const generic = await page
    .locator("#trace li.step-generic")
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-type")));
  check(generic.length === 0, `steps shown as raw JSON, with no renderer: ${generic.join(", ")}`);
  // The sample questions line up in one column, beside "Try:".
  const lefts = await page
    .locator("button.sample")
    .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)));
  check(new Set(lefts).size === 1, `the sample questions are not aligned: left edges ${lefts.join(", ")}`);
  // No empty gap under the answer: the documents panel follows it in the left column.
  const answerBox = await page.locator(".panel.answer").boundingBox();
  const docsBox = await page.locator(".panel.docs").boundingBox();
  const gap = answerBox && docsBox ? Math.round(docsBox.y - (answerBox.y + answerBox.height)) : NaN;
  check(gap >= 0 && gap <= 24, `the documents panel is ${gap} px below the answer card`);
  if (types.includes("rerank")) {
    check((await page.locator("#trace .bar-row").count()) > 0, "the rerank step has no score bars");
    check((await page.locator("#trace .tau-line").count()) > 0, "the rerank bars have no τ line");
  }
  check(
    /\d+ model calls?/.test(await page.locator("#trace-meta").innerText()),
    "the trace header shows no model-call count",
  );

  // The loop's plan: once a plan step exists the test insists on 2+ sub-queries and a cited answer.
  const hasPlan = types.includes("plan");
  if (hasPlan) {
    const subQueries = await page.locator("#trace li.step-plan .subquery").count();
    check(subQueries >= 2, `the plan step shows ${subQueries} sub-queries, expected 2 or more`);
  } else {
    notes.push("comparison: no plan step in the trace (single pass); the ≥2 sub-queries check was skipped");
  }
  const answerState = await page.locator("#answer").getAttribute("data-state");
  const citations = await page.locator("#answer li.citation").count();
  if (hasPlan || answerState === "answered") {
    check(answerState === "answered", `the comparison question was not answered (state ${answerState})`);
    check(citations >= 1, "the answer has no citations");
  } else {
    check(await page.locator("#abstained-notice").isVisible(), "an abstained run must say so plainly");
    notes.push("comparison: the run abstained (no plan step yet), citations not required");
  }
  check(
    new URL(page.url()).searchParams.get("run") === (await page.locator("#answer").getAttribute("data-run-id")),
    "the URL was not updated with ?run=<id>",
  );
  await page.screenshot({
    path: path.join(ARTIFACTS, "playground-comparison.png"),
    fullPage: true,
    animations: "disabled",
  });
  // The README's picture (docs/playground.png): the first screen of this run, its first citation open.
  if (citations) await page.locator("#answer li.citation summary").first().click();
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.screenshot({ path: path.join(ARTIFACTS, "playground-readme.png"), animations: "disabled" });
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function ingestAndCite(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/`);
  await page.locator("#doc-url").fill(PARKING_URL);
  await page.locator("#doc-title").fill(PARKING_TITLE);
  await page.locator("#doc-content").fill(PARKING_HTML);
  await page.locator("#doc-content").press("Control+Enter"); // Ctrl+Enter ingests
  await page
    .locator("#doc-status")
    .filter({ hasText: /Stored|Already stored/ })
    .waitFor({ timeout: 30_000 });
  await page.locator("#doc-list li.doc", { hasText: PARKING_TITLE }).waitFor();

  await ask(page, PARKING_QUESTION, "auto");
  const state = await waitForRun(page);
  check(state === "done", `the run ended ${state}: ${await page.locator("#answer").innerText()}`);
  check(
    (await page.locator("#answer").getAttribute("data-state")) === "answered",
    `the parking question was not answered: ${await page.locator("#answer").innerText()}`,
  );
  const cited = page.locator("#answer li.citation", { hasText: PARKING_TITLE });
  check((await cited.count()) >= 1, `the ingested document is not cited: ${await page.locator("#answer").innerText()}`);
  check(/12/.test(await page.locator("#answer-text").innerText()), "the answer does not mention the 12 spaces");

  // A citation marker in the answer opens the cited snippet.
  const ref = page.locator("#answer-text a.ref").first();
  if ((await ref.count()) > 0) {
    await ref.click();
    const target = page.locator(`#cite-${await ref.getAttribute("data-ref")} details`);
    check(
      await target.evaluate((d) => (d as unknown as { open: boolean }).open),
      "clicking the [n] marker did not open the citation",
    );
    check(await target.locator(".snippet").isVisible(), "the cited snippet is not visible");
  }

  runId = (await page.locator("#answer").getAttribute("data-run-id")) ?? "";
  check(runId, "the answer panel has no run id");
  runAnswer = await page.locator("#answer-text").innerText();
  runSteps = await stepTypes(page);
  runCitations = await page.locator("#answer li.citation").count();
  runLink = (await page.locator("#run-link").getAttribute("href")) ?? "";
}

async function openRunById(context: BrowserContext, base: string): Promise<void> {
  check(runId, "no run id from the previous check");
  const page = await context.newPage();
  try {
    await page.goto(`${base}/?run=${encodeURIComponent(runId)}`);
    const state = await waitForRun(page);
    check(state === "done", `opening the run ended ${state}: ${await page.locator("#answer").innerText()}`);
    check((await page.locator("#answer-text").innerText()) === runAnswer, "the opened run shows a different answer");
    const steps = await stepTypes(page);
    check(
      JSON.stringify(steps) === JSON.stringify(runSteps),
      `the opened run's trace differs: ${steps.join(",")} vs ${runSteps.join(",")}`,
    );
    check(
      (await page.locator("#answer li.citation").count()) === runCitations,
      "the opened run shows a different number of citations",
    );
    check(
      (await page.locator("#question").inputValue()) === PARKING_QUESTION,
      "the opened run does not show its question",
    );
    check((await page.locator("#trace li.step .dt").count()) > 0, "the opened run shows no step timings");
    await page.locator("#answer li.citation summary").first().click();
    await page.screenshot({ path: path.join(ARTIFACTS, "playground.png"), fullPage: true, animations: "disabled" });
  } finally {
    await page.close();
  }
}

/** Traces are private: the page's run link carries the run's token, which is all a browser without the key needs. */
async function runLinkWithToken(browser: Browser, base: string): Promise<void> {
  check(runLink, "the answer has no run link");
  const link = new URL(runLink, `${base}/`);
  check(link.searchParams.get("run") === runId, `the run link names another run: ${runLink}`);
  const token = link.searchParams.get("token");
  check(token, `the run link carries no token: ${runLink}`);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: "light" });
  try {
    const page = await context.newPage();
    await page.goto(link.href);
    const state = await waitForRun(page);
    check(state === "done", `the run link ended ${state}: ${await page.locator("#answer").innerText()}`);
    check((await page.locator("#answer-text").innerText()) === runAnswer, "the run link shows a different answer");
    const steps = await stepTypes(page);
    check(JSON.stringify(steps) === JSON.stringify(runSteps), `the run link's trace differs: ${steps.join(",")}`);

    link.searchParams.delete("token");
    await page.goto(link.href);
    await waitForRun(page);
    check(
      (await page.locator("#answer").getAttribute("data-state")) === "error",
      "without its token the run opened in a browser that has no key",
    );
    const text = await page.locator("#answer").innerText();
    check(/No such run/.test(text) && /private/.test(text), `no plain message for a private run: ${text}`);
    check((await page.locator("#trace > li.step").count()) === 0, "a private run's trace was shown without its token");
  } finally {
    await context.close();
  }
}

/** Past the inline line (50 documents) a batch runs on the workflow: the panel shows its progress until done. */
async function backgroundIngestion(page: Page, base: string): Promise<void> {
  const total = 60;
  const docs = Array.from({ length: total }, (_, i) => ({
    title: `Handbook page ${i + 1}`,
    url: `https://handbook.example/p/${i + 1}`,
    markdown: `# Handbook page ${i + 1}\n\nMeeting room ${100 + i} seats ${4 + (i % 9)} people.`,
  }));
  await page.goto(`${base}/`);
  await page.evaluate(`(() => {
    window.__pgIngest = [];
    new MutationObserver(() => {
      for (const li of document.querySelectorAll("#ingestion-list li.ingestion")) {
        const p = li.querySelector("progress");
        window.__pgIngest.push(li.dataset.status + ":" + (p ? p.value + "/" + p.max : "none"));
      }
    }).observe(document.querySelector("#ingestion-list"), { childList: true, subtree: true });
  })()`);
  await page.locator("#doc-format").selectOption("json");
  await page.locator("#doc-content").fill(JSON.stringify({ documents: docs }));
  await page.locator("#doc-submit").click();
  const queued = page.locator("#doc-status").filter({ hasText: /Queued|failed/ });
  await queued.waitFor({ timeout: 30_000 });
  const status = await queued.innerText();
  const id = /ing_[A-Za-z0-9]+/.exec(status)?.[0];
  check(id && status.includes(`Queued ${total} documents`), `the batch was not queued: ${status}`);
  const item = page.locator(`#ingestion-list li.ingestion[data-id="${id}"]`);
  await item.waitFor();
  await page.locator(`#ingestion-list li.ingestion[data-id="${id}"][data-status="done"]`).waitFor({ timeout: 120_000 });
  const seen = [...new Set((await page.evaluate(`window.__pgIngest`)) as string[])];
  check(
    seen.some((s) => /^(queued|running):/.test(s)),
    `the ingestion was never shown queued or running: ${seen.join(" ")}`,
  );
  const progress = item.locator("progress");
  check(
    (await progress.getAttribute("value")) === String(total) && (await progress.getAttribute("max")) === String(total),
    `the finished ingestion's progress is not ${total}/${total}: ${seen.join(" ")}`,
  );
  check(
    (await item.innerText()).includes(`${total}/${total} documents: ${total} stored`),
    `the finished ingestion does not count ${total} stored: ${await item.innerText()}`,
  );
  await page
    .locator("#doc-status")
    .filter({ hasText: `Ingestion ${id} done` })
    .waitFor({ timeout: 10_000 });
  await page.locator("#doc-list li.doc", { hasText: `Handbook page ${total}` }).waitFor({ timeout: 10_000 });
  const count = await page.locator("#doc-count").innerText();
  check(Number(/^(\d+) documents/.exec(count)?.[1] ?? 0) > total, `the document count misses the batch: ${count}`);
  await page.locator("section.docs").screenshot({
    path: path.join(ARTIFACTS, "playground-ingestion.png"),
    animations: "disabled",
  });
}

async function phoneWidthAndDelete(context: BrowserContext, base: string): Promise<void> {
  check(runId, "no run id from the previous checks");
  const page = await context.newPage();
  try {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${base}/?run=${encodeURIComponent(runId)}`);
    await waitForRun(page);
    const overflow = (await page.evaluate(
      `document.documentElement.scrollWidth - document.documentElement.clientWidth`,
    )) as number;
    check(overflow <= 1, `the page scrolls sideways at 375 px (${overflow} px too wide)`);
    await page.screenshot({ path: path.join(ARTIFACTS, "playground-375.png"), fullPage: true, animations: "disabled" });

    // Delete the test document with the keyboard alone: focus its button, Enter, Enter to confirm.
    const item = page.locator("#doc-list li.doc", { hasText: PARKING_TITLE });
    await item.waitFor();
    const del = item.locator("button");
    await del.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await item.waitFor({ state: "detached", timeout: 15_000 });
    check(/Deleted/.test(await page.locator("#doc-status").innerText()), "no confirmation after deleting");
  } finally {
    await page.close();
  }
}

// ---------- runner ----------

async function main(): Promise<number> {
  mkdirSync(ARTIFACTS, { recursive: true });
  // A failure screenshot from an earlier run must not pass for this one's.
  for (const f of readdirSync(ARTIFACTS)) if (/^failure-\d+\.png$/.test(f)) rmSync(path.join(ARTIFACTS, f));
  let server: LocalServer | null = null;
  let browser: Browser | null = null;
  let passed = 0;
  let failed = 0;
  try {
    process.stdout.write("starting wrangler dev… ");
    // Its own wrangler dev (free port, fresh state, migrations applied) with an admin token, as the playground's
    // Settings would hold it: writes need it, and it is exempt from rate limits.
    server = await startLocalServer();
    console.log(server.baseUrl);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: "light" });
    await context.addInitScript((token) => {
      // Runs in every frame, about:blank included, whose storage is off limits.
      const page = globalThis as unknown as {
        location: { protocol: string };
        localStorage: { setItem(k: string, v: string): void };
      };
      if (page.location.protocol === "http:") page.localStorage.setItem("playground.adminToken", token);
    }, server.adminToken);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    context.on("page", (p) => p.on("pageerror", (e) => pageErrors.push(String(e))));
    page.on("pageerror", (e) => pageErrors.push(String(e)));

    const base = server.baseUrl;
    const launched = browser;
    const tests: [string, () => Promise<void>][] = [
      ["comparison question: trace steps, then the answer with citations", () => comparisonQuestion(page, base)],
      ["a document ingested through the page is cited", () => ingestAndCite(page, base)],
      ["/?run=<id> renders the same answer and trace", () => openRunById(context, base)],
      ["the run link (&token=) opens the private run without the key", () => runLinkWithToken(launched, base)],
      ["readable at 375 px; a document is deleted with the keyboard", () => phoneWidthAndDelete(context, base)],
      ["a 60-document batch runs in the background, its progress reaching done", () => backgroundIngestion(page, base)],
    ];
    for (const [name, fn] of tests) {
      const t0 = Date.now();
      pageErrors.length = 0;
      try {
        await fn();
        check(pageErrors.length === 0, `JavaScript errors on the page: ${pageErrors.join(" | ")}`);
        passed++;
        console.log(`  ok    ${name} (${Date.now() - t0} ms)`);
      } catch (e) {
        failed++;
        console.log(`  FAIL  ${name} (${Date.now() - t0} ms)\n        ${e instanceof Error ? e.message : String(e)}`);
        await page
          .screenshot({
            path: path.join(ARTIFACTS, `failure-${passed + failed}.png`),
            fullPage: true,
            animations: "disabled",
          })
          .catch(() => {});
      }
    }
  } catch (e) {
    failed++;
    console.log(`\nsetup failed: ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    await browser?.close().catch(() => {});
    if (failed && server) console.log(`--- wrangler dev log (tail) ---\n${server.log().slice(-4000)}`);
    await server?.stop();
  }
  for (const n of notes) console.log(`  note: ${n}`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
