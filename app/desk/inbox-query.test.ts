import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { inboxFilterSchema } from "../../shared/desk";
import { inboxHref } from "./inbox-query";

const filter = (query: Record<string, string>) => v.parse(inboxFilterSchema, query);

describe("inboxHref", () => {
  it("leaves defaults out", () => {
    expect(inboxHref(filter({}))).toBe("/desk");
  });

  it("keeps the filter and applies the change, back to page 1 when asked", () => {
    const current = filter({ office: "kampala", status: "new", page: "3", q: "acme & co" });
    expect(inboxHref(current, { status: "won", page: 1 })).toBe("/desk?status=won&office=kampala&q=acme+%26+co");
    expect(inboxHref(current, {}, "/desk/export.csv")).toBe("/desk/export.csv?status=new&office=kampala&q=acme+%26+co&page=3");
  });
});
