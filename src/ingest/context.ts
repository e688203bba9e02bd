// What ingestion takes from the Worker's env: the guarded fetcher's policy (the live APIs' API_ALLOW_HTTP_HOSTS)
// with ingestion's own timeout and size cap, and a robots.txt checker sharing it.
import { loadSettings } from "../config";
import type { Bindings } from "../env";
import type { GuardedFetchDeps } from "../tools/guarded-fetch";
import { RobotsChecker } from "./robots";
import type { IngestSettings } from "./settings";
import type { FetchContext } from "./sources";

export function fetcherOf(env: Bindings, settings: IngestSettings): GuardedFetchDeps {
  return {
    // Called detached: workerd's global fetch throws "Illegal invocation" when called as a method.
    fetch: (request) => fetch(request),
    allowHttpHosts: loadSettings(env).allowHttpHosts,
    timeoutMs: settings.fetchTimeoutMs,
    maxBytes: settings.fetchMaxBytes,
  };
}

export function fetchContextOf(env: Bindings, settings: IngestSettings): FetchContext {
  const fetcher = fetcherOf(env, settings);
  return { fetcher, robots: new RobotsChecker(fetcher) };
}
