import { meetingLoopCopy } from "../../../content/meeting-loop-copy";
import { meetingWhen } from "../../../shared/meeting-label";

/** A lead's next meeting under its status in the inbox: "meeting today 14:30" (EAT, against the request's clock). */
export function InboxMeetingLine({ startAt, now }: { startAt: string; now: Date }) {
  return (
    <div className="text-xs font-semibold text-brand-700" data-meeting={startAt}>
      {meetingLoopCopy.inboxLine(meetingWhen(startAt, now, meetingLoopCopy.when))}
    </div>
  );
}
