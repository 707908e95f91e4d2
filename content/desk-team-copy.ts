import type { TeamRole } from "../shared/desk";

// Every word of the desk's team page, its Available/Away switch, the Reassign choice and the
// "other records of this person" panel (staff only).

export const deskTeamCopy = {
  nav: "Team",
  title: "Team",
  lead: "Who can own records and take live chats. Reassign and the inbox's owner filter offer these people; anyone who opens the desk and goes Available is added here.",
  columns: { name: "Name", email: "E-mail", office: "Office", role: "Role", state: "Now", actions: "Change" },
  allOffices: "All offices",
  roles: { sales: "Sales", manager: "Manager", support: "Support" } satisfies Record<TeamRole, string>,
  available: "Available",
  away: "Away",
  empty: "No one is on the team yet. Add someone below, or go Available at the top of any desk page.",
  edit: "Edit",
  add: {
    title: "Add a member",
    button: "Add member",
  },
  editTitle: (name: string) => `Edit ${name}`,
  save: "Save changes",
  cancel: "Cancel",
  remove: "Remove from the team",
  removeHint: "Records they own stay theirs until reassigned.",
  fields: { email: "E-mail address", name: "Name", office: "Office", role: "Role" },
  emailFixed: "The address is who they are: to change it, remove them and add the new address.",
  errorsTitle: "Nothing was changed. Please correct:",
  duplicate: (email: string) => `${email} is already on the team`,
  notices: {
    added: "Added to the team.",
    updated: "Saved.",
    removed: "Removed from the team.",
    "not-found": "That person is not on the team (any more).",
  },
  availability: {
    label: "Your state for live chat",
    hint: "Available: live chats and meeting requests may come to you.",
  },
  reassign: {
    label: "Team member",
    choose: "Choose a team member",
    noTeam: "No one is on the team yet: add people on the Team page first.",
    teamLink: "Team page",
  },
  ownerFilterTeam: "Team members",
  person: {
    title: "Other records of this person",
    lead: "Same e-mail address or the same phone number.",
    columns: { kind: "Kind", received: "Received", status: "Status" },
    timelineTitle: "This person's timeline",
    thisRecord: "This record",
    open: "Open",
  },
} as const;

export type TeamNotice = keyof typeof deskTeamCopy.notices;
