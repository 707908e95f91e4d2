import type { Intent, QualificationStep } from "../shared/allowed-values";

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
  /** Asked before a person is called only when the chat does not have them yet. */
  aboutYou: "So the team knows who they are talking to:",
  name: "Your name",
  email: "Your e-mail",
  nameMissing: "Enter your name.",
  emailInvalid: "Enter a valid e-mail address.",
  start: "Call a person",
  emailTranscript: "E-mail me the transcript",
  transcriptQueued: (email: string) => `The transcript is on its way to ${email}.`,
  transcriptNoEmail: "We have no e-mail address for you, so we cannot send the transcript.",
  transcriptOff: "We cannot e-mail transcripts just now, sorry.",
  endFailed: "We could not end the chat just now. Please try again.",
  /** The message left instead: the visitor's words, then what the chat knows so far. */
  messageTitle: "Leave a message",
  messageLabel: "Your message",
  messageSend: "Send message",
  messageSent: "Thank you: your message is with the team, and they will write back to you by e-mail.",
  messageFailed: "We could not send your message. Please try again.",
  messageMissing: "Write your message.",
  messageSubject: "Message from the chat",
  messageChatSoFar: "The chat so far:",
  bookMeetingAt: (office: string) => `/meet?office=${office}`,
  /** When the team is back, in EAT (every office keeps EAT). */
  backWhen: {
    today: (clock: string) => `today at ${clock} EAT`,
    tomorrow: (clock: string) => `tomorrow at ${clock} EAT`,
    later: (weekday: string, clock: string) => `on ${weekday} at ${clock} EAT`,
  },
  weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  /**
   * The lines of "the chat so far" sent with a message or to whoever answers. The intents' and
   * answers' names are the chat's own (content/chat.ts), repeated here so the live chunk does not
   * pull the panel's copy into a shared chunk, which would cost the panel's 90 KB budget.
   */
  soFar: {
    intents: { sales: "Sales", faq: "FAQ", support: "Support", general: "General enquiry" } satisfies Record<Intent, string>,
    answers: {
      orgType: "Organisation",
      size: "Team size",
      need: "Main need",
      stack: "Current tools",
      urgency: "Timeline",
      budget: "Budget",
    } satisfies Record<QualificationStep, string>,
    intent: (label: string) => `Chose: ${label}`,
    request: (text: string) => `Wrote: ${text}`,
    asked: (question: string) => `Asked: ${question}`,
    answered: (answer: string) => `Assistant: ${answer}`,
    said: (author: string, text: string) => `${author}: ${text}`,
  },
} as const;

/** The transcript a visitor asks for by e-mail (plain text: their words are never markup). */
export const liveTranscriptEmailCopy = {
  subject: "Your chat with Kilele",
  greeting: (name: string) => (name ? `Hello ${name},` : "Hello,"),
  intro: "Here is the transcript of your chat with our team, as you asked. Times are East Africa Time (EAT).",
  noMessages: "(No messages were written.)",
  signOff: "Thank you for talking with us. Reply to this e-mail to reach the team.",
} as const;
