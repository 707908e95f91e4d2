// The first-party page-view script's weight as a browser downloads it.
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { build, type Rolldown } from "vite";

const root = resolve(import.meta.dirname, "../..");
const CLIENT_ASSETS = resolve(root, "build/client/assets");
const BEACON_ENTRY = resolve(root, "app/analytics/page-view-beacon.ts");
/**
 * Strings minification keeps: the endpoint the beacon posts to (app/analytics/page-view-beacon.ts) and
 * the key under which its visit ids are kept (app/analytics/visit.ts).
 */
const BEACON_MARKERS = ["/api/page-views", "kilele.visit"];

const gzipBytes = (code: string | Buffer) => gzipSync(code, { level: 9 }).length;

type BuiltChunk = { file: string; gzip: number };

export type BeaconWeight = {
  /** The beacon with everything it imports, bundled and minified alone as Vite builds the site. */
  standaloneGzip: number;
  standaloneBytes: number;
  /** The production build's chunks that hold the beacon's code (it shares them with the layout and the chat). */
  builtChunks: BuiltChunk[];
  /** posthog-js's lazy chunk in the same build, for comparison (loaded only with the browser SDK on). */
  posthogJs: BuiltChunk | undefined;
};

/** The beacon bundled and minified on its own, with everything it imports. */
async function bundleAlone(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: "silent",
    build: {
      write: false,
      minify: true,
      lib: { entry: BEACON_ENTRY, formats: ["es"], fileName: "page-view-beacon" },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const outputs = Array.isArray(output) ? output : [output];
  return outputs
    .flatMap((o) => o.output)
    .flatMap((chunk) => (chunk.type === "chunk" ? [chunk.code] : []))
    .join("\n");
}

function builtChunks(matches: (code: string) => boolean): BuiltChunk[] {
  return readdirSync(CLIENT_ASSETS)
    .filter((file) => file.endsWith(".js"))
    .flatMap((file) => {
      const code = readFileSync(resolve(CLIENT_ASSETS, file));
      return matches(code.toString("utf8")) ? [{ file, gzip: gzipBytes(code) }] : [];
    });
}

export async function beaconWeight(): Promise<BeaconWeight> {
  const code = await bundleAlone();
  return {
    standaloneGzip: gzipBytes(code),
    standaloneBytes: Buffer.byteLength(code),
    builtChunks: builtChunks((c) => BEACON_MARKERS.some((marker) => c.includes(marker))),
    posthogJs: builtChunks((c) => c.includes("posthog-js") || c.includes("PostHog")).sort((a, b) => b.gzip - a.gzip)[0],
  };
}
