import { StageError } from "../types";
import type { UsageMeter } from "../usage";
import type { ChatModel } from "./types";

/**
 * Wraps a ChatModel so every call lands in the run's UsageMeter, whichever provider serves it.
 * A failed call still counts: it was attempted and may have been billed. An optional call (a repair)
 * the run's budget has no room for is refused without being made: the skill falls back instead.
 */
export function meteredChat(model: ChatModel, meter: UsageMeter): ChatModel {
  return {
    id: model.id,
    async chat(request) {
      if (request.optional && !meter.affordsOptionalCall()) {
        throw new StageError(
          "budget",
          `no room for a repair call: ${meter.model_calls} of ${meter.limit} model calls made, ${meter.held} kept back`,
        );
      }
      meter.pending++;
      try {
        const result = await model.chat(request);
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
