import type { UsageMeter } from "../usage";
import type { ChatModel } from "./types";

/**
 * Wraps a ChatModel so every call lands in the run's UsageMeter, whichever provider serves it.
 * A failed call still counts: it was attempted and may have been billed.
 */
export function meteredChat(model: ChatModel, meter: UsageMeter): ChatModel {
  return {
    id: model.id,
    async chat(request) {
      try {
        const result = await model.chat(request);
        meter.addCall(result.usage);
        return result;
      } catch (err) {
        meter.addCall();
        throw err;
      }
    },
  };
}
