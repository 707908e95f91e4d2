import { deskCopy } from "../../../content/desk-copy";
import { deskTeamCopy } from "../../../content/desk-team-copy";
import type { TeamMember } from "../../../shared/desk-team";
import { teamMemberLabel, useDeskTeam } from "../../desk/use-desk-team";

const copy = deskTeamCopy.reassign;

/** Reassign to someone on the team (name and office), never a typed address; the server refuses anyone else. */
export function ReassignForm({ action, owner }: { action: string; owner: string | null }) {
  const team: TeamMember[] = useDeskTeam();
  if (team.length === 0)
    return (
      <p className="mt-2 text-sm text-slate-700">
        {copy.noTeam}{" "}
        <a href="/desk/team" className="text-brand-700 underline">
          {copy.teamLink}
        </a>
      </p>
    );
  return (
    <form method="post" action={action} className="mt-2 space-y-2">
      <label className="field-label">
        {copy.label}
        <select name="owner" required defaultValue="" className="field-input">
          <option value="" disabled>
            {copy.choose}
          </option>
          {team.map((member) => (
            <option key={member.email} value={member.email} disabled={member.email === owner}>
              {teamMemberLabel(member)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn-secondary">
        {deskCopy.record.reassignButton}
      </button>
    </form>
  );
}
