/** The credential in `Authorization: Bearer <token>`; the scheme is matched case-insensitively. */
export function bearerOf(header: string | null | undefined): string | null {
  if (!header) return null;
  const m = /^\s*bearer\s+(\S+)\s*$/i.exec(header);
  return m ? m[1]! : null;
}

const encoder = new TextEncoder();

/** Hex SHA-256: how keys are stored, and what secrets are compared through. */
export async function sha256Hex(s: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(s)));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Compares digests, so the comparison takes the same time whatever the input. */
export async function sameSecret(a: string, b: string): Promise<boolean> {
  const [da, db] = await Promise.all([
    crypto.subtle.digest("SHA-256", encoder.encode(a)),
    crypto.subtle.digest("SHA-256", encoder.encode(b)),
  ]);
  const x = new Uint8Array(da);
  const y = new Uint8Array(db);
  let diff = 0;
  for (let i = 0; i < x.length; i++) diff |= x[i]! ^ y[i]!;
  return diff === 0;
}

/** A random URL-safe token: `prefix` + 32 random bytes in base64url. */
export function randomToken(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const b64 = btoa(String.fromCharCode(...bytes));
  return prefix + b64.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
