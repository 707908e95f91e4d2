import { useEffect } from "react";
import { HYDRATED_EVENT } from "../../shared/hydration";

/**
 * Tells the page's loader that React now handles events, so the loader replays the button
 * clicks it held while the JavaScript was still on its way.
 */
export function useHydratedSignal(): void {
  useEffect(() => {
    document.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
}
