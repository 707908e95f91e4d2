import { telUrl } from "../../content/company";
import * as contact from "../../content/contact-page";
import { OfficeCard } from "../components/company/office-card";
import { ContactForm } from "../components/contact/contact-form";
import { ContactMethodCard } from "../components/contact/contact-method-card";
import { PageBanner } from "../components/sections/page-banner";
import { Icon } from "../components/ui/icon";
import { subjectFromParam } from "../contact/subject-prefill";
import { formActionHeaders, sendContactMessage } from "../forms/form-actions.server";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/contact";

export const meta = () => pageMeta(contact.contactSeo);

/** The subject a `/contact?subject=<key>` link asks for, prefilled by the server. */
export const loader = ({ request }: Route.LoaderArgs) => ({ subject: subjectFromParam(new URL(request.url).searchParams.get("subject")) });

export const action = (args: Route.ActionArgs) => sendContactMessage(args);
export const headers = formActionHeaders;

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { emergencySupport: emergency, headquartersCard: hq } = contact;
  return (
    <>
      <PageBanner title={contact.contactHero.title} lead={contact.contactHero.lead}>
        <dl className="mt-10 grid max-w-3xl grid-cols-2 gap-6 sm:grid-cols-4">
          {contact.contactStats.map((s) => (
            <div key={s.label} className="flex flex-col-reverse">
              <dt className="text-sm uppercase tracking-wide text-brand-100">{s.label}</dt>
              <dd className="text-3xl font-extrabold">{s.value}</dd>
            </div>
          ))}
        </dl>
      </PageBanner>

      <section aria-label="Ways to reach us" className="container py-14">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {contact.contactMethods.map((m) => (
            <li key={m.title}>
              <ContactMethodCard method={m} />
            </li>
          ))}
        </ul>
      </section>

      <div className="container grid gap-8 pb-14 lg:grid-cols-[1.6fr_1fr]">
        <ContactForm initial={actionData} subject={loaderData.subject} />
        <aside aria-label="Offices and support" className="space-y-6">
          <section aria-labelledby="hq-title">
            <h2 id="hq-title" className="mb-3 text-xl font-bold text-slate-900">
              {hq.title}
            </h2>
            <OfficeCard office={hq.office} mapLabel={hq.mapLabel} />
          </section>
          <section aria-labelledby="emergency-title" className="card border-red-200 bg-red-50">
            <h2 id="emergency-title" className="text-lg font-semibold text-red-900">
              {emergency.title}
            </h2>
            <p className="mt-1 text-sm text-red-900">{emergency.lead}</p>
            <p className="mt-3 flex items-center gap-2 text-sm">
              <Icon name="phone" size={18} />
              <a href={telUrl(emergency.phone)} className="font-semibold text-red-900 underline">
                {emergency.phone}
              </a>
            </p>
            <p className="mt-2 flex items-center gap-2 text-sm">
              <Icon name="mail" size={18} />
              <a href={`mailto:${emergency.email}`} className="font-semibold text-red-900 underline">
                {emergency.email}
              </a>
            </p>
          </section>
          <section aria-labelledby="follow-title" className="card">
            <h2 id="follow-title" className="text-lg font-semibold text-slate-900">
              {contact.followUs.title}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-3">
              {contact.followUs.links.map((s) => (
                <li key={s.name}>
                  <a href={s.url} target="_blank" rel="noopener noreferrer" className="btn-secondary">
                    {s.name}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>

      <section aria-labelledby="regional-title" className="bg-white py-14">
        <div className="container">
          <h2 id="regional-title" className="section-title">
            {contact.regionalOfficesTitle}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {contact.regionalOffices.map((o) => (
              <li key={o.city}>
                <OfficeCard office={o} mapLabel={hq.mapLabel} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
