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

/** Adds FIELD_DOCS to every property (at any depth) that has no description of its own. */
function describeFields(node: JsonSchema): JsonSchema {
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach((v) => isSchema(v) && describeFields(v));
    else if (isSchema(value)) describeFields(value);
  }
  const properties = node.properties;
  if (isSchema(properties)) {
    for (const [name, prop] of Object.entries(properties)) {
      if (isSchema(prop) && prop.description === undefined && FIELD_DOCS[name]) prop.description = FIELD_DOCS[name];
    }
  }
  return node;
}

function isSchema(v: unknown): v is JsonSchema {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
