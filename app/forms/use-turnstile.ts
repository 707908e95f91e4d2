import { type RefCallback, useCallback, useEffect, useRef, useState } from "react";
import { readTurnstileSiteKey } from "./turnstile-site-key";
import { type TurnstileWidget, turnstileWidget, whenFormUsed } from "./turnstile-widget";

export { TURNSTILE_WAIT_MS } from "./turnstile-widget";

/** When the widget starts: as soon as its container is shown, or once the visitor first uses the form around it. */
type TurnstileStart = "at-once" | "on-form-use";

type Turnstile = {
  /** Whether the site has Turnstile on (the page was served with a site key). */
  on: boolean;
  /** The current token; null until the challenge passes. */
  token: string | null;
  /** Ref for the element the widget renders into (it shows only when the visitor must interact). */
  container: RefCallback<HTMLElement>;
  /**
   * The token, waiting up to `ms` for one. Null at once when Turnstile is off or its script could
   * not load, else null when the wait ran out.
   */
  tokenWithin: (ms: number) => Promise<string | null>;
  /** A token is valid for one submission: once one was sent, ask for a fresh one. */
  renew: () => void;
};

/**
 * Cloudflare Turnstile for a React component in the browser (the chat panel), rendered explicitly
 * and only when needed; nothing at all when the page was served without a site key.
 */
export function useTurnstile(action: string, start: TurnstileStart): Turnstile {
  const [siteKey] = useState(readTurnstileSiteKey);
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const widget = useRef<TurnstileWidget | null>(null);

  useEffect(() => {
    if (!siteKey || !element) return;
    const current = turnstileWidget(element, { siteKey, action, onToken: setToken });
    widget.current = current;
    const form = element.closest("form");
    let stopWaiting: () => void = () => undefined;
    if (start === "at-once") current.start();
    else if (form) stopWaiting = whenFormUsed(form, current.start);
    return () => {
      stopWaiting();
      current.remove();
      widget.current = null;
      setToken(null);
    };
  }, [siteKey, element, action, start]);

  const tokenWithin = useCallback((ms: number) => widget.current?.tokenWithin(ms) ?? Promise.resolve(null), []);
  const renew = useCallback(() => widget.current?.renew(), []);

  return { on: siteKey !== null, token, container: setElement, tokenWithin, renew };
}
