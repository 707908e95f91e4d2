import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";

export type TabItem = { id: string; label: ReactNode; panel: ReactNode };

/** Query parameter that selects a tab, so a link (or a click without JavaScript) opens it. */
const TAB_QUERY_PARAM = "tab";

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move focus and select; only
 * the selected tab is in the Tab order (roving tabindex). Each tab is also a link to ?tab=<id>,
 * and the server renders the tab the URL names, so every panel is reachable without JavaScript.
 */
export function Tabs({ label, tabs, defaultId }: { label: string; tabs: TabItem[]; defaultId?: string }) {
  const [searchParams] = useSearchParams();
  const requested = searchParams.get(TAB_QUERY_PARAM);
  const fromUrl = tabs.find((t) => t.id === requested)?.id ?? defaultId ?? tabs[0]?.id;
  const [selectedId, setSelectedId] = useState(fromUrl);
  useEffect(() => setSelectedId(fromUrl), [fromUrl]);

  const baseId = useId();
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, tabs.length);
    const tab = tabs[next];
    if (!tab) return;
    setSelectedId(tab.id);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-2 overflow-x-auto border-b border-slate-200 pb-px">
        {tabs.map((tab, index) => {
          const selected = tab.id === selectedId;
          return (
            <a
              key={tab.id}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              role="tab"
              id={tabId(tab.id)}
              href={`?${TAB_QUERY_PARAM}=${tab.id}`}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              onClick={(event) => {
                // Modified clicks keep the link behaviour (open the tab's URL in a new window).
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                setSelectedId(tab.id);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px inline-flex shrink-0 items-center gap-2 whitespace-nowrap border-b-2 px-4 py-3 text-sm font-semibold focus-visible:(outline-2 outline-offset-[-2px] outline-brand-600) ${
                selected ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-brand-700"
              }`}
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
