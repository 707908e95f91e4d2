import { useEffect } from "react";
import { useLocation } from "react-router";

/** Whenever the path changes, the window scrolls to the top. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
