import { type Guide, guideFormText, guides, guidesHero, guidesSeo } from "../../../content/guides";
import type { FormResult, GuideRequestResult } from "../../../shared/form-results";
import { GuideRequestForm } from "../../components/guides/guide-request-form";
import { PageBanner } from "../../components/sections/page-banner";
import { Icon } from "../../components/ui/icon";
import { formActionHeaders, requestGuide } from "../../forms/form-actions.server";
import { pageMeta } from "../../seo/page-meta";
import type { Route } from "./+types/guides";

export const meta = () => pageMeta(guidesSeo);

export const action = (args: Route.ActionArgs) => requestGuide(args);
export const headers = formActionHeaders;

/** A no-JavaScript post answers for one guide; only that guide's form shows it. */
const answerFor = (guide: Guide, answer?: FormResult<GuideRequestResult>) =>
  answer && (answer.ok ? answer.result.guideId : answer.values.guideId) === guide.id ? answer : undefined;

export default function Guides({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={guidesHero.title} lead={guidesHero.lead} />
      <div className="container space-y-10 py-14">
        {guides.map((guide) => (
          <article key={guide.id} aria-labelledby={`${guide.id}-title`} className="card grid gap-8 lg:grid-cols-[1.3fr_1fr] lg:p-10">
            <div>
              <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
                <Icon name="file" size={18} /> {`${guide.pages} ${guideFormText.pagesLabel}`}
              </p>
              <h2 id={`${guide.id}-title`} className="mt-2 text-2xl font-bold text-slate-900">
                {guide.title}
              </h2>
              <p className="mt-3 text-slate-700">{guide.summary}</p>
              <p className="mt-3 text-sm text-slate-600">{guide.audience}</p>
              <ul className="mt-5 space-y-2">
                {guide.highlights.map((h) => (
                  <li key={h} className="flex gap-2 text-slate-700">
                    <Icon name="check" size={18} className="mt-0.5 shrink-0 text-accent-700" />
                    {h}
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-xl bg-slate-50 p-6">
              <h3 className="mb-4 text-lg font-semibold text-slate-900">{guideFormText.title}</h3>
              <GuideRequestForm guide={guide} initial={answerFor(guide, actionData)} />
            </div>
          </article>
        ))}
      </div>
    </>
  );
}
