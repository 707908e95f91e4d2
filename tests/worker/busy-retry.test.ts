import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { BUSY_RETRY_AFTER_SECONDS } from "../../shared/submit-retry";
import { handleApiError, isDatabaseUnavailable } from "../../worker/api/errors";
import { isDatabaseBusy, retryWhenBusy } from "../../worker/db/busy-retry";

/** The shape @libsql/client gives a write refused for the lock. */
const busyError = () =>
  new Error("Failed query: insert into leads …", {
    cause: Object.assign(new Error("SQLITE_BUSY: SQLite error: database is locked"), { code: "SQLITE_BUSY" }),
  });

/** The shape @libsql/client gives a request the libSQL server refused with 429 (too many at once). */
const tooManyError = () =>
  new Error("Failed query: insert into leads …", {
    cause: Object.assign(new Error("SERVER_ERROR: Server returned HTTP status 429"), {
      code: "SERVER_ERROR",
      cause: Object.assign(new Error("Server returned HTTP status 429"), { name: "HttpServerError", status: 429 }),
    }),
  });

describe("retryWhenBusy", () => {
  it("retries a write refused as busy until it goes through", async () => {
    let calls = 0;
    const result = await retryWhenBusy(
      async () => {
        calls++;
        if (calls < 3) throw busyError();
        return "written";
      },
      { baseDelayMs: 1 },
    );
    expect(result).toBe("written");
    expect(calls).toBe(3);
  });

  it("does not retry a request the server refused with 429: more attempts would keep it overloaded", async () => {
    let calls = 0;
    const overloaded = async () => {
      calls++;
      throw tooManyError();
    };
    await expect(retryWhenBusy(overloaded, { baseDelayMs: 1 })).rejects.toSatisfy(isDatabaseUnavailable);
    expect(calls).toBe(1);
  });

  it("rethrows any other error at once", async () => {
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error("SQLITE_CONSTRAINT: NOT NULL constraint failed");
    };
    await expect(retryWhenBusy(failing, { baseDelayMs: 1 })).rejects.toThrow(/CONSTRAINT/);
    expect(calls).toBe(1);
  });

  it("gives up after the last attempt with the busy error", async () => {
    let calls = 0;
    const alwaysBusy = async () => {
      calls++;
      throw busyError();
    };
    await expect(retryWhenBusy(alwaysBusy, { attempts: 4, baseDelayMs: 1 })).rejects.toSatisfy(isDatabaseBusy);
    expect(calls).toBe(4);
  });
});

describe("a database still locked after the retries, or refusing a request as overloaded", () => {
  for (const [what, error] of [
    ["locked", busyError],
    ["refusing with 429", tooManyError],
  ] as const) {
    it(`answers 503 database_unavailable, not 500, when ${what}`, async () => {
      const app = new Hono().post("/", () => {
        throw error();
      });
      app.onError(handleApiError);
      const res = await app.request("/", { method: "POST" });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe(String(BUSY_RETRY_AFTER_SECONDS));
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("database_unavailable");
    });
  }
});
