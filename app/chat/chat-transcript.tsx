import { intentOptions, recommendationsCopy, requestCopy, stepPrompts } from "../../content/chat";
import { QUALIFICATION_ORDER } from "../../shared/allowed-values";
import type { ChatState } from "./chat-machine";
import { AssistantBubble, VisitorBubble } from "./steps/chat-ui";

type Exchange = { key: string; prompt: string; answer: string };

/** The questions already answered, rebuilt from the answers (so a restored chat shows them too). */
function pastExchanges({ step, answers, recommendations, request }: ChatState): Exchange[] {
  if (step === "intent" || !answers.intent) return [];
  const exchanges: Exchange[] = [{ key: "intent", prompt: stepPrompts.intent, answer: intentOptions[answers.intent].label }];
  for (const s of QUALIFICATION_ORDER) {
    const answer = answers[s];
    if (answer) exchanges.push({ key: s, prompt: stepPrompts[s], answer });
  }
  if (step !== "request" && answers.intent === "support" && request.downNow !== null) {
    exchanges.push({
      key: "downNow",
      prompt: requestCopy.downNowQuestion,
      answer: request.downNow ? requestCopy.downNowYes : requestCopy.downNowNo,
    });
  }
  if (step !== "request" && request.message.trim())
    exchanges.push({ key: "request", prompt: stepPrompts.request, answer: request.message.trim() });
  if (recommendations.length > 0 && step !== "recommendations") {
    exchanges.push({
      key: "recommendations",
      prompt: `${stepPrompts.recommendations} ${recommendations.map((r) => r.name).join(", ")}.`,
      answer: recommendationsCopy.proceed,
    });
  }
  return exchanges;
}

export function ChatTranscript({ state }: { state: ChatState }) {
  const exchanges = pastExchanges(state);
  if (exchanges.length === 0) return null;
  return (
    <ol className="space-y-2 border-b border-slate-100 pb-3">
      {exchanges.map((exchange) => (
        <li key={exchange.key} className="space-y-2">
          <AssistantBubble>{exchange.prompt}</AssistantBubble>
          <VisitorBubble>{exchange.answer}</VisitorBubble>
        </li>
      ))}
    </ol>
  );
}
