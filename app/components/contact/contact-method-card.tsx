import { Link } from "react-router";
import { telUrl } from "../../../content/company";
import type { ContactMethod } from "../../../content/contact-page";
import { openChat } from "../../chat/open-chat";
import { Icon } from "../ui/icon";

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
      return (
        <button type="button" onClick={openChat} className={className}>
          {method.button}
        </button>
      );
    case "link":
      return (
        <Link to={action.href} preventScrollReset className={className}>
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
