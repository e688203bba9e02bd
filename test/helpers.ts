import { exports } from "cloudflare:workers";

export interface ErrorBody {
  error: { code: string; message: string; details: Record<string, unknown> };
}

/** Calls the Worker under test through its default export, as a client would. */
export async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const init: RequestInit = { method, headers: { "content-type": "application/json", ...headers } };
  if (body !== undefined) init.body = typeof body === "string" ? body : JSON.stringify(body);
  return exports.default.fetch(new Request(`http://rag.test${path}`, init));
}

export async function json<T = Record<string, any>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

export function ask(question: string, extra: Record<string, unknown> = {}) {
  return call("POST", "/v1/query", { question, ...extra });
}
