import { Link } from "react-router";
import {
  figureText,
  type Resource,
  type ResourceType,
  resourceDate,
  resourceFigures,
  resourcesPageText,
  resourceTypeLabels,
  TAGS_SHOWN_PER_RESOURCE,
} from "../../../content/resources";
import type { IconName } from "../../../shared/icon-names";
import { Icon } from "../ui/icon";

const typeIcons: Record<ResourceType, IconName> = {
  blog: "book",
  whitepaper: "file",
  "case-study": "briefcase",
  documentation: "file",
  webinar: "video",
};

function resourceFacts(r: Resource): string[] {
  return [resourceDate(r), r.readTime, r.duration, ...resourceFigures(r).map(figureText)].filter((fact): fact is string => Boolean(fact));
}

export function ResourceCard({ resource }: { resource: Resource }) {
  const action = resource.upcoming ? resourcesPageText.register : resourcesPageText.learnMore;
  return (
    <article className="card flex h-full flex-col">
      <p className="flex flex-wrap items-center gap-2 text-xs font-semibold uppercase tracking-wide">
        <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-1 text-brand-700">
          <Icon name={typeIcons[resource.type]} size={14} /> {resourceTypeLabels[resource.type]}
        </span>
        {resource.upcoming && <span className="rounded-full bg-accent-700 px-2 py-1 text-white">{resourcesPageText.upcomingBadge}</span>}
        <span className="text-slate-600">{resource.category}</span>
      </p>
      <h3 className="mt-3 text-lg font-semibold text-slate-900">{resource.title}</h3>
      <p className="mt-2 flex-1 text-sm text-slate-600">{resource.description}</p>
      <p className="mt-4 text-xs text-slate-600">{resourceFacts(resource).join(" · ")}</p>
      <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-2">
        {resource.tags.slice(0, TAGS_SHOWN_PER_RESOURCE).map((tag) => (
          <li key={tag} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
            {tag}
          </li>
        ))}
      </ul>
      <Link to={resource.href} className={`${resource.upcoming ? "btn-accent" : "btn-secondary"} mt-5 self-start`}>
        {action}
        <span className="sr-only">: {resource.title}</span>
      </Link>
    </article>
  );
}
