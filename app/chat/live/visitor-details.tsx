import { type FormEvent, useId, useState } from "react";
import * as v from "valibot";
import { liveVisitorCopy as copy } from "../../../content/live-chat-copy";
import { contactSchema } from "../../../shared/lead-submission";
import type { Visitor } from "./live-thread";

// Name and e-mail, for the fields the chat does not know yet (`known` fills the others): asked
// before a person is called, or with a message left instead.

type Props = { known: Partial<Visitor>; submitLabel: string; onDone: (visitor: Visitor) => void; children?: React.ReactNode };

export const validName = (name: string | undefined) => v.is(contactSchema.entries.name, name ?? "");
export const validEmail = (email: string | undefined) => v.is(contactSchema.entries.email, email ?? "");

/** The fields the chat lacks; with `children` (a message box) between them and the button. */
export function VisitorDetails({ known, submitLabel, onDone, children }: Props) {
  const id = useId();
  const [name, setName] = useState(known.name ?? "");
  const [email, setEmail] = useState(known.email ?? "");
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const askName = !validName(known.name);
  const askEmail = !validEmail(known.email);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(askName && !validName(name) ? { name: copy.nameMissing } : {}),
      ...(askEmail && !validEmail(email) ? { email: copy.emailInvalid } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length === 0) onDone({ name: name.trim(), email: email.trim().toLowerCase() });
  };

  const field = (key: "name" | "email", label: string, value: string, set: (value: string) => void) => (
    <div className="grid gap-1">
      <label htmlFor={`${id}-${key}`} className="field-label">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type={key === "email" ? "email" : "text"}
        autoComplete={key}
        value={value}
        onChange={(event) => set(event.target.value)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        className="field-input"
      />
      {errors[key] && (
        <p id={`${id}-${key}-error`} className="text-xs text-red-700">
          {errors[key]}
        </p>
      )}
    </div>
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-2 rounded-lg border border-slate-200 p-3 text-sm">
      {(askName || askEmail) && <p className="text-slate-800">{copy.aboutYou}</p>}
      {askName && field("name", copy.name, name, setName)}
      {askEmail && field("email", copy.email, email, setEmail)}
      {children}
      <button type="submit" className="btn-primary w-full">
        {submitLabel}
      </button>
    </form>
  );
}
