import type { InboxView, SortColumn } from "../shared/work-queue";

// The desk's work queue: the saved views, the sortable columns and the due labels (app/routes/desk/).

export const workQueueCopy = {
  viewsTitle: "Saved views",
  views: {
    inbox: "Work queue",
    mine: "Mine",
    unassigned: "Unassigned",
    overdue: "Overdue",
    "follow-ups": "Today's follow-ups",
    spam: "Spam",
  } satisfies Record<InboxView, string>,
  viewLeads: {
    inbox: "What needs doing first: untouched records overdue or due soon, then high-value leads, then the rest, newest first.",
    mine: "Your records, in the work queue's order.",
    unassigned: "Records nobody owns yet, in the work queue's order.",
    overdue: "Untouched records past their response target (the last 14 days), longest overdue first.",
    "follow-ups": "Your follow-ups due today or earlier, earliest first.",
    spam: "",
  } satisfies Record<InboxView, string>,
  /** A column header's link title: what it sorts by. */
  sortBy: (column: string) => `Sort by ${column.toLowerCase()}`,
  columns: { received: "Received", score: "Score", status: "Status", owner: "Owner", due: "Due" } satisfies Record<SortColumn, string>,
  overdue: (duration: string) => `overdue ${duration}`,
  dueIn: (duration: string) => `due in ${duration}`,
  dueNow: "due now",
  /** Durations as sales read them: minutes, then hours and minutes, then days. */
  minutes: (n: number) => `${n} min`,
  hours: (h: number, m: number) => (m ? `${h} h ${m} min` : `${h} h`),
  days: (n: number) => `${n} d`,
  next: "Next",
  /** The record page's links back to the view it was opened from and on to the next record. */
  recordNavTitle: "The view this record is in",
  backToView: (view: string) => `Back to ${view}`,
  followUpDue: "Follow-up due",
};
