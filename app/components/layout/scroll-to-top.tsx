import { useEffect } from "react";
import { useLocation } from "react-router";

/** Whenever the path changes, the window scrolls to the top. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the effect's trigger, not an input: each new path starts at the top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
