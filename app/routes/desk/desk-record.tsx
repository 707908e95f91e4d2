import { deskCopy } from "../../../content/desk-copy";
import { type ChangeOutcome, DESK_RECORD_TYPES, type DeskRecordType, RECORD_PATH_SEGMENTS } from "../../../shared/desk";
import { DeliveryStates } from "../../components/desk/delivery-states";
import { DeskNotice } from "../../components/desk/desk-notice";
import { PersonRecords } from "../../components/desk/person-records";
import { RecordFacts } from "../../components/desk/record-facts";
import { RecordHeading } from "../../components/desk/record-heading";
import { RecordTimeline } from "../../components/desk/record-timeline";
import { RecordViewLinks } from "../../components/desk/record-view-nav";
import { WorkPanel } from "../../components/desk/work-panel";
import { deskRecordData } from "../../desk/desk-record.server";
import type { Route } from "./+types/desk-record";

/** Outcomes that changed nothing because the change was not allowed: shown as a warning, not a success. */
const REFUSALS = new Set<ChangeOutcome>(["not-forward", "not-earlier", "held", "not-on-team", "closed", "due-passed"]);

/** Which kind of record the URL names: /desk/leads/…, /desk/messages/…, /desk/guide-requests/…. */
const typeOf = (url: string): DeskRecordType =>
  DESK_RECORD_TYPES.find((type) => new URL(url).pathname.startsWith(`/desk/${RECORD_PATH_SEGMENTS[type]}/`)) ?? "lead";

export const loader = ({ request, params, context }: Route.LoaderArgs) => deskRecordData(typeOf(request.url), params.id, request, context);

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data?.record.who ?? ""} · ${deskCopy.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function DeskRecordPage({ loaderData }: Route.ComponentProps) {
  const { record, notice, viewNav } = loaderData;
  return (
    <>
      <RecordViewLinks nav={viewNav} />
      <RecordHeading record={record} />
      {notice && (
        <DeskNotice refused={REFUSALS.has(notice)}>
          {deskCopy.notices[notice]}
          {notice === "taken" && record.work.owner ? ` (${record.work.owner})` : ""}
        </DeskNotice>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[1.5fr_1fr]">
        <div className="space-y-6">
          <RecordFacts record={record} />
          <DeliveryStates deliveries={record.deliveries} />
          <RecordTimeline timeline={record.timeline} />
          {loaderData.person && <PersonRecords person={loaderData.person} />}
        </div>
        <WorkPanel record={record} />
      </div>
    </>
  );
}
