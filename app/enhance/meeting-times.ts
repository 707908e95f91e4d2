// /meet's times on the visitor's own clock as well as EAT: the code (and Intl's zone data it
// uses) loads only on a page with meeting times, so no other page's first load carries it.

export function enhanceMeetingTimes(): void {
  if (!document.querySelector("input[data-slot-start], [data-booked-start]")) return;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone) return;
  void import("../meet/visitor-times").then(({ showVisitorTimes }) => showVisitorTimes(zone));
}
