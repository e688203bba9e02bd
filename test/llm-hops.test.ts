// The loop on the model path, over a scripted Workers AI binding (it has no local simulator): when the model's
// decision names a missing hop, the loop goes on; the bridge entity the model names reaches the next search; and the
// final answer cites the passages of both hops. This is the two-call round (RAG_FUSE_ROUND=false: a rerank call, then
// a decide call); the default fused round is proved the same way in llm-fused.test.ts.
import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import type { Bindings } from "../src/env";
import { runQuery } from "../src/pipeline/query";
import { buildServices } from "../src/runtime";
import { Trace } from "../src/trace";
import { fakeAi } from "./fake-ai";

const question = "Who is the spouse of the director of Jump for Glory?";
const page = (name: string, text: string) => ({
  url: `https://wiki.example/${name.replace(/ /g, "_")}`,
  name,
  html: `<html><head><title>${name}</title></head><body><p>${text}</p></body></html>`,
});
const pages = [
  page(
    "Jump for Glory",
    "Jump for Glory is a 1937 British crime film directed by Raoul Walsh and starring Douglas Fairbanks Jr.",
  ),
  page(
    "Raoul Walsh",
    "Raoul Walsh was an American film director and actor. He was married to the actress Miriam Cooper from 1916 to 1926.",
  ),
  page("Glory Road", "Glory Road is a 2006 sports drama film about a basketball coach in Texas."),
];

/** A model that plans the first hop, reports the second hop missing once, and answers from the numbered references. */
function scriptedModel() {
  return fakeAi((_model, inputs) => {
    if (Array.isArray(inputs.text))
      return { shape: [inputs.text.length, 768], data: inputs.text.map(() => new Array(768).fill(0.01)) };
    const system: string = inputs.messages[0].content;
    const user: string = inputs.messages.at(-1).content;
    if (system.startsWith("You classify how fast")) return { response: { dynamism: "static", reason: "a film" } };
    if (system.startsWith("You plan searches")) return { response: { sub_queries: ["director of Jump for Glory"] } };
    if (system.startsWith("You check whether")) {
      if (!user.includes("Miriam Cooper")) {
        // The whole question scores well on the first hop's passage; the model still says the second hop is missing.
        return {
          response: {
            sufficient: true,
            reason: "the director is Raoul Walsh; his spouse is not in the evidence",
            missing: ["spouse of Raoul Walsh"],
            sub_queries: ["Raoul Walsh spouse married"],
            live_data: false,
          },
        };
      }
      return {
        response: { sufficient: true, reason: "both hops found", missing: [], sub_queries: [], live_data: false },
      };
    }
    if (system.startsWith("You judge how useful")) {
      const n = Number(/Score all (\d+) passages/.exec(user)![1]);
      return { response: { scores: Array.from({ length: n }, (_, i) => ({ id: i + 1, score: 0.8 })) } };
    }
    // The answer: cite the reference naming the film's director and the one naming his spouse.
    const ref = (text: string) => [...user.matchAll(/\[(\d+)\]([^[]*)/g)].find((m) => m[2]!.includes(text))?.[1];
    return { response: `Miriam Cooper [${ref("directed by Raoul Walsh")}][${ref("Miriam Cooper")}]` };
  });
}

it("goes on when the model's decision names a missing hop, searches with the bridge entity and cites both hops", async () => {
  const ai = scriptedModel();
  // One passage per search: the spouse's page comes only from the second hop's search.
  const vars = { AI: ai, RAG_TOP_K: "1", RAG_FUSE_ROUND: "false" };
  const services = buildServices({ ...(env as unknown as Bindings), ...vars } as Bindings);
  expect(services.roundJudge).toBeUndefined();
  const trace = new Trace();
  const input = {
    question,
    queryTime: new Date("2026-03-01T12:00:00Z"),
    pages,
    mode: "dynamic" as const,
    useApis: false,
    namespace: null,
  };
  const result = await runQuery("hops", input, services, trace);

  // Round one's decision said "sufficient" but named a missing part: the loop ran a second round.
  expect(result.iterations).toBe(2);
  expect(result.stop_reason).toBe("sufficient");
  const decisions = trace.events.filter((e) => e.type === "decide");
  expect(decisions[0]!.data).toMatchObject({ kind: "continue", missing: ["spouse of Raoul Walsh"] });
  // The bridge entity the model named reached the next search.
  expect(result.sub_queries).toContain("Raoul Walsh spouse married");
  const secondRound = trace.events.find((e) => e.type === "round" && e.data.round === 2)!;
  expect(secondRound.data.sub_queries).toEqual(["Raoul Walsh spouse married"]);
  // The answer cites the first hop's page and the second hop's.
  expect(result.answer).toMatch(/^Miriam Cooper/);
  const cited = result.citations.map((c) => c.title);
  expect(cited).toContain("Jump for Glory");
  expect(cited).toContain("Raoul Walsh");
});
