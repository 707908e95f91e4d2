import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { contactMessageSchema, guideRequestSchema } from "./contact-messages";

const message = {
  name: "Baraka Mushi",
  email: "baraka@example.co.tz",
  company: "Mushi Logistics",
  subject: "Backup quote",
  message: "We need backups for 40 staff.",
};

const issueMessages = (schema: typeof contactMessageSchema | typeof guideRequestSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.map((issue) => issue.message) ?? [];

describe("contact message text", () => {
  it("loses format characters, so a bidi override cannot make a subject display as another file name", () => {
    const parsed = v.parse(contactMessageSchema, {
      ...message,
      name: "Baraka\u200B Mushi",
      company: "\u2066Mushi\u2069 Logistics\uFEFF",
      subject: "Invoice \u202Efdp.exe",
      message: "Open the\u200D attachment\u200E.",
    });
    expect(parsed).toMatchObject({
      name: "Baraka Mushi",
      company: "Mushi Logistics",
      subject: "Invoice fdp.exe",
      message: "Open the attachment.",
    });
  });

  it("refuses a required field left empty by that, as missing", () => {
    const invisible = "\u200B\u200B\u202E";
    expect(issueMessages(contactMessageSchema, { ...message, name: invisible })).toEqual(["Name is required"]);
    expect(issueMessages(contactMessageSchema, { ...message, subject: invisible })).toEqual(["Subject is required"]);
    expect(issueMessages(contactMessageSchema, { ...message, message: invisible })).toEqual(["Message is required"]);
    expect(v.parse(contactMessageSchema, { ...message, company: invisible }).company).toBe("");
  });
});

describe("guide request text", () => {
  it("loses format characters, and a name of only zero-width spaces is missing", () => {
    const request = {
      guideId: "microsoft-365-migration-guide",
      name: "Grace\u200B Nakato",
      email: "grace@example.ug",
      company: "Nakato\u00AD Clinics",
    };
    expect(v.parse(guideRequestSchema, request)).toMatchObject({ name: "Grace Nakato", company: "Nakato Clinics" });
    expect(issueMessages(guideRequestSchema, { ...request, name: "\u200B\u200B" })).toEqual(["Name is required"]);
  });
});
