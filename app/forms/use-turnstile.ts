import { type RefCallback, useCallback, useEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { TurnstileApi } from "./turnstile-script";

/**
 * How long a JavaScript submit waits for the challenge's token. Turnstile usually has one within a
 * second or two of rendering; a challenge that needs the visitor's click takes longer.
 */
export const TURNSTILE_WAIT_MS = 15_000;

/** When the widget starts: as soon as its container is shown, or once the visitor first uses the form around it. */
type TurnstileStart = "at-once" | "on-form-use";

export type Turnstile = {
  /** Whether the site has Turnstile on (the page was served with a site key). */
  on: boolean;
  /** The current token, for the form's hidden field; null until the challenge passes. */
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

/** Cloudflare Turnstile for one form, rendered explicitly and only when needed (nothing at all when off). */
export function useTurnstile(action: string, start: TurnstileStart): Turnstile {
  const siteKey = useRouteLoaderData<{ turnstileSiteKey?: string | null }>("root")?.turnstileSiteKey ?? null;
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(start === "at-once");
  const [token, setToken] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  const unavailable = useRef(false);
  const widget = useRef<{ api: TurnstileApi; id: string } | null>(null);
  const waiters = useRef(new Set<(token: string | null) => void>());

  const settle = useCallback((next: string | null) => {
    current.current = next;
    setToken(next);
    if (next === null && !unavailable.current) return;
    for (const wake of [...waiters.current]) wake(next);
  }, []);

  // "on-form-use": the first focus or press inside the form starts the widget, while the visitor types.
  useEffect(() => {
    const form = element?.closest("form");
    if (!siteKey || used || !form) return;
    if (form.contains(document.activeElement)) {
      setUsed(true);
      return;
    }
    const use = () => setUsed(true);
    form.addEventListener("focusin", use);
    form.addEventListener("pointerdown", use);
    return () => {
      form.removeEventListener("focusin", use);
      form.removeEventListener("pointerdown", use);
    };
  }, [siteKey, used, element]);

  useEffect(() => {
    if (!siteKey || !used || !element) return;
    let gone = false;
    unavailable.current = false;
    // The loader is its own chunk: pages without Turnstile, or whose forms go unused, never fetch it.
    import("./turnstile-script")
      .then(({ loadTurnstile }) => loadTurnstile())
      .then(
        (api) => {
          if (gone) return;
          const id = api.render(element, {
            sitekey: siteKey,
            action,
            appearance: "interaction-only",
            "response-field": false,
            callback: settle,
            // Turnstile retries a failed challenge and refreshes an expired token by itself.
            "error-callback": () => settle(null),
            "expired-callback": () => settle(null),
          });
          if (id) widget.current = { api, id };
        },
        () => {
          // Blocked or offline: submits go on at once without a token rather than waiting in vain.
          unavailable.current = true;
          settle(null);
        },
      );
    return () => {
      gone = true;
      if (widget.current) widget.current.api.remove(widget.current.id);
      widget.current = null;
      current.current = null;
      setToken(null);
    };
  }, [siteKey, used, element, action, settle]);

  const tokenWithin = useCallback(
    (ms: number) => {
      if (!siteKey || current.current || unavailable.current) return Promise.resolve(current.current);
      setUsed(true);
      return new Promise<string | null>((resolve) => {
        const wake = (next: string | null) => {
          clearTimeout(timer);
          waiters.current.delete(wake);
          resolve(next);
        };
        const timer = setTimeout(() => wake(null), ms);
        waiters.current.add(wake);
      });
    },
    [siteKey],
  );

  const renew = useCallback(() => {
    current.current = null;
    setToken(null);
    if (widget.current) widget.current.api.reset(widget.current.id);
  }, []);

  return { on: siteKey !== null, token, container: setElement, tokenWithin, renew };
}
