import { deskCopy } from "../../../content/desk-copy";
import type { DeskRecordView } from "../../../shared/desk-views";
import { FactTable } from "./fact-table";

/** Who, how to reach them, what they asked for, and where they came from. */
export function RecordFacts({ record }: { record: DeskRecordView }) {
  return (
    <>
      {record.request && <FactTable section={record.request} />}
      <FactTable section={{ title: deskCopy.record.contact, facts: record.contact }} />
      {record.links.length > 0 && (
        <nav aria-label={deskCopy.record.reach} className="flex flex-wrap gap-2">
          {record.links.map((link) => (
            <a key={link.href} href={link.href} className="btn-secondary">
              {link.label}
            </a>
          ))}
        </nav>
      )}
      {record.sections.map((section) => (
        <FactTable key={section.title} section={section} />
      ))}
      {record.source && <FactTable section={record.source} />}
    </>
  );
}
