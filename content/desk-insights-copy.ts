// The insights page's words for its range of days, its funnels by source and campaign and how the
// records ended (the rest of the page's words are in desk-copy.ts).

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

export const insightsCopy = {
  range: {
    title: "Days shown",
    lead: "The funnels and outcomes below cover the chat sessions opened and the records received on these days (EAT), both included.",
    from: "From",
    to: "To",
    show: "Show",
    presetsLabel: "Quick ranges",
    preset: (days: number) => `Last ${days} days`,
    shown: (from: string, to: string) => `${from} to ${to} (EAT)`,
  },
  funnel: {
    source: { title: "Funnel by source", column: "Source", all: "All sources", tableTitle: "Every source" },
    campaign: {
      title: "Funnel by campaign",
      column: "Campaign",
      all: "All campaigns",
      tableTitle: "Every campaign",
      lead: "The same sessions and leads by their utm_campaign; (none) is every visit without one.",
    },
    otherGroups: (count: number, all: string) => `${count.toLocaleString("en")} more with fewer leads are not listed; they are in ${all}.`,
  },
  outcomes: {
    title: "Won and lost",
    lead: "How the records received in these days ended so far (chat leads, contact messages and guide requests; spam left out). Won's value is the deal value entered with Won, in US dollars.",
    wonBySource: "Won by source",
    wonByOwner: "Won by owner",
    source: "Source",
    owner: "Owner",
    unassigned: "(unassigned)",
    won: "Won",
    value: "Deal value",
    withoutValue: (n: number) => `${n.toLocaleString("en")} without a value`,
    wonEmpty: "Nothing received in these days has been won yet.",
    chartTitle: (by: string) => `Won deal value by ${by}`,
    chartDesc: "One bar per row of the table below, its length the summed deal value against the largest.",
    lostTitle: "Lost: reasons",
    reason: "Reason",
    lost: "Lost",
    noReason: "(no reason given)",
    lostEmpty: "Nothing received in these days has been lost.",
    usd: (cents: number) => usd.format(cents / 100),
  },
} as const;
