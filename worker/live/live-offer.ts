import { businessDeadline } from "../../shared/business-clock";
import type { LiveOffer } from "../../shared/live-chat";
import type { OfficeId } from "../../shared/office-ids";
import type { Database } from "../db/client";
import { availableMembers } from "../desk/team";
import { meetingOffices } from "../meetings/meeting-offices";

// Whether the chat offers a person: within live-chat hours (LIVE_CHAT_HOURS: "office", the default,
// is the routed office's opening hours; "always" is every hour) and while someone who covers that
// office is Available on the desk. The clock is an argument so tests fix it.

export type LiveChatHours = "office" | "always";

export const liveChatHours = (env: Pick<Env, "LIVE_CHAT_HOURS">): LiveChatHours => (env.LIVE_CHAT_HOURS === "always" ? "always" : "office");

/** null while open; otherwise when the office opens next (ISO). */
export function closedUntil(office: OfficeId, hours: LiveChatHours, now: Date): string | null {
  if (hours === "always") return null;
  const at = now.toISOString();
  const opens = businessDeadline(at, 0, meetingOffices[office].office.openingHours);
  return opens === at ? null : opens;
}

export async function liveOffer(db: Database, office: OfficeId, hours: LiveChatHours, now: Date): Promise<LiveOffer> {
  const backAt = closedUntil(office, hours, now);
  if (backAt) return { offered: false, backAt, reason: "closed" };
  if ((await availableMembers(db, office)).length > 0) return { offered: true };
  return { offered: false, backAt: null, reason: "nobody_available" };
}
