import { createApp } from "./app";

export { RunObject } from "./runs/run-object";
export { IngestWorkflow } from "./workflows/ingest-workflow";

const app = createApp();

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>;
