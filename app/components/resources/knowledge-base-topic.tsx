import { Link } from "react-router";
import type { KnowledgeBaseTopic } from "../../../content/knowledge-base";
import { topicSearchText } from "../../resources/search-topics";

/**
 * The body of one knowledge-base accordion panel. It carries the topic's search text, which
 * app/enhance/knowledge-base-search.ts compares as the visitor types.
 */
export function KnowledgeBaseTopicBody({ topic }: { topic: KnowledgeBaseTopic }) {
  return (
    <div data-kb-topic={topic.id} data-kb-text={topicSearchText(topic)} className="text-slate-700">
      <p>{topic.intro}</p>
      <dl className="mt-4 space-y-3">
        {topic.points.map((point) => (
          <div key={point.term} className="rounded-lg bg-slate-50 p-4">
            <dt className="font-semibold text-slate-900">{point.term}</dt>
            <dd className="mt-1 text-sm">{point.detail}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm">{topic.note}</p>
      <Link to={topic.link.href} className="btn-secondary mt-5">
        {topic.link.label}
      </Link>
    </div>
  );
}
