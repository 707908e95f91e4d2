import { deskCopy } from "../../../content/desk-copy";
import { liveDeskCopy as copy } from "../../../content/live-chat-copy";
import { DeskNotice } from "../../components/desk/desk-notice";
import { LiveActive, LiveWaiting } from "../../components/desk/live-queue";
import { LiveTranscript } from "../../components/desk/live-transcript";
import { liveDeskData } from "../../desk/live.server";
import { noSitemap } from "../../seo/sitemap-handle";
import type { Route } from "./+types/live";

export const handle = noSitemap;

export const loader = (args: Route.LoaderArgs) => liveDeskData(args);

export const meta = () => [{ title: `${copy.title} · ${deskCopy.name}` }, { name: "robots", content: "noindex, nofollow" }];

export default function DeskLive({ loaderData }: Route.ComponentProps) {
  const { waiting, active, open, team, me, now, notice } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{copy.title}</h1>
      <p className="mt-1 text-sm text-slate-600">{copy.lead}</p>
      {notice && <DeskNotice>{copy.notices[notice]}</DeskNotice>}
      {open && <LiveTranscript open={open} me={me} team={team} />}
      <LiveWaiting waiting={waiting} now={now} />
      <LiveActive active={active} team={team} />
    </>
  );
}
