/** The keys that move focus along a row of tabs or a column of headers and links. */
export type Axis = "row" | "column";

const steps: Record<Axis, Record<string, 1 | -1>> = {
  row: { ArrowRight: 1, ArrowLeft: -1 },
  column: { ArrowDown: 1, ArrowUp: -1 },
};

/**
 * Where `key` moves focus from item `index` of `count`: the axis's arrows step and wrap around,
 * Home goes to the first, End to the last; undefined when the key moves nothing.
 */
export function movedIndex(key: string, index: number, count: number, axis: Axis): number | undefined {
  if (count === 0) return undefined;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  const step = steps[axis][key];
  return step === undefined ? undefined : (index + step + count) % count;
}
