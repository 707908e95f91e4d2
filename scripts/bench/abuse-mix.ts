import {
  faqFlood,
  malformedJson,
  oversized,
  oversizedChunked,
  pathSpellings,
  surrogates,
  wrongContentType,
  wrongTypes,
} from "./abuse-malformed";
import { piiVisit } from "./abuse-pii";
import { leadFlood, markupHeld, tokenReplay } from "./abuse-records";
import { single, type TrafficContext, type Visit } from "./abuse-traffic";

/**
 * The `index`-th hostile request, from fixed shares of every 100 so every run sends the same mix.
 * A lead flood's 24 slots follow each other, so they go out within a fraction of a second.
 */
export function hostileVisit(index: number, ctx: TrafficContext): Visit {
  const slot = index % 100;
  if (slot < 8) return single(oversized(index));
  if (slot < 11) return single(oversizedChunked(index));
  if (slot < 21) return single(malformedJson(index));
  if (slot < 31) return single(wrongTypes(index));
  if (slot < 36) return single(wrongContentType(index));
  if (slot < 42) return single(surrogates(index));
  if (slot < 48) return single(pathSpellings(index));
  if (slot < 58) return single(faqFlood(slot >= 53));
  if (slot < 64) return single(tokenReplay(index, ctx));
  if (slot < 68) return single(markupHeld(index, ctx));
  if (slot < 76) return piiVisit(index, ctx);
  return single(leadFlood(index, Math.floor(index / 100) % 2 === 1, ctx));
}
