// A meeting time as the visitor reads it: always in EAT, where every office is, and also on the
// visitor's own clock when theirs shows another time or day for that instant (a zone that is EAT
// under another name, Africa/Kampala say, shows nothing extra). The zone is an argument, so the
// formatting is the same on the server, in any browser and in tests.

/** The offices' zone (shared/meetings.ts names it too; importing that would bring its schemas into the pages' script). */
const EAT_ZONE = "Africa/Nairobi";

const dayFormat = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long" });

/** "Monday 30 November" for "2026-11-30", or for a slot time in EAT ("2026-11-30T10:00:00+03:00"): its EAT day, read from the text. */
export const dayLabel = (day: string) => dayFormat.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));

/** "14:30" in EAT, and the visitor's clock ("12:30", or "Sun 22:00" on another day) or null when it reads the same. */
export type MeetingClock = { eat: string; local: string | null };

const formats = new Map<string, { clock: Intl.DateTimeFormat; day: Intl.DateTimeFormat; weekday: Intl.DateTimeFormat }>();

/** One set of formatters per zone (building one costs more than formatting with it); throws for an unknown zone. */
function formatsFor(timeZone: string) {
  let found = formats.get(timeZone);
  if (!found) {
    found = {
      clock: new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
      day: new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }),
      weekday: new Intl.DateTimeFormat("en-GB", { timeZone, weekday: "short" }),
    };
    formats.set(timeZone, found);
  }
  return found;
}

/** The visitor's clock for `at`, or null when it is EAT's or the zone is unknown (then EAT alone is shown). */
function localClock(at: Date, eat: ReturnType<typeof formatsFor>, visitorZone: string | null | undefined): string | null {
  if (!visitorZone || visitorZone === EAT_ZONE) return null;
  let local: ReturnType<typeof formatsFor>;
  try {
    local = formatsFor(visitorZone);
  } catch {
    return null;
  }
  const clock = local.clock.format(at);
  const sameDay = local.day.format(at) === eat.day.format(at);
  if (sameDay && clock === eat.clock.format(at)) return null;
  return sameDay ? clock : `${local.weekday.format(at)} ${clock}`;
}

/** A meeting time (ISO 8601 with any offset) in EAT and, when it differs, on the visitor's clock. */
export function meetingClock(iso: string, visitorZone: string | null | undefined): MeetingClock {
  const at = new Date(iso);
  const eat = formatsFor(EAT_ZONE);
  return { eat: eat.clock.format(at), local: localClock(at, eat, visitorZone) };
}
