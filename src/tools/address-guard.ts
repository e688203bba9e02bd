/**
 * The executor's address guard: pure functions, no I/O.
 *
 * Workers' fetch cannot resolve DNS for us, so host NAMES are judged by name only: a public-looking
 * hostname whose DNS record points at a private address is NOT caught here. That gap is acceptable
 * on Cloudflare because the edge itself does not route Worker subrequests into private ranges; a
 * deployment elsewhere (e.g. behind an egress proxy in a private network) needs a resolving guard.
 */
export interface AddressPolicy {
  /**
   * Hosts (`name` or `name:port`) an operator allows over plain `http:` for local development,
   * e.g. CRAG's mock API on `localhost:8000`. This is operator configuration, never caller input,
   * so a listed host is also exempt from the private-address check: that is its whole purpose.
   */
  allowHttpHosts: string[];
  /** Internal entries are dispatched in-process (never over the network) and skip the host checks. */
  internal: boolean;
}

export type GuardResult = { ok: true } | { ok: false; reason: string };

const refuse = (reason: string): GuardResult => ({ ok: false, reason });

/** Names that reach the local machine, a private network or a cloud metadata service. */
const BLOCKED_NAMES = new Set([
  "localhost",
  "metadata",
  "metadata.google.internal",
  "metadata.goog",
  "instance-data",
  "instance-data.ec2.internal",
]);
/** Special-use and private-use suffixes (RFC 6761, RFC 6762, RFC 8375, ICANN's `.internal`). */
const BLOCKED_SUFFIXES = [".localhost", ".local", ".localdomain", ".internal", ".home.arpa", ".intranet", ".lan"];

export function checkUrl(raw: string, policy: AddressPolicy): GuardResult {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse(`not a valid absolute URL: ${raw.slice(0, 200)}`);
  }
  if (policy.internal) {
    // The dispatcher, not the network, resolves these; the scheme only has to be one it understands.
    return ["internal:", "https:", "http:"].includes(url.protocol)
      ? { ok: true }
      : refuse(`scheme ${url.protocol} is not allowed for internal APIs`);
  }
  if (url.username || url.password) return refuse("credentials in the URL are not allowed; use auth_secret");
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  const allowed = policy.allowHttpHosts.map((h) => h.trim().toLowerCase()).filter(Boolean);
  const listed = allowed.includes(host) || allowed.includes(url.host.toLowerCase());
  if (url.protocol === "http:") {
    if (!listed) return refuse(`plain http is allowed only for hosts in API_ALLOW_HTTP_HOSTS; ${host} is not one`);
  } else if (url.protocol !== "https:") {
    return refuse(`scheme ${url.protocol} is not allowed; only https (and http for allowed hosts)`);
  }
  if (listed) return { ok: true };
  return checkHost(host);
}

/** Refuses hosts that are private, loopback, link-local, metadata or otherwise non-public. */
export function checkHost(hostname: string): GuardResult {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "");
  if (host === "") return refuse("the URL has no host");
  if (host.includes(":")) {
    const groups = parseIPv6(host);
    if (!groups) return refuse(`not a valid IPv6 address: ${host}`);
    const why = ipv6Problem(groups);
    return why ? refuse(`${host} is ${why}`) : { ok: true };
  }
  const v4 = parseIPv4(host);
  if (v4 !== null) {
    const why = ipv4Problem(v4);
    return why ? refuse(`${host} is ${why}`) : { ok: true };
  }
  if (BLOCKED_NAMES.has(host) || BLOCKED_SUFFIXES.some((s) => host.endsWith(s))) {
    return refuse(`${host} is a local, private or metadata host name`);
  }
  // A single-label name only resolves through local search domains: never a public API.
  if (!host.includes(".")) return refuse(`${host} is a single-label host name, which is not publicly routable`);
  return { ok: true };
}

/**
 * A URL template may hold `{param}` placeholders only after its host: a placeholder in the scheme,
 * credentials, host or port would let call arguments choose where the request goes.
 */
export function checkTemplate(template: string): GuardResult {
  const authority = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/.exec(template);
  if (!authority) return refuse("the URL must be absolute (scheme://host/path)");
  if (/[{}]/.test(authority[0]))
    return refuse("placeholders are allowed in the path and query only, not in the scheme or host");
  return { ok: true };
}

/**
 * IPv4 in every form the WHATWG URL parser accepts (and inet_aton-style resolvers do): 1-4 parts,
 * each decimal, octal (leading 0) or hex (0x); the last part fills the remaining bytes, so
 * `2130706433`, `0x7f.1`, `017700000001` and `127.1` are all 127.0.0.1. Null when not an IPv4 literal.
 */
