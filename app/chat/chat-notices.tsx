import { noticeCopy } from "../../content/chat";
import * as iconPaths from "../components/ui/chat-icon-paths";
import { SvgIcon } from "../components/ui/svg-icon";

// The submit notices (success with the lead score, or the error) are toasts on the page, outside
// the panel. Both live regions stay in the page so screen readers announce what is added to them.

export type Notice = { id: number; kind: "success" | "error"; title: string; text: string };

function Toast({ notice, onDismiss }: { notice: Notice; onDismiss: (id: number) => void }) {
  const error = notice.kind === "error";
  return (
    <div
      className={`pointer-events-auto flex items-start gap-3 rounded-xl border bg-white p-4 shadow-lg ${error ? "border-red-300" : "border-accent-500"}`}
    >
      <div className="min-w-0 flex-1">
        <p className={`text-sm font-semibold ${error ? "text-red-800" : "text-accent-700"}`}>{notice.title}</p>
        <p className="mt-1 text-sm text-slate-800">{notice.text}</p>
      </div>
      <button
        type="button"
        aria-label={noticeCopy.dismiss}
        onClick={() => onDismiss(notice.id)}
        className="rounded p-1 text-slate-600 hover:text-slate-900 focus-visible:(outline-2 outline-brand-600)"
      >
        <SvgIcon d={iconPaths.close} size={16} />
      </button>
    </div>
  );
}

export function ChatNotices({ notices, onDismiss }: { notices: Notice[]; onDismiss: (id: number) => void }) {
  const list = (kind: Notice["kind"]) =>
    notices.filter((n) => n.kind === kind).map((n) => <Toast key={n.id} notice={n} onDismiss={onDismiss} />);
  return (
    <div className="pointer-events-none fixed inset-x-4 top-20 z-50 flex flex-col gap-2 sm:(left-auto w-96)">
      <div role="status" className="flex flex-col gap-2">
        {list("success")}
      </div>
      <div role="alert" className="flex flex-col gap-2">
        {list("error")}
      </div>
    </div>
  );
}
