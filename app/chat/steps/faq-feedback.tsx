import { useId, useRef, useState } from "react";
import { faqFeedbackCopy } from "../../../content/chat";
import { sendFaqFeedback } from "../chat-api";
import type { ChatAction } from "../chat-machine";

type Props = {
  sessionId: string;
  /** The question as it was sent: the server finds its log row by it. */
  query: string;
  /** The recorded vote, null until there is one. */
  helpful: boolean | null;
  dispatch: (action: ChatAction) => void;
};

const VOTES = [
  { helpful: true, label: faqFeedbackCopy.yes },
  { helpful: false, label: faqFeedbackCopy.no },
] as const;

/**
 * "Helpful? Yes / No" under an FAQ answer. A vote is shown once the server has it, so what is
 * pressed is what marketing sees; another click changes it.
 */
export function FaqFeedback({ sessionId, query, helpful, dispatch }: Props) {
  const labelId = useId();
  const [failed, setFailed] = useState(false);
  // Votes leave one after another, so a corrected vote is never overtaken by the one it corrects.
  const sending = useRef(Promise.resolve());

  const vote = (value: boolean) => {
    sending.current = sending.current.then(async () => {
      try {
        await sendFaqFeedback({ sessionId, query, helpful: value });
        setFailed(false);
        dispatch({ type: "faqRated", query, helpful: value });
      } catch (error) {
        console.error("FAQ vote not recorded", error);
        setFailed(true);
      }
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
      <fieldset aria-labelledby={labelId} className="flex min-w-0 items-center gap-2">
        <span id={labelId}>{faqFeedbackCopy.question}</span>
        {VOTES.map((option) => {
          const pressed = helpful === option.helpful;
          return (
            <button
              key={option.label}
              type="button"
              aria-pressed={pressed}
              onClick={() => vote(option.helpful)}
              className={`min-h-8 min-w-12 rounded-md border px-3 font-medium focus-visible:(outline-2 outline-offset-2 outline-brand-600) ${
                pressed ? "border-brand-700 bg-brand-700 text-white" : "border-slate-400 bg-white text-slate-800 hover:bg-slate-50"
              }`}
            >
              {option.label}
            </button>
          );
        })}
      </fieldset>
      <p role="status">{failed ? faqFeedbackCopy.failed : helpful === null ? "" : faqFeedbackCopy.thanks}</p>
    </div>
  );
}
