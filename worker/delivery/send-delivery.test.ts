import { describe, expect, it } from "vitest";
import { deliveryJob, leadRecord } from "../../tests/worker/delivery-fixtures";
import type { DeliveryJob, Destination, RecordNotice } from "./delivery-record";
import { noticeRefusal } from "./send-delivery";

const escalated: RecordNotice = {
  kind: "escalated",
  targetId: "reply-promise",
  targetLabel: "4 business hours",
  dueAt: "2026-11-24T05:30:00.000Z",
};
const status: RecordNotice = {
  kind: "status",
  from: "new",
  to: "attempting",
  actor: "sales@kilele.tech",
  lostReason: null,
  at: "2026-11-24T06:00:00.000Z",
};

function noticeJob(type: DeliveryJob["event"]["type"], notice: RecordNotice | undefined, destination: Destination): DeliveryJob {
  const job = deliveryJob(leadRecord(), destination);
  return { ...job, event: { ...job.event, type, data: { ...job.event.data, notice } } };
}

describe("noticeRefusal", () => {
  it("lets escalations go to email and Slack, status changes to HubSpot, and records' own events anywhere", () => {
    for (const destination of ["email", "slack"] as const)
      expect(noticeRefusal(noticeJob("record.escalated", escalated, destination))).toBeNull();
    expect(noticeRefusal(noticeJob("record.status_changed", status, "hubspot"))).toBeNull();
    for (const destination of ["email", "webhook", "slack", "hubspot"] as const) {
      expect(noticeRefusal(deliveryJob(leadRecord(), destination))).toBeNull();
    }
  });

  it("refuses a message about a record where it means nothing, naming the destination", () => {
    expect(noticeRefusal(noticeJob("record.escalated", escalated, "webhook"))).toBe("record.escalated is not sent to webhook");
    expect(noticeRefusal(noticeJob("record.escalated", escalated, "hubspot"))).toBe("record.escalated is not sent to hubspot");
    expect(noticeRefusal(noticeJob("record.status_changed", status, "webhook"))).toBe("record.status_changed is not sent to webhook");
    expect(noticeRefusal(noticeJob("record.status_changed", status, "email"))).toBe("record.status_changed is not sent to email");
    expect(noticeRefusal(noticeJob("record.status_changed", status, "slack"))).toBe("record.status_changed is not sent to slack");
  });

  it("refuses a notice that does not match its event, rather than send a misleading message", () => {
    expect(noticeRefusal(noticeJob("record.escalated", status, "slack"))).toBe(
      "record.escalated without its escalated notice is not sent to slack",
    );
    expect(noticeRefusal(noticeJob("record.status_changed", undefined, "hubspot"))).toBe(
      "record.status_changed without its status notice is not sent to hubspot",
    );
    expect(noticeRefusal(noticeJob("lead.created", escalated, "email"))).toBe(
      "lead.created carries a notice (escalated), so it is not sent to email",
    );
  });
});
