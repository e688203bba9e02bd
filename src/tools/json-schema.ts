import { Validator, type Schema } from "@cfworker/json-schema";
import type { JsonSchemaObject } from "./types";
import { isRecord } from "../json";

export type ArgumentCheck = { valid: true } | { valid: false; errors: string[] };

/** Parameter schemas go into prompts and tool payloads: a bound keeps one entry from eating the context. */
export const MAX_SCHEMA_CHARS = 16_000;
const MAX_ERRORS = 10;
const WRAPPER = /A subschema had errors|does not match schema\./;

/**
 * Validates a call's arguments against an entry's parameter schema (draft 2020-12, which also
 * reads draft-7 schemas as used by OpenAPI and function calling). Never throws: a schema the
 * validator cannot use (an unresolvable $ref, say) makes the call invalid, not the run fail.
 */
export function validateArguments(schema: JsonSchemaObject | Record<string, unknown>, args: unknown): ArgumentCheck {
  try {
    const result = new Validator(schema as Schema, "2020-12", false).validate(args);
    if (result.valid) return { valid: true };
    // The validator also reports each failure at every enclosing level ("A subschema had errors");
    // those wrappers say nothing the specific messages do not, so they go when others remain.
    const all = result.errors.map((e) => `${e.instanceLocation || "#"}: ${e.error}`);
    const specific = all.filter((m) => !WRAPPER.test(m));
    return { valid: false, errors: [...new Set(specific.length > 0 ? specific : all)].slice(0, MAX_ERRORS) };
  } catch (e) {
    return { valid: false, errors: [`the parameter schema could not be applied: ${e instanceof Error ? e.message : String(e)}`] };
  }
}

export type SchemaCheck = { ok: true; schema: JsonSchemaObject } | { ok: false; reason: string };

/**
 * A registered `parameters` must be an object schema a router can fill: `type: "object"`, each
 * property a schema object, `required` naming declared properties, and no remote `$ref`.
 */
export function checkParametersSchema(value: unknown): SchemaCheck {
  if (!isRecord(value)) return { ok: false, reason: "parameters must be a JSON Schema object" };
  if (value.type !== "object") return { ok: false, reason: 'parameters must be an object schema ({"type": "object", ...})' };
  const { properties, required } = value;
  if (properties !== undefined) {
    if (!isRecord(properties)) return { ok: false, reason: "parameters.properties must be an object" };
    for (const [key, prop] of Object.entries(properties)) {
      if (!isRecord(prop)) return { ok: false, reason: `parameters.properties.${key} must be a schema object` };
    }
  }
  if (required !== undefined) {
    if (!Array.isArray(required) || !required.every((r) => typeof r === "string")) {
      return { ok: false, reason: "parameters.required must be an array of property names" };
    }
    const declared = isRecord(properties) ? properties : {};
    const unknown = required.filter((r) => !(r in declared));
    if (unknown.length > 0) return { ok: false, reason: `parameters.required names undeclared properties: ${unknown.join(", ")}` };
  }
  const text = JSON.stringify(value);
  if (text.length > MAX_SCHEMA_CHARS) return { ok: false, reason: `parameters is ${text.length} characters; the limit is ${MAX_SCHEMA_CHARS}` };
  // A remote $ref would make validation depend on a fetch we will never make.
  const remote = /"\$ref"\s*:\s*"(?!#)([^"]*)"/.exec(text);
  if (remote) return { ok: false, reason: `parameters may use local $refs only ("#/..."), not ${remote[1]}` };
  // Validating an empty object surfaces schemas the validator cannot compile (bad patterns, refs).
  try {
    new Validator(value as Schema, "2020-12", false).validate({});
  } catch (e) {
    return { ok: false, reason: `parameters is not a usable JSON Schema: ${e instanceof Error ? e.message : String(e)}` };
  }
  return { ok: true, schema: value as JsonSchemaObject };
}
