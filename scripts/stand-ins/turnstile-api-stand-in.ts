// A stand-in for Turnstile's browser script (https://challenges.cloudflare.com/turnstile/v0/api.js),
// for browser tests to serve through Playwright's page.route: it implements the explicit-rendering
// API (render, reset, remove, getResponse) and, like the real widget, passes a token to the render
// callback shortly after rendering and again after each reset. The token comes from a page function
// the test exposes (page.exposeBinding), which asks the siteverify stand-in (scripts/stand-ins/turnstile-stand-in.ts)
// to issue one for the widget's site key and action; a rejected site key ends in the error callback.

/** How long the stand-in "solves" a challenge before calling back, as the real widget takes a moment. */
const SOLVE_MS = 300;

/** The script's source; `issueToken` names the exposed page function `(sitekey, action) => Promise<token>`. */
export function turnstileApiStandIn(issueToken: string): string {
  return `(() => {
  const widgets = new Map();
  let count = 0;
  const solve = (id) => {
    const widget = widgets.get(id);
    if (!widget) return;
    // A reset or remove while solving makes this round's token moot.
    const round = ++widget.round;
    const current = () => widgets.get(id) === widget && widget.round === round;
    setTimeout(() => {
      if (!current()) return;
      window[${JSON.stringify(issueToken)}](widget.options.sitekey, widget.options.action || "").then(
        (token) => {
          if (!current()) return;
          widget.token = token;
          widget.options.callback?.(token);
        },
        () => widget.options["error-callback"]?.("110100"),
      );
    }, ${SOLVE_MS});
  };
  window.turnstile = {
    render(container, options) {
      const element = typeof container === "string" ? document.querySelector(container) : container;
      if (!element || !options || !options.sitekey) return undefined;
      const id = "stand-in-" + ++count;
      widgets.set(id, { element, options, token: undefined, round: 0 });
      element.dataset.turnstileWidget = id;
      solve(id);
      return id;
    },
    reset(id) {
      const widget = widgets.get(id);
      if (!widget) return;
      widget.token = undefined;
      solve(id);
    },
    remove(id) {
      const widget = widgets.get(id);
      if (!widget) return;
      widgets.delete(id);
      delete widget.element.dataset.turnstileWidget;
    },
    getResponse(id) {
      return widgets.get(id)?.token;
    },
  };
})();
`;
}
