import deskScriptUrl from "virtual:desk-script";
import type { RouterContextProvider } from "react-router";
import { workerContext } from "../../worker/request-context";

/** The desk's one script (app/enhance/desk-live-waiting.ts) and this response's CSP nonce for it. */
export const deskScript = (context: Readonly<RouterContextProvider>) => ({ src: deskScriptUrl, nonce: context.get(workerContext).nonce });
