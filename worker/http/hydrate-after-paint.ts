/**
 * Pages paint before their JavaScript is fetched.
 *
 * React Router's document asks for ~120 KB (gzip) of modules up front: module preloads, hoisted by
 * React ahead of the stylesheet, and an inline module script whose static imports start the rest.
 * On a slow mobile link those downloads share the bandwidth with the render-blocking CSS and push
 * the first paint back, although nothing on a marketing page needs JavaScript to be read. So the
 * preloads are dropped and the bootstrap script is made inert; a small nonce'd script runs it after
 * the first frame has been painted. Until then links and forms work as plain HTML. React 19 skips
 * the unexpected script element in <body> when it hydrates.
 */
import { DEFERRED_MODULE_TYPE, HYDRATED_EVENT } from "../../shared/hydration";

/**
 * Runs the inert bootstrap as a module once a frame has been produced: an animation frame runs
 * only when rendering is no longer blocked by the stylesheet, and a task queued from it runs after
 * that frame is painted. Background tabs produce no frames, hence the timer. A tap on a
 * `type="button"` button (the chat opener, the menu toggle: buttons that do nothing without
 * JavaScript) before React has taken over is held and replayed once the app signals hydration;
 * links and form submits need no JavaScript and pass through.
 */
const LOADER = `(function(){
var d=document,s=d.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]'),started=false,held=null;
if(!s)return;
function run(){if(started)return;started=true;var m=d.createElement("script");m.type="module";m.nonce=s.nonce;m.textContent=s.textContent;d.body.appendChild(m)}
function hold(e){var b=e.target instanceof Element&&e.target.closest('button[type="button"]');if(!b)return;e.preventDefault();e.stopImmediatePropagation();held=b;run()}
d.addEventListener("click",hold,true);
d.addEventListener("${HYDRATED_EVENT}",function(){d.removeEventListener("click",hold,true);if(held&&held.isConnected)held.click()},{once:true});
requestAnimationFrame(function(){setTimeout(run,0)});
setTimeout(run,4000);
})();`.replace(/\n/g, "");

// The dev server's own module scripts (HMR client, React refresh) must run as they are.
const enabled = import.meta.env.MODE !== "development";

/** Rewrites an HTML document from React Router; any other response passes through untouched. */
export function hydrateAfterPaint(response: Response): Response {
  if (!enabled || !(response.headers.get("content-type") ?? "").startsWith("text/html")) return response;
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', { element: (el) => void el.remove() })
    .on('script[type="module"]', {
      element(el) {
        const nonce = el.getAttribute("nonce") ?? "";
        el.setAttribute("type", DEFERRED_MODULE_TYPE);
        el.removeAttribute("async");
        el.after(`<script nonce="${nonce}">${LOADER}</script>`, { html: true });
      },
    })
    .transform(response);
}
