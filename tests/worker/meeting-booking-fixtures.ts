import { exports } from "cloudflare:workers";
import { expect } from "vitest";
import type { MeetingBooked, SlotsResponse } from "../../shared/meetings";
import { postJson } from "./worker-harness";

/**
 * Books the first free Kampala video slot from a random place in the list, through the API (other
 * files book too, so a slot taken meanwhile is skipped): the API's answer.
 */
export async function bookSomeSlot(body: Record<string, unknown>): Promise<MeetingBooked> {
  const res = await exports.default.fetch("http://example.com/api/meetings/slots?office=kampala&kind=video");
  const { slots } = (await res.json()) as SlotsResponse;
  const from = 10 + Math.floor(Math.random() * (slots.length - 20));
  for (const slot of slots.slice(from)) {
    const booked = await postJson("/api/meetings", { office: "kampala", kind: "video", start: slot.start, ...body });
    if (booked.status === 201) return (await booked.json()) as MeetingBooked;
    expect(booked.status).toBe(409);
  }
  throw new Error("no free slot");
}
