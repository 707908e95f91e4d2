import { describe, expect, it } from "vitest";
import { buttonAttributes } from "./chat-links";

describe("buttonAttributes", () => {
  it("drops where the link went and why, and names the round opener with its label", () => {
    const link = [
      { name: "href", value: "/contact?subject=chat#contact-form" },
      { name: "data-chat-link", value: "" },
      { name: "data-chat-opener", value: "" },
      { name: "aria-label", value: "Chat needs JavaScript — send us a message instead" },
      { name: "title", value: "Chat needs JavaScript — send us a message instead" },
      { name: "data-chat-label", value: "Open chat" },
      { name: "class", value: "fixed bottom-4" },
    ];
    expect(buttonAttributes(link)).toEqual([
      { name: "type", value: "button" },
      { name: "data-chat-opener", value: "" },
      { name: "class", value: "fixed bottom-4" },
      { name: "aria-label", value: "Open chat" },
    ]);
  });

  it("leaves a labelled opener named by its words", () => {
    const link = [
      { name: "href", value: "/contact?subject=chat#contact-form" },
      { name: "data-chat-link", value: "" },
      { name: "data-open-chat", value: "" },
      { name: "class", value: "btn-secondary" },
    ];
    expect(buttonAttributes(link)).toEqual([
      { name: "type", value: "button" },
      { name: "data-open-chat", value: "" },
      { name: "class", value: "btn-secondary" },
    ]);
  });
});
