// Every page's CSS goes inline in its HTML (worker/http/inline-styles.ts): a linked stylesheet
// blocks the first paint for one more round trip, the largest cost of a first visit on a slow
// mobile network. The client build, which runs first, writes the one stylesheet; the server build
// gets its URL and text from `virtual:site-styles`.
import type { Plugin, Rollup } from "vite";

const VIRTUAL_ID = "virtual:site-styles";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

type SiteStyles = { href: string; css: string };

function theStylesheet(bundle: Rollup.OutputBundle, base: string): SiteStyles {
  const sheets = Object.values(bundle).filter((file) => file.type === "asset" && file.fileName.endsWith(".css"));
  if (sheets.length !== 1) throw new Error(`expected one stylesheet in the client build, found ${sheets.length}`);
  const [sheet] = sheets;
  if (sheet?.type !== "asset") throw new Error("the client build's stylesheet is not an asset");
  return { href: `${base}${sheet.fileName}`, css: String(sheet.source) };
}

export function siteStyles(): Plugin {
  let styles: SiteStyles | undefined;
  let base = "/";
  return {
    name: "kilele:site-styles",
    configResolved(config) {
      base = config.base;
    },
    // After every plugin's generateBundle (UnoCSS fills its placeholders there), so the text is final.
    writeBundle(_options, bundle) {
      if (this.environment.name === "client") styles = theStylesheet(bundle, base);
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return;
      // The dev server (and the Worker tests) serve CSS as Vite does; nothing to inline.
      if (this.environment.mode === "dev") return "export default null;";
      if (!styles) this.error("the site's stylesheet is imported before the client build produced it");
      return `export default ${JSON.stringify(styles)};`;
    },
  };
}
