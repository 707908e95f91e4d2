/** The middle value (the upper middle for an even count): the benchmarks' summary of repeated runs. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
