import type { KnowledgeBaseTopic } from "../../content/knowledge-base";
import { matchesQuery, searchText } from "./search-text";

/** What the topic search looks through: the title, intro, points and note. */
export const topicSearchText = (t: KnowledgeBaseTopic): string =>
  searchText([t.title, t.intro, t.note, ...t.points.flatMap((p) => [p.term, p.detail])]);

/** Topics whose text contains the query, ignoring case. */
export function searchTopics(topics: KnowledgeBaseTopic[], query: string): KnowledgeBaseTopic[] {
  return topics.filter((t) => matchesQuery(topicSearchText(t), query));
}
