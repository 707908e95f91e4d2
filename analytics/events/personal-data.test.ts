import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { holdsPersonalData, REMOVED, withoutPersonalData } from "./personal-data";

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

describe("withoutPersonalData: phone numbers", () => {
  it.each([
    ["+254 712 345 678", REMOVED],
    ["0712-345-678", REMOVED],
    ["(0712) 345.678", REMOVED],
    ["+254 (0) 712 345 678", REMOVED],
    ["+1 (555) 123-4567", REMOVED],
    ["06 12 34 56 78", REMOVED],
    ["call 0712345678 today", `call ${REMOVED} today`],
    ["promo_254712345678", `promo_${REMOVED}`],
    ["/call/0712-345-678/now", `/call/${REMOVED}/now`],
    ["０７１２ ３４５ ６７８", REMOVED],
    ["0712\u200B345\u200B678", REMOVED],
    ["0712%20345%20678", REMOVED],
    ["0712%2520345%2520678", REMOVED],
    ["2026-11-27 0712 345 678", `2026-11-27 ${REMOVED}`],
  ])("cuts %j", (value, kept) => {
    expect(withoutPersonalData(value)).toBe(kept);
  });

  it("cuts any phone number written with spaces, dashes, dots or parentheses, and keeps the text around it", () => {
    const digits = (n: number) => fc.stringMatching(new RegExp(`^\\d{${n}}$`));
    const phone = fc.oneof(
      fc.tuple(fc.constantFrom(" ", "-", "."), digits(3), digits(3), digits(3)).map(([sep, a, b, c]) => `0${a}${sep}${b}${sep}${c}`),
      fc
        .tuple(fc.constantFrom(" ", "-"), digits(3), digits(3), digits(3), digits(3))
        .map(([sep, a, b, c, d]) => `+${a}${sep}${b}${sep}${c}${sep}${d}`),
      fc.tuple(digits(4), digits(3), digits(3)).map(([a, b, c]) => `(${a}) ${b}.${c}`),
      fc.tuple(digits(3), digits(3), digits(4)).map(([a, b, c]) => `+1 (${a}) ${b}-${c}`),
    );
    fc.assert(
      fc.property(phone, fc.constantFrom("call ", "promo-", "/u/", ""), fc.constantFrom(" now", "/page", ""), (number, before, after) => {
        expect(withoutPersonalData(`${before}${number}${after}`)).toBe(`${before}${REMOVED}${after}`);
      }),
    );
  });
});

describe("withoutPersonalData: e-mail addresses", () => {
  it.each([
    ["jane.doe@example.com", REMOVED],
    ["jane.doe＠example.com", REMOVED],
    ["jane.doe﹫example.com", REMOVED],
    ["jane.doe(at)example.com", REMOVED],
    ["jane.doe [at] example.com", REMOVED],
    ["jane.doe {at} example (dot) com", REMOVED],
    ["write to jane.doe at example.com", `write to ${REMOVED}`],
    ["jane.doe at example dot co dot ke please", `${REMOVED} please`],
    ["/resources/jane.doe%40example.com", `/resources/${REMOVED}`],
    ["/u/jane.doe%2540example.com/inbox", `/u/${REMOVED}/inbox`],
    ["jane%2Edoe%40example%2Ecom", REMOVED],
    ["https://mail.example.com/u/amina@example.co.ke/inbox", `https://mail.example.com/u/${REMOVED}/inbox`],
    ["jane\u200B.doe@exa\u200Dmple.com!", `${REMOVED}!`],
  ])("cuts %j", (value, kept) => {
    expect(withoutPersonalData(value)).toBe(kept);
  });

  it("cuts an address in every spelling, and keeps the text around it", () => {
    const word = fc.stringMatching(/^[a-z][a-z0-9]{0,9}$/);
    const local = fc.array(word, { minLength: 1, maxLength: 3 }).map((parts) => parts.join("."));
    const domain = fc
      .tuple(fc.array(word, { minLength: 1, maxLength: 2 }), fc.constantFrom("com", "co.ke", "org"))
      .map(([labels, tld]) => [...labels, tld].join("."));
    const at = fc.constantFrom("@", "＠", "(at)", " (at) ", "[at]", " [at] ", " at ", "%40", "%2540");
    fc.assert(
      fc.property(
        local,
        at,
        domain,
        fc.constantFrom("see ", "/u/", ""),
        fc.constantFrom(" now", "/inbox", ""),
        (name, sign, host, before, after) => {
          expect(withoutPersonalData(`${before}${name}${sign}${host}${after}`)).toBe(`${before}${REMOVED}${after}`);
        },
      ),
    );
  });
});

