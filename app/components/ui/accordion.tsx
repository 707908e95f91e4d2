import { type ReactNode, useId } from "react";
import { Icon } from "./icon";

export type AccordionItem = { id: string; title: string; content: ReactNode };

/**
 * WAI-ARIA accordion, every panel closed: a heading holds each header button, which controls its
 * panel. app/enhance/accordion.ts opens them (at most one at a time; clicking the open header
 * closes it) and moves focus between the headers with ArrowDown/ArrowUp (wrapping), Home and End.
 * Without JavaScript the headers cannot open anything, so every panel is shown instead.
 */
export function Accordion({ items, headingLevel = 3 }: { items: AccordionItem[]; headingLevel?: 2 | 3 }) {
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <div data-accordion="" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => {
        const headerId = `${baseId}-${item.id}-header`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} data-accordion-item={item.id}>
            <Heading className="m-0">
              <button
                id={headerId}
                type="button"
                data-accordion-header=""
                aria-expanded={false}
                aria-controls={panelId}
                className="flex w-full items-center justify-between gap-4 px-6 py-5 text-left text-lg font-semibold text-slate-900 hover:bg-slate-50 focus-visible:(outline-2 -outline-offset-2 outline-brand-600)"
              >
                {item.title}
                <Icon
                  name="chevronDown"
                  className="shrink-0 text-brand-700 transition-transform [[aria-expanded=true]>&]:rotate-180 [@media(scripting:none)]:hidden"
                />
              </button>
            </Heading>
            <section id={panelId} aria-labelledby={headerId} hidden className="px-6 pb-6 [@media(scripting:none)]:!block">
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
