import { type ReactNode, useId } from "react";
import { useSearchParams } from "react-router";

export type TabItem = { id: string; label: ReactNode; panel: ReactNode };

/** Query parameter that selects a tab, so a link (or a click without JavaScript) opens it. */
const TAB_QUERY_PARAM = "tab";

/**
 * WAI-ARIA tabs. The server renders every panel, all but the selected one hidden; the selected tab
 * is the one `?tab=<id>` names (else `defaultId`, else the first), and each tab is a link to its
 * `?tab=`, so every panel is reachable without JavaScript. app/enhance/tabs.ts switches them in
 * place: automatic activation, arrow keys, Home and End, a roving tabindex.
 */
export function Tabs({ label, tabs, defaultId }: { label: string; tabs: TabItem[]; defaultId?: string }) {
  const [searchParams] = useSearchParams();
  const requested = searchParams.get(TAB_QUERY_PARAM);
  const selectedId = tabs.find((t) => t.id === requested)?.id ?? defaultId ?? tabs[0]?.id;

  const baseId = useId();
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  return (
    <div data-tabs="">
      <div role="tablist" aria-label={label} className="flex gap-2 overflow-x-auto border-b border-slate-200 pb-px">
        {tabs.map((tab) => {
          const selected = tab.id === selectedId;
          return (
            <a
              key={tab.id}
              role="tab"
              id={tabId(tab.id)}
              href={`?${TAB_QUERY_PARAM}=${tab.id}`}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              // The look follows aria-selected, which the script changes.
              className="-mb-px inline-flex shrink-0 items-center gap-2 whitespace-nowrap border-b-2 border-transparent px-4 py-3 text-sm font-semibold text-slate-600 aria-selected:(border-brand-700 text-brand-800) aria-[selected=false]:hover:text-brand-700 focus-visible:(outline-2 outline-offset-[-2px] outline-brand-600)"
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern puts the panel in the Tab order, as its content may hold nothing focusable.
          tabIndex={0}
          hidden={tab.id !== selectedId}
          className="pt-8 focus-visible:(outline-2 outline-offset-4 outline-brand-600)"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
