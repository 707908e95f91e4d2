import { describe, expect, it } from "vitest";
import type { LiveMessage } from "../../../shared/live-chat";
import { backAtWords, chatSoFar, conversationLines, messageWithChat } from "./live-visitor-words";

// Friday 27 November 2026, 23:05 EAT.
const fridayNight = new Date("2026-11-27T20:05:00Z");

describe("when the team is back", () => {
  it("says today, tomorrow or the weekday, with the time in EAT", () => {
    // Saturday 28 November 09:00 EAT.
    expect(backAtWords("2026-11-28T06:00:00.000Z", fridayNight)).toBe("tomorrow at 09:00 EAT");
    // Monday 30 November 08:00 EAT (Kampala's opening).
    expect(backAtWords("2026-11-30T05:00:00.000Z", fridayNight)).toBe("on Monday at 08:00 EAT");
    // Early on Friday morning, the same day.
    expect(backAtWords("2026-11-27T06:00:00.000Z", new Date("2026-11-27T02:00:00Z"))).toBe("today at 09:00 EAT");
    // 00:30 EAT on Saturday is already Saturday: 09:00 that day is today.
    expect(backAtWords("2026-11-28T06:00:00.000Z", new Date("2026-11-27T21:30:00Z"))).toBe("today at 09:00 EAT");
  });
});

describe("the chat so far", () => {
  it("lists the choices, the visitor's words and the FAQ's questions with the first line of each reply", () => {
    expect(
      chatSoFar({
        answers: { intent: "faq" },
        request: { message: "", downNow: null },
        transcript: [{ asked: "Do you sell Dynamics?", reply: { kind: "answer", response: "Yes, Dynamics 365.\nFrom KES 9,000." } }],
        asked: "Can you migrate our Exchange?",
        reply: { kind: "answer", response: "I could not find an answer to that." },
      }),
    ).toEqual([
      "Chose: FAQ",
      "Asked: Do you sell Dynamics?",
      "Assistant: Yes, Dynamics 365.",
      "Asked: Can you migrate our Exchange?",
      "Assistant: I could not find an answer to that.",
    ]);
  });

  it("names the live conversation's sides, without the notices", () => {
    const message = (side: LiveMessage["side"], author: string, text: string, position: number): LiveMessage => ({
      position,
      side,
      seq: position,
      author,
      text,
      createdAt: "2026-11-30T07:00:00.000Z",
    });
    expect(
      conversationLines(
        [message("visitor", "Achieng", "Hello?", 1), message("system", "Kilele", "joined", 2), message("staff", "Amina", "Hi", 3)],
        "Achieng",
      ),
    ).toEqual(["Achieng: Hello?", "Amina: Hi"]);
  });
});

describe("the message left instead", () => {
  it("puts the visitor's words first, then the chat so far, within the form's limit", () => {
    expect(messageWithChat(" Please call me. ", ["Chose: Sales"])).toBe("Please call me.\n\nThe chat so far:\nChose: Sales");
    expect(messageWithChat("Hi", [])).toBe("Hi");
    const long = messageWithChat("Hi", ["x".repeat(6000)], 5000);
    expect(long).toHaveLength(5000);
    expect(long.endsWith("…")).toBe(true);
  });
});
