import type { AiBinding } from "./ai-binding";

/**
 * The AI binding with a deadline on every call: a stalled model call becomes an error that each
 * adapter already handles (a fallback to the local skill, or a recorded failure) instead of a run
 * that never ends.
 */
export function timedAi(ai: AiBinding, timeoutMs: number): AiBinding {
  return {
    run(model, inputs, options) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${model} did not answer within ${timeoutMs} ms`)), timeoutMs);
      });
      return Promise.race([ai.run(model, inputs, options), timeout]).finally(() => clearTimeout(timer));
    },
  };
}
