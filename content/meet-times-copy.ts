// /meet's times on the visitor's own clock, added by the page script where theirs differs from EAT
// (its own module: the chat's booking copy would otherwise be shared, and split, between the two).

export const meetTimesCopy = {
  yourClock: (local: string) => `(${local} your time)`,
  note: (zone: string) => `Times in brackets are in your time zone (${zone.replaceAll("_", " ")}).`,
};
