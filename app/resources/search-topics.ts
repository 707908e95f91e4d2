import type { KnowledgeBaseTopic } from "../../content/knowledge-base";

/** Topics whose title, intro, points or note contain the query, ignoring case. */
export function searchTopics(topics: KnowledgeBaseTopic[], query: string): KnowledgeBaseTopic[] {
  const q = query.trim().toLowerCase();
  if (!q) return topics;
  return topics.filter((t) =>
    [t.title, t.intro, t.note, ...t.points.flatMap((p) => [p.term, p.detail])].some((text) => text.toLowerCase().includes(q)),
  );
}
