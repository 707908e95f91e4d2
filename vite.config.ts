import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import UnoCSS from "unocss/vite";
import { defineConfig } from "vite";
import { siteScript } from "./scripts/site-script-plugin";

/**
 * React Router's package.json points every import at its development build, whatever the mode
 * (remix-run/react-router#12532, #14102): dev warnings and their inline scripts in production. A
 * build resolves it to the production build that ships next to it.
 */
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist/production");
const productionReactRouter = [
  { find: /^react-router$/, replacement: join(reactRouterDist, "index.mjs") },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, "dom-export.mjs") },
];

export default defineConfig(({ command }) => ({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), UnoCSS(), reactRouter(), siteScript(import.meta.dirname)],
  resolve: { alias: command === "build" ? productionReactRouter : [] },
}));
