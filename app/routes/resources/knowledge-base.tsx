import { useId, useRef, useState } from "react";
import { Form } from "react-router";
import { knowledgeBaseHero, knowledgeBaseSearch, knowledgeBaseSeo, knowledgeBaseTopics } from "../../../content/knowledge-base";
import { KnowledgeBaseAnswers } from "../../components/resources/knowledge-base-answers";
import { KnowledgeBaseTopicBody } from "../../components/resources/knowledge-base-topic";
import { PageBanner } from "../../components/sections/page-banner";
import { Accordion } from "../../components/ui/accordion";
import { Icon } from "../../components/ui/icon";
import { useTextTypedEarly } from "../../hydration/use-text-typed-early";
import { searchKnowledgeBase } from "../../resources/knowledge-base-search.server";
import { searchTopics } from "../../resources/search-topics";
import { pageMeta } from "../../seo/page-meta";
import type { Route } from "./+types/knowledge-base";

export const meta = () => pageMeta(knowledgeBaseSeo);

/** `?q=` is answered on the server from the chat's FAQ index, so the search works without JavaScript. */
export const loader = ({ request, context }: Route.LoaderArgs) => searchKnowledgeBase(request, context);

export default function KnowledgeBase({ loaderData }: Route.ComponentProps) {
  const { query: searched, articles } = loaderData;
  const [query, setQuery] = useState(searched);
  // A new search (a navigation to another ?q=) replaces whatever the field held.
  const [shownSearch, setShownSearch] = useState(searched);
  if (searched !== shownSearch) {
    setShownSearch(searched);
    setQuery(searched);
  }
  const searchId = useId();
  const searchField = useRef<HTMLInputElement>(null);
  useTextTypedEarly(searchField, setQuery);
  const topics = searchTopics(knowledgeBaseTopics, query);

  return (
    <>
      <PageBanner title={knowledgeBaseHero.title} lead={knowledgeBaseHero.lead}>
        <Form method="get" role="search" className="mt-8 flex max-w-2xl gap-2">
          <div className="relative flex-1">
            <label htmlFor={searchId} className="sr-only">
              {knowledgeBaseHero.searchLabel}
            </label>
            <Icon name="search" size={20} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500" />
            <input
              ref={searchField}
              id={searchId}
              type="search"
              name="q"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={knowledgeBaseHero.searchPlaceholder}
              className="block w-full rounded-lg border border-slate-300 bg-white py-3 pl-10 pr-3 text-slate-900 focus:(outline-2 outline-offset-2 outline-accent-500)"
            />
          </div>
          <button type="submit" className="btn-primary">
            {knowledgeBaseSearch.button}
          </button>
        </Form>
      </PageBanner>
      {searched && <KnowledgeBaseAnswers query={searched} articles={articles} />}
      <section aria-label="Topics" className="container max-w-4xl py-14">
        {topics.length > 0 ? (
          <Accordion
            headingLevel={2}
            items={topics.map((t) => ({ id: t.id, title: t.title, content: <KnowledgeBaseTopicBody topic={t} /> }))}
          />
        ) : (
          // After a search the answers above already say whether anything matched.
          !searched && (
            <p role="status" className="card text-center text-slate-700">
              {knowledgeBaseHero.noMatches}
            </p>
          )
        )}
      </section>
    </>
  );
}
