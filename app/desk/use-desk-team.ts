import { useRouteLoaderData } from "react-router";
import { deskTeamCopy } from "../../content/desk-team-copy";
import type { TeamMember } from "../../shared/desk-team";
import { OFFICE_LABELS } from "../../shared/office-ids";
import type { deskLayoutData } from "./team.server";

/** The team, as the desk layout loaded it for every desk page (Reassign and the owner filter offer it). */
export function useDeskTeam(): TeamMember[] {
  return useRouteLoaderData<typeof deskLayoutData>("routes/desk/desk-layout")?.team ?? [];
}

/** How a member is offered in a choice: "Amina Wanjiru (Nairobi)", "Juma Otieno (All offices)". */
export const teamMemberLabel = (member: Pick<TeamMember, "name" | "office">): string =>
  `${member.name} (${member.office ? OFFICE_LABELS[member.office] : deskTeamCopy.allOffices})`;
