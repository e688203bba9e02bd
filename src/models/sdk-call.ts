import { APICallError } from "ai";
import { StageError } from "../types";
import { errorMessage } from "./ai-binding";

/** The limits of one model call, whatever the provider: RAG_MODEL_TIMEOUT_MS and RAG_MODEL_RETRY_MS. */
export interface CallLimits {
  /** Deadline of one call, retries included. */
  timeoutMs: number;
  /** First backoff after a retryable failure (429, 5xx, Workers AI capacity); doubles per retry. */
  retryMs?: number;
  /** Retries after the first attempt (default 2). */
  retries?: number;
}

/**
 * Runs one AI SDK call under the run's limits: one deadline over all attempts (its signal goes to the SDK, and a
 * binding that ignores it is raced), and retries of the errors the provider marks retryable (APICallError's
 * `isRetryable`: 429, 5xx, a network failure, a Workers AI capacity code) with our own backoff, honouring a
 * `Retry-After` that fits the deadline. The SDK's own retries are off (`maxRetries: 0` at each call site): their
 * first delay is fixed at 2 s (ai 7.0.173), which a 3 s deadline or RAG_MODEL_RETRY_MS cannot shape.
 * `attempt` says whether the failure may be retried (a stream that already sent tokens may not).
 * Every failure becomes a StageError of `stage` that names the model (`what`).
 */
export async function callModel<T>(
  stage: string,
  what: string,
  limits: CallLimits,
  attempt: (signal: AbortSignal) => Promise<T>,
  retryable: () => boolean = () => true,
): Promise<T> {
  const deadline = Date.now() + limits.timeoutMs;
  const controller = new AbortController();
  const timedOut = new Error(`${what} did not answer within ${limits.timeoutMs} ms`);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort(timedOut);
      reject(timedOut);
    }, limits.timeoutMs);
  });
  expired.catch(() => {});
  const retries = limits.retries ?? 2;
  let wait = limits.retryMs ?? 250;
  try {
    for (let n = 0; ; n++) {
      try {
        return await Promise.race([attempt(controller.signal), expired]);
      } catch (err) {
        if (controller.signal.aborted) throw new StageError(stage, timedOut.message, err);
        if (err instanceof StageError) throw err;
        const pause = retryAfterMs(err) ?? wait;
        const again = APICallError.isInstance(err) && err.isRetryable && n < retries && retryable();
        if (!again || Date.now() + pause >= deadline) throw new StageError(stage, describe(what, err), err);
        await Promise.race([sleep(pause), expired]);
        wait *= 2;
      }
    }
  } catch (err) {
    if (err === timedOut) throw new StageError(stage, timedOut.message, err);
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

/** A failure in words: the HTTP status and the server's own message when there is one. */
export function describe(what: string, err: unknown): string {
  if (APICallError.isInstance(err)) {
    if (/invalid json|json parse/i.test(err.message)) return `${what} sent a body that is not JSON`;
    if (err.statusCode !== undefined) {
      const detail = serverMessage(err.responseBody) ?? err.message;
      return `${what} answered ${err.statusCode}${detail ? `: ${detail.slice(0, 300)}` : ""}`;
    }
    const cause = err.cause instanceof Error ? err.cause.message : "";
    if (/fetch failed|connect|network|refused/i.test(`${err.message} ${cause}`)) {
      return `${what} unreachable: ${cause || err.message}`;
    }
    return `${what} failed: ${err.message}`;
  }
  const message = errorMessage(err);
  if (/json/i.test(message) && /parse|unexpected|invalid/i.test(message)) return `${what} sent a body that is not JSON`;
  return `${what} failed: ${message}`;
}

function serverMessage(body: string | undefined): string | undefined {
  if (!body) return undefined;
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string };
    const message = typeof parsed.error === "string" ? parsed.error : parsed.error?.message;
    if (typeof message === "string") return message;
  } catch {
    /* not JSON */
  }
  return body;
}

function retryAfterMs(err: unknown): number | undefined {
  if (!APICallError.isInstance(err)) return undefined;
  const header = err.responseHeaders?.["retry-after"];
  const seconds = Number(header);
  return header !== undefined && Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}
