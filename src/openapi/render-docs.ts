import type { JsonSchema } from "./json-schema";

type Op = { path: string; method: string; op: JsonSchema };

/**
 * The API reference page, rendered on the server from the OpenAPI document: plain HTML with inline CSS and
 * no script, so it loads nothing from any host (not even this one) and works offline.
 */
export function renderDocs(doc: JsonSchema): string {
  const info = (doc.info ?? {}) as JsonSchema;
  const title = esc(String(info.title ?? "API"));
  const paths = (doc.paths ?? {}) as Record<string, Record<string, JsonSchema>>;
  const ops: Op[] = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
  const tagOf = (o: Op) => String((o.op.tags as string[] | undefined)?.[0] ?? "Other");
  const tags = [...new Set(ops.map(tagOf))];
  const byTag = (tag: string) => ops.filter((o) => tagOf(o) === tag);
  const navItem = (o: Op) => `<li><a href="#${anchor(o.op)}">${badge(o.method)} ${esc(o.path)}</a></li>`;
  const nav = tags.map((tag) => `<h3>${esc(tag)}</h3><ul>${byTag(tag).map(navItem).join("")}</ul>`).join("");
  const body = tags.map((tag) => `<h2 class="tag">${esc(tag)}</h2>${byTag(tag).map(operation).join("")}`).join("");
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">',
    `<title>${title} — API reference</title><style>${CSS}</style></head><body>`,
    `<nav><p class="brand">${title} <small>${esc(String(info.version ?? ""))}</small></p>`,
    `<p><a href="/openapi.json">openapi.json</a> · OpenAPI ${esc(String(doc.openapi ?? ""))}</p>${nav}</nav>`,
    `<main><h1>${title} API reference</h1><p>${inline(String(info.description ?? ""))}</p>${body}</main>`,
    "</body></html>",
  ].join("\n");
}

function operation({ path, method, op }: Op): string {
  const params = (op.parameters ?? []) as JsonSchema[];
  const requestBody = op.requestBody as JsonSchema | undefined;
  const json = (requestBody?.content as Record<string, JsonSchema> | undefined)?.["application/json"];
  const examples = (json?.examples ?? {}) as Record<string, { summary?: string; value: unknown }>;
  const responses = (op.responses ?? {}) as Record<string, JsonSchema>;
  const description = op.description ? String(op.description).split("\n\n") : [];
  return [
    `<section class="op" id="${anchor(op)}">`,
    `<h3>${badge(method)} <code>${esc(path)}</code></h3>`,
    `<p class="summary">${esc(String(op.summary ?? ""))}</p>`,
    ...description.map((p) => `<p>${inline(p)}</p>`),
    params.length ? `<h4>Parameters</h4>${paramTable(params)}` : "",
    json ? `<h4>Request body <small>application/json</small></h4>${schemaTable(json.schema as JsonSchema)}` : "",
    ...Object.entries(examples).map(([name, ex]) => fold(`Example: ${esc(ex.summary ?? name)}`, code(ex.value))),
    `<h4>Responses</h4>${Object.entries(responses)
      .map(([status, r]) => responseBlock(status, r))
      .join("")}`,
    "</section>",
  ].join("\n");
}

function responseBlock(status: string, r: JsonSchema): string {
  const content = (r.content ?? {}) as Record<string, JsonSchema>;
  const types = Object.keys(content);
  const json = content["application/json"];
  const schema = json?.schema as JsonSchema | undefined;
  const isRef = schema !== undefined && typeof schema.$ref === "string";
  const errorJson = '<code>{"error": {"code", "message", "details"}}</code>';
  return [
    `<div class="resp"><p><span class="status s${status[0]}">${esc(status)}</span>`,
    esc(String(r.description ?? "")),
    types.length ? `<small>${types.map(esc).join(", ")}</small></p>` : "</p>",
    isRef ? `<p class="ref">The error JSON: ${errorJson}</p>` : "",
    schema && !isRef && schema.properties ? fold("Body fields", schemaTable(schema)) : "",
    json?.example !== undefined ? fold("Example", code(json.example)) : "",
    "</div>",
  ].join("\n");
}

