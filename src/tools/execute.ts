import { type AddressPolicy, checkTemplate, checkUrl } from "./address-guard";
import { guardedFetch, httpError, readCapped } from "./guarded-fetch";
import { isReservedSecretName, secretAllowedFor, secretHosts } from "./secrets";
import type { ApiCallRecord, ApiEntry } from "./types";

export const DEFAULT_TIMEOUT_MS = 5000;
export const DEFAULT_MAX_BYTES = 65_536;

export interface ExecuteDeps {
  /** Injected so tests (and a future egress proxy) control the network; pass `fetch` itself, or a bound function. */
  fetch: (request: Request) => Promise<Response>;
  /** The Worker's env (or a subset): `auth_secret` names are looked up here, and API_SECRETS binds each to its host. */
  secrets: Record<string, string | undefined>;
  /** Dispatcher for internal entries: `(r) => env.DEMO.fetch(r)` or `(r) => app.fetch(r, env)`. */
  internalFetch?: (request: Request) => Promise<Response>;
  allowHttpHosts?: string[];
  timeoutMs?: number;
  maxBytes?: number;
}

/** What a successful (or HTTP-failed) call puts in `ApiCallRecord.result`: plain JSON. */
export interface ApiResult {
  url: string;
  http_status: number;
  content_type: string | null;
  body: unknown;
  /** True when the body was cut at maxBytes (and so is returned as text, not parsed). */
  truncated: boolean;
}

interface Built {
  url: string;
  method: "GET" | "POST";
  body?: string;
}

/**
 * Executes one validated call under the guards. Never throws: every outcome is a record.
 * "rejected" means nothing was sent (bad arguments, a refused address); "error" means the call
 * was attempted, or could not be attempted for a configuration reason (a missing secret).
 */
export async function executeCall(
  entry: ApiEntry,
  args: Record<string, unknown>,
  deps: ExecuteDeps,
): Promise<ApiCallRecord> {
  const record = { name: entry.name, arguments: args };
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const internal = entry.endpoint.internal === true;
  const policy: AddressPolicy = { allowHttpHosts: deps.allowHttpHosts ?? [], internal };
  try {
    const template = checkTemplate(entry.endpoint.url);
    if (!template.ok) return { ...record, status: "rejected", error: template.reason };
    const built = buildRequest(entry, args);
    if ("reason" in built) return { ...record, status: "rejected", error: built.reason };
    const guard = checkUrl(built.url, policy);
    if (!guard.ok) return { ...record, status: "rejected", error: `address refused: ${guard.reason}` };
    if (internal && !built.url.startsWith("internal://"))
      return { ...record, status: "rejected", error: "an internal entry must use an internal:// url" };
    if (internal && !deps.internalFetch)
      return { ...record, status: "error", error: "internal API, but no internal dispatcher is configured" };

    const hosts = secretHosts(deps.secrets.API_SECRETS);
    let secret: string | undefined;
    if (entry.endpoint.auth_secret) {
      if (isReservedSecretName(entry.endpoint.auth_secret)) {
        return { ...record, status: "rejected", error: `${entry.endpoint.auth_secret} is not an API secret` };
      }
      if (!secretAllowedFor(hosts, entry.endpoint.auth_secret, built.url)) {
        return {
          ...record,
          status: "rejected",
          error: `${entry.endpoint.auth_secret} is not bound to this host in API_SECRETS`,
        };
      }
      secret = deps.secrets[entry.endpoint.auth_secret];
      // Never call without the credential: an unauthenticated call only produces a misleading 401.
      if (!secret) return { ...record, status: "error", error: `secret ${entry.endpoint.auth_secret} is not set` };
    }

    // The address is checked above (a refusal there means nothing was sent); guardedFetch checks it again,
    // and every redirect target, with the same policy.
    const origin = new URL(built.url).origin;
    const name = entry.endpoint.auth_secret;
    const sent = await guardedFetch(
      {
        url: built.url,
        method: built.method,
        body: built.body,
        headers: (url) => {
          const headers = new Headers({ accept: "application/json, text/plain;q=0.9, */*;q=0.5" });
          // As browsers do: the credential goes to the entry's own origin only, never to a redirect target
          // elsewhere. And only to a host API_SECRETS binds the secret to, on every hop.
          if (secret && name && new URL(url).origin === origin && secretAllowedFor(hosts, name, url)) {
            headers.set("authorization", `Bearer ${secret}`);
          }
          return headers;
        },
        policy,
        fetch: internal ? deps.internalFetch! : deps.fetch,
        // Internal dispatchers are trusted and answer directly; only network redirects are followed.
        followRedirects: !internal,
        timeoutMs,
      },
      (res, url) => toOutcome(res, url, deps.maxBytes ?? DEFAULT_MAX_BYTES),
    );
    if (!sent.ok) return { ...record, status: "error", error: sent.reason };
    return { ...record, ...sent.value };
  } catch (e) {
    return { ...record, status: "error", error: e instanceof Error ? e.message : String(e) };
  }
}

type Outcome = Pick<ApiCallRecord, "status" | "result" | "error">;

async function toOutcome(res: Response, url: string, maxBytes: number): Promise<Outcome> {
  const { text, truncated } = await readCapped(res, maxBytes);
  const contentType = res.headers.get("content-type");
  const result: ApiResult = {
    url,
    http_status: res.status,
    content_type: contentType,
    body: parseBody(text, contentType, truncated),
    truncated,
  };
  if (res.status >= 200 && res.status < 300) return { status: "ok", result };
  return { status: "error", result, error: httpError(res) };
}

/** Fills the URL template and places the remaining arguments in the query (GET) or a JSON body (POST). */
export function buildRequest(entry: ApiEntry, args: Record<string, unknown>): Built | { reason: string } {
  const props = entry.parameters.properties;
  const used = new Set<string>();
  const problems: string[] = [];
  const filled = entry.endpoint.url.replace(/\{([^{}]+)\}/g, (_, key: string) => {
    used.add(key);
    const v = args[key];
    if (v === undefined || v === null || v === "") problems.push(`no value for URL parameter {${key}}`);
    else if (typeof v !== "string" && typeof v !== "number" && typeof v !== "boolean")
      problems.push(`URL parameter {${key}} must be a string, number or boolean`);
    // "." and ".." (even percent-encoded) are dot segments: they would walk the path to another endpoint.
    else if (/^(?:\.|%2e){1,2}$/i.test(String(v))) problems.push(`URL parameter {${key}} cannot be "${String(v)}"`);
    else return encodeURIComponent(String(v));
    return "";
  });
  if (problems.length > 0) return { reason: problems.join("; ") };
  const url = new URL(filled);
  const method = entry.endpoint.method;
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(args)) {
    // Arguments the schema does not declare are dropped: a model must not invent query parameters.
    if (used.has(key) || value === undefined || value === null || (props && !(key in props))) continue;
    if (method === "POST" && props?.[key]?.["x-in"] !== "query") body[key] = value;
    else
      for (const v of Array.isArray(value) ? value : [value])
        url.searchParams.append(key, typeof v === "object" ? JSON.stringify(v) : String(v));
  }
  return method === "POST"
    ? { url: url.toString(), method, body: JSON.stringify(body) }
    : { url: url.toString(), method };
}

function parseBody(text: string, contentType: string | null, truncated: boolean): unknown {
  if (truncated || !contentType || !/[/+]json\b/i.test(contentType)) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
