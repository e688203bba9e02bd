/**
 * Names an API entry may not use as its `auth_secret`: the service's own token, settings and
 * bindings. Without this, anyone who can register an entry could have the executor send
 * ADMIN_TOKEN (or any other var) as a bearer token to a host of their choosing.
 */
const RESERVED = new Set(["ADMIN_TOKEN", "DB", "AI", "VECTORS", "RUNS", "ASSETS"]);
const RESERVED_PREFIXES = ["RAG_", "SEED_", "RUN_", "API_ALLOW_", "API_TIMEOUT", "API_MAX_", "CLOUDFLARE_", "CF_"];

export function isReservedSecretName(name: string): boolean {
  return RESERVED.has(name) || RESERVED_PREFIXES.some((p) => name.startsWith(p));
}

/**
 * API_SECRETS: comma-separated `NAME@host` pairs. An entry's `auth_secret` must be listed for the
 * entry's host, and the secret is only ever sent to that host (a redirect elsewhere drops it).
 */
export function secretHosts(raw: unknown): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  if (typeof raw !== "string") return out;
  for (const pair of raw.split(",")) {
    const m = /^\s*([A-Z][A-Z0-9_]{0,63})@([a-z0-9.-]+(?::\d{1,5})?)\s*$/i.exec(pair);
    if (!m) continue;
    const name = m[1]!;
    if (!out.has(name)) out.set(name, new Set());
    out.get(name)!.add(m[2]!.toLowerCase());
  }
  return out;
}

/** May the secret NAME be sent to this URL? Only to a host API_SECRETS binds it to. */
export function secretAllowedFor(hosts: Map<string, Set<string>>, name: string, url: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  const bound = hosts.get(name);
  if (!bound) return false;
  return bound.has(u.hostname.toLowerCase()) || bound.has(u.host.toLowerCase());
}
