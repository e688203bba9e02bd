import type { AiBinding } from "../src/models/ai-binding";

export interface RecordedCall {
  model: string;
  inputs: any;
  options?: unknown;
}

/**
 * A stand-in for the Workers AI binding (which has no local simulator): it records every request
 * and answers with the scripted replies in order (an Error reply is thrown), or from a function.
 */
export function fakeAi(replies: unknown[] | ((model: string, inputs: any) => unknown)): AiBinding & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  return {
    calls,
    async run(model: string, inputs: unknown, options?: unknown) {
      calls.push({ model, inputs, options });
      const reply = typeof replies === "function" ? replies(model, inputs) : replies.shift();
      if (reply instanceof Error) throw reply;
      return reply;
    },
  };
}
