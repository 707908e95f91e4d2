import { useState } from "react";
import { resources, resourcesHero, resourcesPageText, resourcesSeo } from "../../content/resources";
import { NewsletterForm } from "../components/layout/newsletter-form";
import { ResourceCard } from "../components/resources/resource-card";
import { ResourceFilters } from "../components/resources/resource-filters";
import { PageBanner } from "../components/sections/page-banner";
import { filterResources, NO_FILTER, type ResourceFilter } from "../resources/filter-resources";
import { pageMeta } from "../seo/page-meta";

export const meta = () => pageMeta(resourcesSeo);

const featured = resources.filter((r) => r.featured);

export default function Resources() {
  const [filter, setFilter] = useState<ResourceFilter>(NO_FILTER);
  const shown = filterResources(resources, filter);

  return (
    <>
      <PageBanner title={resourcesHero.title} lead={resourcesHero.lead}>
        <ResourceFilters filter={filter} onChange={setFilter} />
      </PageBanner>

      <section aria-labelledby="featured-title" className="container py-14">
        <h2 id="featured-title" className="section-title">
          {resourcesPageText.featuredTitle}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {featured.map((r) => (
            <li key={r.id}>
              <ResourceCard resource={r} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="library-title" className="container pb-14">
        <h2 id="library-title" className="section-title">
          {resourcesPageText.listTitle}
        </h2>
        <p role="status" className="mt-2 text-sm text-slate-600">{`Showing ${shown.length} of ${resources.length} resources`}</p>
        {shown.length > 0 ? (
          <ul aria-label="Resources" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((r) => (
              <li key={r.id}>
                <ResourceCard resource={r} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="card mt-8 text-center">
            <p className="text-lg font-semibold text-slate-900">{resourcesPageText.emptyTitle}</p>
            <p className="mt-1 text-slate-600">{resourcesPageText.emptyLead}</p>
            <button type="button" className="btn-primary mt-5" onClick={() => setFilter(NO_FILTER)}>
              {resourcesPageText.clearFilters}
            </button>
          </div>
        )}
      </section>

      <section aria-labelledby="resources-newsletter-title" className="container pb-6">
        <div className="grid gap-6 rounded-2xl bg-brand-800 px-6 py-10 text-white sm:px-10 md:grid-cols-2 md:items-center">
          <div>
            <h2 id="resources-newsletter-title" className="text-2xl font-bold">
              {resourcesPageText.newsletter.title}
            </h2>
            <p className="mt-2 text-brand-50">{resourcesPageText.newsletter.lead}</p>
          </div>
          <NewsletterForm />
        </div>
      </section>
    </>
  );
}
