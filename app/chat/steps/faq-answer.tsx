import type { ReactNode } from "react";
import { faqCopy } from "../../../content/chat";
import type { FaqChoice } from "../../../shared/faq-conversation";
import { answerParts } from "../answer-parts";
import type { FaqReply } from "../chat-machine";
import { AssistantBubble, OptionButton } from "./chat-ui";

// One reply of the FAQ conversation: the fact first, then the detail, a long list collapsed, the
// page link, an estimate's quote link, a fallback's closest entries, and an ask-back's buttons.

/** Links from the FAQ corpus are followed only when they are site paths or https pages. */
const isSafeLink = (url: string) => (url.startsWith("/") ? !url.startsWith("//") : url.startsWith("https://"));

function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline underline-offset-2">
      {children}
      <span className="sr-only"> {faqCopy.newTab}</span>
    </a>
  );
}

function AnswerText({ response }: { response: string }) {
  const { lead, detail, list } = answerParts(response);
  return (
    <>
      <span className="block font-medium">{lead}</span>
      {list.length > 0 && (
        <details className="mt-1">
          <summary className="cursor-pointer font-semibold text-brand-800">{faqCopy.showAll(list.length)}</summary>
          <ul className="mt-1 list-disc space-y-0.5 pl-4">
            {list.map((item, i) => (
              // Items may repeat words but not places: the index keeps keys unique.
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
              <li key={i}>{item}</li>
            ))}
          </ul>
        </details>
      )}
      {detail.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
        <span key={i} className="mt-1 block">
          {/* The space keeps the answer's text one text when read or copied: its sentences are blocks. */} {line}
        </span>
      ))}
    </>
  );
}

type Props = {
  reply: FaqReply;
  /** Present on the latest reply only: an ask-back's buttons answer it. */
  onChoose?: (choice: FaqChoice) => void;
  disabled?: boolean;
};

export function FaqAnswer({ reply, onChoose, disabled }: Props) {
  if (reply.kind === "failed") {
    return (
      <AssistantBubble>
        {faqCopy.failed} <NewTabLink href={faqCopy.contactUrl}>{faqCopy.contactLink}</NewTabLink>
      </AssistantBubble>
    );
  }
  return (
    <>
      <AssistantBubble>
        <AnswerText response={reply.response} />
        {(reply.resourceUrl && isSafeLink(reply.resourceUrl)) || reply.quoteUrl ? (
          <span className="mt-1 flex flex-wrap gap-x-4">
            {reply.resourceUrl && isSafeLink(reply.resourceUrl) && <NewTabLink href={reply.resourceUrl}>{faqCopy.learnMore}</NewTabLink>}
            {reply.quoteUrl && isSafeLink(reply.quoteUrl) && <NewTabLink href={reply.quoteUrl}>{faqCopy.quote}</NewTabLink>}
          </span>
        ) : null}
        {reply.related?.length ? (
          <span className="mt-2 block">
            {faqCopy.related}
            <ul className="mt-1 space-y-1">
              {reply.related.map((link) => (
                <li key={`${link.url} ${link.question}`}>
                  <details>
                    <summary className="cursor-pointer font-semibold">{link.question}</summary>
                    <span className="mt-1 block whitespace-pre-line">{link.answer}</span>
                    {isSafeLink(link.url) && (
                      <span className="mt-1 block">
                        <NewTabLink href={link.url}>{faqCopy.learnMore}</NewTabLink>
                      </span>
                    )}
                  </details>
                </li>
              ))}
            </ul>
          </span>
        ) : null}
      </AssistantBubble>
      {onChoose && reply.choices?.length ? (
        <div className="flex flex-wrap gap-2">
          {reply.choices.map((choice) => (
            <OptionButton key={choice.offer} disabled={disabled} onClick={() => onChoose(choice)}>
              {choice.label}
            </OptionButton>
          ))}
        </div>
      ) : null}
    </>
  );
}
