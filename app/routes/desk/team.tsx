import { deskCopy } from "../../../content/desk-copy";
import { deskTeamCopy } from "../../../content/desk-team-copy";
import { DeskNotice } from "../../components/desk/desk-notice";
import { TeamMemberForm } from "../../components/desk/team-member-form";
import { TeamTable } from "../../components/desk/team-table";
import { teamAction, teamData } from "../../desk/team.server";
import { noSitemap } from "../../seo/sitemap-handle";
import type { Route } from "./+types/team";

export const handle = noSitemap;

export const loader = (args: Route.LoaderArgs) => teamData(args);
export const action = (args: Route.ActionArgs) => teamAction(args);

export const meta = () => [{ title: `${deskTeamCopy.title} · ${deskCopy.name}` }, { name: "robots", content: "noindex, nofollow" }];

const copy = deskTeamCopy;

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  const { team, editing, notice } = loaderData;
  const refusedEdit = actionData?.intent === "edit" ? actionData : null;
  const refusedAdd = actionData?.intent === "add" ? actionData : null;
  const edited = refusedEdit?.values ?? (editing && { ...editing, office: editing.office ?? "" });
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{copy.title}</h1>
      <p className="mt-1 text-sm text-slate-600">{copy.lead}</p>
      {notice && <DeskNotice>{copy.notices[notice]}</DeskNotice>}
      <TeamTable team={team} />
      {edited && (
        <section id="edit-member" aria-labelledby="edit-member-title" className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="edit-member-title" className="text-lg font-semibold text-slate-900">
            {copy.editTitle(editing?.name ?? edited.name ?? "")}
          </h2>
          <TeamMemberForm intent="edit" values={edited} errors={refusedEdit?.errors ?? {}} />
          <form method="post" action="/desk/team" className="mt-4 border-t border-slate-200 pt-3">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="email" value={edited.email} />
            <button type="submit" className="btn-secondary">
              {copy.remove}
            </button>
            <p className="mt-1 text-xs text-slate-700">{copy.removeHint}</p>
          </form>
        </section>
      )}
      <section aria-labelledby="add-member-title" className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="add-member-title" className="text-lg font-semibold text-slate-900">
          {copy.add.title}
        </h2>
        <TeamMemberForm intent="add" values={refusedAdd?.values ?? {}} errors={refusedAdd?.errors ?? {}} />
      </section>
    </>
  );
}
