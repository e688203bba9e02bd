import { type Schema, Validator } from "@cfworker/json-schema";
import { isRecord } from "../json";
import type { JsonSchemaObject } from "./types";

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
  if (schemaDepth(args) > MAX_SCHEMA_NESTING)
    return { valid: false, errors: [`#: the arguments nest more than ${MAX_SCHEMA_NESTING} levels deep`] };
  if (schemaDepth(schema) > MAX_SCHEMA_NESTING)
    return { valid: false, errors: [`the parameter schema nests more than ${MAX_SCHEMA_NESTING} levels deep`] };
  try {
    const result = new Validator(schema as Schema, "2020-12", false).validate(args);
    if (result.valid) return { valid: true };
    // The validator also reports each failure at every enclosing level ("A subschema had errors");
    // those wrappers say nothing the specific messages do not, so they go when others remain.
    const all = result.errors.map((e) => `${e.instanceLocation || "#"}: ${e.error}`);
    const specific = all.filter((m) => !WRAPPER.test(m));
    return { valid: false, errors: [...new Set(specific.length > 0 ? specific : all)].slice(0, MAX_ERRORS) };
  } catch (e) {
    return {
      valid: false,
      errors: [`the parameter schema could not be applied: ${e instanceof Error ? e.message : String(e)}`],
    };
  }
}

export type SchemaCheck = { ok: true; schema: JsonSchemaObject } | { ok: false; reason: string };

/**
 * A registered `parameters` must be an object schema a router can fill: `type: "object"`, each
 * property a schema object, `required` naming declared properties, and no remote `$ref`.
 */
export function checkParametersSchema(value: unknown): SchemaCheck {
  if (!isRecord(value)) return { ok: false, reason: "parameters must be a JSON Schema object" };
  if (value.type !== "object")
    return { ok: false, reason: 'parameters must be an object schema ({"type": "object", ...})' };
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
    if (unknown.length > 0)
      return { ok: false, reason: `parameters.required names undeclared properties: ${unknown.join(", ")}` };
  }
  const depth = schemaDepth(value);
  if (depth > MAX_SCHEMA_NESTING)
    return { ok: false, reason: `parameters nests ${depth} levels deep; the limit is ${MAX_SCHEMA_NESTING}` };
  const badPattern = firstBadPattern(value);
  if (badPattern) return { ok: false, reason: badPattern };
  const text = JSON.stringify(value);
  if (text.length > MAX_SCHEMA_CHARS)
    return { ok: false, reason: `parameters is ${text.length} characters; the limit is ${MAX_SCHEMA_CHARS}` };
  // A remote $ref would make validation depend on a fetch we will never make.
  const remote = /"\$ref"\s*:\s*"(?!#)([^"]*)"/.exec(text);
  if (remote) return { ok: false, reason: `parameters may use local $refs only ("#/..."), not ${remote[1]}` };
  // Validating an empty object surfaces schemas the validator cannot compile (bad patterns, refs).
  try {
    new Validator(value as Schema, "2020-12", false).validate({});
  } catch (e) {
    return {
      ok: false,
      reason: `parameters is not a usable JSON Schema: ${e instanceof Error ? e.message : String(e)}`,
    };
  }
  return { ok: true, schema: value as JsonSchemaObject };
}

/** How deep a parameter schema may nest (objects and arrays): validation walks it recursively. */
export const MAX_SCHEMA_NESTING = 32;

/** Nesting depth of a JSON value, iteratively (a hostile value cannot overflow the stack here). */
export function schemaDepth(value: unknown): number {
  let max = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (typeof v !== "object" || v === null) continue;
    max = Math.max(max, d);
    if (max > MAX_SCHEMA_NESTING) return max;
    for (const child of Object.values(v)) stack.push([child, d + 1]);
  }
  return max;
}

/**
 * Every `pattern` (and `patternProperties` key) compiled now, at registration: an invalid one is a 400 here,
 * not a failed call later. Compiled as the validator does (Unicode mode).
 */
function firstBadPattern(schema: unknown): string | null {
  const stack: unknown[] = [schema];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v !== "object" || v === null) continue;
    if (!Array.isArray(v)) {
      const o = v as Record<string, unknown>;
      const patterns = [
        ...(typeof o.pattern === "string" ? [o.pattern] : []),
        ...(isRecord(o.patternProperties) ? Object.keys(o.patternProperties) : []),
      ];
      for (const p of patterns) {
        if (p.length > 1000) return `a pattern is ${p.length} characters; the limit is 1000`;
        try {
          new RegExp(p, "u");
        } catch (e) {
          return `invalid pattern ${JSON.stringify(p.slice(0, 100))}: ${e instanceof Error ? e.message : String(e)}`;
        }
      }
    }
    for (const child of Object.values(v)) stack.push(child);
  }
  return null;
}
