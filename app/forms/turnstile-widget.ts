import type { TurnstileApi } from "./turnstile-script";

// One Cloudflare Turnstile widget, rendered explicitly into its container and only once it is
// started. Plain DOM code, shared by the page script's forms (app/enhance/forms.ts) and the chat
// panel's hook (use-turnstile.ts).

/**
 * How long a JavaScript submit waits for the challenge's token. Turnstile usually has one within a
 * second or two of rendering; a challenge that needs the visitor's click takes longer.
 */
export const TURNSTILE_WAIT_MS = 15_000;

type WidgetOptions = {
  siteKey: string;
  action: string;
  /** Told each time the token changes: a new one, or null once it expired, failed or was spent. */
  onToken: (token: string | null) => void;
  /** Turnstile's API. Its loader is a chunk of its own: pages whose forms go unused never fetch it. */
  load?: () => Promise<TurnstileApi>;
};

export type TurnstileWidget = {
  /** Fetches Turnstile's script (once per page) and renders the widget; later calls do nothing. */
  start: () => void;
  /**
   * The token, waiting up to `ms` for one (starting the widget if need be). Null at once when the
   * script could not load, else null when the wait ran out.
   */
  tokenWithin: (ms: number) => Promise<string | null>;
  /** A token is valid for one submission: once one was sent, ask for a fresh one. */
  renew: () => void;
  remove: () => void;
};

const loadScript = () => import("./turnstile-script").then(({ loadTurnstile }) => loadTurnstile());

export function turnstileWidget(container: HTMLElement, { siteKey, action, onToken, load = loadScript }: WidgetOptions): TurnstileWidget {
  let started = false;
  let removed = false;
  let unavailable = false;
  let current: string | null = null;
  let rendered: { api: TurnstileApi; id: string } | null = null;
  const waiters = new Set<(token: string | null) => void>();

  function settle(next: string | null) {
    current = next;
    onToken(next);
    if (next === null && !unavailable) return;
    for (const wake of [...waiters]) wake(next);
  }

  function start() {
    if (started) return;
    started = true;
    load().then(
      (api) => {
        if (removed) return;
        const id = api.render(container, {
          sitekey: siteKey,
          action,
          appearance: "interaction-only",
          "response-field": false,
          callback: settle,
          // Turnstile retries a failed challenge and refreshes an expired token by itself.
          "error-callback": () => settle(null),
          "expired-callback": () => settle(null),
        });
        if (id) rendered = { api, id };
      },
      () => {
        // Blocked or offline: submits go on at once without a token rather than waiting in vain.
        unavailable = true;
        settle(null);
      },
    );
  }

  function tokenWithin(ms: number): Promise<string | null> {
    if (current || unavailable) return Promise.resolve(current);
    start();
    return new Promise((resolve) => {
      const wake = (next: string | null) => {
        clearTimeout(timer);
        waiters.delete(wake);
        resolve(next);
      };
      const timer = setTimeout(() => wake(null), ms);
      waiters.add(wake);
    });
  }

  function renew() {
    current = null;
    onToken(null);
    if (rendered) rendered.api.reset(rendered.id);
  }

  function remove() {
    removed = true;
    if (rendered) rendered.api.remove(rendered.id);
    rendered = null;
    current = null;
  }

  return { start, tokenWithin, renew, remove };
}

/**
 * Calls `use` once the visitor first focuses or presses inside `form` (at once when focus is there
 * already), so the widget starts while they type. Returns a function that stops waiting.
 */
export function whenFormUsed(form: HTMLFormElement, use: () => void): () => void {
  function stop() {
    form.removeEventListener("focusin", used);
    form.removeEventListener("pointerdown", used);
  }
  function used() {
    stop();
    use();
  }
  if (form.contains(document.activeElement)) {
    use();
    return () => undefined;
  }
  form.addEventListener("focusin", used);
  form.addEventListener("pointerdown", used);
  return stop;
}
