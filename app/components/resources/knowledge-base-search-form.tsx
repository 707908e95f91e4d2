import { useId } from "react";
import { knowledgeBaseHero, knowledgeBaseSearch } from "../../../content/knowledge-base";
import { Icon } from "../ui/icon";

/**
 * The knowledge-base search as a GET form (`?q=`, answered by the page's loader). With script,
 * app/enhance/knowledge-base-search.ts narrows the topics as the visitor types and fetches the answers in place.
 */
export function KnowledgeBaseSearchForm({ query }: { query: string }) {
  const searchId = useId();
  return (
    <search className="mt-8 max-w-2xl">
      <form method="get" data-kb-search className="flex gap-2">
        <div className="relative flex-1">
          <label htmlFor={searchId} className="sr-only">
            {knowledgeBaseHero.searchLabel}
          </label>
          <Icon name="search" size={20} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500" />
          <input
            id={searchId}
            type="search"
            name="q"
            defaultValue={query}
            data-kb-query
            placeholder={knowledgeBaseHero.searchPlaceholder}
            className="block w-full rounded-lg border border-slate-300 bg-white py-3 pl-10 pr-3 text-slate-900 focus:(outline-2 outline-offset-2 outline-accent-500)"
          />
        </div>
        <button type="submit" className="btn-primary">
          {knowledgeBaseSearch.button}
        </button>
      </form>
    </search>
  );
}
