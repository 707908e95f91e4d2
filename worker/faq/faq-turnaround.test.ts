import { describe, expect, it } from "vitest";
import { offices } from "../../content/company";
import { turnaroundLine, withTurnaround } from "./faq-turnaround";

const nairobi = offices.find((o) => o.city === "Nairobi")!;
const kampala = offices.find((o) => o.city === "Kampala")!;
/** Friday 27 November 2026, 20:00 in East Africa. */
const fridayEvening = new Date("2026-11-27T17:00:00Z");

describe("turnaroundLine", () => {
  it("turns 'within 48 hours' into the day and time it ends and the office's open times in it", () => {
    const line = turnaroundLine(
      "Book a video or office meeting. Slots available within 48 hours.",
      "when can we meet?",
      nairobi,
      fridayEvening,
    );
    expect(line).toBe(
      `Asked now (Friday 27 November, 20:00, Nairobi time), within 48 hours means by Sunday 29 November, 20:00; the Nairobi office is open Saturday 28 November, ${nairobi.openingHours.saturday.opens}–${nairobi.openingHours.saturday.closes} in that time.`,
    );
  });

  it("counts business hours only while the office is open", () => {
    // Friday evening: Saturday's hours in Kampala (09:00–13:00) hold all four.
    const line = turnaroundLine("We reply within 4 hours during business hours.", "how soon will you reply?", kampala, fridayEvening);
    expect(line).toBe("Asked now, that is by Saturday 28 November, 13:00 (Kampala time), counting the Kampala office's opening hours.");
    const monday = new Date("2026-11-30T06:00:00Z"); // 09:00 EAT
    expect(turnaroundLine("we reply within four business hours", "by when do you reply", nairobi, monday)).toContain(
      "Monday 30 November, 13:00",
    );
  });

  it("adds nothing when the question does not ask when, or the answer promises no hours", () => {
    expect(turnaroundLine("Slots available within 48 hours.", "do you offer meetings?", nairobi, fridayEvening)).toBeNull();
    expect(turnaroundLine("We open at 9.", "when do you open?", nairobi, fridayEvening)).toBeNull();
  });
});

describe("withTurnaround", () => {
  it("adds the line under the answer, in the office the conversation settled on, else the headquarters'", () => {
    const answer = "Slots available within 48 hours.";
    expect(withTurnaround(answer, "when can we meet", "Kampala", fridayEvening)).toMatch(
      /^Slots available within 48 hours\.\nAsked now .* the Kampala office is open/,
    );
    expect(withTurnaround(answer, "when can we meet", undefined, fridayEvening)).toContain("the Nairobi office");
    expect(withTurnaround(answer, "do you meet", undefined, fridayEvening)).toBe(answer);
  });
});

describe("turnaroundLine with two promises", () => {
  it("reads the promise the question asks about", () => {
    const answer = "We reply within 4 hours during business hours. Book a video or office meeting. Slots available within 48 hours.";
    expect(turnaroundLine(answer, "when can I book a meeting?", nairobi, fridayEvening)).toContain("within 48 hours means");
    expect(turnaroundLine(answer, "how soon will you reply?", nairobi, fridayEvening)).toContain(
      "counting the Nairobi office's opening hours",
    );
  });
});
