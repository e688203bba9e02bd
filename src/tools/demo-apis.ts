import { Hono } from "hono";
import { ApiError } from "../errors";
import type { ApiDraft } from "../stores/d1-catalog";

/**
 * Live APIs of the fictional Lumen Relay service, for the embedded default: their answers change
 * with the clock, so no corpus can hold them. The data is generated here, deterministically from
 * the current time (or `?at=` for reproducible runs), and they are reached in-process as internal
 * APIs — no network.
 */
export const REGIONS = ["us-east", "eu-west", "ap-south"] as const;
const PLANS = { free: 0, team: 49, enterprise: 1200 } as const;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function clock(at: string | undefined): Date {
  const t = at ? new Date(at) : new Date();
  if (Number.isNaN(t.getTime())) throw new ApiError("invalid_request", "at must be an ISO 8601 time");
  return t;
}

/** A stable pseudo-random number in [0, 1) for a key. */
function noise(key: string): number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619) >>> 0;
  return h / 2 ** 32;
}

export function regionStatus(region: string, now: Date) {
  // Each region has a status per 6-hour window; about one window in five is degraded, one in twenty an outage.
  const window = Math.floor(now.getTime() / (6 * HOUR));
  const roll = noise(`${region}:${window}`);
  const status = roll < 0.05 ? "outage" : roll < 0.2 ? "degraded" : "operational";
  const since = new Date(window * 6 * HOUR).toISOString();
  const detail =
    status === "operational"
      ? "all deliveries are on time"
      : status === "degraded"
        ? "deliveries are delayed by up to 90 seconds"
        : "deliveries are paused and queued";
  return {
    region,
    status,
    since,
    checked_at: now.toISOString(),
    summary: `The current status of the ${region} region is ${status} (since ${since}): ${detail}.`,
  };
}

const FIRST_PATCH = Date.UTC(2026, 1, 2); // 4.3.0, per the changelog
export function latestRelease(now: Date) {
  // After 4.3.0 a patch release ships every 14 days.
  const patches = Math.max(0, Math.floor((now.getTime() - FIRST_PATCH) / (14 * DAY)));
  const version = `4.3.${patches}`;
  const released = new Date(FIRST_PATCH + patches * 14 * DAY).toISOString().slice(0, 10);
  return {
    version,
    released_on: released,
    checked_at: now.toISOString(),
    summary: `The latest Lumen Relay release is version ${version}, released on ${released}.`,
  };
}

export function planQuota(plan: keyof typeof PLANS, now: Date) {
  const monthly = { free: 100_000, team: 5_000_000, enterprise: 100_000_000 }[plan];
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const share = (now.getTime() - monthStart) / (31 * DAY);
  const used = Math.round(monthly * Math.min(1, share * (0.6 + 0.5 * noise(`${plan}:${monthStart}`))));
  const remaining = monthly - used;
  return {
    plan,
    price_usd_per_month: PLANS[plan],
    monthly_messages: monthly,
    used_this_month: used,
    remaining_this_month: remaining,
    checked_at: now.toISOString(),
    summary: `The ${plan} plan has ${remaining.toLocaleString("en-US")} messages left this month; its monthly quota is ${monthly.toLocaleString("en-US")} and ${used.toLocaleString("en-US")} have been used.`,
  };
}

export const demoApis = new Hono();

demoApis.get("/status/:region", (c) => {
  const region = c.req.param("region");
  if (!(REGIONS as readonly string[]).includes(region)) throw new ApiError("not_found", `unknown region ${region}`);
  return c.json(regionStatus(region, clock(c.req.query("at"))));
});

demoApis.get("/releases/latest", (c) => c.json(latestRelease(clock(c.req.query("at")))));

demoApis.get("/quota/:plan", (c) => {
  const plan = c.req.param("plan").toLowerCase();
  if (!(plan in PLANS)) throw new ApiError("not_found", `unknown plan ${plan}`);
  return c.json(planQuota(plan as keyof typeof PLANS, clock(c.req.query("at"))));
});

/** Catalog entries for the demo APIs (internal: reached in-process, never over the network). */
export const DEMO_API_ENTRIES: ApiDraft[] = [
  {
    name: "get_region_status",
    description:
      "Current live status (operational, degraded or outage) of a Lumen Relay region right now, with when it started.",
    parameters: {
      type: "object",
      properties: { region: { type: "string", enum: [...REGIONS], description: "Region name, e.g. eu-west" } },
      required: ["region"],
    },
    endpoint: { method: "GET", url: "internal://demo/status/{region}", internal: true },
    pack: "demo",
  },
  {
    name: "get_latest_release",
    description: "The latest released version of Lumen Relay today and its release date.",
    parameters: { type: "object", properties: {}, required: [] },
    endpoint: { method: "GET", url: "internal://demo/releases/latest", internal: true },
    pack: "demo",
  },
  {
    name: "get_plan_quota",
    description:
      "Current usage and remaining monthly message quota of a Lumen Relay plan (free, team, enterprise) this month, with its price.",
    parameters: {
      type: "object",
      properties: { plan: { type: "string", enum: Object.keys(PLANS), description: "Plan name" } },
      required: ["plan"],
    },
    endpoint: { method: "GET", url: "internal://demo/quota/{plan}", internal: true },
    pack: "demo",
  },
];
