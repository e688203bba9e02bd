import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { warnIfOpen, writeMode } from "./auth/write-mode";
import { calibrationFor } from "./calibration";
import type { AppEnv } from "./env";
import { ApiError } from "./errors";
import { apis } from "./routes/apis";
import { documents } from "./routes/documents";
import { healthOf } from "./routes/health";
import { ingestions } from "./routes/ingestions";
import { keys } from "./routes/keys";
import { mcp } from "./routes/mcp";
import { query } from "./routes/query";
import { reference } from "./routes/reference";
import { explicitCors, jsonWritesOnly } from "./routes/request-guards";
import { runs } from "./routes/runs";
import { VERSION } from "./version";

/** Where τ and the confidence floor come from, and why a calibration file was refused. */
function calibrationOf(env: Record<string, unknown>) {
  const { source, error } = calibrationFor(env);
  return { source, ...(error ? { error } : {}) };
}

export function createApp() {
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    warnIfOpen(c.env);
    await next();
  });
  app.use("*", explicitCors, jsonWritesOnly);

  app.get("/healthz", async (c) => {
    const { ok, ...health } = await healthOf(c.env);
    return c.json({ ok, version: VERSION, ...health, writes: writeMode(c.env), calibration: calibrationOf(c.env) });
  });
  app.route("/v1/query", query);
  app.route("/v1/documents", documents);
  app.route("/v1/ingestions", ingestions);
  app.route("/v1/runs", runs);
  app.route("/v1/apis", apis);
  app.route("/mcp", mcp);
  app.route("/", reference);
  app.route("/v1/keys", keys);

  app.notFound((c) =>
    c.json(new ApiError("not_found", `no route for ${c.req.method} ${new URL(c.req.url).pathname}`).toJSON(), 404),
  );

  // The one place errors become responses: always the contract's error JSON, never HTML.
  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(err.toJSON(), err.status);
    if (err instanceof HTTPException) {
      const code = err.status === 413 ? "payload_too_large" : err.status === 401 ? "unauthorized" : "invalid_request";
      return c.json(new ApiError(code, err.message || "bad request").toJSON(), err.status);
    }
    console.error("unhandled error", err);
    // Only a query has a run whose trace could hold the details; other routes say nothing of one.
    const hasTrace = new URL(c.req.url).pathname.startsWith("/v1/query");
    const message = hasTrace ? "internal error; the run's trace has the details" : "internal error";
    return c.json(new ApiError("internal", message).toJSON(), 500);
  });
  return app;
}
