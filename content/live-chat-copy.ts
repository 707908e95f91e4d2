// Every word of live chat: the desk's /desk/live page (staff only) and the header's waiting count.

export const LIVE_DESK_NOTICES = ["answered", "taken", "sent", "transferred", "ended", "already", "not-found"] as const;
export type LiveDeskNotice = (typeof LIVE_DESK_NOTICES)[number];

export const liveDeskCopy = {
  nav: "Live chat",
  waitingCount: (count: number) => `${count} waiting`,
  title: "Live chat",
  lead: "Visitors who asked for a person. Answer one to take it: the first to answer gets it and becomes the lead's owner. Reload the page to see new visitors and messages.",
  waitingTitle: "Waiting",
  waitingEmpty: "Nobody is waiting.",
  activeTitle: "Going on",
  activeEmpty: "No conversation is going on.",
  visitor: "Visitor",
  office: "Office",
  page: "Page",
  waited: "Waiting for",
  answeredBy: "Answered by",
  chatSoFar: "What they told the chat",
  answer: "Answer",
  open: "Open",
  transcriptTitle: (name: string) => `Conversation with ${name}`,
  noMessages: "No messages yet.",
  reply: "Reply",
  send: "Send",
  transferTo: "Transfer to",
  transfer: "Transfer",
  end: "End",
  onlyAnswerer: (name: string) => `${name} is answering this conversation.`,
  endedNote: "This conversation has ended.",
  notices: {
    answered: "You answered: the visitor sees that you joined.",
    taken: "Someone else answered first.",
    sent: "Sent.",
    transferred: "Transferred.",
    ended: "The conversation has ended.",
    already: "The conversation had already ended.",
    "not-found": "There is no such conversation.",
  } satisfies Record<LiveDeskNotice, string>,
} as const;

/** The visitor's side, in the chat panel. */
export const liveVisitorCopy = {
  talk: "Talk to a person",
  talkHint: "Someone from our team answers here, now.",
  backAt: (when: string) => `The team is back ${when}.`,
  nobodyNow: "Nobody from the team can answer right now.",
  leaveMessage: "Leave a message",
  leaveMessageUrl: "/contact",
  bookMeeting: "Book a meeting",
  bookMeetingUrl: "/meet",
  waiting: "Waiting for the team…",
  waitingHint: "Someone usually answers within a few minutes. You can keep browsing: this chat stays open.",
  nobodyAnswered:
    "Nobody has answered yet, sorry. You can keep waiting, or leave a message or book a meeting and we will come back to you.",
  you: "You",
  message: "Message",
  send: "Send",
  sending: "Sending…",
  typing: "typing…",
  reconnecting: "Reconnecting…",
  ended: "The conversation has ended. Thank you for talking with us.",
  failed: "We could not reach the team. Please leave a message instead.",
  endChat: "End chat",
} as const;
