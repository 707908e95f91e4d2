import { lazy, Suspense } from "react";
import { intentOptions, stepPrompts } from "../../../content/chat";
import { INTENTS, QUALIFICATION_STEPS, type QualificationStep } from "../../../shared/allowed-values";
import type { ChatAction } from "../chat-machine";
import { AssistantBubble, FOCUS_TARGET, OptionButton } from "./chat-ui";

type Dispatch = (action: ChatAction) => void;

// Live chat's offer is its own chunk, outside the panel's budget: fetched when a step offers it
// (intent, an FAQ fallback, success).
export const TalkToPerson = lazy(() => import("../live/talk-to-person"));

/** Intent buttons are named by all their visible text: the label, then the line under it. */
export function IntentStep({ dispatch }: { dispatch: Dispatch }) {
  return (
    <fieldset aria-labelledby="chat-prompt" className="min-w-0 space-y-3">
      <AssistantBubble id="chat-prompt">{stepPrompts.intent}</AssistantBubble>
      <div className="grid gap-2">
        {INTENTS.map((intent, i) => (
          <OptionButton key={intent} {...(i === 0 ? FOCUS_TARGET : {})} onClick={() => dispatch({ type: "intentSelected", intent })}>
            <span className="block">{intentOptions[intent].label}</span>
            <span className="block text-xs font-normal text-slate-600">{intentOptions[intent].hint}</span>
          </OptionButton>
        ))}
        <Suspense fallback={null}>
          <TalkToPerson />
        </Suspense>
      </div>
    </fieldset>
  );
}

/** One qualification question; each button is labelled with an allowed value exactly as stored. */
export function OptionStep({ step, dispatch }: { step: QualificationStep; dispatch: Dispatch }) {
  const options: readonly string[] = QUALIFICATION_STEPS[step];
  return (
    <fieldset aria-labelledby="chat-prompt" className="min-w-0 space-y-3">
      <AssistantBubble id="chat-prompt">{stepPrompts[step]}</AssistantBubble>
      <div className="grid grid-cols-2 gap-2">
        {options.map((value, i) => (
          <OptionButton
            key={value}
            {...(i === 0 ? FOCUS_TARGET : {})}
            onClick={() => dispatch({ type: "optionChosen", step, value } as ChatAction)}
          >
            {value}
          </OptionButton>
        ))}
      </div>
    </fieldset>
  );
}
