import { Link } from "react-router";
import { telUrl } from "../../../content/company";
import type { ContactMethod } from "../../../content/contact-page";
import { ChatLink } from "../../chat/chat-link";
import { subjectFromParam } from "../../contact/subject-prefill";
import { Icon } from "../ui/icon";

/** The subject a site link such as `/contact?subject=meeting#contact-form` prefills (the base only lets URL read a path). */
const subjectOfLink = (href: string) => subjectFromParam(new URL(href, "https://site.invalid").searchParams.get("subject"));

function MethodButton({ method }: { method: ContactMethod }) {
  const className = "btn-primary mt-5 w-full";
  const { action } = method;
  switch (action.kind) {
    case "tel":
      return (
        <a href={telUrl(action.phone)} className={className}>
          {method.button}
        </a>
      );
    case "mailto":
      return (
        <a href={`mailto:${action.email}`} className={className}>
          {method.button}
        </a>
      );
    case "chat":
      return <ChatLink className={className}>{method.button}</ChatLink>;
    case "link":
      // A page load that prefills the form without JavaScript; with it, the page script prefills and
      // focuses the form in place (app/enhance/forms-subject-links.ts).
      return (
        <Link to={action.href} data-prefill-subject={subjectOfLink(action.href) || undefined} className={className}>
          {method.button}
        </Link>
      );
  }
}

export function ContactMethodCard({ method }: { method: ContactMethod }) {
  return (
    <article className="card flex h-full flex-col text-center">
      <span className="mx-auto grid h-12 w-12 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Icon name={method.icon} />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{method.title}</h2>
      <p className="mt-1 flex-1 text-sm text-slate-600">{method.description}</p>
      <p className="mt-3 font-semibold text-brand-800">{method.detail}</p>
      <MethodButton method={method} />
    </article>
  );
}
