// The README's curl examples, replayed against the app in order, each checked against the output the README
// documents under it (answers, citations, step order): the README cannot drift from what the service does.
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import readme from "../README.md?raw";
import type { Bindings } from "../src/env";
import { buildServices } from "../src/runtime";
import { ensureDemoApis, ensureSampleCorpus } from "../src/sample/seed";
import { type CurlExample, curlExamples, type DocumentedEvent, mismatch } from "./readme-examples";
import { parseSse, type SseEvent } from "./sse";

const examples = curlExamples(readme);

// What `npm start` seeds on first use (SEED_SAMPLE_CORPUS, on in wrangler.local.toml, off in the tests' bindings).
beforeAll(async () => {
  const services = buildServices(env as unknown as Bindings);
  await ensureSampleCorpus(env.DB, services);
  await ensureDemoApis(env.DB, services);
});

async function send(example: CurlExample): Promise<Response> {
  const init: RequestInit = { method: example.method, headers: example.headers };
  if (example.body !== undefined) init.body = example.body;
  return exports.default.fetch(new Request(`http://localhost:8787${example.path}`, init));
}

/** Documented events must appear in order; a `seq` in the documented data pins the step's place in the run. */
function eventMismatch(documented: DocumentedEvent[], events: SseEvent[]): string | null {
  let at = 0;
  for (const doc of documented) {
    if ("steps" in doc) {
      const types = events
        .slice(at)
        .filter((e) => e.event === "step")
        .map((e) => e.data.type as string);
      let k = 0;
      for (const type of types) if (type === doc.steps[k]) k++;
      if (k < doc.steps.length)
        return `steps ${doc.steps.join(", ")} not in this order after event ${at}: ${types.join(", ")}`;
      continue;
    }
    while (
      at < events.length &&
      (events[at]!.event !== doc.event || (doc.data && mismatch(doc.data, events[at]!.data)))
    )
      at++;
    if (at === events.length) {
      const candidates = events.filter((e) => e.event === doc.event);
      const why = doc.data ? candidates.map((e) => mismatch(doc.data!, e.data)).join("; ") : "";
      return `no "${doc.event}" event fits in order: ${why}`;
    }
    at++;
  }
  return null;
}

describe("every curl example in the README", () => {
  it("finds them all (the README has curl examples with documented output)", () => {
    expect(examples.length).toBeGreaterThanOrEqual(7);
    expect(examples.filter((e) => e.expected.kind !== "none").length).toBeGreaterThanOrEqual(6);
  });

  it("replays most of them (only those needing a shell or the reader's own values are left out)", () => {
    expect(examples.filter((e) => e.needsShell === null).length).toBeGreaterThanOrEqual(9);
  });

  for (const example of examples) {
    const test = example.needsShell === null ? it : it.skip;
    test(example.command.slice(0, 110), async () => {
      const res = await send(example);
      const text = await res.text();
      expect(res.status, text).toBeLessThan(300);
      const expected = example.expected;
      if (expected.kind === "sse") {
        expect(res.headers.get("content-type")).toContain("text/event-stream");
        expect(eventMismatch(expected.events, parseSse(text))).toBeNull();
      } else {
        const body = JSON.parse(text) as unknown;
        if (expected.kind === "json") expect(mismatch(expected.pattern, body), text.slice(0, 2000)).toBeNull();
      }
    });
  }
});
