import { useEffect } from "react";
import { Icon } from "./icon";

export type ToastMessage = { title: string; text: string };

const SHOW_MS = 8000;

/**
 * A notice at the bottom of the screen. The live region is always rendered so screen readers
 * announce the message when it appears; it hides itself after a few seconds or on dismiss.
 */
export function Toast({ toast, onDismiss }: { toast: ToastMessage | null; onDismiss: () => void }) {
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(onDismiss, SHOW_MS);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);

  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      {toast && (
        <div className="pointer-events-auto flex max-w-md items-start gap-3 rounded-xl border border-accent-600 bg-white p-4 shadow-lg">
          <Icon name="check" className="mt-0.5 shrink-0 text-accent-700" />
          <div>
            <p className="font-semibold text-slate-900">{toast.title}</p>
            <p className="mt-1 text-sm text-slate-700">{toast.text}</p>
          </div>
          <button
            type="button"
            onClick={onDismiss}
            aria-label="Dismiss notification"
            className="rounded p-1 text-slate-600 hover:bg-slate-100"
          >
            <Icon name="close" size={18} />
          </button>
        </div>
      )}
    </div>
  );
}
