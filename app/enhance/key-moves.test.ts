import { describe, expect, it } from "vitest";
import { movedIndex } from "./key-moves";

describe("movedIndex", () => {
  it("steps along a row with the horizontal arrows, wrapping at both ends", () => {
    expect(movedIndex("ArrowRight", 0, 4, "row")).toBe(1);
    expect(movedIndex("ArrowRight", 3, 4, "row")).toBe(0);
    expect(movedIndex("ArrowLeft", 0, 4, "row")).toBe(3);
    expect(movedIndex("ArrowLeft", 2, 4, "row")).toBe(1);
  });

  it("steps along a column with the vertical arrows, wrapping at both ends", () => {
    expect(movedIndex("ArrowDown", 1, 3, "column")).toBe(2);
    expect(movedIndex("ArrowDown", 2, 3, "column")).toBe(0);
    expect(movedIndex("ArrowUp", 0, 3, "column")).toBe(2);
  });

  it("sends Home to the first item and End to the last on either axis", () => {
    expect(movedIndex("Home", 2, 3, "column")).toBe(0);
    expect(movedIndex("End", 0, 3, "column")).toBe(2);
    expect(movedIndex("Home", 3, 5, "row")).toBe(0);
    expect(movedIndex("End", 1, 5, "row")).toBe(4);
  });

  it("ignores the other axis's arrows, other keys and empty lists", () => {
    expect(movedIndex("ArrowDown", 0, 4, "row")).toBeUndefined();
    expect(movedIndex("ArrowRight", 0, 4, "column")).toBeUndefined();
    expect(movedIndex("Enter", 0, 4, "row")).toBeUndefined();
    expect(movedIndex("Tab", 0, 4, "column")).toBeUndefined();
    expect(movedIndex("Home", 0, 0, "row")).toBeUndefined();
  });
});
