// Every word of live chat's Slack alerts (worker/delivery/live-slack-message.ts): a visitor waiting
// for a person, and who answered them.

export const liveSlackCopy = {
  waitingHeader: (visitor: string) => `💬 Visitor waiting: ${visitor}`,
  waitingText: (visitor: string, city: string) => `Visitor waiting for a person: ${visitor} (${city})`,
  someone: "a visitor",
  office: "Office",
  page: "Page",
  waitingSince: "Waiting since",
  since: (time: string) => `${time} EAT`,
  chatSoFar: "What they told the chat",
  nothingYet: "Nothing yet.",
  answerInDesk: "Answer in desk",
  openInDesk: "Open in desk",
  answered: (visitor: string, city: string, staff: string, wait: string) => `${visitor} (${city}) was answered by ${staff} after ${wait}.`,
} as const;
