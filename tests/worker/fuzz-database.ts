import { inject } from "vitest";

declare module "vitest" {
  // Provided by fuzz-database.setup.ts, which belongs to the node tsconfig project.
  export interface ProvidedContext {
    fuzzSqldUrl: string;
  }
}

/** The migrated libSQL server that only the API fuzz test uses, so its row counts are exact. */
export const fuzzDatabaseUrl = () => inject("fuzzSqldUrl");
