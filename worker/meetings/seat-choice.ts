import { type SQL, sql } from "drizzle-orm";
import { DAY_MS, EAT_OFFSET_MS, eatMidnight } from "../../shared/eat-time";
import { OFFICE_SEAT, SLOT_MINUTES } from "../../shared/meeting-slots";
import type { OfficeId } from "../../shared/office-ids";

// A slot's free seats as SQL, so a booking can choose its seat inside its one write batch: the same
// rules as shared/meeting-slots.ts (a host of the office who works that weekday, whose hours cover
// the slot and who has room that day; or the office's own seat while nobody is set up), read from
// the rows as the batch finds them. The office's hours, holidays, notice and horizon are checked
// before, in JS; the seats' primary key stays the only judge of who wins a race.

/** A host's "HH:MM" column as minutes after midnight. */
const minutesOf = (column: string) => {
  const time = sql.raw(column);
  return sql`(cast(substr(${time}, 1, instr(${time}, ':') - 1) as integer) * 60 + cast(substr(${time}, instr(${time}, ':') + 1) as integer))`;
};

/**
 * The free seats of the slot starting at `start` (ms): `from` is a `from … where …` clause whose rows
 * have a `seat` column (a caller may add `and …`); `roundRobin` orders them: the lead's owner
 * (`owner`, SQL) first, then whoever has the fewest upcoming meetings from `now`, then by address.
 */
export function freeSeats(office: OfficeId, start: number, now: Date) {
  const startAt = new Date(start).toISOString();
  const day = eatMidnight(start);
  const weekday = new Date(day + EAT_OFFSET_MS).getUTCDay();
  const minute = (start - day) / 60_000;
  const [dayStart, dayEnd] = [new Date(day).toISOString(), new Date(day + DAY_MS).toISOString()];
  const takenHere = sql`select seat from meeting_seats where office = ${office} and start_at = ${startAt}`;
  const from = sql`from (
      select h.email as seat from meeting_hosts as h
      where h.office = ${office}
        and exists (select 1 from json_each(h.days) where value = ${weekday})
        and ${minutesOf("h.opens")} <= ${minute} and ${minute + SLOT_MINUTES} <= ${minutesOf("h.closes")}
        and (select count(*) from meeting_seats as s
          where s.office = ${office} and s.seat = h.email and s.start_at >= ${dayStart} and s.start_at < ${dayEnd}) < h.capacity
      union all
      select ${OFFICE_SEAT} where not exists (select 1 from meeting_hosts where office = ${office})
        and not exists (${takenHere})
    ) as free
    where seat not in (${takenHere})`;
  const roundRobin = (owner: SQL) => sql`coalesce(seat = ${owner}, 0) desc,
    (select count(*) from meetings where office = ${office} and status = 'booked' and start_at >= ${now.toISOString()} and host = seat),
    seat`;
  return { from, roundRobin };
}
