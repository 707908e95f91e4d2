import { knowledgeBaseHero, knowledgeBaseSeo, knowledgeBaseTopics } from "../../../content/knowledge-base";
import { KnowledgeBaseAnswers } from "../../components/resources/knowledge-base-answers";
import { KnowledgeBaseSearchForm } from "../../components/resources/knowledge-base-search-form";
import { KnowledgeBaseTopicBody } from "../../components/resources/knowledge-base-topic";
import { PageBanner } from "../../components/sections/page-banner";
import { Accordion } from "../../components/ui/accordion";
import { searchKnowledgeBase } from "../../resources/knowledge-base-search.server";
import { searchTopics } from "../../resources/search-topics";
import { pageMeta } from "../../seo/page-meta";
import type { Route } from "./+types/knowledge-base";

export const meta = () => pageMeta(knowledgeBaseSeo);

/** `?q=` is answered on the server from the chat's FAQ index, so the search works without JavaScript. */
export const loader = ({ request, context }: Route.LoaderArgs) => searchKnowledgeBase(request, context);

export default function KnowledgeBase({ loaderData }: Route.ComponentProps) {
  const { query, articles } = loaderData;
  const topics = searchTopics(knowledgeBaseTopics, query);

  return (
    <>
      <PageBanner title={knowledgeBaseHero.title} lead={knowledgeBaseHero.lead}>
        <KnowledgeBaseSearchForm query={query} />
      </PageBanner>
      {/* The page's script puts the answers to a search made in place here. */}
      <div data-kb-answers>{query && <KnowledgeBaseAnswers query={query} articles={articles} />}</div>
      <section aria-label="Topics" data-kb-topics className="container max-w-4xl py-14">
        {topics.length > 0 && (
          <div data-kb-topic-list>
            <Accordion
              headingLevel={2}
              items={topics.map((t) => ({ id: t.id, title: t.title, content: <KnowledgeBaseTopicBody topic={t} /> }))}
            />
          </div>
        )}
        {/* Shown by the page's script while the typed text matches no topic and no search was made: after
            a search the answers above already say whether anything matched. */}
        <p role="status" data-kb-no-topics hidden className="card text-center text-slate-700">
          {knowledgeBaseHero.noMatches}
        </p>
      </section>
    </>
  );
}
