import { z } from "zod";
import { FIELD_DOCS } from "./field-docs";

export type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as JSON Schema (draft 2020-12, which OpenAPI 3.1 and MCP tool schemas both use). `input`
 * describes what a client may send (defaulted fields optional), `output` what the service answers.
 * Refinements a JSON Schema cannot say (cross-field rules, URL guards) are left to the validator.
 */
export function jsonSchemaOf(schema: z.ZodType, io: "input" | "output" = "input"): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return describeFields(json);
}

/**
 * Adds FIELD_DOCS to every property (at any depth) that has no description of its own: the entry for
 * "parent.name" (pages.name: the property of an object held by `pages`) wins over the one for "name".
 */
function describeFields(node: JsonSchema, parent = ""): JsonSchema {
  const properties = isSchema(node.properties) ? node.properties : {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "properties") continue;
    if (Array.isArray(value)) value.forEach((v) => isSchema(v) && describeFields(v, parent));
    else if (isSchema(value)) describeFields(value, parent);
  }
  for (const [name, prop] of Object.entries(properties)) {
    if (!isSchema(prop)) continue;
    describeFields(prop, name);
    const doc = FIELD_DOCS[`${parent}.${name}`] ?? FIELD_DOCS[name];
    if (prop.description === undefined && doc) prop.description = doc;
  }
  return node;
}

function isSchema(v: unknown): v is JsonSchema {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
