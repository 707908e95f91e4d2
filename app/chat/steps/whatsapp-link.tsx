import { faqCopy, whatsappCopy } from "../../../content/chat";
import { whatsappUrl } from "../../../content/company";
import * as iconPaths from "../../components/ui/chat-icon-paths";
import { SvgIcon } from "../../components/ui/svg-icon";

/** "Continue on WhatsApp" with a prefilled summary of the visitor's choices (no contact details). */
export function WhatsAppLink({ summary, label = whatsappCopy.link }: { summary: string; label?: string }) {
  return (
    <a
      href={whatsappUrl(summary)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-700 underline-offset-2 hover:underline focus-visible:(outline-2 outline-offset-2 outline-accent-600)"
    >
      <SvgIcon d={iconPaths.chat} size={16} />
      {label}
      <span className="sr-only"> {faqCopy.newTab}</span>
    </a>
  );
}
