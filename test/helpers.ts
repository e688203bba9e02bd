import { exports } from "cloudflare:workers";

export interface ErrorBody {
  error: { code: string; message: string; details: Record<string, unknown> };
}

/** Each run's token, as POST /v1/query handed it out (x-run-token): what reads the run's trace. */
const runTokens = new Map<string, string>();

export function rememberRunToken(runId: string, token: string): void {
  runTokens.set(runId, token);
}

/**
 * Calls the Worker under test through its default export, as a client would. Like a client, it
 * keeps each run's token and sends it when reading that run (unless the test sets authorization).
 */
export async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const run = /^\/v1\/runs\/([^/?]+)/.exec(path);
  const token = run ? runTokens.get(run[1]!.toLowerCase()) : undefined;
  const auth: Record<string, string> =
    token && !("authorization" in headers) ? { authorization: `Bearer ${token}` } : {};
  const init: RequestInit = { method, headers: { "content-type": "application/json", ...auth, ...headers } };
  if (body !== undefined) init.body = typeof body === "string" ? body : JSON.stringify(body);
  const res = await exports.default.fetch(new Request(`http://rag.test${path}`, init));
  const id = res.headers.get("x-run-id");
  const issued = res.headers.get("x-run-token");
  if (id && issued) rememberRunToken(id, issued);
  return res;
}

export async function json<T = Record<string, any>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

export function ask(question: string, extra: Record<string, unknown> = {}) {
  return call("POST", "/v1/query", { question, ...extra });
}
