import type { ReactNode } from "react";
import { chatWithoutScript } from "../../content/chat-opener";

/**
 * A labelled chat opener ("Chat with us", "Start Chat") as the server renders it: a link to the
 * contact form whose words, without JavaScript, say why it goes there. The page script
 * (app/enhance/chat-links.ts) turns it into the button that opens the chat; the note is in
 * <noscript> so it never shows, nor shifts the layout, where the script runs.
 */
export function ChatLink({ className, children }: { className: string; children: ReactNode }) {
  return (
    <a href={chatWithoutScript.href} data-chat-link="" data-open-chat="" className={className}>
      {children}
      <noscript>
        {" "}
        <span className="text-xs font-normal">{chatWithoutScript.note}</span>
      </noscript>
    </a>
  );
}
