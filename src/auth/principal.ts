import { bearerOf, sameSecret } from "./bearer";
import { type KeyRecord, KeyStore } from "./key-store";
import { adminTokenOf } from "./write-mode";

/**
 * Who is calling: the admin (ADMIN_TOKEN), a key, nobody (no credential), or someone whose bearer
 * credential matched nothing. A bearer that is not a key may still be a run token (GET /v1/runs).
 */
export type Principal =
  | { kind: "admin" }
  | { kind: "key"; key: KeyRecord }
  | { kind: "anonymous" }
  | { kind: "unknown"; credential: string };

export async function principalOf(env: { DB: D1Database } & Record<string, unknown>, header?: string | null) {
  const credential = bearerOf(header);
  if (!credential) return { kind: "anonymous" } as Principal;
  const admin = adminTokenOf(env);
  if (admin && (await sameSecret(credential, admin))) return { kind: "admin" } as Principal;
  const key = credential.startsWith("rk_") ? await new KeyStore(env.DB).find(credential) : null;
  return (key ? { kind: "key", key } : { kind: "unknown", credential }) as Principal;
}

/** May this principal read (query, list) the namespace? Admin and anonymous-on-open reads: yes. */
export function mayRead(p: Principal, namespace: string | null): boolean {
  if (p.kind !== "key") return true;
  return namespace === null || p.key.namespaces.includes(namespace);
}

/** The label a run records as its creator: a key's id, "admin", or null. */
export function ownerOf(p: Principal): string | null {
  return p.kind === "key" ? `key:${p.key.id}` : p.kind === "admin" ? "admin" : null;
}
