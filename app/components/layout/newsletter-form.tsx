import { useId } from "react";
import { Form } from "react-router";

/** Footer newsletter sign-up; the /newsletter action stores the address. */
export function NewsletterForm() {
  const id = useId();
  return (
    <Form method="post" action="/newsletter" className="flex max-w-md flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-white">Subscribe to our newsletter</label>
      <div className="flex gap-2">
        <input id={id} name="email" type="email" required autoComplete="email" placeholder="you@company.com" className="min-w-0 flex-1 rounded-lg border border-slate-500 bg-white px-3 py-2 text-sm text-slate-900" />
        <button type="submit" className="btn-accent">Subscribe</button>
      </div>
    </Form>
  );
}
