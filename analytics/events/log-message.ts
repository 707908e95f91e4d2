import * as v from "valibot";

// What producers put on the analytics queue. The envelope is checked here; the data is checked by
// the consumer against the registry, so an event whose data fails lands in the rejects table with
// its reason rather than being refused by a producer that cannot tell anyone.

const uuid = v.pipe(v.string(), v.uuid());

export const logMessageSchema = v.object({
  eventType: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  /** The schema version the producer wrote; none means the current one. */
  schemaVersion: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  eventId: uuid,
  sessionId: uuid,
  visitId: v.optional(uuid),
  seq: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  distinctId: v.optional(uuid),
  data: v.unknown(),
  receivedAt: v.pipe(v.string(), v.isoTimestamp()),
  /** When the event happened by the producer's account; receivedAt when it has none. */
  occurredAt: v.optional(v.pipe(v.string(), v.isoTimestamp())),
  country: v.nullable(v.pipe(v.string(), v.length(2))),
});

export type LogMessage = v.InferOutput<typeof logMessageSchema>;

/**
 * After an append: tells the consumer to run the sinks. A run that could not catch up (a destination
 * failed, another run held a sink) sends the next one later, counting its attempts for the back-off.
 */
export const wakeSinksSchema = v.object({
  kind: v.literal("wake-sinks"),
  attempt: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
});
export type WakeSinks = v.InferInput<typeof wakeSinksSchema>;
