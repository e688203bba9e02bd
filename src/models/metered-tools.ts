import type { UsageMeter } from "../usage";
import type { ToolCaller } from "./tool-calls";

/** Wraps a ToolCaller so every call, failed or not, lands in the run's UsageMeter (as meteredChat does for chat). */
export function meteredTools(caller: ToolCaller, meter: UsageMeter): ToolCaller {
  return {
    id: caller.id,
    async callTools(request) {
      meter.pending++;
      try {
        const result = await caller.callTools(request);
        meter.addCall(result.usage);
        return result;
      } catch (err) {
        meter.addCall();
        throw err;
      } finally {
        meter.pending--;
      }
    },
  };
}
