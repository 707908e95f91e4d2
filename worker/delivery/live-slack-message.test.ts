import { describe, expect, it } from "vitest";
import { type LiveSlackAlert, liveAnsweredMessage, liveWaitingMessage } from "./live-slack-message";

const alert: LiveSlackAlert = {
  id: "AAAAAAAAAAAAAAAAAAAAAA",
  office: "dar-es-salaam",
  page: null,
  visitor: null,
  context: [],
  waitingSince: "2026-11-30T07:00:00.000Z",
};

describe("live chat's Slack messages", () => {
  it("names a visitor without a name plainly, and says when nothing was told yet", () => {
    const message = liveWaitingMessage(alert, "https://kilele.test");
    expect(message.text).toBe("Visitor waiting for a person: a visitor (Dar es Salaam)");
    const shown = JSON.stringify(message.blocks);
    expect(shown).toContain("*Waiting since*\\n10:00 EAT");
    expect(shown).toContain("*Page*\\n–");
    expect(shown).toContain("Nothing yet.");
  });

  it("keeps a long answer to one clipped line", () => {
    const message = liveWaitingMessage({ ...alert, context: [`Need:\n${"x".repeat(400)}`] }, "https://kilele.test");
    const section = message.blocks[2] as { text: { text: string } };
    const [, line] = section.text.text.split("\n");
    expect(line).toMatch(/^• Need: x+…$/);
    expect(line!.length).toBe(2 + 300);
  });

  it("says who answered and after how long", () => {
    const message = liveAnsweredMessage(
      { ...alert, visitor: "Neema", answeredBy: "Wanjiru", answeredAt: "2026-11-30T07:01:20.000Z" },
      "https://kilele.test",
    );
    expect(message.text).toBe("Neema (Dar es Salaam) was answered by Wanjiru after 1 min 20 s.");
    expect(JSON.stringify(message.blocks)).toContain('"url":"https://kilele.test/desk/live?open=AAAAAAAAAAAAAAAAAAAAAA"');
  });
});
