import { useId, useRef, useState } from "react";
import { KnowledgeBaseTopicBody } from "../../components/resources/knowledge-base-topic";
import { PageBanner } from "../../components/sections/page-banner";
import { Accordion } from "../../components/ui/accordion";
import { Icon } from "../../components/ui/icon";
import { knowledgeBaseHero, knowledgeBaseSeo, knowledgeBaseTopics } from "../../content/knowledge-base";
import { useTextTypedEarly } from "../../hydration/use-text-typed-early";
import { searchTopics } from "../../resources/search-topics";
import { pageMeta } from "../../seo/page-meta";

export const meta = () => pageMeta(knowledgeBaseSeo);

export default function KnowledgeBase() {
  const [query, setQuery] = useState("");
  const searchId = useId();
  const searchField = useRef<HTMLInputElement>(null);
  useTextTypedEarly(searchField, setQuery);
  const topics = searchTopics(knowledgeBaseTopics, query);

  return (
    <>
      <PageBanner title={knowledgeBaseHero.title} lead={knowledgeBaseHero.lead}>
        <form role="search" className="relative mt-8 max-w-2xl" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor={searchId} className="sr-only">{knowledgeBaseHero.searchLabel}</label>
          <Icon name="search" size={20} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500" />
          <input
            ref={searchField}
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={knowledgeBaseHero.searchPlaceholder}
            className="block w-full rounded-lg border border-slate-300 bg-white py-3 pl-10 pr-3 text-slate-900 focus:(outline-2 outline-offset-2 outline-accent-500)"
          />
        </form>
      </PageBanner>
      <section aria-label="Topics" className="container max-w-4xl py-14">
        {topics.length > 0 ? (
          <Accordion headingLevel={2} items={topics.map((t) => ({ id: t.id, title: t.title, content: <KnowledgeBaseTopicBody topic={t} /> }))} />
        ) : (
          <p role="status" className="card text-center text-slate-700">{knowledgeBaseHero.noMatches}</p>
        )}
      </section>
    </>
  );
}
