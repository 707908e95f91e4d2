import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { Icon } from "./icon";

export type AccordionItem = { id: string; title: string; content: ReactNode };

const FOCUS_KEYS = ["ArrowDown", "ArrowUp", "Home", "End"];

/**
 * WAI-ARIA accordion: at most one panel open; clicking the open header closes it;
 * ArrowDown/ArrowUp (wrapping), Home and End move focus between the headers.
 */
export function Accordion({ items, headingLevel = 3 }: { items: AccordionItem[]; headingLevel?: 2 | 3 }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const headers = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    if (!FOCUS_KEYS.includes(event.key)) return;
    event.preventDefault();
    const last = items.length - 1;
    const target = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target !== undefined) headers.current[target]?.focus();
  }

  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item, index) => {
        const open = item.id === openId;
        const headerId = `${baseId}-${item.id}-header`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id}>
            <Heading className="m-0">
              <button
                ref={(el) => {
                  headers.current[index] = el;
                }}
                id={headerId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                onKeyDown={(e) => moveFocus(e, index)}
                className="flex w-full items-center justify-between gap-4 px-6 py-5 text-left text-lg font-semibold text-slate-900 hover:bg-slate-50 focus-visible:(outline-2 -outline-offset-2 outline-brand-600)"
              >
                {item.title}
                <Icon name="chevronDown" className={`shrink-0 text-brand-700 transition-transform ${open ? "rotate-180" : ""}`} />
              </button>
            </Heading>
            <section id={panelId} aria-labelledby={headerId} hidden={!open} className="px-6 pb-6">
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
