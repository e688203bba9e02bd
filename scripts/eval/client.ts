// A thin client for the service's HTTP contract (/work/shared/API.md): query, ingest, health.

export interface ContextPassage {
  id: string;
  source: string;
  url?: string;
  title?: string;
  score: number;
  text: string;
}

export interface QueryResponse {
  run_id?: string;
  answer: string;
  abstained?: boolean;
  partial?: boolean;
  route?: string;
  sufficient?: boolean | null;
  top_score?: number | null;
  confidence?: number | null;
  iterations?: number;
  api_calls?: unknown[];
  usage?: { model_calls?: number; skill_calls?: number; input_tokens?: number; output_tokens?: number };
  timings_ms?: { total?: number };
  invalid_question?: boolean;
  context?: ContextPassage[];
}

export interface QueryRequest {
  question: string;
  mode: string;
  use_apis: boolean;
  query_time?: string;
  pages?: { url?: string; name?: string; html: string }[];
  namespace?: string | null;
  include_context: boolean;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`HTTP ${status}: ${body.slice(0, 300)}`);
  }
}

const RETRY_STATUS = new Set([429, 502, 503, 504]);

export class RagClient {
  constructor(
    readonly baseUrl: string,
    private readonly adminToken?: string,
    private readonly timeoutMs = 300_000,
  ) {}

  private async send<T>(method: string, path: string, body?: unknown, retries = 2): Promise<T> {
    const headers: Record<string, string> = { "content-type": "application/json" };
    // The admin token on every request: writes need it, reads may (keys), and it is exempt from rate limits.
    if (this.adminToken) headers.authorization = `Bearer ${this.adminToken}`;
    for (let attempt = 0; ; attempt++) {
      try {
        const res = await fetch(new URL(path, this.baseUrl), {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(this.timeoutMs),
        });
        const text = await res.text();
        if (res.ok) return JSON.parse(text) as T;
        const error = new HttpError(res.status, text);
        if (!RETRY_STATUS.has(res.status) || attempt >= retries) throw error;
      } catch (e) {
        // Refused connections and timeouts are retried; HTTP errors other than the transient ones are not.
        if (e instanceof HttpError && !RETRY_STATUS.has(e.status)) throw e;
        if (attempt >= retries) throw e;
      }
      await new Promise((r) => setTimeout(r, 1000 * 2 ** attempt));
    }
  }

  health(): Promise<Record<string, unknown>> {
    return this.send("GET", "/healthz", undefined, 0);
  }

  query(body: QueryRequest): Promise<QueryResponse> {
    return this.send("POST", "/v1/query", body);
  }

  /** A small batch answers with its documents; a large one (202) with an ingestion to wait for (waitForIngestion). */
  ingest(namespace: string, documents: { url?: string; title?: string; text?: string; html?: string }[]) {
    return this.send<{ documents?: { id: string; chunks: number; duplicate: boolean }[]; ingestion_id?: string }>(
      "POST",
      "/v1/documents",
      { namespace, documents },
    );
  }

  /** Polls GET /v1/ingestions/:id until the background ingestion is done or failed. */
  async waitForIngestion(id: string): Promise<IngestionView> {
    for (;;) {
      const view = await this.send<IngestionView>("GET", `/v1/ingestions/${id}`);
      if (view.status === "done" || view.status === "failed") return view;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

export interface IngestionView {
  status: "queued" | "running" | "done" | "failed";
  documents: { total: number; done: number; duplicate: number; failed: number };
  chunks: number;
  failures: { id?: string; url?: string; reason: string }[];
}
