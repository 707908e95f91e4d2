import { deskCopy } from "../../../content/desk-copy";
import { deskTeamCopy } from "../../../content/desk-team-copy";
import { liveDeskCopy } from "../../../content/live-chat-copy";
import { AvailabilitySwitch } from "./availability-switch";

type HeaderProps = { email: string; available: boolean; here: string; liveWaiting: number };

export function DeskHeader({ email, available, here, liveWaiting }: HeaderProps) {
  return (
    <header className="border-b border-slate-200 bg-brand-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <a href="/desk" className="text-lg font-bold text-white">
          {deskCopy.name}
        </a>
        <nav aria-label={deskCopy.name}>
          <ul className="flex gap-4 text-sm">
            <li>
              <a href="/desk" className="text-white underline">
                {deskCopy.nav.inbox}
              </a>
            </li>
            <li>
              <a href="/desk?view=spam" className="text-white underline">
                {deskCopy.nav.spam}
              </a>
            </li>
            <li>
              <a href="/desk/insights" className="text-white underline">
                {deskCopy.nav.insights}
              </a>
            </li>
            <li>
              <a href="/desk/live" className="text-white underline">
                {liveDeskCopy.nav}
              </a>
              {/* Kept current by the desk's script (app/enhance/desk-live-waiting.ts). */}
              <strong
                data-live-waiting
                aria-live="polite"
                hidden={liveWaiting === 0}
                className="ml-1 rounded-full bg-white px-2 text-brand-900"
              >
                {liveWaiting > 0 ? liveDeskCopy.waitingCount(liveWaiting) : ""}
              </strong>
            </li>
            <li>
              <a href="/desk/team" className="text-white underline">
                {deskTeamCopy.nav}
              </a>
            </li>
            <li>
              <a href="/" className="text-white underline">
                {deskCopy.nav.site}
              </a>
            </li>
          </ul>
        </nav>
        <p className="ml-auto text-sm text-brand-100">
          {deskCopy.signedInAs} <strong className="text-white">{email}</strong>
        </p>
        <AvailabilitySwitch available={available} here={here} />
      </div>
    </header>
  );
}
