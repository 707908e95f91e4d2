import { workQueueCopy } from "../../../content/work-queue-copy";
import type { InboxFilter } from "../../../shared/desk";
import { INBOX_VIEWS } from "../../../shared/work-queue";

/** The saved views, each a plain link (/desk?view=…) to bookmark; the spam view has its own link in the header. */
export function InboxViews({ filter }: { filter: InboxFilter }) {
  return (
    <nav aria-label={workQueueCopy.viewsTitle} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {INBOX_VIEWS.filter((view) => view !== "spam").map((view) => {
          const current = filter.view === view;
          return (
            <li key={view}>
              <a
                href={view === "inbox" ? "/desk" : `/desk?view=${view}`}
                aria-current={current ? "page" : undefined}
                className={`inline-flex rounded-lg border px-3 py-1 text-sm font-semibold ${
                  current ? "border-brand-900 bg-brand-900 text-white" : "border-slate-300 bg-white text-brand-700"
                }`}
              >
                {workQueueCopy.views[view]}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
