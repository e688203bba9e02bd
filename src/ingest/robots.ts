// robots.txt (RFC 9309): the group for our user agent (else "*"), longest matching allow/disallow rule wins,
// `*` and `$` wildcards. A 4xx robots.txt allows everything; an unreachable one (5xx, timeout) disallows all.
import { fetchGuarded, type GuardedFetchDeps, USER_AGENT } from "../tools/guarded-fetch";

interface Rule {
  allow: boolean;
  pattern: string;
}

export type RobotsVerdict = { allowed: true } | { allowed: false; reason: string };

/** Parses robots.txt into the rules that apply to `agent`. */
export function robotsRules(text: string, agent = USER_AGENT): Rule[] {
  const groups: { agents: string[]; rules: Rule[] }[] = [];
  let current: { agents: string[]; rules: Rule[] } | undefined;
  let lastWasAgent = false;
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.replace(/#.*$/, "").trim();
    const m = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!m) continue;
    const key = m[1]!.toLowerCase();
    const value = m[2]!.trim();
    if (key === "user-agent") {
      if (!lastWasAgent || !current) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (!current || (key !== "allow" && key !== "disallow")) continue;
    if (value === "") continue; // "Disallow:" with no path allows everything
    current.rules.push({ allow: key === "allow", pattern: value });
  }
  const token = agent.toLowerCase();
  const mine = groups.filter((g) => g.agents.some((a) => a !== "*" && token.startsWith(a)));
  const chosen = mine.length ? mine : groups.filter((g) => g.agents.includes("*"));
  return chosen.flatMap((g) => g.rules);
}

function matches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith("$");
  const body = anchored ? pattern.slice(0, -1) : pattern;
  const regex = body
    .split("*")
    .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${regex}${anchored ? "$" : ""}`).test(path);
}

/** Whether `url`'s path may be fetched under `rules` (the longest match wins; allow wins a tie). */
export function robotsAllow(rules: Rule[], url: string): boolean {
  const u = new URL(url);
  const path = `${u.pathname}${u.search}`;
  let best: Rule | undefined;
  for (const r of rules) {
    if (!matches(r.pattern, path)) continue;
    if (!best || r.pattern.length > best.pattern.length || (r.pattern.length === best.pattern.length && r.allow))
      best = r;
  }
  return !best || best.allow;
}

/** Fetches and caches each origin's robots.txt for the life of the checker (one request, or one workflow step). */
export class RobotsChecker {
  private readonly cache = new Map<string, Promise<Rule[] | string>>();

  constructor(private readonly deps: GuardedFetchDeps) {}

  async check(url: string): Promise<RobotsVerdict> {
    const origin = new URL(url).origin;
    let rules = this.cache.get(origin);
    if (!rules) {
      rules = this.load(origin);
      this.cache.set(origin, rules);
    }
    const r = await rules;
    if (typeof r === "string") return { allowed: false, reason: r };
    return robotsAllow(r, url)
      ? { allowed: true }
      : { allowed: false, reason: `robots.txt of ${origin} disallows this URL` };
  }

  private async load(origin: string): Promise<Rule[] | string> {
    const res = await fetchGuarded(`${origin}/robots.txt`, { ...this.deps, maxBytes: 512 * 1024 }, "text/plain");
    if (res.ok) return robotsRules(new TextDecoder().decode(res.bytes));
    if (res.status !== undefined && res.status >= 400 && res.status < 500) return [];
    return `robots.txt of ${origin} could not be read (${res.reason}), so nothing there is fetched`;
  }
}
