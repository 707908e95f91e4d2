// Cloudflare Turnstile's browser script, fetched only when a form is about to be used: most visits
// send no form, and the pages must stay light on slow mobile networks.

const API_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

/** The part of Turnstile's render options the site uses. */
type TurnstileRenderOptions = {
  sitekey: string;
  action: string;
  appearance: "interaction-only";
  /** The site renders its own hidden field from the token, so Turnstile adds none. */
  "response-field": false;
  callback: (token: string) => void;
  "error-callback": (code: string) => void;
  "expired-callback": () => void;
};

export type TurnstileApi = {
  render: (container: HTMLElement, options: TurnstileRenderOptions) => string | null | undefined;
  reset: (widgetId: string) => void;
  remove: (widgetId: string) => void;
};

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let loading: Promise<TurnstileApi> | null = null;

/** Turnstile's API, loading its script on the first call; a failed load is tried again on the next. */
export function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = API_URL;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("Turnstile's script defined no API")));
    script.onerror = () => {
      script.remove();
      reject(new Error("Turnstile's script did not load"));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
