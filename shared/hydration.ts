// The page's JavaScript runs after the first paint (worker/http/hydrate-after-paint.ts). These names tie
// the loader the Worker writes into each page to the app that signals when it has taken over.

/** Dispatched on `document` by the root layout once React has hydrated the page. */
export const HYDRATED_EVENT = "kilele:hydrated";

/** The type that makes React Router's bootstrap module script inert until the loader runs it. */
export const DEFERRED_MODULE_TYPE = "text/x-hydrate-after-paint";
