import { describe, expect, it } from "vitest";
import { Budget, countedSkill } from "../src/models/budget";
import { meteredChat } from "../src/models/metered-chat";
import type { ChatModel, ChatRequest } from "../src/models/types";
import { StageError } from "../src/types";

const messages = [{ role: "user" as const, content: "hi" }];

/** A chat model whose calls wait until `answer()` is called, so a test can look at the budget mid-call. */
function waitingModel() {
  const waiting: (() => void)[] = [];
  const model: ChatModel = {
    id: "waiting",
    chat: () =>
      new Promise((resolve) =>
        waiting.push(() => resolve({ text: "ok", usage: { input_tokens: 10, output_tokens: 2 } })),
      ),
  };
  return { model, answer: () => waiting.shift()?.() };
}

describe("the run's Budget", () => {
  it("keeps calls back in scopes: a hold counts until released, once, and withReserved releases on failure", async () => {
    const budget = new Budget(4);
    const answer = budget.reserve(1, "answer");
    const router = budget.reserve(2, "router");
    expect(budget.canSpend(1)).toBe(true);
    expect(budget.canSpend(2)).toBe(false);
    expect(budget.available()).toBe(1);
    expect(budget.describe()).toBe("0 of 4 model calls made, 3 kept back (answer 1, router 2)");
    router.release();
    router.release();
    expect(budget.reserved).toBe(1);
    await expect(
      budget.withReserved(3, "plan", async () => {
        expect(budget.canSpend(1)).toBe(false);
        throw new Error("plan failed");
      }),
    ).rejects.toThrow("plan failed");
    expect(budget.canSpend(3)).toBe(true);
    answer.release();
    expect(budget.available()).toBe(4);
  });

  it("counts calls at the model boundary: in flight against the limit, failed ones without tokens", async () => {
    const budget = new Budget(3);
    const { model, answer } = waitingModel();
    const chat = meteredChat(model, budget);
    const first = chat.chat({ messages });
    expect(budget.spent).toBe(1);
    expect(budget.model_calls).toBe(0);
    expect(budget.canSpend(3)).toBe(false);
    answer();
    await first;
    const failing = meteredChat({ id: "down", chat: () => Promise.reject(new Error("down")) }, budget);
    await expect(failing.chat({ messages })).rejects.toThrow("down");
    expect(budget.toJSON()).toEqual({
      model_calls: 2,
      input_tokens: 10,
      output_tokens: 2,
      embed_calls: 0,
      skill_calls: 0,
    });
  });

  it("refuses an optional call (a repair) that would eat a call kept back, without making it", async () => {
    const budget = new Budget(2);
    const made: ChatRequest[] = [];
    const chat = meteredChat(
      { id: "m", chat: async (r) => (made.push(r), { text: "ok", usage: { input_tokens: 1, output_tokens: 1 } }) },
      budget,
    );
    const hold = budget.reserve(1, "answer");
    await chat.chat({ messages });
    const refused = chat.chat({ messages, optional: true });
    await expect(refused).rejects.toBeInstanceOf(StageError);
    await expect(refused).rejects.toThrow("1 of 2 model calls made, 1 kept back (answer 1)");
    expect(made).toHaveLength(1);
    hold.release();
    await chat.chat({ messages, optional: true });
    expect(budget.model_calls).toBe(2);
  });

  it("counts a local skill's calls as skill calls, never model calls, with no tokens", async () => {
    const budget = new Budget(1);
    const skill = countedSkill({ n: 2, double: (x: number) => x * 2 }, budget);
    expect(skill.double(skill.n)).toBe(4);
    expect(skill.double(3)).toBe(6);
    expect(budget.toJSON()).toMatchObject({ model_calls: 0, input_tokens: 0, output_tokens: 0, skill_calls: 2 });
    expect(budget.canSpend(1)).toBe(true);
  });
});
