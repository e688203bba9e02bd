/**
 * What each request field means, by name or as "parent.name", for the generated documents (OpenAPI and
 * the MCP tools' input schemas). The validators in src/validation.ts stay the one source of each field's
 * type and limits; this only adds prose where a property has no description of its own.
 */
export const FIELD_DOCS: Record<string, string> = {
  question: "The question, 1-2000 characters.",
  query: "What to search for, 1-2000 characters.",
  query_time:
    "When the question is asked (it decides what 'today' or 'latest' mean): ISO 8601 or the CRAG form " +
    "'MM/DD/YYYY, HH:MM:SS PT'. Defaults to now.",
  pages: "The question's own web pages (at most 10, each at most 5 MB), as in CRAG Task 1/2.",
  mode: "auto lets the gate choose single-pass or dynamic; llm-only and direct-rag are the paper's baselines.",
  use_apis: "Whether the run may call the live APIs of the catalog.",
  namespace: "The corpus (default 'default'). On a query, null searches the question's own pages only.",
  stream: "Send the run as Server-Sent Events (step, token, result, done) instead of one JSON body.",
  include_context: "Also return the passages the answerer saw (for evaluation and debugging).",
  top_k: "How many reranked passages to return (1-50, default RAG_TOP_N).",
  documents: "The documents to store: each with exactly one content field.",
  html: "Raw HTML; it is cleaned (boilerplate, scripts and hidden text removed) before chunking.",
  text: "Plain text.",
  url: "Where the content lives.",
  title: "The document's title (cited in answers).",
  name: "The API's name (letters, digits or '_'), as the router calls it.",
  "pages.name": "The page's title in citations (default: its own <title>).",
  "pages.url": "The page's address, cited with its passages.",
  description: "What the API does, in words the router reads when choosing a call.",
  parameters: "The call's arguments as a JSON Schema object (type: object, properties, required).",
  endpoint: "How to call the API: method, URL template ({param} placeholders) and the name of an auth secret.",
  "endpoint.method": "GET or POST.",
  "endpoint.url": "The URL template: {param} placeholders are filled from the call's arguments.",
  auth_secret: "The NAME of a Worker secret listed in API_SECRETS for this host (never the value).",
  internal: "An in-process target (internal://<service binding>/path) that skips the address guard.",
  pack: "The group of APIs the entry belongs to (e.g. crag).",
  openapi: "An OpenAPI 3.x document: each GET or POST operation becomes one catalog entry.",
  base_url: "The server URL to call when the document's servers list is missing or relative.",
  apis: "Several entries, registered together (1-100).",
};
