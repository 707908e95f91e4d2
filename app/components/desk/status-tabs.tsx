import { deskCopy } from "../../../content/desk-copy";
import { type InboxFilter, LEAD_STATUSES, type LeadStatus, STATUS_LABELS } from "../../../shared/desk";
import { inboxHref } from "../../desk/inbox-query";

/** The counts per status for the current filter; each links to that status. */
export function StatusTabs({ filter, counts }: { filter: InboxFilter; counts: Record<LeadStatus, number> }) {
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const tabs: { status: LeadStatus | ""; label: string; count: number }[] = [
    { status: "", label: deskCopy.inbox.allStatuses, count: total },
    ...LEAD_STATUSES.map((status) => ({ status, label: STATUS_LABELS[status], count: counts[status] })),
  ];
  return (
    <nav aria-label={deskCopy.columns.status} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const current = filter.status === tab.status;
          return (
            <li key={tab.status || "all"}>
              <a
                href={inboxHref(filter, { status: tab.status, page: 1 })}
                aria-current={current ? "page" : undefined}
                className={`inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm ${
                  current ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800"
                }`}
              >
                {tab.label}
                <span className="font-semibold">{tab.count.toLocaleString("en")}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
