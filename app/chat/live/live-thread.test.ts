import { describe, expect, it } from "vitest";
import type { LiveMessage } from "../../../shared/live-chat";
import { acknowledged, type Thread, withMessage } from "./live-thread";

const message = (position: number, text: string): LiveMessage => ({
  position,
  side: "visitor",
  seq: position,
  author: "Achieng",
  text,
  createdAt: "2026-11-30T07:00:00.000Z",
});

const empty: Thread = { messages: [], status: "active", answeredBy: "amina@kilele.test" };

describe("the visitor's thread", () => {
  it("shows a message seen again after a reconnect once", () => {
    const once = withMessage(empty, message(4, "hello"));
    expect(withMessage(once, message(4, "hello"))).toBe(once);
    expect(withMessage(once, message(4, "hello")).messages).toHaveLength(1);
  });

  it("keeps messages in position order whatever order they arrive in", () => {
    const thread = [message(7, "c"), message(3, "a"), message(5, "b")].reduce(withMessage, empty);
    expect(thread.messages.map((m) => m.text)).toEqual(["a", "b", "c"]);
  });

  it("drops only the acknowledged message from those waiting for their acknowledgement", () => {
    expect(
      acknowledged(
        [
          { seq: 1, text: "a" },
          { seq: 2, text: "b" },
        ],
        1,
      ),
    ).toEqual([{ seq: 2, text: "b" }]);
  });
});
