import type { ButtonHTMLAttributes, ReactNode } from "react";
import { chatCopy } from "../../../content/chat";

// The panel's small building blocks: message bubbles and option buttons.

/** `focusTarget`: the message itself takes focus when its step appears (steps that start with reading). */
export function AssistantBubble({ id, focusTarget, children }: { id?: string; focusTarget?: boolean; children: ReactNode }) {
  return (
    <div
      id={id}
      {...(focusTarget ? { ...FOCUS_TARGET, tabIndex: -1 } : {})}
      className="max-w-[90%] rounded-2xl rounded-tl-sm bg-slate-100 px-3 py-2 text-sm text-slate-900 focus-visible:(outline-2 outline-offset-2 outline-brand-600)"
    >
      <span className="sr-only">{chatCopy.assistant}: </span>
      {children}
    </div>
  );
}

export function VisitorBubble({ children }: { children: ReactNode }) {
  return (
    <p className="ml-auto max-w-[85%] w-fit rounded-2xl rounded-tr-sm bg-brand-700 px-3 py-2 text-sm text-white">
      <span className="sr-only">{chatCopy.you}: </span>
      {children}
    </p>
  );
}

export function OptionButton({ className = "", ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className={`min-h-11 rounded-lg border border-brand-600 bg-white px-3 py-2 text-left text-sm font-medium text-brand-800 hover:bg-brand-50 focus-visible:(outline-2 outline-offset-2 outline-brand-600) disabled:(cursor-not-allowed opacity-60) ${className}`}
      {...props}
    />
  );
}

/** Marks the control that receives focus when its step appears. */
export const FOCUS_TARGET = { "data-chat-focus": "" } as const;
