// Pages do not hydrate: each loads one small module, app/enhance/site.ts, built as its own chunk of
// the client build (its dynamic imports, such as the chat panel, become chunks of their own). The
// server build learns the chunk's URL from `virtual:site-script`, since the client is built first.
import { resolve } from "node:path";
import type { Plugin } from "vite";

const VIRTUAL_ID = "virtual:site-script";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const ENTRY = "app/enhance/site.ts";

export function siteScript(root: string): Plugin {
  let chunkRef: string | undefined;
  let fileName: string | undefined;
  let base = "/";
  return {
    name: "kilele:site-script",
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      if (this.environment.name === "client" && this.environment.mode === "build")
        chunkRef = this.emitFile({ type: "chunk", id: resolve(root, ENTRY), name: "site" });
    },
    generateBundle() {
      if (this.environment.name === "client" && chunkRef) fileName = this.getFileName(chunkRef);
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return;
      // The dev server serves the source module itself.
      if (this.environment.mode === "dev") return `export default ${JSON.stringify(`${base}${ENTRY}`)};`;
      if (!fileName) this.error(`${ENTRY} is imported before the client build produced it`);
      return `export default ${JSON.stringify(`${base}${fileName}`)};`;
    },
  };
}
