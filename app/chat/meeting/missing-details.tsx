import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import * as v from "valibot";
import { chatMeetingCopy as copy } from "../../../content/chat-meeting-copy";
import { contactSchema } from "../../../shared/lead-submission";

// Before the recommendations' contact step the chat may not know who is booking: this asks only
// for what a booking needs and the chat lacks (name, e-mail, company), then books the time picked.

export type Details = { name: string; email: string; company: string };
const FIELDS = ["name", "email", "company"] as const;

const valid = (field: keyof Details, value: string) => v.is(contactSchema.entries[field], value);

/** The fields of `known` a booking cannot go without. */
export const missingFields = (known: Details) => FIELDS.filter((field) => !valid(field, known[field]));

type Props = { known: Details; title: string; onDone: (details: Details) => void };

export function MissingDetails({ known, title, onDone }: Props) {
  const id = useId();
  const [asked] = useState(() => missingFields(known));
  const [values, setValues] = useState<Details>(known);
  const [errors, setErrors] = useState<Partial<Record<keyof Details, string>>>({});
  const first = useRef<HTMLInputElement>(null);

  useEffect(() => first.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(asked.filter((f) => !valid(f, values[f])).map((f) => [f, copy.errors[f]]));
    setErrors(found);
    if (Object.keys(found).length === 0) onDone({ name: values.name.trim(), email: values.email.trim(), company: values.company.trim() });
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-2 rounded-lg border border-slate-200 p-3 text-sm">
      <p id={`${id}-title`} className="text-slate-800">
        {title}
      </p>
      {asked.map((field, i) => (
        <div key={field} className="grid gap-1">
          <label htmlFor={`${id}-${field}`} className="field-label">
            {copy.labels[field]}
          </label>
          <input
            id={`${id}-${field}`}
            ref={i === 0 ? first : undefined}
            type={field === "email" ? "email" : "text"}
            autoComplete={field === "company" ? "organization" : field}
            value={values[field]}
            onChange={(event) => setValues({ ...values, [field]: event.target.value })}
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
            className="field-input"
          />
          {errors[field] && (
            <p id={`${id}-${field}-error`} className="text-xs text-red-700">
              {errors[field]}
            </p>
          )}
        </div>
      ))}
      <button type="submit" className="btn-primary w-full">
        {copy.confirm}
      </button>
    </form>
  );
}
