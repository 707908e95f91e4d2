// Pages do not hydrate: each loads one small module, app/enhance/site.ts, built as its own chunk of
// the client build (its dynamic imports, such as the chat panel, become chunks of their own). The
// staff-only desk loads its own, app/enhance/desk-live-waiting.ts, and nothing of the site's. The
// server build learns each chunk's URL from its virtual module, since the client is built first.
import { resolve } from "node:path";
import type { Plugin } from "vite";

const SCRIPTS = [
  { virtualId: "virtual:site-script", entry: "app/enhance/site.ts", name: "site" },
  { virtualId: "virtual:desk-script", entry: "app/enhance/desk-live-waiting.ts", name: "desk" },
] as const;

export function siteScript(root: string): Plugin {
  const chunkRefs = new Map<string, string>();
  const fileNames = new Map<string, string>();
  let base = "/";
  const byResolvedId = (id: string) => SCRIPTS.find((script) => `\0${script.virtualId}` === id);
  return {
    name: "kilele:site-script",
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      if (this.environment.name === "client" && this.environment.mode === "build")
        for (const script of SCRIPTS)
          chunkRefs.set(script.virtualId, this.emitFile({ type: "chunk", id: resolve(root, script.entry), name: script.name }));
    },
    generateBundle() {
      if (this.environment.name === "client") for (const [virtualId, ref] of chunkRefs) fileNames.set(virtualId, this.getFileName(ref));
    },
    resolveId: (id) => (SCRIPTS.some((script) => script.virtualId === id) ? `\0${id}` : undefined),
    load(id) {
      const script = byResolvedId(id);
      if (!script) return;
      // The dev server serves the source module itself.
      if (this.environment.mode === "dev") return `export default ${JSON.stringify(`${base}${script.entry}`)};`;
      const fileName = fileNames.get(script.virtualId);
      if (!fileName) this.error(`${script.entry} is imported before the client build produced it`);
      return `export default ${JSON.stringify(`${base}${fileName}`)};`;
    },
  };
}
