import path from "node:path";

/** The shared data folder, read at run time and never copied into the repository. */
export const SHARED_DATA = process.env.SHARED_DATA_DIR ?? path.resolve(import.meta.dirname, "../../../shared/data");
