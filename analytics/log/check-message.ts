import * as v from "valibot";
import { logMessageSchema } from "../events/log-message";
import { checkEventData, type EventRegistry } from "../events/registry";
import type { LogEntry } from "./append";

export type CheckedMessage = { success: true; entry: LogEntry } | { success: false; reason: string };

/** A queue message as the log takes it: the envelope, then the data against its schema version. */
export function checkLogMessage(registry: EventRegistry, body: unknown): CheckedMessage {
  const envelope = v.safeParse(logMessageSchema, body);
  if (!envelope.success) return { success: false, reason: `not an analytics event: ${v.summarize(envelope.issues)}` };
  const { schemaVersion, occurredAt, ...event } = envelope.output;
  const checked = checkEventData(registry, event.eventType, schemaVersion, event.data);
  if (!checked.success) return checked;
  return {
    success: true,
    entry: { ...event, schemaVersion: checked.version, data: checked.data, occurredAt: occurredAt ?? event.receivedAt },
  };
}
