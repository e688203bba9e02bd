// Starts the scripted OpenAI-compatible server (test/support/openai-server.ts) for the "models-http" project,
// on the port vitest.config.ts chose and gave the Worker as LLM_BASE_URL / FUNCTION_BASE_URL / EMBED_BASE_URL.
import type { TestProject } from "vitest/node";
import { startOpenAiServer } from "./openai-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The scripted server's base URL (`http://127.0.0.1:N/v1`); tests script it over HTTP. */
    modelServer: string;
  }
}

export default async function setup(project: TestProject) {
  const port = Number(process.env.MODEL_SERVER_PORT);
  const server = await startOpenAiServer({ port, apiKey: "test-key" });
  project.provide("modelServer", server.url);
  return () => server.close();
}
