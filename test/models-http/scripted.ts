import { inject } from "vitest";
import type { RecordedRequest, Rule } from "../support/openai-server";

/** The scripted OpenAI-compatible server of this project (test/support/openai-server.ts), driven over HTTP. */
const base = () => inject("modelServer").replace(/\/v1$/, "");

/** Replaces the server's script and clears its request log. */
export async function script(rules: Rule[]): Promise<void> {
  const res = await fetch(`${base()}/__script`, { method: "PUT", body: JSON.stringify({ rules }) });
  if (!res.ok) throw new Error(`script: ${res.status}`);
}

/** The requests the server received since the last script. */
export async function received(): Promise<RecordedRequest[]> {
  return ((await (await fetch(`${base()}/__requests`)).json()) as { requests: RecordedRequest[] }).requests;
}

export const chatRequests = (all: RecordedRequest[]) => all.filter((r) => r.path === "/v1/chat/completions");
export const schemaOf = (r: RecordedRequest): string | undefined => r.body?.response_format?.json_schema?.name;

/** Rerank scores for up to 20 passages: the first scores `top`, the rest `rest`. */
export function rerankRule(top = 0.9, rest = 0.1): Rule {
  const scores = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, score: i === 0 ? top : rest }));
  return { when: { kind: "json", schema: "rerank" }, reply: { json: { scores } } };
}

export const staticRule: Rule = {
  when: { kind: "json", schema: "dynamism" },
  reply: { json: { dynamism: "static", reason: "documentation" } },
};
export const liveRule: Rule = {
  when: { kind: "json", schema: "dynamism" },
  reply: { json: { dynamism: "real-time", reason: "status now" } },
};
export const lookupRule: Rule = {
  when: { kind: "json", schema: "gate" },
  reply: { json: { kind: "lookup", reason: "one fact" } },
};
