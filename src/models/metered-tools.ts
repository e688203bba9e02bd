import type { Budget } from "./budget";
import type { ToolCaller } from "./tool-calls";

/** Wraps a ToolCaller so every call, failed or not, is charged to the run's Budget (as meteredChat does for chat). */
export function meteredTools(caller: ToolCaller, budget: Budget): ToolCaller {
  return {
    id: caller.id,
    callTools: (request) => budget.charge(() => caller.callTools(request)),
  };
}
