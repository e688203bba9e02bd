import type { Plugin } from "vite";

// Some dependencies (@modelcontextprotocol/sdk, @workflow/serde) ship sourcemaps whose sources are not in the
// package, and Vite warns once per file while it transforms them for the Workers pool: ~40 lines on a passing run.
// Vitest sets each project's `customLogger` itself (overriding ours), and each environment's logger forwards to the
// resolved config's logger at call time, so that logger is wrapped here, for exactly that warning about files
// under node_modules. Every other warning, and every warning about our own files, still prints.
const MISSING_SOURCES = /^Sourcemap for ".*[\\/]node_modules[\\/].*" points to missing source files$/;

export function quietDependencySourcemaps(): Plugin {
  return {
    name: "quiet-dependency-sourcemaps",
    configResolved(config) {
      const { logger } = config;
      const warnOnce = logger.warnOnce.bind(logger);
      logger.warnOnce = (msg, options) => {
        if (!MISSING_SOURCES.test(msg)) warnOnce(msg, options);
      };
    },
  };
}
