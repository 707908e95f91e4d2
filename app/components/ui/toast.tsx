import { Icon } from "./icon";

export type ToastMessage = { title: string; text: string };

function ToastCard({ toast }: { toast: ToastMessage }) {
  return (
    <div className="pointer-events-auto flex max-w-md items-start gap-3 rounded-xl border border-accent-600 bg-white p-4 shadow-lg">
      <Icon name="check" className="mt-0.5 shrink-0 text-accent-700" />
      <div>
        <p className="font-semibold text-slate-900">{toast.title}</p>
        <p className="mt-1 text-sm text-slate-700">{toast.text}</p>
      </div>
      <button type="button" data-toast-dismiss aria-label="Dismiss notification" className="rounded p-1 text-slate-600 hover:bg-slate-100">
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}

/**
 * A notice at the bottom of the screen. The live region is always rendered so screen readers
 * announce the message when it appears; `shown` renders it at once (the answer to a form posted
 * without JavaScript). The page script shows it from its template, hides it after a few seconds and
 * on dismiss (app/enhance/forms-toast.ts).
 */
export function Toast({ id, toast, shown }: { id: string; toast: ToastMessage; shown: boolean }) {
  return (
    <div
      id={id}
      role="status"
      aria-live="polite"
      data-toast
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
    >
      <template data-toast-card>
        <ToastCard toast={toast} />
      </template>
      {shown && <ToastCard toast={toast} />}
    </div>
  );
}