describe("withoutPersonalData: ordinary values", () => {
  it.each([
    "123e4567-e89b-12d3-a456-426614174000",
    "12345678-1234-1234-1234-123456789012",
    "2026-11-27",
    "2026-11-27T09:00:00.000Z",
    "q4-2026-promo",
    "spring_2026_sale",
    "KES 1,250,000",
    "USD 12 500",
    "1250000.00",
    "139.0.7258.66",
    "10.0.19045.3803",
    "120212345678901234",
    "/products/microsoft-365",
    "/blog/2026/11/27/it-support-nairobi",
    "https://www.google.com/search",
    "@kilele",
    "meet at 5.30",
  ])("keeps %j", (value) => {
    expect(withoutPersonalData(value)).toBe(value);
  });

  it("keeps UUIDs, dates, amounts, versions and campaign names", () => {
    const date = fc
      .date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    const amount = fc.oneof(
      fc.integer({ min: 0, max: 10 ** 12 }).map((n) => `KES ${n.toLocaleString("en-US")}`),
      fc.integer({ min: 0, max: 10 ** 9 }).map((n) => `${n}.${String(n % 100).padStart(2, "0")}`),
    );
    const version = fc.oneof(
      fc.tuple(fc.nat(99), fc.nat(99), fc.nat(999)).map((parts) => parts.join(".")),
      fc
        .tuple(fc.integer({ min: 1, max: 999 }), fc.nat(99_999), fc.nat(999))
        .map(([major, build, patch]) => `${major}.0.${build}.${patch}`),
    );
    const campaign = fc
      .array(
        fc.tuple(
          fc.stringMatching(/^[a-z]{2,10}$/),
          fc.option(fc.oneof(fc.integer({ min: 2000, max: 2099 }).map(String), fc.constantFrom("q1", "q4", "v2"))),
        ),
        {
          minLength: 1,
          maxLength: 4,
        },
      )
      .chain((tokens) =>
        fc.constantFrom("-", "_").map((sep) => tokens.flatMap(([word, number]) => (number ? [word, number] : [word])).join(sep)),
      );
    fc.assert(
      fc.property(fc.oneof(fc.uuid(), date, amount, version, campaign), (value) => {
        expect(withoutPersonalData(value)).toBe(value);
      }),
    );
  });

  it("keeps real-looking click ids whole, digits and all", () => {
    const bytes = fc.uint8Array({ minLength: 16, maxLength: 64 });
    const clickId = fc.oneof(
      bytes.map((b) => `Cj0KCQiA${base64url(b)}`),
      bytes.map((b) => `EAIaIQobChMI${base64url(b)}`),
      bytes.map((b) => `IwAR${base64url(b)}`),
      bytes.map((b) => `IwZXh0bgNhZW0CMTEAAR${base64url(b)}_aem_${base64url(b.slice(0, 16))}`),
      fc.uint8Array({ minLength: 16, maxLength: 16 }).map(hex),
    );
    fc.assert(
      fc.property(clickId, (id) => {
        expect(holdsPersonalData(id)).toBe(false);
      }),
      { numRuns: 1000 },
    );
    // Long digit runs inside a click id are joined to letters: not a number anyone wrote.
    expect(holdsPersonalData("a1b2c3d4e5f6123456789012345abcde")).toBe(false);
    expect(holdsPersonalData("Cj0KCQiA5rGuBhCnARIsAN11vgQ9123456789Xh0")).toBe(false);
  });
});

describe("withoutPersonalData: any text", () => {
  it("never throws on malformed percent escapes, lone surrogates or anything else, and a second pass changes nothing", () => {
    const malformed = fc.constantFrom("%", "%z", "%zz", "%E0%A4%A", "%C3", "%FF%FE", "\uD800", "\uDFFF", "%ED%A0%80");
    const text = fc.array(fc.oneof(fc.string({ unit: "binary" }), malformed, fc.constantFrom("@", "%40", " at ", "0712", " ", "-")), {
      maxLength: 12,
    });
    fc.assert(
      fc.property(text, (parts) => {
        const once = withoutPersonalData(parts.join(""));
        expect(withoutPersonalData(once)).toBe(once);
      }),
      { numRuns: 300 },
    );
    expect(withoutPersonalData("%E0%A4%A jane%40example.com %zz")).toBe(`%E0%A4%A ${REMOVED} %zz`);
  });

  it("keeps the text as written around a cut: escapes, case and all", () => {
    expect(withoutPersonalData("/caf%C3%A9/Jane%40Example.com/%7Euser")).toBe(`/caf%C3%A9/${REMOVED}/%7Euser`);
  });
});