function paramTable(params: JsonSchema[]): string {
  const rows = params.map((p) => {
    const schema = p.schema as JsonSchema;
    const type = `${esc(typeOf(schema))}${p.required ? REQUIRED : ""}`;
    return row([`<code>${esc(String(p.name))}</code>`, esc(String(p.in)), type, describe(p.description, schema)]);
  });
  return table(["Name", "In", "Type", "Description"], rows);
}

/** A schema's fields as table rows; nested objects (and arrays of objects) as dotted names, two levels deep. */
function schemaTable(schema: JsonSchema | undefined): string {
  if (!schema) return "";
  const alternatives = schema.anyOf as JsonSchema[] | undefined;
  if (alternatives && !schema.properties) {
    const form = (alt: JsonSchema, i: number) =>
      `<p class="alt">Form ${i + 1} of ${alternatives.length}:</p>${schemaTable(alt)}`;
    return alternatives.map(form).join("");
  }
  const rows = fieldRows(schema, "", 0);
  if (rows.length === 0) return `<p class="alt">${esc(typeOf(schema))}</p>`;
  return table(["Field", "Type", "Description"], rows);
}

function fieldRows(schema: JsonSchema, prefix: string, depth: number): string[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).flatMap(([name, prop]) => {
    const type = `${esc(typeOf(prop))}${required.has(name) ? REQUIRED : ""}`;
    const line = row([`<code>${esc(prefix + name)}</code>`, type, describe(prop.description, prop)]);
    const inner = objectOf(prop);
    if (!inner || depth >= 2) return [line];
    return [line, ...fieldRows(inner.schema, `${prefix}${name}${inner.array ? "[]" : ""}.`, depth + 1)];
  });
}

function objectOf(prop: JsonSchema): { schema: JsonSchema; array: boolean } | null {
  if (prop.properties) return { schema: prop, array: false };
  const items = prop.items as JsonSchema | undefined;
  if (items?.properties) return { schema: items, array: true };
  return null;
}

function typeOf(s: JsonSchema | undefined): string {
  if (!s) return "any";
  if (Array.isArray(s.enum)) return (s.enum as unknown[]).map((v) => JSON.stringify(v)).join(" | ");
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (Array.isArray(s.anyOf)) return (s.anyOf as JsonSchema[]).map(typeOf).join(" | ");
  if (s.type === "array") return `${typeOf(s.items as JsonSchema | undefined)}[]`;
  if (typeof s.type === "string") return s.type;
  if (Array.isArray(s.type)) return (s.type as string[]).join(" | ");
  return "any";
}

/** A field's description, then its limits (default, length, items, range, pattern) in small print. */
function describe(description: unknown, s: JsonSchema | undefined): string {
  const parts: string[] = [];
  if (s?.default !== undefined) parts.push(esc(`default ${JSON.stringify(s.default)}`));
  if (s?.minLength !== undefined || s?.maxLength !== undefined) {
    parts.push(`length ${s.minLength ?? 0}–${s.maxLength ?? "∞"}`);
  }
  if (s?.minItems !== undefined || s?.maxItems !== undefined)
    parts.push(`items ${s.minItems ?? 0}–${s.maxItems ?? "∞"}`);
  if (s?.minimum !== undefined || s?.maximum !== undefined) parts.push(`${s.minimum ?? "−∞"}–${s.maximum ?? "∞"}`);
  if (typeof s?.pattern === "string") parts.push(`pattern <code>${esc(s.pattern)}</code>`);
  const limits = parts.length ? `<div class="c">${parts.join(" · ")}</div>` : "";
  return `${inline(String(description ?? ""))}${limits}`;
}

const REQUIRED = ' <em class="req">required</em>';

function table(headers: string[], rows: string[]): string {
  const head = headers.map((h) => `<th>${h}</th>`).join("");
  return `<table><thead><tr>${head}</tr></thead><tbody>${rows.join("")}</tbody></table>`;
}

