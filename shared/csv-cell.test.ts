import { describe, expect, it } from "vitest";
import { csvCell, csvPhoneCell } from "./csv-cell";

describe("csvPhoneCell", () => {
  it.each([
    // A number with its plus: a leading tab, so no spreadsheet computes it and the plus shows.
    ["+254722555014", "\t+254722555014"],
    ["+254 722 555 014", "\t+254 722 555 014"],
    ["+1 (555) 010-0199", "\t+1 (555) 010-0199"],
    // Nothing to protect: as typed.
    ["0722 555 014", "0722 555 014"],
    ["", ""],
  ])("%j → %j", (input, output) => {
    expect(csvPhoneCell(input)).toBe(output);
  });

  it.each([
    ["=1+1", "'=1+1"],
    ['+HYPERLINK("http://evil.example")', `"'+HYPERLINK(""http://evil.example"")"`],
    ["+254 722 555 014 =cmd", "'+254 722 555 014 =cmd"],
    ["-2+3", "'-2+3"],
    ["\t+254", "'\t+254"],
  ])("anything beyond a phone number's characters is an ordinary cell: %j → %j", (input, output) => {
    expect(csvPhoneCell(input)).toBe(output);
    expect(csvPhoneCell(input)).toBe(csvCell(input));
  });
});
