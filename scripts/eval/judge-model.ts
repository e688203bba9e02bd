// The model judge: an OpenAI-compatible chat endpoint grades predictions the rules could not settle.
// Workers AI works too: --judge-url https://api.cloudflare.com/client/v4/accounts/<id>/ai/v1 --judge-model @cf/...

import { JUDGE_SYSTEM, judgeUserMessage, parseJudgeReply } from "./judge-prompt.ts";
import type { Judgement, Prediction, ScoredItem } from "./score.ts";
import { isFalsePremise, preJudge, rulesJudge } from "./score.ts";

export interface ModelJudgeConfig {
  url: string;
  model: string;
  key?: string;
  timeoutMs?: number;
  retries?: number;
}

export type Judge = (item: ScoredItem, p: Prediction) => Promise<Judgement>;

function chatUrl(base: string): string {
  const trimmed = base.replace(/\/+$/, "");
  return /\/chat\/completions$/.test(trimmed) ? trimmed : `${trimmed}/chat/completions`;
}

async function askModel(cfg: ModelJudgeConfig, user: string, fetchImpl: typeof fetch): Promise<string> {
  const res = await fetchImpl(chatUrl(cfg.url), {
    method: "POST",
    headers: { "content-type": "application/json", ...(cfg.key ? { authorization: `Bearer ${cfg.key}` } : {}) },
    body: JSON.stringify({
      model: cfg.model,
      temperature: 0,
      max_tokens: 200,
      messages: [
        { role: "system", content: JUDGE_SYSTEM },
        { role: "user", content: user },
      ],
    }),
    signal: AbortSignal.timeout(cfg.timeoutMs ?? 60_000),
  });
  if (!res.ok) throw new Error(`judge HTTP ${res.status}: ${(await res.text()).slice(0, 200)}`);
  const body = (await res.json()) as { choices?: { message?: { content?: string } }[] };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== "string") throw new Error("judge reply has no choices[0].message.content");
  return content;
}

/** A judge that asks the model after the fixed rules (abstention, invalid question, exact match); the rules judge is the fallback. */
export function modelJudge(
  cfg: ModelJudgeConfig,
  fetchImpl: typeof fetch = fetch,
  warn: (m: string) => void = () => {},
): Judge {
  return async (item, p) => {
    const fixed = preJudge(item, p);
    if (fixed) return fixed;
    const user = judgeUserMessage(item.question, item.answers, p.answer, isFalsePremise(item));
    let lastError = "";
    const attempts = (cfg.retries ?? 2) + 1;
    for (let attempt = 0; attempt < attempts; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, 500 * 2 ** (attempt - 1)));
      try {
        const parsed = parseJudgeReply(await askModel(cfg, user, fetchImpl));
        if (parsed)
          return {
            verdict: parsed.score === 1 ? "accurate" : "hallucinated",
            method: "model",
            explanation: parsed.explanation,
          };
        lastError = "unparseable judge reply";
      } catch (e) {
        lastError = String(e instanceof Error ? e.message : e);
      }
    }
    warn(`model judge failed (${lastError}); using the rules judge`);
    const fallback = rulesJudge(item, p);
    return { ...fallback, method: `rules-fallback:${fallback.method}`, explanation: lastError };
  };
}

export function rulesOnlyJudge(): Judge {
  return async (item, p) => preJudge(item, p) ?? rulesJudge(item, p);
}