function row(cells: string[]): string {
  return `<tr>${cells.map((c) => `<td>${c}</td>`).join("")}</tr>`;
}

function fold(summary: string, content: string): string {
  return `<details><summary>${summary}</summary>${content}</details>`;
}

function code(value: unknown): string {
  return `<pre>${esc(JSON.stringify(value, null, 2))}</pre>`;
}

function badge(method: string): string {
  return `<span class="m ${esc(method)}">${esc(method.toUpperCase())}</span>`;
}

function anchor(op: JsonSchema): string {
  return `op-${String(op.operationId ?? "").replace(/[^A-Za-z0-9_-]/g, "")}`;
}

/** Escapes, then turns `code` spans into <code>. */
function inline(text: string): string {
  return esc(text).replace(/`([^`]+)`/g, "<code>$1</code>");
}

function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

const CSS = [
  "*{box-sizing:border-box}",
  'body{margin:0;display:flex;font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;',
  "color:#1d2330;background:#fff}",
  "nav{position:sticky;top:0;height:100vh;overflow:auto;width:290px;flex:none;padding:18px;",
  "background:#f5f6f8;border-right:1px solid #e2e5ea;font-size:13px}",
  "nav h3{margin:16px 0 4px;font-size:12px;text-transform:uppercase;letter-spacing:.05em;color:#69707d}",
  "nav ul{list-style:none;margin:0;padding:0}",
  "nav li a{display:block;padding:3px 4px;border-radius:4px;color:#1d2330;text-decoration:none;word-break:break-all}",
  "nav li a:hover{background:#e6e9ee}.brand{font-weight:700;font-size:16px;margin:0 0 4px}",
  "main{flex:1;min-width:0;max-width:980px;padding:24px 36px 80px}h1{margin-top:0}",
  "h2.tag{margin-top:40px;padding-bottom:6px;border-bottom:2px solid #e2e5ea}",
  ".op{margin:22px 0;padding:16px 20px;border:1px solid #e2e5ea;border-radius:8px}.op h3{margin:0;font-size:17px}",
  ".summary{margin:6px 0;font-weight:600;color:#3b4250}h4{margin:16px 0 6px;font-size:14px}",
  ".m{display:inline-block;min-width:54px;padding:1px 6px;border-radius:4px;color:#fff;",
  "font:700 11px/1.6 ui-monospace,monospace;text-align:center}",
  ".m.get{background:#2f7d4f}.m.post{background:#2b5fb4}.m.delete{background:#b33a3a}",
  "table{width:100%;border-collapse:collapse;font-size:13px}",
  "th,td{text-align:left;vertical-align:top;padding:5px 8px;border-bottom:1px solid #eceef1}th{color:#69707d}",
  "code{font:12.5px ui-monospace,SFMono-Regular,Menlo,monospace;background:#f1f3f5;padding:1px 4px;border-radius:3px}",
  "pre{background:#1e2430;color:#e7eaf0;padding:12px;border-radius:6px;overflow:auto;",
  "font:12.5px/1.45 ui-monospace,monospace}",
  ".req{color:#b33a3a;font-style:normal;font-size:11px}.c{color:#69707d;font-size:12px}",
  ".alt{margin:8px 0 4px;color:#69707d}",
  ".resp p{margin:6px 0}",
  ".status{display:inline-block;padding:0 6px;border-radius:4px;font:700 12px/1.6 ui-monospace,monospace;",
  "background:#e6e9ee}",
  ".status.s2{background:#d9f0e2;color:#1f5e39}.status.s4{background:#fbe3d6;color:#8a3b12}",
  ".status.s5{background:#f6d6d6;color:#8a1f1f}",
  "details{margin:6px 0}summary{cursor:pointer;color:#2b5fb4}small{color:#69707d;font-weight:400}",
  "@media (max-width:800px){body{display:block}nav{position:static;height:auto;width:auto}main{padding:16px}}",
].join("");
