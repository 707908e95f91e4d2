import { deskTeamCopy } from "../../../content/desk-team-copy";
import type { TeamMember } from "../../../shared/desk-team";
import { OFFICE_LABELS } from "../../../shared/office-ids";

const copy = deskTeamCopy;

/** The team, one row each: who, where, what they do, whether they are Available now, and the way to change them. */
export function TeamTable({ team }: { team: TeamMember[] }) {
  const c = copy.columns;
  if (team.length === 0) return <p className="mt-6 text-slate-700">{copy.empty}</p>;
  return (
    <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm" data-testid="team">
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            {[c.name, c.email, c.office, c.role, c.state, c.actions].map((title) => (
              <th key={title} scope="col" className="px-3 py-2">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {team.map((member) => (
            <tr key={member.email} data-member={member.email} className="border-t border-slate-200">
              <th scope="row" className="px-3 py-2 font-semibold">
                {member.name}
              </th>
              <td className="px-3 py-2">{member.email}</td>
              <td className="px-3 py-2">{member.office ? OFFICE_LABELS[member.office] : copy.allOffices}</td>
              <td className="px-3 py-2">{copy.roles[member.role]}</td>
              <td className="px-3 py-2">{member.available ? copy.available : copy.away}</td>
              <td className="px-3 py-2">
                <a href={`/desk/team?edit=${encodeURIComponent(member.email)}#edit-member`} className="text-brand-700 underline">
                  {copy.edit}
                  <span className="sr-only"> {member.name}</span>
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
