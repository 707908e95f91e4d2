import { describe, expect, it } from "vitest";
import { phoneCountry, phoneE164, phoneSearchDigits } from "./phone-number";

describe("phoneE164", () => {
  it("reads a Kenyan number typed without its code as Kenyan (07xx and 01xx)", () => {
    expect(phoneE164("0722 555 014", "KE")).toBe("+254722555014");
    expect(phoneE164("0722-555-014", "KE")).toBe("+254722555014");
    expect(phoneE164("0722.555.014", "KE")).toBe("+254722555014");
    expect(phoneE164("(0722) 555 014", "KE")).toBe("+254722555014");
    expect(phoneE164("0110 123 456", "KE")).toBe("+254110123456");
  });

  it("reads a Ugandan 07xx number in Uganda", () => {
    expect(phoneE164("0772 000 111", "UG")).toBe("+256772000111");
    expect(phoneE164("0772-000-111", "UG")).toBe("+256772000111");
  });

  it("reads Tanzanian 06xx and 07xx numbers in Tanzania", () => {
    expect(phoneE164("0654 000 111", "TZ")).toBe("+255654000111");
    expect(phoneE164("0754.000.111", "TZ")).toBe("+255754000111");
  });

  it("keeps the country a number was typed with, +, 00 or the local 000, whatever office reads it", () => {
    expect(phoneE164("+256 772 000 111", "KE")).toBe("+256772000111");
    expect(phoneE164("(+256) 772-000-111", "TZ")).toBe("+256772000111");
    expect(phoneE164("00255 754 000 111", "KE")).toBe("+255754000111");
    expect(phoneE164("000254 722 555 014", "KE")).toBe("+254722555014");
    expect(phoneE164("+254 (0)722 555 014")).toBe("+254722555014");
    expect(phoneE164("+44 20 7946 0000", "UG")).toBe("+442079460000");
  });

  it("gives no E.164 for what is not a valid number", () => {
    expect(phoneE164("call me", "KE")).toBeNull();
    expect(phoneE164("0722", "KE")).toBeNull();
    expect(phoneE164("123", "UG")).toBeNull();
    expect(phoneE164("", "TZ")).toBeNull();
    expect(phoneE164(null, "KE")).toBeNull();
    expect(phoneE164("0722 555 014")).toBeNull();
  });
});

describe("phoneCountry", () => {
  it("names the country of a number typed with its code only", () => {
    expect(phoneCountry("+254 722 555 014")).toBe("KE");
    expect(phoneCountry("00256 772 000 111")).toBe("UG");
    expect(phoneCountry("0772 000 111")).toBeNull();
    expect(phoneCountry("+256 7")).toBeNull();
  });
});

describe("phoneSearchDigits", () => {
  it("turns any spelling of a number into the digits its E.164 form holds", () => {
    expect(phoneSearchDigits("0722555014")).toBe("722555014");
    expect(phoneSearchDigits("+254 722 555 014")).toBe("254722555014");
    expect(phoneSearchDigits("00254-722-555-014")).toBe("254722555014");
    expect(phoneSearchDigits("+254 0722 555 014")).toBe("254722555014");
    expect(phoneSearchDigits("0722")).toBe("722");
    expect(phoneSearchDigits("(0722) 555")).toBe("722555");
  });

  it("leaves words and too short numbers to the other search terms", () => {
    expect(phoneSearchDigits("Wanjiru")).toBeNull();
    expect(phoneSearchDigits("amina@bahari.co.tz")).toBeNull();
    expect(phoneSearchDigits("07")).toBeNull();
  });
});
