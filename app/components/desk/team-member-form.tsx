import { deskTeamCopy } from "../../../content/desk-team-copy";
import { TEAM_ROLES } from "../../../shared/desk";
import { ALL_OFFICES, type MemberField } from "../../../shared/desk-team";
import { OFFICE_IDS, OFFICE_LABELS } from "../../../shared/office-ids";

const copy = deskTeamCopy;

type Values = Partial<Record<MemberField, string>>;
type Errors = Partial<Record<MemberField, string>>;

/** A labelled control with its error (if any) read out with it. */
function Field({ id, field, error, children }: { id: string; field: MemberField; error?: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={`${id}-${field}`} className="field-label">
        {copy.fields[field]}
      </label>
      {children}
      {error && (
        <p id={`${id}-${field}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

const invalid = (id: string, field: MemberField, errors: Errors) =>
  errors[field] ? { "aria-invalid": true, "aria-describedby": `${id}-${field}-error` } : {};

/**
 * Add a member, or edit one (their address fixed, sent along as who they are). A plain form post:
 * the server checks it with the shared schema and, when refused, shows it again with each field's error.
 */
export function TeamMemberForm({ intent, values, errors }: { intent: "add" | "edit"; values: Values; errors: Errors }) {
  const id = `member-${intent}`;
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form method="post" action="/desk/team" className="mt-3 space-y-3">
      <input type="hidden" name="intent" value={intent} />
      {hasErrors && (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {copy.errorsTitle}
          <ul className="mt-1 list-disc pl-5">
            {Object.values(errors).map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {intent === "add" ? (
          <Field id={id} field="email" error={errors.email}>
            <input
              id={`${id}-email`}
              type="email"
              name="email"
              required
              maxLength={254}
              autoComplete="off"
              defaultValue={values.email}
              className="field-input"
              {...invalid(id, "email", errors)}
            />
          </Field>
        ) : (
          <div>
            <p className="field-label">{copy.fields.email}</p>
            <p className="mt-1 text-sm">
              <strong>{values.email}</strong>
            </p>
            <p className="text-xs text-slate-700">{copy.emailFixed}</p>
            <input type="hidden" name="email" value={values.email} />
          </div>
        )}
        <Field id={id} field="name" error={errors.name}>
          <input
            id={`${id}-name`}
            type="text"
            name="name"
            required
            maxLength={100}
            autoComplete="off"
            defaultValue={values.name}
            className="field-input"
            {...invalid(id, "name", errors)}
          />
        </Field>
        <Field id={id} field="office" error={errors.office}>
          <select
            id={`${id}-office`}
            name="office"
            defaultValue={values.office ?? ALL_OFFICES}
            className="field-input"
            {...invalid(id, "office", errors)}
          >
            <option value={ALL_OFFICES}>{copy.allOffices}</option>
            {OFFICE_IDS.map((office) => (
              <option key={office} value={office}>
                {OFFICE_LABELS[office]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id} field="role" error={errors.role}>
          <select
            id={`${id}-role`}
            name="role"
            defaultValue={values.role ?? "sales"}
            className="field-input"
            {...invalid(id, "role", errors)}
          >
            {TEAM_ROLES.map((role) => (
              <option key={role} value={role}>
                {copy.roles[role]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary">
          {intent === "add" ? copy.add.button : copy.save}
        </button>
        {intent === "edit" && (
          <a href="/desk/team" className="btn-secondary">
            {copy.cancel}
          </a>
        )}
      </div>
    </form>
  );
}
