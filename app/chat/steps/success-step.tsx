import { successCopy } from "../../../content/chat";
import { Icon } from "../../components/ui/icon";
import { WhatsAppLink } from "./whatsapp-link";

export function SuccessStep({ summary }: { summary: string }) {
  return (
    <div className="space-y-3 text-sm text-slate-800">
      <h3 tabIndex={-1} data-chat-focus="" className="flex items-center gap-2 text-lg font-bold text-slate-900 outline-none">
        <Icon name="check" size={22} className="text-accent-700" />
        {successCopy.heading}
      </h3>
      <p>{successCopy.promise}</p>
      <h4 className="font-semibold text-slate-900">{successCopy.nextStepsTitle}</h4>
      <ol className="list-decimal space-y-1 pl-5">
        <li>{successCopy.checkEmail}</li>
        <li>{successCopy.consultation}</li>
        <li>
          <WhatsAppLink summary={summary} label={successCopy.whatsapp} />
        </li>
      </ol>
    </div>
  );
}
