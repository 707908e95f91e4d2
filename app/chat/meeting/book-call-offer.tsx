import { lazy, Suspense } from "react";
import type { BookCallProps } from "./book-call";

// "Book a call now" is its own chunk, outside the chat panel's budget: fetched when a step that
// offers it (the recommendations, the success screen) is shown.
const BookCall = lazy(() => import("./book-call"));

export function BookCallOffer(props: BookCallProps) {
  return (
    <Suspense fallback={null}>
      <BookCall {...props} />
    </Suspense>
  );
}
