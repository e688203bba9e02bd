// The one guarded fetcher: live API calls (./execute) and ingested pages and sitemaps (src/ingest/) both go
// through `guardedFetch`. The address guard is applied to the first URL and to every redirect target (https only,
// API_ALLOW_HTTP_HOSTS for local http hosts, private/loopback/metadata hosts refused), redirects are followed by
// hand, one deadline covers the whole fetch including the body, and the body is read under a hard size cap.
import { type AddressPolicy, checkUrl } from "./address-guard";

export const MAX_REDIRECTS = 3;
export const USER_AGENT = "edge-dynamic-rag";

export interface GuardedRequest {
  url: string;
  method?: "GET" | "POST";
  /** A JSON body for POST; dropped when a 301/302/303 turns the request into a GET. */
  body?: string;
  /** The headers for one hop, asked again for every redirect target (so a credential can be dropped there). */
  headers: (url: string) => Headers;
  policy: AddressPolicy;
  /** Injected so tests control the network; pass `fetch` itself, or a bound function. */
  fetch: (request: Request) => Promise<Response>;
  /** False for trusted in-process dispatchers: their first answer is final, a redirect is not followed. */
  followRedirects?: boolean;
  timeoutMs: number;
}

export type Guarded<T> = { ok: true; value: T } | { ok: false; reason: string };

/**
 * Sends `req` under the guards and hands the final response to `read` (within the same deadline).
 * Never throws: a refused address, a refused or excess redirect, a timeout or a thrown error is a reason.
 */
export async function guardedFetch<T>(
  req: GuardedRequest,
  read: (res: Response, url: string) => Promise<T>,
): Promise<Guarded<T>> {
  const first = checkUrl(req.url, req.policy);
  if (!first.ok) return { ok: false, reason: `address refused: ${first.reason}` };
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The race covers a fetch that ignores the signal; the abort stops one that honours it.
  const timeout = new Promise<Guarded<T>>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ ok: false, reason: `timeout after ${req.timeoutMs} ms` });
    }, req.timeoutMs);
  });
  try {
    return await Promise.race([follow(req, read, controller.signal), timeout]);
  } catch (e) {
    return { ok: false, reason: e instanceof Error ? e.message : String(e) };
  } finally {
    clearTimeout(timer);
  }
}

async function follow<T>(
  req: GuardedRequest,
  read: (res: Response, url: string) => Promise<T>,
  signal: AbortSignal,
): Promise<Guarded<T>> {
  let { url, body } = req;
  let method = req.method ?? "GET";
  for (let hop = 0; ; hop++) {
    const headers = req.headers(url);
    if (body !== undefined) headers.set("content-type", "application/json");
    const request = new Request(url, { method, headers, body, redirect: "manual", signal });
    // Called detached from `req`: workerd's global fetch throws "Illegal invocation" when called as a method.
    const dispatch = req.fetch;
    const res = await dispatch(request);
    const location = res.headers.get("location");
    if (req.followRedirects !== false && [301, 302, 303, 307, 308].includes(res.status) && location) {
      void res.body?.cancel().catch(() => {});
      if (hop >= MAX_REDIRECTS) return { ok: false, reason: `too many redirects (more than ${MAX_REDIRECTS})` };
      const next = new URL(location, url).toString();
      const guard = checkUrl(next, req.policy);
      if (!guard.ok) return { ok: false, reason: `redirect to ${next} refused: ${guard.reason}` };
      if (res.status === 303 || (method === "POST" && (res.status === 301 || res.status === 302))) {
        method = "GET";
        body = undefined;
      }
      url = next;
      continue;
    }
    return { ok: true, value: await read(res, url) };
  }
}

export function httpError(res: Response): string {
  return `HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ""}`;
}

/** Reads at most maxBytes of the body as a stream, then cancels it: a huge response costs nothing more. */
export async function readCapped(res: Response, maxBytes: number): Promise<{ text: string; truncated: boolean }> {
  if (!res.body) return { text: "", truncated: false };
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { text: text + decoder.decode(), truncated: false };
    if (size + value.byteLength > maxBytes) {
      // stream: true without a final flush drops a multi-byte character cut in half at the cap.
      text += decoder.decode(value.subarray(0, maxBytes - size), { stream: true });
      void reader.cancel().catch(() => {});
      return { text, truncated: true };
    }
    size += value.byteLength;
    text += decoder.decode(value, { stream: true });
  }
}

/** The whole body, or null once it passes maxBytes (the rest is never read). */
export async function readAll(res: Response, maxBytes: number): Promise<Uint8Array | null> {
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

// ---- GET for pages and sitemaps (src/ingest/) ----

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

/** Fetches `raw` with GET. Never throws: a refusal, a timeout, an HTTP error or an oversize body is a reason. */
export async function fetchGuarded(raw: string, deps: GuardedFetchDeps, accept = "*/*"): Promise<Fetched> {
  const out = await guardedFetch<Fetched>(
    {
      url: raw,
      headers: () => new Headers({ accept, "user-agent": deps.userAgent ?? USER_AGENT }),
      policy: { allowHttpHosts: deps.allowHttpHosts, internal: false },
      fetch: deps.fetch,
      timeoutMs: deps.timeoutMs,
    },
    async (res, url) => {
      if (res.status < 200 || res.status >= 300) {
        void res.body?.cancel().catch(() => {});
        return { ok: false, status: res.status, reason: httpError(res) };
      }
      const declared = Number(res.headers.get("content-length") ?? "0");
      if (declared > deps.maxBytes) {
        void res.body?.cancel().catch(() => {});
        return { ok: false, reason: `the response is ${declared} bytes; the limit is ${deps.maxBytes}` };
      }
      const bytes = await readAll(res, deps.maxBytes);
      if (!bytes) return { ok: false, reason: `the response is over ${deps.maxBytes} bytes` };
      return { ok: true, url, status: res.status, contentType: res.headers.get("content-type"), bytes };
    },
  );
  return out.ok ? out.value : out;
}
