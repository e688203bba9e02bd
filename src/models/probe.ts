import { errorMessage } from "./ai-binding";

/**
 * GET {base}/models within a short deadline: whether an OpenAI-compatible server answers (for /healthz). The AI SDK
 * has no such call. Any HTTP answer proves the server is there (some have no /models); 401/403 mean a bad key.
 */
export async function probeServer(
  baseUrl: string,
  apiKey: string | undefined,
  timeoutMs: number,
): Promise<{ ok: true } | { ok: false; error: string }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(`${baseUrl}/models`, {
      headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
      signal: controller.signal,
    });
    await res.body?.cancel();
    if (res.status === 401 || res.status === 403)
      return { ok: false, error: `the server refused the key (${res.status})` };
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
