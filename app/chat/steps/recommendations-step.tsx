import { recommendationsCopy, stepPrompts } from "../../../content/chat";
import type { Recommendation } from "../../../shared/lead-submission";
import type { ChatAction } from "../chat-machine";
import { BookCallOffer } from "../meeting/book-call-offer";
import { AssistantBubble } from "./chat-ui";
import { WhatsAppLink } from "./whatsapp-link";

type Props = { recommendations: Recommendation[]; summary: string; dispatch: (action: ChatAction) => void };

export function RecommendationsStep({ recommendations, summary, dispatch }: Props) {
  const view = (rec: Recommendation) => {
    window.open(rec.url, "_blank", "noopener");
    dispatch({ type: "recommendationViewed", id: rec.id });
  };
  return (
    <div className="space-y-3">
      <AssistantBubble id="chat-prompt" focusTarget>
        {stepPrompts.recommendations}
      </AssistantBubble>
      <ul aria-labelledby="chat-prompt" className="space-y-2">
        {recommendations.map((rec) => (
          <li key={rec.id} className="rounded-xl border border-slate-200 bg-white p-3">
            <p className="text-sm font-semibold text-slate-900">{rec.name}</p>
            <p className="mt-1 text-xs leading-relaxed text-slate-700">{rec.reason}</p>
            <button
              type="button"
              onClick={() => view(rec)}
              className="mt-2 rounded-md border border-brand-600 px-3 py-1.5 text-xs font-semibold text-brand-800 hover:bg-brand-50 focus-visible:(outline-2 outline-offset-2 outline-brand-600)"
            >
              {recommendationsCopy.view}
              <span className="sr-only">
                {" "}
                {rec.name} ({recommendationsCopy.viewHint})
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => dispatch({ type: "proposalRequested" })} className="btn-primary w-full">
        {recommendationsCopy.proceed}
      </button>
      <BookCallOffer dispatch={dispatch} />
      <WhatsAppLink summary={summary} />
    </div>
  );
}
