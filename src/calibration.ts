// The calibrated abstention settings (`npm run calibrate` writes calibration.json at the repo root). The file is
// bundled at build time (a JSON import works in wrangler dev, deploy and the tests) and checked at start: a file of
// the wrong shape is refused with a message naming what is wrong, and the documented defaults are used.
// RAG_THRESHOLD / RAG_CONFIDENCE_FLOOR still override it; RAG_CALIBRATION=off ignores it.
import CALIBRATION_FILE from "../calibration.json";

export const CALIBRATION_VERSION = 1;

export interface CalibratedSettings {
  threshold?: number;
  confidenceFloor?: number;
}

export interface CalibrationStatus {
  /** "calibration.json (local)", "defaults", "off" … */
  source: string;
  settings: CalibratedSettings;
  /** Why the file was refused, when it was. */
  error?: string;
}

type Vars = Record<string, unknown>;

/**
 * Which engine's entry applies: the chat provider's kind, named as `npm run calibrate` names it (/healthz's
 * `providers.chat`): "openai" with LLM_BASE_URL (an explicit base URL wins, as in models/providers), else
 * "workers-ai" with an AI binding, else "local" (the embedded engine). The embedded engine's τ and floor are
 * fitted to its lexical scores and never apply to a model's.
 */
export function engineOf(vars: Vars): string {
  const base = vars.LLM_BASE_URL;
  if (typeof base === "string" && base.trim()) return "openai";
  return vars.AI ? "workers-ai" : "local";
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const unit = (v: unknown) => typeof v === "number" && Number.isFinite(v) && v >= 0 && v <= 1;

/** Validates a calibration file and picks `engine`'s entry. Never throws: a bad file gives an error and no settings. */
export function parseCalibration(raw: unknown, engine: string): CalibrationStatus {
  const refuse = (why: string): CalibrationStatus => ({
    source: "defaults",
    settings: {},
    error: `calibration.json refused: ${why}`,
  });
  if (!isRecord(raw)) return refuse("not a JSON object");
  if (raw.version !== CALIBRATION_VERSION) {
    return refuse(`"version" is ${JSON.stringify(raw.version)}, expected ${CALIBRATION_VERSION}`);
  }
  if (!isRecord(raw.engines))
    return refuse(`no "engines" object (expected {"version": 1, "engines": {"local": {...}}})`);
  const entry = raw.engines[engine];
  if (entry === undefined) return { source: `defaults (calibration.json has no "${engine}" entry)`, settings: {} };
  if (!isRecord(entry)) return refuse(`engines.${engine} is not an object`);
  const bad = ["threshold", "confidence_floor"].filter((k) => !unit(entry[k]));
  if (bad.length) return refuse(`engines.${engine}.${bad.join(" and ")} must be numbers in [0, 1]`);
  return {
    source: `calibration.json (${engine})`,
    settings: { threshold: entry.threshold as number, confidenceFloor: entry.confidence_floor as number },
  };
}

const cache = new Map<string, CalibrationStatus>();

/** The calibration in effect for these vars; a refused file is reported once per isolate (console.warn). */
export function calibrationFor(vars: Vars): CalibrationStatus {
  if (
    String(vars.RAG_CALIBRATION ?? "")
      .trim()
      .toLowerCase() === "off"
  )
    return { source: "off", settings: {} };
  const engine = engineOf(vars);
  let status = cache.get(engine);
  if (!status) {
    status = parseCalibration(CALIBRATION_FILE as unknown, engine);
    if (status.error) console.warn(`${status.error}; using the defaults`);
    cache.set(engine, status);
  }
  return status;
}
