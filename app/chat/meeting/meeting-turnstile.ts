import { useCallback, useEffect, useRef, useState } from "react";
import { readTurnstileSiteKey } from "../../forms/turnstile-site-key";
import { TURNSTILE_WAIT_MS, type TurnstileWidget, turnstileWidget } from "../../forms/turnstile-widget";

// Turnstile for a booking from the chat, on the widget the site's forms share (use-turnstile.ts is
// the panel's: importing it here would move it out of the panel's chunk into one of its own, which
// the panel then pays for). Nothing at all when the page was served without a site key.

export function useMeetingTurnstile() {
  const [siteKey] = useState(readTurnstileSiteKey);
  const [element, setElement] = useState<HTMLElement | null>(null);
  const widget = useRef<TurnstileWidget | null>(null);

  useEffect(() => {
    if (!siteKey || !element) return;
    const current = turnstileWidget(element, { siteKey, action: "meeting", onToken: () => undefined });
    widget.current = current;
    current.start();
    return () => {
      current.remove();
      widget.current = null;
    };
  }, [siteKey, element]);

  /** The answer for one booking: null at once when Turnstile is off, else null if none came in time. */
  const challenge = useCallback(() => widget.current?.tokenWithin(TURNSTILE_WAIT_MS) ?? Promise.resolve(null), []);
  const renew = useCallback(() => widget.current?.renew(), []);
  return { on: siteKey !== null, container: setElement, challenge, renew };
}
