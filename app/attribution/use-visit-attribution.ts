import { useEffect, useState } from "react";
import type { Attribution } from "../../shared/attribution";
import { captureVisitAttribution } from "./visit-attribution";

/** The visit's attribution once known after hydration; empty during server rendering. */
export function useVisitAttribution(): Attribution {
  const [attribution, setAttribution] = useState<Attribution>({});
  useEffect(() => {
    let mounted = true;
    void captureVisitAttribution().then((found) => mounted && setAttribution(found));
    return () => {
      mounted = false;
    };
  }, []);
  return attribution;
}