export function parseIPv4(host: string): number | null {
  const parts = host.split(".");
  if (parts.length > 4 || parts.some((p) => !/^(?:0x[0-9a-f]*|[0-9]+)$/i.test(p))) return null;
  const nums = parts.map((p) =>
    /^0x/i.test(p) ? (p.length === 2 ? 0 : parseInt(p.slice(2), 16)) : /^0\d/.test(p) ? parseOctal(p) : Number(p),
  );
  if (nums.some((n) => n === null || !Number.isFinite(n))) return null;
  const values = nums as number[];
  const last = values.pop()!;
  if (values.some((n) => n > 255) || last >= 256 ** (4 - values.length)) return null;
  return values.reduce((acc, n, i) => acc + n * 256 ** (3 - i), 0) + last;
}

function parseOctal(p: string): number | null {
  return /^[0-7]+$/.test(p) ? parseInt(p, 8) : null;
}

const V4_RANGES: [number, number, string][] = [
  [0x00000000, 8, "in 0.0.0.0/8 (this network)"],
  [0x0a000000, 8, "a private address (10.0.0.0/8)"],
  [0x64400000, 10, "a carrier-grade NAT address (100.64.0.0/10)"],
  [0x7f000000, 8, "a loopback address (127.0.0.0/8)"],
  [0xa9fe0000, 16, "a link-local or cloud metadata address (169.254.0.0/16)"],
  [0xac100000, 12, "a private address (172.16.0.0/12)"],
  [0xc0000000, 24, "an IETF protocol address (192.0.0.0/24)"],
  [0xc0000200, 24, "a documentation address (192.0.2.0/24)"],
  [0xc0a80000, 16, "a private address (192.168.0.0/16)"],
  [0xc6120000, 15, "a benchmarking address (198.18.0.0/15)"],
  [0xc6336400, 24, "a documentation address (198.51.100.0/24)"],
  [0xcb007100, 24, "a documentation address (203.0.113.0/24)"],
  [0xe0000000, 4, "a multicast address (224.0.0.0/4)"],
  [0xf0000000, 4, "a reserved or broadcast address (240.0.0.0/4)"],
];

function ipv4Problem(ip: number): string | null {
  for (const [base, bits, why] of V4_RANGES) {
    if (Math.floor(ip / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits))) return why;
  }
  return null;
}

/** Eight 16-bit groups, or null. Accepts `::` compression and a dotted IPv4 tail. */
export function parseIPv6(host: string): number[] | null {
  let text = host.replace(/%.*$/, ""); // a zone id (fe80::1%eth0) names an interface: still link-local
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const v4 = /^\d+\.\d+\.\d+\.\d+$/.test(tail[1]!) ? parseIPv4(tail[1]!) : null;
    if (v4 === null) return null;
    text = text.slice(0, -tail[1]!.length) + `${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (s: string) =>
    s === "" ? [] : s.split(":").map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? parseInt(g, 16) : NaN));
  const head = parse(halves[0]!);
  const rest = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if ((halves.length === 2 ? missing < 1 : missing !== 0) || [...head, ...rest].some(Number.isNaN)) return null;
  return [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...rest];
}

function ipv6Problem(g: number[]): string | null {
  const [a, b] = [g[0]!, g[1]!];
  const zeros = (n: number) => g.slice(0, n).every((x) => x === 0);
  const v4 = (hi: number, lo: number) => g[hi]! * 65536 + g[lo]!;
  if (zeros(8)) return "the unspecified address (::)";
  if (zeros(7) && g[7] === 1) return "the loopback address (::1)";
  // Addresses that embed an IPv4 address reach it: judge the embedded one.
  if (zeros(5) && g[5] === 0xffff) return embedded("an IPv4-mapped address", v4(6, 7));
  if (zeros(6)) return embedded("an IPv4-compatible address", v4(6, 7));
  if (a === 0x64 && b === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return embedded("a NAT64 address", v4(6, 7));
  if (a === 0x2002) return embedded("a 6to4 address", v4(1, 2));
  if ((a & 0xffc0) === 0xfe80) return "a link-local address (fe80::/10)";
  if ((a & 0xffc0) === 0xfec0) return "a site-local address (fec0::/10)";
  if ((a & 0xfe00) === 0xfc00) return "a unique-local address (fc00::/7)";
  if ((a & 0xff00) === 0xff00) return "a multicast address (ff00::/8)";
  if (a === 0x2001 && b === 0x0db8) return "a documentation address (2001:db8::/32)";
  return null;
}

function embedded(kind: string, ip: number): string | null {
  const why = ipv4Problem(ip);
  return why ? `${kind} of ${why}` : null;
}
