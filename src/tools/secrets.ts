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
