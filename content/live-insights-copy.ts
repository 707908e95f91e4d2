// The desk insights' words for live chat: how many visitors who asked for a person were answered,
// and how long they waited.

const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 0 });

export const liveInsightsCopy = {
  title: "Live chat",
  lead: "Visitors who asked for a person in these days: how many someone answered, and how long those answered waited (the median).",
  requests: "Asked for a person",
  answered: "Answered",
  answeredOf: (answered: number, share: number | null) =>
    `${answered.toLocaleString("en")} (${share === null ? "–" : percent.format(share)})`,
  medianWait: "Median wait",
  noWait: "– (nobody answered)",
} as const;
