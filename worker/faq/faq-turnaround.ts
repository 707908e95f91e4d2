// A promise in hours ("Slots available within 48 hours", "We reply within 4 hours during business
// hours"), asked about with "when" or "how soon", turned into the actual day and time from now in the
// office's hours: the clock is an argument, so a test fixes it.
import { headquarters, type Office, offices } from "../../content/company";
import { businessDeadline } from "../../shared/business-clock";
import { DAY_MS, EAT_OFFSET_MS, eatMidnight } from "../../shared/eat-time";

const ASKS_WHEN = /\b(?:when|how\s+soon|how\s+fast|how\s+quickly|how\s+long|by\s+when|earliest|lini)\b/iu;
const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, six: 6, eight: 8, twelve: 12, "twenty-four": 24 };
/** "within 48 hours", "within 4 business hours", "within 4 hours during business hours". */
const PROMISE = /\bwithin\s+(\d+|one|two|three|four|six|eight|twelve|twenty-four)\s+(business\s+)?hours?(\s+during\s+business\s+hours)?/iu;
const HOUR_MS = 60 * 60 * 1000;
/** What a promise is about, so "when can we meet?" reads the meeting slots' promise, not the reply's. */
const TOPICS = [/\b(?:meet|meeting|slots?|book|appointment|call)\b/iu, /\b(?:reply|replies|respond|response|answer|hear|get\s+back)\b/iu];

/** The answer's promise in hours about what the question asks, else its first. */
function promiseAsked(answer: string, question: string): RegExpExecArray | null {
  const sentences = answer.split(/(?<=[.!?])\s+/).filter((sentence) => PROMISE.test(sentence));
  const topic = TOPICS.find((words) => words.test(question));
  const sentence = (topic && sentences.find((s) => topic.test(s))) ?? sentences[0];
  return sentence ? PROMISE.exec(sentence) : null;
}

const day = new Intl.DateTimeFormat("en-GB", { timeZone: "Africa/Nairobi", weekday: "long", day: "numeric", month: "long" });
const time = new Intl.DateTimeFormat("en-GB", { timeZone: "Africa/Nairobi", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
/** "Friday 27 November, 20:00": joined here, since runtimes join a date and a time differently. */
const when = (ms: number) => `${day.format(ms)}, ${time.format(ms)}`;

const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return (h * 60 + m) * 60_000;
};

/** The office's open times between two instants, a day each ("Saturday 28 November, 09:00–14:00"). */
function openDays(office: Office, from: number, to: number): string[] {
  const days: string[] = [];
  for (let start = eatMidnight(from); start < to; start += DAY_MS) {
    const weekday = new Date(start + EAT_OFFSET_MS).getUTCDay();
    const range = weekday === 0 ? null : weekday === 6 ? office.openingHours.saturday : office.openingHours.weekdays;
    if (!range) continue;
    const open = Math.max(start + minutesOf(range.opens), from);
    const close = Math.min(start + minutesOf(range.closes), to);
    if (close > open) days.push(`${day.format(open)}, ${time.format(open)}–${time.format(close)}`);
  }
  return days;
}

/**
 * The line to add under an answer holding a promise in hours when the question asks when, or null.
 * Business hours count only while the office is open; plain hours run round the clock, and the line
 * names the office's open times in them.
 */
export function turnaroundLine(answer: string, question: string, office: Office, now: Date): string | null {
  if (!ASKS_WHEN.test(question)) return null;
  const promise = promiseAsked(answer, question);
  if (!promise) return null;
  const hours = NUMBER_WORDS[promise[1]!.toLowerCase()] ?? Number(promise[1]);
  const from = now.getTime();
  const place = `${office.city} time`;
  if (promise[2] || promise[3]) {
    const by = Date.parse(businessDeadline(now.toISOString(), hours * 60, office.openingHours));
    return `Asked now, that is by ${when(by)} (${place}), counting the ${office.city} office's opening hours.`;
  }
  const by = from + hours * HOUR_MS;
  const open = openDays(office, from, by);
  const during = open.length ? `; the ${office.city} office is open ${open.join(" and ")} in that time` : "";
  return `Asked now (${when(from)}, ${place}), within ${hours} hours means by ${when(by)}${during}.`;
}

/** The office a conversation settled on, or the headquarters. */
const officeNamed = (city: string | undefined): Office => offices.find((office) => office.city === city) ?? headquarters;

/** The answer with its promise in hours turned into a day and time, when the question asks when. */
export function withTurnaround(answer: string, question: string, city: string | undefined, now: Date): string {
  const line = turnaroundLine(answer, question, officeNamed(city), now);
  return line ? `${answer}\n${line}` : answer;
}
