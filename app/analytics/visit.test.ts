import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The visit module keeps its memory copy per page; each test loads it afresh (a new page) over a
// tab's sessionStorage played by a Map.

const MINUTE = 60_000;
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function tabStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

const loadPage = async () => {
  vi.resetModules();
  return import("./visit");
};

/** The creation time a UUID v7 holds in its first 48 bits. */
const timeOf = (id: string) => Number.parseInt(id.replace(/-/g, "").slice(0, 12), 16);

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse("2026-11-24T08:00:00Z") });
  vi.stubGlobal("sessionStorage", tabStorage());
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("nextEventIds", () => {
  it("gives each event its own UUID v7 and the next number, within one visit", async () => {
    const { nextEventIds } = await loadPage();
    const first = nextEventIds();
    vi.advanceTimersByTime(MINUTE);
    const second = nextEventIds();
    expect(first).toEqual({ eventId: expect.stringMatching(UUID_V7), seq: 0, visitId: expect.stringMatching(UUID_V7) });
    expect(second.eventId).not.toBe(first.eventId);
    expect(second.seq).toBe(1);
    expect(second.visitId).toBe(first.visitId);
  });

  it("starts the visit id's time at or before its first event, as PostHog's session ids must", async () => {
    const { nextEventIds } = await loadPage();
    const { visitId } = nextEventIds();
    expect(timeOf(visitId)).toBeLessThanOrEqual(Date.now());
    expect(timeOf(visitId)).toBeGreaterThan(Date.now() - 1000);
  });

  it("keeps the visit across the tab's page loads", async () => {
    const first = (await loadPage()).nextEventIds();
    vi.advanceTimersByTime(5 * MINUTE);
    const second = (await loadPage()).nextEventIds();
    expect(second.visitId).toBe(first.visitId);
    expect(second.seq).toBe(first.seq + 1);
  });

  it("keeps the visit while events come less than 30 minutes apart", async () => {
    const { nextEventIds } = await loadPage();
    const { visitId } = nextEventIds();
    for (let i = 0; i < 6; i++) {
      vi.advanceTimersByTime(29 * MINUTE);
      expect(nextEventIds().visitId).toBe(visitId);
    }
  });

  it("starts a new visit after 30 minutes without an event, and the sequence carries on", async () => {
    const { nextEventIds } = await loadPage();
    const before = [nextEventIds(), nextEventIds()];
    vi.advanceTimersByTime(30 * MINUTE);
    const after = [nextEventIds(), nextEventIds()];
    expect(after[0]!.visitId).not.toBe(before[0]!.visitId);
    expect(after[1]!.visitId).toBe(after[0]!.visitId);
    expect(timeOf(after[0]!.visitId)).toBeGreaterThan(timeOf(before[0]!.visitId));
    expect([...before, ...after].map((ids) => ids.seq)).toEqual([0, 1, 2, 3]);
  });

  it("starts a new visit 24 hours after the visit began, however busy", async () => {
    const { nextEventIds } = await loadPage();
    const { visitId } = nextEventIds();
    const seen = new Set([visitId]);
    for (let elapsed = 0; elapsed < 24 * 60 * MINUTE - 20 * MINUTE; elapsed += 20 * MINUTE) {
      vi.advanceTimersByTime(20 * MINUTE);
      seen.add(nextEventIds().visitId);
    }
    expect(seen).toEqual(new Set([visitId]));
    vi.advanceTimersByTime(20 * MINUTE);
    expect(nextEventIds().visitId).not.toBe(visitId);
  });

  it("works in the page's memory when storage is disabled", async () => {
    const refuse = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    vi.stubGlobal("sessionStorage", { getItem: refuse, setItem: refuse });
    const { nextEventIds } = await loadPage();
    const first = nextEventIds();
    const second = nextEventIds();
    expect(first.visitId).toMatch(UUID_V7);
    expect(second.visitId).toBe(first.visitId);
    expect([first.seq, second.seq]).toEqual([0, 1]);
  });
});

describe("currentVisitId", () => {
  it("is the visit the next event belongs to, and takes no sequence number", async () => {
    const { currentVisitId, nextEventIds } = await loadPage();
    const visitId = currentVisitId();
    expect(nextEventIds()).toEqual({ eventId: expect.any(String), seq: 0, visitId });
  });

  it("does not keep an idle visit alive", async () => {
    const { currentVisitId, nextEventIds } = await loadPage();
    const { visitId } = nextEventIds();
    vi.advanceTimersByTime(20 * MINUTE);
    expect(currentVisitId()).toBe(visitId);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(nextEventIds().visitId).not.toBe(visitId);
  });
});
