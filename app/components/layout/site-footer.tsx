import { Link } from "react-router";
import { company, headquarters, telUrl, whatsappUrl } from "../../../content/company";
import { footerActions, footerColumns } from "../../../content/navigation";
import { Icon } from "../ui/icon";
import { NewsletterForm } from "./newsletter-form";

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-20 bg-brand-900 text-slate-200">
      <div className="container grid gap-10 py-14 lg:grid-cols-[1.3fr_2fr]">
        <div>
          <p className="text-xl font-bold text-white">{company.name}</p>
          <p className="mt-2 text-sm text-slate-300">{company.tagline}</p>
          <address className="mt-6 space-y-2 text-sm not-italic">
            <p className="flex items-start gap-2">
              <Icon name="pin" size={18} /> {headquarters.fullAddress}
            </p>
            <p className="flex items-center gap-2">
              <Icon name="phone" size={18} />
              <a className="hover:text-white underline-offset-2 hover:underline" href={telUrl(company.phone)}>
                {company.phone}
              </a>
            </p>
            <p className="flex items-center gap-2">
              <Icon name="mail" size={18} />
              <a className="hover:text-white underline-offset-2 hover:underline" href={`mailto:${company.email}`}>
                {company.email}
              </a>
            </p>
          </address>
          <a href={whatsappUrl()} target="_blank" rel="noopener noreferrer" className="btn-accent mt-5">
            <Icon name="chat" size={18} /> Chat with us on WhatsApp
          </a>
          <div className="mt-5 flex flex-wrap gap-3">
            <Link to={footerActions.consultation.href} className="btn-secondary">
              {footerActions.consultation.label}
            </Link>
            <Link to={footerActions.retainer.href} className="btn-secondary">
              {footerActions.retainer.label}
            </Link>
          </div>
        </div>

        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {footerColumns.map((column) => (
            <nav key={column.title} aria-label={`Footer ${column.title}`}>
              <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{column.title}</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className="text-slate-300 hover:text-white">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="container grid gap-6 py-8 md:grid-cols-2 md:items-center">
          <NewsletterForm />
          <ul aria-label="Social media" className="flex flex-wrap gap-4 md:justify-end">
            {company.social.map((s) => (
              <li key={s.name}>
                <a href={s.url} target="_blank" rel="noopener noreferrer" className="text-sm text-slate-300 hover:text-white">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <p className="container pb-8 text-sm text-slate-400">{`© ${year} ${company.name}. All rights reserved.`}</p>
      </div>
    </footer>
  );
}
