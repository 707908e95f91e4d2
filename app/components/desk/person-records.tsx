import { deskTeamCopy } from "../../../content/desk-team-copy";
import type { PersonView } from "../../../shared/desk-person";
import { OtherRecords } from "./other-records";
import { RecordTimeline } from "./record-timeline";

/** The person's other records, then one timeline of all their records, each entry marked with its own. */
export function PersonRecords({ person }: { person: PersonView }) {
  return (
    <>
      <OtherRecords records={person.records} />
      <RecordTimeline timeline={person.timeline} title={deskTeamCopy.person.timelineTitle} testId="person-timeline" />
    </>
  );
}
