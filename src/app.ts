import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { calibrationFor } from "./calibration";
import { loadSettings } from "./config";
import type { AppEnv } from "./env";
import { ApiError } from "./errors";
import { apis } from "./routes/apis";
import { documents } from "./routes/documents";
import { query } from "./routes/query";
import { runs } from "./routes/runs";
import { providersOf } from "./runtime";
import { VERSION } from "./version";

/** Where τ and the confidence floor come from, and why a calibration file was refused. */
function calibrationOf(env: Record<string, unknown>) {
  const { source, error } = calibrationFor(env);
  return { source, ...(error ? { error } : {}) };
}

export function createApp() {
  const app = new Hono<AppEnv>();

  app.get("/healthz", (c) => {
    const settings = loadSettings(c.env);
    const providers = providersOf(c.env, settings);
    return c.json({
      ok: true,
      version: VERSION,
      providers,
      settings: {
        top_k: settings.topK, top_n: settings.topN, threshold: settings.threshold, confidence_floor: settings.confidenceFloor,
        reranker: providers.reranker,
      },
      calibration: calibrationOf(c.env),
    });
  });
  app.route("/v1/query", query);
  app.route("/v1/documents", documents);
  app.route("/v1/runs", runs);
  app.route("/v1/apis", apis);

  app.notFound((c) => c.json(new ApiError("not_found", `no route for ${c.req.method} ${new URL(c.req.url).pathname}`).toJSON(), 404));

  // The one place errors become responses: always the contract's error JSON, never HTML.
  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(err.toJSON(), err.status);
    if (err instanceof HTTPException) {
      const code = err.status === 413 ? "payload_too_large" : err.status === 401 ? "unauthorized" : "invalid_request";
      return c.json(new ApiError(code, err.message || "bad request").toJSON(), err.status);
    }
    console.error("unhandled error", err);
    return c.json(new ApiError("internal", "internal error; the run's trace has the details").toJSON(), 500);
  });
  return app;
}
