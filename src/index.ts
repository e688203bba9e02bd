import { createApp } from "./app";

export { RunObject } from "./runs/run-object";

const app = createApp();

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>;
