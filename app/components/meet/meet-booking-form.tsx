import { Link } from "react-router";
import { meetPage as text } from "../../../content/meetings";
import type { ApiErrorBody } from "../../../shared/api-error-body";
import type { MeetingKind, MeetingSlot } from "../../../shared/meetings";
import type { OfficeId } from "../../../shared/office-ids";
import { FormGuardInputs } from "../../forms/form-guard-inputs";
import { clockLabel, dayLabel } from "../../meet/meeting-time";
import { FormErrorNotice } from "../forms/form-error-notice";

type Props = {
  office: OfficeId;
  kind: MeetingKind;
  day: string;
  slots: readonly MeetingSlot[];
  values: Record<string, string>;
  error?: ApiErrorBody["error"];
};

const FIELDS = [
  { name: "name", type: "text", autoComplete: "name", required: true },
  { name: "email", type: "email", autoComplete: "email", required: true },
  { name: "company", type: "text", autoComplete: "organization", required: true },
  { name: "phone", type: "tel", autoComplete: "tel", required: false },
] as const;

/** Step 2 and 3 of /meet: the day's times as radio buttons, then who is coming; a plain form post. */
export function MeetBookingForm({ office, kind, day, slots, values, error }: Props) {
  return (
    <form method="post" action={`/meet?office=${office}&kind=${kind}&day=${day}`} className="card space-y-6" data-meet-form>
      <input type="hidden" name="office" value={office} />
      <input type="hidden" name="kind" value={kind} />
      <fieldset>
        <legend className="text-xl font-bold text-slate-900">{text.timesTitle(dayLabel(day))}</legend>
        <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-6">
          {slots.map((slot) => (
            <li key={slot.start}>
              <label className="flex flex-wrap items-center gap-x-2 rounded-lg border border-slate-300 px-3 py-2 text-sm">
                <input
                  type="radio"
                  name="start"
                  value={slot.start}
                  required
                  defaultChecked={values.start === slot.start}
                  data-slot-start={slot.start}
                />
                {clockLabel(slot.start)}
              </label>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-slate-600" data-visitor-time hidden />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-xl font-bold text-slate-900">{text.detailsTitle}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((f) => (
            <p key={f.name}>
              <label htmlFor={`meet-${f.name}`} className="field-label">
                {text.labels[f.name]}
                {f.required ? <span aria-hidden="true"> *</span> : null}
              </label>
              <input
                id={`meet-${f.name}`}
                name={f.name}
                type={f.type}
                autoComplete={f.autoComplete}
                required={f.required}
                defaultValue={values[f.name] ?? ""}
                className="field-input"
              />
            </p>
          ))}
        </div>
        <p>
          <label htmlFor="meet-topic" className="field-label">
            {text.labels.topic}
          </label>
          <textarea id="meet-topic" name="topic" rows={3} defaultValue={values.topic ?? ""} className="field-input" />
        </p>
      </fieldset>
      {error ? <FormErrorNotice title={text.errorTitle} error={error} /> : null}
      <button type="submit" className="btn-primary">
        {text.submit}
      </button>
      <p className="text-xs text-slate-600">
        {text.privacy}{" "}
        <Link to={text.privacyLink.href} className="font-medium text-brand-700 underline">
          {text.privacyLink.label}
        </Link>
      </p>
      <FormGuardInputs />
    </form>
  );
}
