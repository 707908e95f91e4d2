import { PRIVACY_NOTICE_VERSION, privacyHero, privacyLaws, privacySections, privacySeo } from "../../content/privacy";
import { PageBanner } from "../components/sections/page-banner";
import { pageMeta } from "../seo/page-meta";

export const meta = () => pageMeta(privacySeo);

export default function Privacy() {
  return (
    <>
      <PageBanner title={privacyHero.title} lead={privacyHero.lead} />
      <div className="container max-w-3xl py-14 text-slate-700">
        <p className="text-sm text-slate-600">{`${privacyHero.effectiveLabel} ${PRIVACY_NOTICE_VERSION}`}</p>
        <ul className="mt-4 flex flex-wrap gap-2">
          {privacyLaws.map((law) => (
            <li key={law} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
              {law}
            </li>
          ))}
        </ul>
        {privacySections.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className="mt-10">
            <h2 id={section.id} className="text-2xl font-bold text-slate-900">
              {section.title}
            </h2>
            {section.paragraphs.map((p) => (
              <p key={p} className="mt-3">
                {p}
              </p>
            ))}
            {section.bullets && (
              <ul className="mt-3 list-disc space-y-2 pl-6">
                {section.bullets.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </>
  );
}
