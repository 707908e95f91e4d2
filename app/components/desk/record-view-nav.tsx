import { deskCopy } from "../../../content/desk-copy";
import { workQueueCopy } from "../../../content/work-queue-copy";
import type { RecordViewNav } from "../../../shared/work-queue";

/** Back to the inbox, or to the view the record was opened from with a Next to that view's next record. */
export function RecordViewLinks({ nav }: { nav: RecordViewNav | null }) {
  if (!nav)
    return (
      <p className="text-sm">
        <a href="/desk" className="text-brand-700 underline">
          {deskCopy.record.back}
        </a>
      </p>
    );
  return (
    <nav aria-label={workQueueCopy.recordNavTitle} className="flex flex-wrap items-center gap-4 text-sm">
      <a href={nav.back} className="text-brand-700 underline">
        {workQueueCopy.backToView(workQueueCopy.views[nav.view])}
      </a>
      {nav.next && (
        <a href={nav.next} rel="next" className="btn-primary">
          {workQueueCopy.next}
        </a>
      )}
    </nav>
  );
}
