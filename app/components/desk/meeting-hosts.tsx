import { deskMeetingsCopy as copy } from "../../../content/desk-meetings-copy";
import { OFFICE_IDS, type OfficeId } from "../../../shared/office-ids";

type Host = {
  email: string;
  office: string;
  days: number[];
  opens: string;
  closes: string;
  videoLink: string | null;
  capacity: number;
  feedUrl: string | null;
};

/** The hosts set up, each removable, and the form that adds one or changes one (by its email). */
export function MeetingHosts({ hosts, me, errors }: { hosts: readonly Host[]; me: string; errors: readonly string[] }) {
  return (
    <section aria-labelledby="hosts-title" className="mt-10">
      <h2 id="hosts-title" className="text-lg font-semibold text-slate-900">
        {copy.hostsTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{copy.hostsLead}</p>
      {hosts.length > 0 ? (
        <table className="mt-3 w-full text-left text-sm">
          <thead>
            <tr>
              {Object.values(copy.hostColumns).map((label) => (
                <th key={label} scope="col" className="border-b border-slate-200 py-2 pr-3">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {hosts.map((h) => (
              <tr key={h.email} className="border-b border-slate-100">
                <td className="py-2 pr-3">{h.email}</td>
                <td className="py-2 pr-3">{copy.offices[h.office as OfficeId] ?? h.office}</td>
                <td className="py-2 pr-3">{h.days.map((d) => copy.weekdays[d]).join(", ")}</td>
                <td className="py-2 pr-3">
                  {h.opens}–{h.closes}
                </td>
                <td className="py-2 pr-3">{h.videoLink}</td>
                <td className="py-2 pr-3">{h.capacity}</td>
                <td className="py-2 pr-3">
                  {h.feedUrl ? (
                    <a href={h.feedUrl} data-host-feed={h.email} className="text-brand-700 underline">
                      {copy.feedLink}
                    </a>
                  ) : null}
                </td>
                <td className="py-2 pr-3">
                  <form method="post">
                    <input type="hidden" name="intent" value="host-remove" />
                    <input type="hidden" name="email" value={h.email} />
                    <button type="submit" className="btn-secondary" aria-label={`${copy.remove} ${h.email}`}>
                      {copy.remove}
                    </button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <form method="post" aria-labelledby="host-form-title" className="mt-4 space-y-3 rounded-xl border border-slate-200 bg-white p-4">
        <h3 id="host-form-title" className="font-semibold text-slate-900">
          {copy.addTitle}
        </h3>
        {errors.length > 0 ? (
          <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
            <p className="font-semibold">{copy.refused}</p>
            <ul className="list-disc pl-5">
              {errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <input type="hidden" name="intent" value="host-save" />
        <div className="grid gap-3 sm:grid-cols-3">
          <p>
            <label htmlFor="host-email" className="field-label">
              {copy.labels.email}
            </label>
            <input id="host-email" name="email" type="email" required defaultValue={me} className="field-input" />
          </p>
          <p>
            <label htmlFor="host-office" className="field-label">
              {copy.labels.office}
            </label>
            <select id="host-office" name="office" className="field-input">
              {OFFICE_IDS.map((id) => (
                <option key={id} value={id}>
                  {copy.offices[id]}
                </option>
              ))}
            </select>
          </p>
          <p>
            <label htmlFor="host-capacity" className="field-label">
              {copy.labels.capacity}
            </label>
            <input id="host-capacity" name="capacity" type="number" min={1} max={20} defaultValue={8} className="field-input" />
          </p>
          <p>
            <label htmlFor="host-opens" className="field-label">
              {copy.labels.opens}
            </label>
            <input id="host-opens" name="opens" type="time" defaultValue="09:00" required className="field-input" />
          </p>
          <p>
            <label htmlFor="host-closes" className="field-label">
              {copy.labels.closes}
            </label>
            <input id="host-closes" name="closes" type="time" defaultValue="17:00" required className="field-input" />
          </p>
          <p>
            <label htmlFor="host-video" className="field-label">
              {copy.labels.videoLink}
            </label>
            <input id="host-video" name="videoLink" type="url" className="field-input" />
          </p>
        </div>
        <fieldset>
          <legend className="field-label">{copy.labels.days}</legend>
          <div className="flex flex-wrap gap-3">
            {copy.weekdays.map((day, i) => (
              <label key={day} className="flex items-center gap-1 text-sm">
                <input type="checkbox" name="days" value={i} defaultChecked={i >= 1 && i <= 5} />
                {day}
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className="btn-primary">
          {copy.save}
        </button>
      </form>
    </section>
  );
}
