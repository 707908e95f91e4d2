import { deskCopy } from "../../../content/desk-copy";
import {
  DESK_RECORD_TYPES,
  type InboxFilter,
  OWNER_FILTERS,
  RECORD_TYPE_LABELS,
  SCORE_BAND_LABELS,
  SCORE_BANDS,
} from "../../../shared/desk";
import type { TeamMember } from "../../../shared/desk-team";
import { OFFICE_IDS, OFFICE_LABELS } from "../../../shared/office-ids";
import { inboxHref } from "../../desk/inbox-query";
import { teamMemberLabel, useDeskTeam } from "../../desk/use-desk-team";

type Choice = { value: string; label: string };

function Select({ name, label, value, choices }: { name: string; label: string; value: string; choices: Choice[] }) {
  return (
    <label className="field-label">
      {label}
      <select name={name} defaultValue={value} className="field-input">
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const any = { value: "", label: deskCopy.filters.any };

/** Everyone, mine, unassigned, then each team member (and an owner filtered by who has since left the team). */
function ownerChoices(owner: string, team: TeamMember[]): Choice[] {
  const members = team.map((member) => ({ value: member.email, label: teamMemberLabel(member) }));
  const gone = owner.includes("@") && !team.some((member) => member.email === owner) ? [{ value: owner, label: owner }] : [];
  return [...OWNER_FILTERS.map((value) => ({ value, label: deskCopy.filters.owners[value] })), ...members, ...gone];
}

/** A plain GET form: filtering works without any script, and the URL is the filter to share or export. */
export function InboxFilters({ filter, sources }: { filter: InboxFilter; sources: string[] }) {
  const f = deskCopy.filters;
  const team = useDeskTeam();
  return (
    <form
      method="get"
      action="/desk"
      aria-label={deskCopy.inbox.filtersTitle}
      className="mt-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      {filter.view !== "inbox" && <input type="hidden" name="view" value={filter.view} />}
      {filter.sort && <input type="hidden" name="sort" value={filter.sort} />}
      {filter.order && <input type="hidden" name="order" value={filter.order} />}
      {filter.status && <input type="hidden" name="status" value={filter.status} />}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <label className="field-label sm:col-span-2">
          {deskCopy.inbox.searchLabel}
          <input type="search" name="q" defaultValue={filter.q} className="field-input" />
        </label>
        <Select
          name="type"
          label={f.type}
          value={filter.type}
          choices={[any, ...DESK_RECORD_TYPES.map((type) => ({ value: type, label: RECORD_TYPE_LABELS[type] }))]}
        />
        <Select
          name="office"
          label={f.office}
          value={filter.office}
          choices={[any, ...OFFICE_IDS.map((office) => ({ value: office, label: OFFICE_LABELS[office] }))]}
        />
        <Select name="owner" label={f.owner} value={filter.owner} choices={ownerChoices(filter.owner, team)} />
        <Select
          name="source"
          label={f.source}
          value={filter.source}
          choices={[any, ...sources.map((source) => ({ value: source, label: source }))]}
        />
        <label className="field-label">
          {f.campaign}
          <input type="text" name="campaign" defaultValue={filter.campaign} className="field-input" />
        </label>
        <Select
          name="band"
          label={f.band}
          value={filter.band}
          choices={[any, ...SCORE_BANDS.map((band) => ({ value: band, label: SCORE_BAND_LABELS[band] }))]}
        />
        <label className="field-label">
          {f.from}
          <input type="date" name="from" defaultValue={filter.from} className="field-input" />
        </label>
        <label className="field-label">
          {f.to}
          <input type="date" name="to" defaultValue={filter.to} className="field-input" />
        </label>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary">
          {deskCopy.inbox.apply}
        </button>
        <a
          href={inboxHref(
            { ...filter, q: "", type: "", office: "", owner: "everyone", source: "", campaign: "", band: "", from: "", to: "" },
            { page: 1 },
          )}
          className="btn-secondary"
        >
          {deskCopy.inbox.clear}
        </a>
        <a href={inboxHref(filter, { page: 1 }, "/desk/export.csv")} className="btn-secondary" download>
          {deskCopy.nav.export}
        </a>
      </div>
    </form>
  );
}
