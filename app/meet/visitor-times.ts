import { meetTimesCopy as copy } from "../../content/meet-times-copy";
import { meetingClock } from "../../shared/meeting-time-zone";

// /meet shows meeting times in EAT, rendered on the server; where the visitor's own clock reads
// otherwise, this adds their time beside each: the day's times ([data-slot-start]) and the booked
// time ([data-booked-start]), with a note naming their zone ([data-visitor-time]).

/** A span the script adds: a time on the visitor's clock. */
function clockSpan(text: string): HTMLSpanElement {
  const span = document.createElement("span");
  span.className = "w-full text-xs text-slate-600";
  span.dataset.visitorClock = "";
  span.textContent = text;
  return span;
}

export function showVisitorTimes(zone: string): void {
  let shown = false;
  for (const input of document.querySelectorAll<HTMLInputElement>("input[data-slot-start]")) {
    const { local } = meetingClock(input.value, zone);
    if (!local || !input.parentElement || input.parentElement.querySelector("[data-visitor-clock]")) continue;
    input.parentElement.appendChild(clockSpan(copy.yourClock(local)));
    shown = true;
  }
  const booked = document.querySelector<HTMLElement>("[data-booked-start]");
  const bookedLocal = booked?.dataset.bookedStart ? meetingClock(booked.dataset.bookedStart, zone).local : null;
  if (booked && bookedLocal && !booked.querySelector("[data-visitor-clock]"))
    booked.appendChild(clockSpan(` ${copy.yourClock(bookedLocal)}`));
  // The note says which zone the script read, shown only when a time on it was added.
  const note = document.querySelector<HTMLElement>("[data-visitor-time]");
  if (!note) return;
  note.dataset.visitorTime = zone;
  if (shown) {
    note.textContent = copy.note(zone);
    note.hidden = false;
  }
}
