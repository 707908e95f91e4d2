import { afterEach, describe, expect, it, vi } from "vitest";
import { newSessionId } from "./session-id";

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newSessionId", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is a random v4 UUID", () => {
    const ids = new Set(Array.from({ length: 50 }, newSessionId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(uuidV4);
  });

  it("builds a v4 UUID where crypto.randomUUID is missing (plain http, older browsers)", () => {
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => real.getRandomValues(bytes) });
    const id = newSessionId();
    expect(id).toMatch(uuidV4);
  });
});
