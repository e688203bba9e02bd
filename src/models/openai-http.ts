import { StageError } from "../types";
import { errorMessage } from "./ai-binding";

export interface OpenAiHttpOptions {
  /** Base URL ending in /v1 (or wherever the server's /chat/completions lives). Trusted operator config. */
  baseUrl: string;
  apiKey?: string;
  /** Deadline of one call, retries included (RAG_MODEL_TIMEOUT_MS). */
  timeoutMs: number;
  /** First backoff after a 429 or 5xx; doubles per retry (RAG_MODEL_RETRY_MS). */
  retryMs?: number;
  /** Retries after the first attempt (default 2). */
  retries?: number;
  fetch?: typeof fetch;
}

/** A failed HTTP call to a model server, with the status when there was a response. */
export class ModelHttpError extends StageError {
  constructor(
    stage: string,
    message: string,
    readonly status?: number,
  ) {
    super(stage, message);
  }
}

/**
 * POSTs JSON to an OpenAI-compatible server: bearer key, one deadline over all attempts, 429/5xx and
 * network errors retried with exponential backoff (a `Retry-After` is honoured when it fits the deadline);
 * 4xx other than 429 fail at once. The base URL is the operator's own config: no address guard applies
 * (a model on loopback is the point), unlike the catalog's API calls.
 */
export class OpenAiHttp {
  private readonly fetcher: typeof fetch;

  constructor(private readonly options: OpenAiHttpOptions) {
    this.fetcher = options.fetch ?? ((input, init) => fetch(input, init));
  }

  get baseUrl(): string {
    return this.options.baseUrl;
  }

  /**
   * POSTs and hands the first 2xx response to `read`, whose reading of the body the same deadline covers.
   * Throws ModelHttpError for anything else.
   */
  async post<T>(
    stage: string,
    path: string,
    body: unknown,
    what: string,
    read: (res: Response) => Promise<T>,
  ): Promise<T> {
    const deadline = Date.now() + this.options.timeoutMs;
    const retries = this.options.retries ?? 2;
    let wait = this.options.retryMs ?? 250;
    for (let attempt = 0; ; attempt++) {
      const left = deadline - Date.now();
      if (left <= 0) throw new ModelHttpError(stage, `${what} did not answer within ${this.options.timeoutMs} ms`);
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new Error(`timed out after ${left} ms`)), left);
      let response: Response;
      try {
        response = await this.fetcher(`${this.options.baseUrl}${path}`, {
          method: "POST",
          headers: this.headers(),
          body: JSON.stringify(body),
          signal: controller.signal,
        });
      } catch (err) {
        clearTimeout(timer);
        const timedOut = Date.now() >= deadline;
        const message = timedOut
          ? `${what} did not answer within ${this.options.timeoutMs} ms`
          : `${what} unreachable: ${errorMessage(err)}`;
        if (timedOut || attempt >= retries) throw new ModelHttpError(stage, message);
        await sleep(Math.min(wait, deadline - Date.now()));
        wait *= 2;
        continue;
      }
      if (response.ok) {
        try {
          return await read(response);
        } catch (err) {
          if (err instanceof StageError) throw err;
          const timedOut = controller.signal.aborted;
          throw new ModelHttpError(
            stage,
            timedOut ? `${what} did not finish within ${this.options.timeoutMs} ms` : `${what}: ${errorMessage(err)}`,
          );
        } finally {
          clearTimeout(timer);
        }
      }
      clearTimeout(timer);
      const detail = await errorDetail(response);
      const retryable = response.status === 429 || response.status >= 500;
      const after = retryAfterMs(response.headers.get("retry-after")) ?? wait;
      if (!retryable || attempt >= retries || Date.now() + after >= deadline) {
        throw new ModelHttpError(
          stage,
          `${what} answered ${response.status}${detail ? `: ${detail}` : ""}`,
          response.status,
        );
      }
      await sleep(after);
      wait *= 2;
    }
  }

  /** GET /models within a short deadline: whether the server answers (for /healthz). */
  async probe(timeoutMs: number): Promise<{ ok: true } | { ok: false; error: string }> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const res = await this.fetcher(`${this.options.baseUrl}/models`, {
        headers: this.headers(),
        signal: controller.signal,
      });
      await res.body?.cancel();
      if (res.status === 401 || res.status === 403)
        return { ok: false, error: `the server refused the key (${res.status})` };
      // Some servers have no /models; any HTTP answer still proves the server is there.
      return { ok: true };
    } catch (err) {
      return {
        ok: false,
        error: controller.signal.aborted ? `no answer within ${timeoutMs} ms` : `unreachable: ${errorMessage(err)}`,
      };
    } finally {
      clearTimeout(timer);
    }
  }

  private headers(): Record<string, string> {
    const headers: Record<string, string> = {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
    };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    return headers;
  }
}

async function errorDetail(response: Response): Promise<string> {
  try {
    const text = (await response.text()).slice(0, 2000);
    try {
      const parsed = JSON.parse(text) as { error?: { message?: unknown } | string };
      const message = typeof parsed.error === "string" ? parsed.error : parsed.error?.message;
      if (typeof message === "string") return message.slice(0, 300);
    } catch {
      /* not JSON */
    }
    return text.slice(0, 300);
  } catch {
    return "";
  }
}

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}
