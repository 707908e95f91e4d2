import type { Office } from "../../../content/company";
import { telUrl } from "../../../content/company";
import { Icon } from "../ui/icon";

/** One office: address, phones, email and hours; the map link opens in a new tab. */
export function OfficeCard({ office, mapLabel, headingLevel = 3 }: { office: Office; mapLabel?: string; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card h-full">
      <Heading className="text-lg font-semibold text-slate-900">
        {office.city}, {office.country}
        {office.isHeadquarters && (
          <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 align-middle">Headquarters</span>
        )}
      </Heading>
      <address className="mt-4 space-y-3 text-sm not-italic text-slate-700">
        <p className="flex items-start gap-2">
          <Icon name="pin" size={18} className="mt-0.5 shrink-0 text-brand-700" />
          {office.fullAddress}
        </p>
        {office.phones.map((phone) => (
          <p key={phone} className="flex items-center gap-2">
            <Icon name="phone" size={18} className="shrink-0 text-brand-700" />
            <a href={telUrl(phone)} className="text-brand-700 hover:underline">
              {phone}
            </a>
          </p>
        ))}
        <p className="flex items-center gap-2">
          <Icon name="mail" size={18} className="shrink-0 text-brand-700" />
          <a href={`mailto:${office.email}`} className="text-brand-700 hover:underline">
            {office.email}
          </a>
        </p>
        <div className="flex items-start gap-2">
          <Icon name="clock" size={18} className="mt-0.5 shrink-0 text-brand-700" />
          <ul>
            <li>{office.hours.weekdays}</li>
            <li>{office.hours.saturday}</li>
            <li>{office.hours.sunday}</li>
          </ul>
        </div>
      </address>
      {mapLabel && office.mapUrl && (
        <a href={office.mapUrl} target="_blank" rel="noopener noreferrer" className="btn-secondary mt-5">
          <Icon name="pin" size={18} /> {mapLabel}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
    </article>
  );
}
