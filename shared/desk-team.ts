import * as v from "valibot";
import { type LeadStatus, OPEN_STATUSES, TEAM_ROLES, type TeamRole } from "./desk";
import { OFFICE_IDS, type OfficeId } from "./office-ids";

// The sales team as the desk manages it: what the team page's forms send, checked by the server with
// these schemas, and what the pages are handed. Addresses are the desk identity's, kept in lower case.

const NAME_MAX = 100;
const EMAIL_MAX = 254;

/** A team member as the desk's pages show them; `office` null covers every office. */
export type TeamMember = {
  email: string;
  name: string;
  office: OfficeId | null;
  role: TeamRole;
  available: boolean;
  availableChangedAt: string | null;
};

/** The team form's office choice: "" is "All offices". */
export const ALL_OFFICES = "";

const email = v.pipe(
  v.string("give their e-mail address"),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty("give their e-mail address"),
  v.maxLength(EMAIL_MAX, `an e-mail address is at most ${EMAIL_MAX} characters`),
  v.email("give a whole e-mail address, like name@kilele.co.ke"),
);

const details = {
  name: v.pipe(
    v.string("give their name"),
    v.trim(),
    v.nonEmpty("give their name"),
    v.maxLength(NAME_MAX, `a name is at most ${NAME_MAX} characters`),
  ),
  office: v.pipe(
    v.optional(v.picklist([ALL_OFFICES, ...OFFICE_IDS], `office must be All offices or one of: ${OFFICE_IDS.join(", ")}`), ALL_OFFICES),
    v.transform((office): OfficeId | null => (office === ALL_OFFICES ? null : office)),
  ),
  role: v.picklist(TEAM_ROLES, `role must be one of: ${TEAM_ROLES.join(", ")}`),
};

/** POST /desk/team intent=add (a new member) and intent=edit (their name, office and role; the address is who they are). */
export const memberSchema = v.object({ email, ...details });
/** POST /desk/team intent=remove. */
export const removeMemberSchema = v.object({ email });

export type MemberInput = v.InferOutput<typeof memberSchema>;

/** The team form's fields, for errors shown beside each. */
export const MEMBER_FIELDS = ["email", "name", "office", "role"] as const;
export type MemberField = (typeof MEMBER_FIELDS)[number];

/** POST /desk/availability: the state chosen, and the desk page to come back to. */
export const availabilitySchema = v.object({
  available: v.picklist(["yes", "no"], "choose Available or Away"),
  back: v.optional(v.pipe(v.string(), v.regex(/^\/desk(?:[/?][^\s\\]*)?$/, "back must be a desk page")), "/desk"),
});

/**
 * The name someone joining through the Available switch is listed under until edited: their
 * address's local part, each word capitalised ("amina.wanjiru@…" is "Amina Wanjiru").
 */
export const nameFromEmail = (address: string): string =>
  (address.split("@")[0] ?? address)
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(" ") || address;

/** Claim can succeed only on a record nobody owns, not held for review and still open (the server checks the same). */
export const claimable = (work: { owner: string | null; status: LeadStatus; spamReason: string | null }): boolean =>
  work.owner === null && work.spamReason === null && (OPEN_STATUSES as readonly LeadStatus[]).includes(work.status);
