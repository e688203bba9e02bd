import { StageError } from "../types";
import type { Budget } from "./budget";
import type { ChatModel } from "./types";

/**
 * Wraps a ChatModel so every call is charged to the run's Budget, whichever provider serves it.
 * A failed call still counts: it was attempted and may have been billed. An optional call (a repair)
 * the budget has no room for (`canSpend`) is refused without being made: the skill falls back instead.
 */
export function meteredChat(model: ChatModel, budget: Budget): ChatModel {
  return {
    id: model.id,
    async chat(request) {
      if (request.optional && !budget.canSpend(1)) {
        throw new StageError("budget", `no room for a repair call: ${budget.describe()}`);
      }
      return budget.charge(() => model.chat(request));
    },
  };
}
