import { Suspense } from "react";
import { requestCopy, successCopy } from "../../../content/chat";
import * as iconPaths from "../../components/ui/chat-icon-paths";
import { SvgIcon } from "../../components/ui/svg-icon";
import type { ChatState } from "../chat-machine";
import { BookCallOffer } from "../meeting/book-call-offer";
import { TalkToPerson } from "./choice-steps";
import { WhatsAppLink } from "./whatsapp-link";

/** A support request gets its own promise and next steps: nothing about proposals or consultations. */
export function SuccessStep({ summary, support, chat }: { summary: string; support: boolean; chat?: ChatState }) {
  return (
    <div className="space-y-3 text-sm text-slate-800">
      <h3 tabIndex={-1} data-chat-focus="" className="flex items-center gap-2 text-lg font-bold text-slate-900 outline-none">
        <SvgIcon d={iconPaths.check} size={22} className="text-accent-700" />
        {successCopy.heading}
      </h3>
      <p>{support ? successCopy.support.promise : successCopy.promise}</p>
      <h4 className="font-semibold text-slate-900">{successCopy.nextStepsTitle}</h4>
      <ol className="list-decimal space-y-1 pl-5">
        <li>{support ? successCopy.support.checkEmail : successCopy.checkEmail}</li>
        {support ? (
          <li>
            {successCopy.support.emergency}{" "}
            <a href={requestCopy.emergencyUrl} className="font-semibold text-brand-700 underline underline-offset-2">
              {requestCopy.emergencyPhone}
            </a>
          </li>
        ) : (
          <li>{successCopy.consultation}</li>
        )}
        <li>
          <WhatsAppLink summary={summary} label={successCopy.whatsapp} />
        </li>
      </ol>
      {!support && <BookCallOffer />}
      <Suspense fallback={null}>
        <TalkToPerson chat={chat} />
      </Suspense>
    </div>
  );
}
