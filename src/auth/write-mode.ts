/**
 * How writes are guarded: "token" (ADMIN_TOKEN is set: writes need it, or a write key), "open"
 * (no token, ALLOW_OPEN_WRITES=true — only the local configuration sets it) or "disabled" (no token:
 * every write is refused with 403).
 */
export type WriteMode = "token" | "open" | "disabled";

export function adminTokenOf(env: Record<string, unknown>): string | null {
  const t = env.ADMIN_TOKEN;
  return typeof t === "string" && t.trim() !== "" ? t : null;
}

export function writeMode(env: Record<string, unknown>): WriteMode {
  if (adminTokenOf(env)) return "token";
  return env.ALLOW_OPEN_WRITES === "true" || env.ALLOW_OPEN_WRITES === true ? "open" : "disabled";
}

let warned = false;

/** Once per isolate: an instance with open writes says so in its log (what `npm start` prints). */
export function warnIfOpen(env: Record<string, unknown>): void {
  if (warned || writeMode(env) !== "open") return;
  warned = true;
  console.warn(
    "WARNING: writes are OPEN (ALLOW_OPEN_WRITES=true, no ADMIN_TOKEN): anyone who can reach this " +
      "instance can ingest documents, register APIs and create keys. Local development only.",
  );
}
