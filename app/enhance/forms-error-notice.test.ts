import { describe, expect, it } from "vitest";
import { apiErrorOf } from "./forms-error-notice";

const FALLBACK = "Please try again, or email us at info@kilele.example.";

describe("apiErrorOf", () => {
  it("shows the API's message and its field issues", () => {
    const error = {
      code: "invalid_body",
      message: "Some details are missing or invalid.",
      issues: [{ path: "email", message: "Enter a valid email address" }],
    };
    expect(apiErrorOf({ error }, FALLBACK)).toEqual(error);
  });

  it("falls back when the body is not the API's error shape", () => {
    for (const body of [null, "Bad Gateway", {}, { error: {} }, { error: { code: "x", message: "" } }, { error: { message: 42 } }]) {
      expect(apiErrorOf(body, FALLBACK), JSON.stringify(body)).toEqual({ message: FALLBACK });
    }
  });
});
