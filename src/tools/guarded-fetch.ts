// GET under the executor's guards, for pages and sitemaps: the same address guard and policy as live API calls
// (https only, API_ALLOW_HTTP_HOSTS for local http hosts, private/loopback/metadata hosts refused), redirects
// followed by hand and each target re-checked, one deadline for the whole fetch, a hard size cap.
import { type AddressPolicy, checkUrl } from "./address-guard";
import { MAX_REDIRECTS } from "./execute";

export interface GuardedFetchDeps {
  /** Injected so tests control the network; pass `fetch` itself, or a bound function. */
  fetch: (request: Request) => Promise<Response>;
  allowHttpHosts: string[];
  timeoutMs: number;
  /** A body over this many bytes is refused, not cut. */
  maxBytes: number;
  /** Sent as User-Agent (robots.txt groups are matched against it). */
  userAgent?: string;
}

export type Fetched =
  | { ok: true; url: string; status: number; contentType: string | null; bytes: Uint8Array }
  | { ok: false; reason: string; status?: number };

export const USER_AGENT = "edge-dynamic-rag";

/** Fetches `raw` with GET. Never throws: a refusal, a timeout, an HTTP error or an oversize body is a reason. */
export async function fetchGuarded(raw: string, deps: GuardedFetchDeps, accept = "*/*"): Promise<Fetched> {
  const policy: AddressPolicy = { allowHttpHosts: deps.allowHttpHosts, internal: false };
  const guard = checkUrl(raw, policy);
  if (!guard.ok) return { ok: false, reason: `address refused: ${guard.reason}` };
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<Fetched>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ ok: false, reason: `timeout after ${deps.timeoutMs} ms` });
    }, deps.timeoutMs);
  });
  try {
    return await Promise.race([follow(raw, policy, deps, accept, controller.signal), timeout]);
  } catch (e) {
    return { ok: false, reason: e instanceof Error ? e.message : String(e) };
  } finally {
    clearTimeout(timer);
  }
}

async function follow(
  start: string,
  policy: AddressPolicy,
  deps: GuardedFetchDeps,
  accept: string,
  signal: AbortSignal,
): Promise<Fetched> {
  let url = start;
  for (let hop = 0; ; hop++) {
    const headers = new Headers({ accept, "user-agent": deps.userAgent ?? USER_AGENT });
    const res = await deps.fetch(new Request(url, { method: "GET", headers, redirect: "manual", signal }));
    const location = res.headers.get("location");
    if ([301, 302, 303, 307, 308].includes(res.status) && location) {
      void res.body?.cancel().catch(() => {});
      if (hop >= MAX_REDIRECTS) return { ok: false, reason: `too many redirects (more than ${MAX_REDIRECTS})` };
      const next = new URL(location, url).toString();
      const guard = checkUrl(next, policy);
      if (!guard.ok) return { ok: false, reason: `redirect to ${next} refused: ${guard.reason}` };
      url = next;
      continue;
    }
    if (res.status < 200 || res.status >= 300) {
      void res.body?.cancel().catch(() => {});
      return {
        ok: false,
        status: res.status,
        reason: `HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ""}`,
      };
    }
    const declared = Number(res.headers.get("content-length") ?? "0");
    if (declared > deps.maxBytes) {
      void res.body?.cancel().catch(() => {});
      return { ok: false, reason: `the response is ${declared} bytes; the limit is ${deps.maxBytes}` };
    }
    const bytes = await readAll(res, deps.maxBytes);
    if (!bytes) return { ok: false, reason: `the response is over ${deps.maxBytes} bytes` };
    return { ok: true, url, status: res.status, contentType: res.headers.get("content-type"), bytes };
  }
}

/** The whole body, or null once it passes maxBytes (the rest is never read). */
async function readAll(res: Response, maxBytes: number): Promise<Uint8Array | null> {
  if (!res.body) return new Uint8Array(0);
  const reader = res.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      void reader.cancel().catch(() => {});
      return null;
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}
