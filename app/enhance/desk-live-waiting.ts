// The desk's one script (scripts/site-script-plugin.ts builds it; only desk pages load it). Every few
// seconds it asks how many visitors wait for a person, keeps the header's count current, and plays
// a short tone, made with WebAudio, when a new one starts waiting. The desk works without it: the
// count is in the page as served.
import { isNewWait, type LiveWaitingAnswer } from "../../shared/live-wait";

const POLL_MS = 5_000;
/** The newest wait already announced, kept across the desk's pages so moving between them stays quiet. */
const ANNOUNCED_KEY = "kilele-desk-live-announced";

let audio: AudioContext | undefined;

/** Browsers let a page play sound only after a click or a key: the tone's context starts then. */
function unlockAudio(): void {
  audio ??= new AudioContext();
  void audio.resume();
}

/** Two short notes, rising. */
function chime(): void {
  if (audio?.state !== "running") return;
  const start = audio.currentTime;
  for (const [offset, frequency] of [
    [0, 660],
    [0.18, 880],
  ] as const) {
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.0001, start + offset);
    volume.gain.exponentialRampToValueAtTime(0.2, start + offset + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.16);
    tone.connect(volume).connect(audio.destination);
    tone.start(start + offset);
    tone.stop(start + offset + 0.17);
  }
}

function show(count: HTMLElement, answer: LiveWaitingAnswer): void {
  count.textContent = answer.waiting > 0 ? answer.label : "";
  count.hidden = answer.waiting === 0;
}

async function check(count: HTMLElement): Promise<void> {
  try {
    const res = await fetch("/desk/live/waiting", { headers: { accept: "application/json" }, cache: "no-store" });
    if (res.ok) {
      const answer = (await res.json()) as LiveWaitingAnswer;
      show(count, answer);
      if (isNewWait(answer.newest, sessionStorage.getItem(ANNOUNCED_KEY))) {
        sessionStorage.setItem(ANNOUNCED_KEY, answer.newest);
        chime();
      }
    }
  } catch {
    // Offline for a moment, or signed out: the next check tries again.
  }
  setTimeout(() => void check(count), POLL_MS);
}

const count = document.querySelector<HTMLElement>("[data-live-waiting]");
if (count) {
  addEventListener("pointerdown", unlockAudio, { once: true });
  addEventListener("keydown", unlockAudio, { once: true });
  void check(count);
}
