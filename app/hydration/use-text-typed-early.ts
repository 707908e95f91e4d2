import { type RefObject, useEffect, useEffectEvent } from "react";

/**
 * Pages hydrate after their first paint, so a visitor may type into a search box before React
 * handles it. The text stays in the field; this hands it to the component once, on mount, so the
 * results match what the field shows.
 */
export function useTextTypedEarly(field: RefObject<HTMLInputElement | null>, onText: (text: string) => void): void {
  const handOver = useEffectEvent(() => {
    const typed = field.current?.value;
    if (typed) onText(typed);
  });
  // Once, on mount: later changes arrive through onChange.
  useEffect(() => handOver(), []);
}
