import { deskCopy } from "../../../content/desk-copy";
import type { DeliveryState } from "../../../shared/desk-views";
import { eatTime } from "../../../shared/eat-time";

export function DeliveryStates({ deliveries }: { deliveries: DeliveryState[] }) {
  const c = deskCopy.record.deliveryColumns;
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">{deskCopy.record.deliveries}</h2>
      {deliveries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{deskCopy.record.noDeliveries}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="text-slate-700">
                <th scope="col" className="py-1 pr-3">
                  {c.destination}
                </th>
                <th scope="col" className="py-1 pr-3">
                  {c.message}
                </th>
                <th scope="col" className="py-1 pr-3">
                  {c.version}
                </th>
                <th scope="col" className="py-1 pr-3">
                  {c.status}
                </th>
                <th scope="col" className="py-1 pr-3">
                  {c.attempts}
                </th>
                <th scope="col" className="py-1 pr-3">
                  {c.when}
                </th>
                <th scope="col" className="py-1">
                  {c.error}
                </th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((d) => (
                <tr key={d.id} className="border-t border-slate-200">
                  <td className="py-1 pr-3">{d.destination}</td>
                  <td className="py-1 pr-3">{deskCopy.record.deliveryMessages[d.eventType] ?? deskCopy.record.deliveryRecordMessage}</td>
                  <td className="py-1 pr-3">{d.recordVersion}</td>
                  <td className="py-1 pr-3">{d.status}</td>
                  <td className="py-1 pr-3">{d.attempts}</td>
                  <td className="py-1 pr-3 whitespace-nowrap">{eatTime(d.deliveredAt ?? d.updatedAt)}</td>
                  <td className="py-1 break-words">{d.lastError ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
