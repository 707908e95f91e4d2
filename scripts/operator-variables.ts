import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseEnv } from "node:util";

/**
 * The values of `names` an operator set locally: the environment first, then `.dev.vars` (not
 * committed). Unset or empty names are left out.
 */
export function operatorVariables(names: readonly string[]): Record<string, string> {
  const file = resolve(import.meta.dirname, "../.dev.vars");
  const devVars = existsSync(file) ? parseEnv(readFileSync(file, "utf8")) : {};
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = process.env[name] ?? devVars[name];
      return value ? [[name, value]] : [];
    }),
  );
}
