// The words the desk's CSV export and `npm run leads` write into their cells.

/** What a record is, as sales call it. */
export const recordKinds = {
  lead: "chat lead",
  support: "support request",
  contact: "contact message",
  guide: "guide request",
  newsletter: "newsletter sign-up",
} as const;

export type RecordKind = keyof typeof recordKinds;
