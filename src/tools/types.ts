/** A callable API in the catalog. Secrets are referenced by env name, never stored. */
export interface ApiEndpoint {
  method: "GET" | "POST";
  /** URL template; `{param}` placeholders are filled from the call's arguments (URL-encoded). */
  url: string;
  /** Name of a Worker secret/var whose value is sent as `Authorization: Bearer <value>`. */
  auth_secret?: string;
  /**
   * Internal APIs are reached in-process (service binding or this Worker's own demo routes), not
   * over the network; only they may use `internal://` URLs, and only they skip the address guard.
   */
  internal?: boolean;
}

export interface ApiEntry {
  id: string;
  name: string;
  description: string;
  /** JSON Schema of the arguments: `{type: "object", properties, required}`. */
  parameters: JsonSchemaObject;
  endpoint: ApiEndpoint;
  /** Catalog group (e.g. "demo", "crag"); schema search can be limited to one. */
  pack?: string;
  created_at: string;
}

export interface JsonSchemaObject {
  type: "object";
  properties?: Record<string, Record<string, unknown>>;
  required?: string[];
  [key: string]: unknown;
}

export interface ApiCall {
  name: string;
  arguments: Record<string, unknown>;
}

/** What the API fallback reports per call, as in API.md's `api_calls`. */
export interface ApiCallRecord extends ApiCall {
  status: "ok" | "error" | "rejected";
  result?: unknown;
  error?: string;
}
