import { deskCopy } from "../../../content/desk-copy";
import { deskMeetingsCopy as copy } from "../../../content/desk-meetings-copy";
import { MeetingAgenda } from "../../components/desk/meeting-agenda";
import { MeetingHosts } from "../../components/desk/meeting-hosts";
import { deskMeetingsAction, deskMeetingsData } from "../../desk/meetings.server";
import { noSitemap } from "../../seo/sitemap-handle";
import type { Route } from "./+types/meetings";

export const handle = noSitemap;

export const loader = (args: Route.LoaderArgs) => deskMeetingsData(args);
export const action = (args: Route.ActionArgs) => deskMeetingsAction(args);

export const meta = () => [{ title: `${copy.title} · ${deskCopy.name}` }, { name: "robots", content: "noindex, nofollow" }];

export default function DeskMeetings({ loaderData, actionData }: Route.ComponentProps) {
  const { today, week, hosts, me } = loaderData;
  const errors = actionData && !actionData.ok ? actionData.errors : [];
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{copy.title}</h1>
      <p className="mt-1 text-sm text-slate-600">{copy.lead}</p>
      <MeetingAgenda title={copy.today} meetings={today} />
      <MeetingAgenda title={copy.week} meetings={week} />
      <MeetingHosts hosts={hosts} me={me} errors={errors} />
    </>
  );
}
